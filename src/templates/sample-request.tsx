// The sample request page (one per language): the form, with the stones, finishes, countries and the countries' address
// rules from its context.
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { noindexHead } from '../components/KeyedPageHead';
import { isLang, defaultLang } from '../i18n/languages';
import { maxSamples } from '../samples/fields';
import { SampleForm } from '../samples/form/SampleForm';
import type { Country } from '../samples/countries';
import type { AddressRules } from '../samples/address-rules';
import type { FinishName, SampleStone } from '../samples/stones';
import type { BasePageContext } from './types';
import '../styles/contact.css';
import '../styles/samples.css';

interface SampleContext extends BasePageContext {
  stones: SampleStone[];
  finishes: FinishName[];
  countries: Country[];
  addressRules: AddressRules;
}

export default function SampleRequestPage({ pageContext }: PageProps<Queries.SampleRequestPageQuery, SampleContext>) {
  const { t } = useTranslation('contact');
  const lang = isLang(pageContext.language) ? pageContext.language : defaultLang;
  return (
    <Layout>
      <section className="contact-form-section sample-request" aria-labelledby="sample-title">
        <h1 id="sample-title">{t('samples.title')}</h1>
        <p>{t('samples.intro', { max: maxSamples })}</p>
        <SampleForm
          lang={lang}
          stones={pageContext.stones}
          finishes={pageContext.finishes}
          countries={pageContext.countries}
          addressRules={pageContext.addressRules}
          titleId="sample-title"
        />
      </section>
    </Layout>
  );
}

export const Head = noindexHead<SampleContext>({
  title: 'contact:samples.title',
  description: 'seo:description.sampleRequest',
});

export const query = graphql`
  query SampleRequestPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "contact", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
  }
`;
