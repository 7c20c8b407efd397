// Search results (client-only routes /search/* and /usa/search/*). Shows the decoded term; matching comes with the catalogue issue.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import { parsePath } from '../routes';
import type { BasePageContext, WithLocales } from './types';

/** The term from the URL path, or from ?q= when the search form was sent without JavaScript. */
export function searchTermFrom(pathname: string, search: string): string {
  const parsed = parsePath(pathname);
  const fromPath = parsed && (parsed.route.page === 'search' || parsed.route.page === 'usaSearch') ? parsed.route.term : '';
  return fromPath || new URLSearchParams(search).get('q')?.trim() || '';
}

export default function SearchPage({ location, pageContext }: PageProps<WithLocales, BasePageContext>) {
  const { t } = useTranslation('pages');
  const [term, setTerm] = React.useState('');
  // The term is read after mount: the prerendered HTML is the same for every term.
  React.useEffect(() => setTerm(searchTermFrom(location.pathname, location.search)), [location.pathname, location.search]);
  const usa = pageContext.section === 'usa';
  return (
    <Layout>
      <h1>{t(usa ? 'search.usaTitle' : 'search.title')}</h1>
      {term && <p className="search-term">{t('search.resultsFor', { term })}</p>}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<WithLocales, BasePageContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={localeText(data.locales, 'pages', pageContext.section === 'usa' ? 'search.usaTitle' : 'search.title')} noindex />;
}

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
  }
`;
