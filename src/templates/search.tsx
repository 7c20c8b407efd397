// Catalogue search results (routes /search/* in every language; USA search has its own template). The host's search
// function puts the results for the term into this page's HTML (src/api/search.ts), so they show before any script
// and without JavaScript; the page keeps them, and asks the function for the results of a search made in the page.
import React from 'react';
import { graphql, navigate, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { noindexHead } from '../components/KeyedPageHead';
import { usePageLang } from '../components/usePageLang';
import { searchTermFrom } from '../routes';
import { resultsElementId, searchEndpoint, type SearchAnswer } from '../catalogue/search-endpoint';
import type { BasePageContext } from './types';
import '../styles/catalogue.css';

interface Results {
  term: string;
  html: string;
}

/** Results the function rendered into this document for this term and language, if any (read before hydration). */
function resultsInDocument(lang: string): Results | null {
  if (typeof document === 'undefined') return null;
  const own = document.getElementById(resultsElementId)?.firstElementChild;
  const term = searchTermFrom(window.location.pathname, window.location.search);
  return own && own.getAttribute('data-lang') === lang && own.getAttribute('data-term') === term
    ? { term, html: own.parentElement?.innerHTML ?? '' }
    : null;
}

export default function SearchPage({ location }: PageProps<Queries.SearchPageQuery, BasePageContext>) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  const lang = usePageLang();
  const [term, setTerm] = React.useState<string | null>(null);
  // What is in the results element: the function's HTML on a first load (hydration keeps it as it is).
  const [results, setResults] = React.useState<Results | null>(() => resultsInDocument(lang));
  const [failed, setFailed] = React.useState(false);
  // The term is read after mount: the prerendered page is the same for every term.
  React.useEffect(
    () => setTerm(searchTermFrom(location.pathname, location.search)),
    [location.pathname, location.search],
  );
  React.useEffect(() => {
    if (!term || results?.term === term) return;
    const controller = new AbortController();
    setFailed(false);
    fetch(`${searchEndpoint}?${new URLSearchParams({ lang, q: term })}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<SearchAnswer>) : Promise.reject(new Error(String(r.status)))))
      .then((answer) =>
        'redirect' in answer
          ? void navigate(answer.redirect, { replace: true })
          : setResults({ term, html: answer.html }),
      )
      .catch(() => controller.signal.aborted || setFailed(true));
    return () => controller.abort();
  }, [term, lang, results?.term]);
  const current = term !== null && results?.term === term;
  return (
    <Layout>
      <div className="catalogue-page search-page">
        <h1>{t('search.title')}</h1>
        {term === '' && <p>{tc('search.prompt')}</p>}
        {term && !current && <p role="status">{tc(failed ? 'search.failed' : 'search.loading')}</p>}
        {/* Until the term is read (hydration) the element keeps what the function rendered into it. */}
        <div
          id={resultsElementId}
          dangerouslySetInnerHTML={{ __html: results && (term === null || results.term === term) ? results.html : '' }}
        />
      </div>
    </Layout>
  );
}

export const Head = noindexHead<BasePageContext>({
  title: 'pages:search.title',
  description: 'seo:description.search',
});

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "catalogue", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
  }
`;
