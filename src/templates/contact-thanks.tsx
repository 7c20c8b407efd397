// Thank-you page after a contact form sent without JavaScript (the function answers 303 here, in the form's language).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { LocalizedLink } from '../components/LocalizedLink';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { pathTo } from '../routes';
import { isLang, defaultLang } from '../i18n/languages';
import type { BasePageContext, WithLocales } from './types';
import '../styles/contact.css';

export default function ContactThanksPage({ pageContext }: PageProps<WithLocales, BasePageContext>) {
  const { t } = useTranslation('contact');
  const lang = isLang(pageContext.language) ? pageContext.language : defaultLang;
  return (
    <Layout>
      <div className="contact-thanks">
        <h1>{t('thanks.title')}</h1>
        <p>{t('thanks.message')}</p>
        <ul>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'contact' })}>{t('thanks.another')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('thanks.home')}</LocalizedLink>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<WithLocales, BasePageContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  return (
    <PageHead
      lang={pageContext.language}
      siteName={data.company.name}
      seo={pageContext.seo}
      title={t('contact:thanks.title')}
      description={t('seo:description.contactThanks')}
      noindex
    />
  );
}

export const query = graphql`
  query ContactThanksPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "contact", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
  }
`;
