// About page: the page query and head; the content (the editors' Markdown, company facts, mission, vision, social links,
// the company profile PDF) is src/views/AboutView.tsx, which the CMS preview renders too.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageHead, organizationInput } from '../components/PageHead';
import { organization } from '../seo/structured-data';
import { pathTo } from '../routes';
import { present, type BasePageContext } from './types';
import { AboutView } from '../views/AboutView';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery, BasePageContext>) {
  return (
    <Layout>
      <AboutView body={data.body} company={present(data.company, 'company')} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.AboutPageQuery, BasePageContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={data.body?.frontmatter?.title ?? ''}
      description={data.body?.frontmatter?.description ?? present(data.company, 'company').mission.text}
      jsonLd={({ siteUrl, lang }) => [organization(siteUrl, pathTo(lang, { page: 'home' }), organizationInput(data))]}
    />
  );
}

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company {
      name
      since
      years
      monthlyCapacityM2
      profilePdf
      mission {
        text(lang: $language)
      }
      vision {
        text(lang: $language)
      }
      socials {
        name
        link
      }
    }
    body: markdownRemark(fields: { collection: { eq: "about" }, lang: { eq: $language } }) {
      ...MarkdownPage
    }
    seoCompany: company {
      ...SeoCompany
    }
    seoTeam: allTeamMember(sort: { jsonId: ASC }) {
      ...SeoTeam
    }
  }
`;
