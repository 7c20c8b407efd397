// Thank-you page after an inquiry form is sent (the function answers a post without JavaScript with 303 here, in the
// form's language): a contact message, a sample request or a USA hold request.
import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { LocalizedLink } from '../components/LocalizedLink';
import { noindexHead } from '../components/KeyedPageHead';
import { pathTo, referenceFrom } from '../routes';
import { isLang, defaultLang } from '../i18n/languages';
import type { BasePageContext } from './types';
import '../styles/contact.css';
import '../styles/quote.css';

/** The sample and hold requests' thank-you pages share this template (src/node/pages/sample-pages.ts, hold-pages.ts). */
interface ThanksContext extends BasePageContext {
  thanks?: 'sample' | 'hold';
}

/** Its texts and the page "another" goes back to, by the form that was sent. */
const variants = {
  contact: { title: 'thanks.title', message: 'thanks.message', another: 'thanks.another', back: 'contact' },
  sample: {
    title: 'samples.thanksTitle',
    message: 'samples.thanksMessage',
    another: 'samples.thanksAnother',
    back: 'sampleRequest',
  },
  hold: {
    title: 'holds.thanksTitle',
    message: 'holds.thanksMessage',
    another: 'holds.thanksAnother',
    back: 'usaStock',
  },
} as const;
const seoKeys = { contact: 'contactThanks', sample: 'sampleThanks', hold: 'usaHoldThanks' } as const;

export default function ContactThanksPage({
  pageContext,
  location,
}: PageProps<Queries.ContactThanksPageQuery, ThanksContext>) {
  const { t } = useTranslation('contact');
  // The address carries the stored inquiry's reference; read after hydration, so the prerendered page (which has none)
  // and the first browser render agree.
  const [reference, setReference] = React.useState<string | null>(null);
  React.useEffect(() => setReference(referenceFrom(location.search)), [location.search]);
  const lang = isLang(pageContext.language) ? pageContext.language : defaultLang;
  const v = variants[pageContext.thanks ?? 'contact'];
  return (
    <Layout>
      <div className="contact-thanks">
        <h1>{t(v.title)}</h1>
        <p>{t(v.message)}</p>
        {reference && (
          <p className="contact-reference">
            {t('thanks.reference')} <strong dir="ltr">{reference}</strong>
          </p>
        )}
        {/* Set at build from the deploy's context (gatsby-config.ts): a preview's inquiries never reach sales. */}
        {process.env.GATSBY_DEPLOY_PREVIEW === 'true' && <p>{t('thanks.preview')}</p>}
        <ul>
          <li>
            <LocalizedLink to={pathTo(lang, { page: v.back })}>{t(v.another)}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('thanks.home')}</LocalizedLink>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export const Head = noindexHead((pageContext: ThanksContext) => {
  const kind = pageContext.thanks ?? 'contact';
  return { title: `contact:${variants[kind].title}`, description: `seo:description.${seoKeys[kind]}` };
});

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
