// USA about: the page query and head; the content (the editors' Markdown on the Atlanta-area warehouse, its delivery,
// payment, discount, breakage and hold terms) is src/views/UsaAboutView.tsx, which the CMS preview renders too.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PageHead, organizationInput } from '../components/PageHead';
import { organization } from '../seo/structured-data';
import { pathTo } from '../routes';
import { present, type BasePageContext } from './types';
import { UsaAboutView } from '../views/UsaAboutView';

export default function UsaAboutPage({ data }: PageProps<Queries.UsaAboutPageQuery, BasePageContext>) {
  return (
    <Layout>
      <UsaAboutView body={data.body} usaInfo={present(data.usaInfo, 'USA warehouse information')} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.UsaAboutPageQuery, BasePageContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={data.body?.frontmatter?.title ?? ''}
      description={
        data.body?.frontmatter?.description ?? present(data.usaInfo, 'USA warehouse information').deliveryTerms.text
      }
      jsonLd={({ siteUrl, lang }) => [organization(siteUrl, pathTo(lang, { page: 'home' }), organizationInput(data))]}
    />
  );
}

export const query = graphql`
  query UsaAboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "usa"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    usaInfo {
      name
      address
      phone
      email
      mapLink
      hours {
        text(lang: $language)
      }
      terms {
        discountAboveSqft
        breakagePercent {
          min
          max
        }
        claimWithinDays
        noteBreakageAbovePercent
        holdDays
        paymentMethods
      }
      deliveryTerms {
        text(lang: $language)
      }
    }
    body: markdownRemark(fields: { collection: { eq: "usa-about" }, lang: { eq: $language } }) {
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
