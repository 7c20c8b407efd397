// About page: mission, vision, company facts, social links and the company profile PDF.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import type { BasePageContext, Text, WithLocales } from './types';

interface AboutData extends WithLocales {
  company: { name: string; since: number; years: number; monthlyCapacityM2: number; about: Text; mission: Text; vision: Text; profilePdf: string; socials: { name: string; link: string }[] };
}

export default function AboutPage({ data, pageContext }: PageProps<AboutData, BasePageContext>) {
  const { t } = useTranslation('pages');
  const c = data.company;
  return (
    <Layout>
      <h1>{t('about.title', { name: c.name })}</h1>
      <p>{c.about.text}</p>
      <ul className="facts">
        <li>{t('home.facts.since', { year: c.since })}</li>
        <li>{t('home.facts.years', { years: c.years })}</li>
        <li>{t('home.facts.capacity', { amount: c.monthlyCapacityM2.toLocaleString(pageContext.language) })}</li>
      </ul>
      <h2>{t('about.mission')}</h2>
      <p>{c.mission.text}</p>
      <h2>{t('about.vision')}</h2>
      <p>{c.vision.text}</p>
      <h2>{t('about.follow')}</h2>
      <ul className="socials">
        {c.socials.map((s) => (
          <li key={s.link}>
            <a href={s.link} target="_blank" rel="noopener noreferrer">{s.name}</a>
          </li>
        ))}
      </ul>
      <p>
        <a href={c.profilePdf} type="application/pdf">{t('about.profilePdf')}</a>
      </p>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<AboutData, BasePageContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={localeText(data.locales, 'pages', 'about.title', { name: data.company.name })} description={data.company.mission.text} />;
}

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
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
  }
`;
