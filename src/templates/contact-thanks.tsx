// Thank-you page after a contact form sent without JavaScript (the function answers 303 here, in the form's language).
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { LocalizedLink } from '../components/LocalizedLink';
import { PageHead } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { pathTo } from '../routes';
import { isLang, defaultLang } from '../i18n/languages';
import { present, type BasePageContext } from './types';
import '../styles/contact.css';

/** The sample request's thank-you page shares this template (src/node/pages/sample-pages.ts). */
interface ThanksContext extends BasePageContext {
  thanks?: 'sample';
}

export default function ContactThanksPage({ pageContext }: PageProps<Queries.ContactThanksPageQuery, ThanksContext>) {
  const { t } = useTranslation('contact');
  const lang = isLang(pageContext.language) ? pageContext.language : defaultLang;
  const sample = pageContext.thanks === 'sample';
  return (
    <Layout>
      <div className="contact-thanks">
        <h1>{t(sample ? 'samples.thanksTitle' : 'thanks.title')}</h1>
        <p>{t(sample ? 'samples.thanksMessage' : 'thanks.message')}</p>
        <ul>
          <li>
            <LocalizedLink to={pathTo(lang, { page: sample ? 'sampleRequest' : 'contact' })}>
              {t(sample ? 'samples.thanksAnother' : 'thanks.another')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('thanks.home')}</LocalizedLink>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactThanksPageQuery, ThanksContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const sample = pageContext.thanks === 'sample';
  return (
    <PageHead
      lang={pageContext.language}
      siteName={present(data.company, 'company').name}
      seo={pageContext.seo}
      title={t(sample ? 'contact:samples.thanksTitle' : 'contact:thanks.title')}
      description={t(sample ? 'seo:description.sampleThanks' : 'seo:description.contactThanks')}
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
