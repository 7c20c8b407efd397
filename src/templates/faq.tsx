// FAQ pages (general and USA): questions as disclosure widgets that work without JavaScript. Order and group come from
// data/faq.json; each question and its answer from the editors' Markdown (data/content/faq/<id>/<lang>.md).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { faqPage } from '../seo/structured-data';
import { present, type BasePageContext } from './types';
import { FaqView } from '../views/FaqView';

interface FaqContext extends BasePageContext {
  faqGroup: 'general' | 'usa';
}
/** The group's questions in data/faq.json order, each with its Markdown in the page's language. */
function faqEntries(data: Queries.FaqPageQuery) {
  const byId = new Map(data.allMarkdownRemark.nodes.map((n) => [n.fields.entityId, n]));
  return data.allFaqItem.nodes.flatMap((item) => {
    const md = byId.get(item.jsonId);
    return md
      ? [{ id: item.jsonId, question: md.frontmatter?.title ?? '', html: md.html, text: md.excerpt ?? '' }]
      : [];
  });
}

export default function FaqPage({ data, pageContext }: PageProps<Queries.FaqPageQuery, FaqContext>) {
  const { t } = useTranslation('pages');
  return (
    <Layout>
      <FaqView
        title={t(`faq.title.${pageContext.faqGroup}`)}
        entries={faqEntries(data).map(({ id, question, html }) => ({ id, question, html }))}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.FaqPageQuery, FaqContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const items = faqEntries(data);
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={t(`pages:faq.title.${pageContext.faqGroup}`)}
      description={items[0]?.question}
      jsonLd={() => [faqPage(items.map((q) => ({ question: q.question, answer: q.text })))]}
    />
  );
}

export const query = graphql`
  query FaqPage($language: String!, $faqGroup: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    allFaqItem(filter: { group: { eq: $faqGroup } }, sort: { jsonId: ASC }) {
      nodes {
        jsonId
      }
    }
    allMarkdownRemark(
      filter: { fields: { collection: { eq: "faq" }, lang: { eq: $language } } }
      sort: { fields: { entityId: ASC } }
    ) {
      nodes {
        fields {
          entityId
        }
        html
        excerpt(pruneLength: 5000)
        frontmatter {
          title
        }
      }
    }
  }
`;
