// About page: the editors' Markdown body (data/content/about/), company facts, mission, vision, social links and the company profile PDF.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, organizationInput, type OrganizationData } from '../components/PageHead';
import { organization } from '../seo/structured-data';
import { pathTo } from '../routes';
import { CompanyFacts } from '../components/company/CompanyFacts';
import { NewTabHint } from '../components/company/NewTabHint';
import type { BasePageContext, Text, WithLocales } from './types';
import '../styles/company.css';
// After company.css: every template loads the two style sheets in the same order (one CSS chunk, no order conflict).
import { MarkdownBody, type MarkdownPage } from '../components/MarkdownBody';

interface AboutData extends WithLocales, OrganizationData {
  company: {
    name: string;
    since: number;
    years: number;
    monthlyCapacityM2: number;
    mission: Text;
    vision: Text;
    profilePdf: string;
    socials: { name: string; link: string }[];
  };
  body: MarkdownPage | null;
}

export default function AboutPage({ data, pageContext }: PageProps<AboutData, BasePageContext>) {
  const { t } = useTranslation(['pages', 'company']);
  const c = data.company;
  // The profile is generated in English only (see scripts/company-profile-pdf.ts); say so in other languages.
  const pdfInOtherLanguage = pageContext.language !== 'en';
  return (
    <Layout>
      <h1>{data.body?.frontmatter?.title}</h1>
      <MarkdownBody html={data.body?.html} />
      <CompanyFacts company={c} />
      <h2>{t('about.mission')}</h2>
      <p>{c.mission.text}</p>
      <h2>{t('about.vision')}</h2>
      <p>{c.vision.text}</p>
      <h2>{t('about.follow')}</h2>
      <ul className="socials">
        {c.socials.map((s) => (
          <li key={s.link}>
            <a href={s.link} target="_blank" rel="noopener noreferrer">
              {s.name}
              <NewTabHint />
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a className="profile-link" href={c.profilePdf} type="application/pdf" hrefLang="en">
          {t('about.profilePdf')}
          {pdfInOtherLanguage && <span> ({t('company:about.profileLanguage')})</span>}
        </a>
      </p>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<AboutData, BasePageContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={data.company.name}
      title={data.body?.frontmatter?.title ?? ''}
      description={data.body?.frontmatter?.description ?? data.company.mission.text}
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
