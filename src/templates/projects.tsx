// Projects overview: header, description and the suggested projects as cards.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { itemList } from '../seo/structured-data';
import { CardGrid } from '../components/ProductCard';
import { usePageLang } from '../components/usePageLang';
import '../styles/company.css';
import { pathTo } from '../routes';
import { present, type BasePageContext } from './types';

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery, BasePageContext>) {
  const { t } = useTranslation(['pages', 'company']);
  const lang = usePageLang();
  return (
    <Layout>
      <h1>{t('projects.title')}</h1>
      <p>{t('projects.description')}</p>
      <p className="project-meta">{t('company:projects.count', { count: data.allProject.nodes.length })}</p>
      <CardGrid
        cards={data.allProject.nodes.map((p) => ({
          href: pathTo(lang, { page: 'project', slug: p.slug, id: p.jsonId }),
          title: p.name.text,
          subtitle: p.country.text,
          image: p.photos[0]?.image,
        }))}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ProjectsPageQuery, BasePageContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  return (
    <PageHead
      lang={pageContext.language}
      siteName={present(data.company, 'company').name}
      title={t('pages:projects.title')}
      description={t('pages:projects.description')}
      seo={pageContext.seo}
      jsonLd={({ siteUrl, lang }) => [
        itemList(
          siteUrl,
          t('pages:projects.title'),
          data.allProject.nodes.map((p) => ({
            name: p.name.text,
            path: pathTo(lang, { page: 'project', slug: p.slug, id: p.jsonId }),
          })),
        ),
      ]}
    />
  );
}

export const query = graphql`
  query ProjectsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    allProject(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
        }
        country {
          text(lang: $language)
        }
        photos {
          image {
            gatsbyImageData(width: 320, aspectRatio: 1.333, outputPixelDensities: [1, 2])
          }
        }
      }
    }
  }
`;
