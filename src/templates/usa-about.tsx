// USA about: the Atlanta-area warehouse, what it sells and its delivery and payment terms.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import type { BasePageContext, Text, WithLocales } from './types';

interface UsaAboutData extends WithLocales {
  usaInfo: { about: Text; deliveryTerms: Text; address: string; phone: string; email: string; containersPerMonth: { min: number; max: number } };
}

export default function UsaAboutPage({ data }: PageProps<UsaAboutData, BasePageContext>) {
  const { t } = useTranslation('pages');
  const u = data.usaInfo;
  return (
    <Layout>
      <h1>{t('usa.aboutTitle')}</h1>
      {u.about.text.split(/\n\n+/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
      <p>{t('usa.containers', { min: u.containersPerMonth.min, max: u.containersPerMonth.max })}</p>
      <h2>{t('usa.deliveryTerms')}</h2>
      <p>{u.deliveryTerms.text}</p>
      <address>
        {u.address}
        <br />
        <a href={`tel:${u.phone.replace(/\s/g, '')}`}>{u.phone}</a>
        <br />
        <a href={`mailto:${u.email}`}>{u.email}</a>
      </address>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<UsaAboutData, BasePageContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={localeText(data.locales, 'pages', 'usa.aboutTitle')} description={data.usaInfo.deliveryTerms.text} />;
}

export const query = graphql`
  query UsaAboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    usaInfo {
      address
      phone
      email
      containersPerMonth { min max }
      about { text(lang: $language) }
      deliveryTerms { text(lang: $language) }
    }
  }
`;
