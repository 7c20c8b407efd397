// Privacy page: the page query and head; the content (the editors' Markdown on what the site keeps, why, for how long
// and whom to ask, then the visitor's analytics choice) is src/views/PrivacyView.tsx, which the CMS preview renders too.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { present, type BasePageContext } from './types';
import { PrivacyView } from '../views/PrivacyView';

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery, BasePageContext>) {
  return (
    <Layout>
      <PrivacyView body={data.body} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.PrivacyPageQuery, BasePageContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={data.body?.frontmatter?.title ?? ''}
      description={data.body?.frontmatter?.description ?? ''}
    />
  );
}

export const query = graphql`
  query PrivacyPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "consent"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    body: markdownRemark(fields: { collection: { eq: "privacy" }, lang: { eq: $language } }) {
      ...MarkdownPage
    }
  }
`;
