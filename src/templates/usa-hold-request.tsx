// The USA hold request page (one per language): the form, with every USA item's lots from its context; the lot comes
// from the address (?item=…&lot=…), what it has free from the browser's date.
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { noindexHead } from '../components/KeyedPageHead';
import { isLang, defaultLang } from '../i18n/languages';
import { holdDays } from '../holds/fields';
import { HoldForm } from '../holds/form/HoldForm';
import type { HoldItem } from '../holds/stock';
import type { BasePageContext } from './types';
import '../styles/contact.css';
import '../styles/holds.css';

interface HoldContext extends BasePageContext {
  stock: HoldItem[];
  /** The warehouse's date when the page was built: what the prerendered form lists as free. */
  buildDate: string;
}

export default function UsaHoldRequestPage({ pageContext }: PageProps<Queries.UsaHoldRequestPageQuery, HoldContext>) {
  const { t } = useTranslation('contact');
  const lang = isLang(pageContext.language) ? pageContext.language : defaultLang;
  return (
    <Layout>
      <section className="contact-form-section hold-request" aria-labelledby="hold-title">
        <h1 id="hold-title">{t('holds.title')}</h1>
        <p>{t('holds.intro', { days: holdDays })}</p>
        <HoldForm lang={lang} stock={pageContext.stock} buildDate={pageContext.buildDate} titleId="hold-title" />
      </section>
    </Layout>
  );
}

export const Head = noindexHead<HoldContext>({
  title: 'contact:holds.title',
  description: 'seo:description.usaHoldRequest',
});

export const query = graphql`
  query UsaHoldRequestPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "contact", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
  }
`;
