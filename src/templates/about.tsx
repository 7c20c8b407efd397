// About page: mission, vision, company facts, social links and the company profile PDF.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText, organizationInput, type OrganizationData } from '../components/PageHead';
import { organization } from '../seo/structured-data';
import { pathTo } from '../routes';
import { CompanyFacts } from '../components/company/CompanyFacts';
import { NewTabHint } from '../components/company/NewTabHint';
import type { BasePageContext, Text, WithLocales } from './types';
import '../styles/company.css';

interface AboutData extends WithLocales, OrganizationData {
  company: { name: string; since: number; years: number; monthlyCapacityM2: number; about: Text; mission: Text; vision: Text; profilePdf: string; socials: { name: string; link: string }[] };
}

export default function AboutPage({ data, pageContext }: PageProps<AboutData, BasePageContext>) {
  const { t } = useTranslation(['pages', 'company']);
  const c = data.company;
  // The profile is generated in English only (see scripts/company-profile-pdf.ts); say so in other languages.
  const pdfInOtherLanguage = pageContext.language !== 'en';
  return (
    <Layout>
      <h1>{t('about.title', { name: c.name })}</h1>
      <p>{c.about.text}</p>
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
      title={localeText(data.locales, 'pages', 'about.title', { name: data.company.name })}
      description={data.company.mission.text}
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
      about { text(lang: $language) }
      mission { text(lang: $language) }
      vision { text(lang: $language) }
      socials { name link }
    }
    seoCompany: company { ...SeoCompany }
    seoTeam: allTeamMember(sort: { jsonId: ASC }) { ...SeoTeam }
  }
`;
