// Privacy page: what the site keeps, why, for how long and whom to ask (the editors' Markdown, data/content/privacy/),
// then the visitor's analytics choice.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import { MarkdownBody } from '../components/MarkdownBody';
import { ConsentSettings } from '../components/privacy/ConsentSettings';
import { present, type BasePageContext } from './types';

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery, BasePageContext>) {
  return (
    <Layout>
      <h1>{data.body?.frontmatter?.title}</h1>
      <MarkdownBody html={data.body?.html} />
      <ConsentSettings />
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
