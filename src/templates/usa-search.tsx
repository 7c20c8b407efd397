// USA stock search results (client-only routes /usa/search/*): matches stock items only (src/usa/search.ts), in the
// visitor's language and in English (ru and ar see English item texts, marked lang="en").
import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { noindexHead } from '../components/KeyedPageHead';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { UsaStockCard } from '../components/UsaStockCard';
import { parsePath, pathTo } from '../routes';
import { searchStock, stockIndex } from '../usa/search';
import type { BasePageContext } from './types';
import '../styles/usa.css';

type SearchNode = Queries.UsaSearchPageQuery['allUsaStockItem']['nodes'][number];

/** The term from the URL path, or from ?q= when the search form was sent without JavaScript. */
function termFrom(pathname: string, search: string): string {
  const parsed = parsePath(pathname);
  const fromPath = parsed?.route.page === 'usaSearch' ? parsed.route.term : '';
  return fromPath || new URLSearchParams(search).get('q')?.trim() || '';
}

const searchable = (node: SearchNode) => ({
  node,
  names: [node.names.en, node.names.fr, node.names.es],
  code: node.sku,
  texts: [
    node.size,
    node.colorNames.en,
    node.colorNames.fr,
    node.colorNames.es,
    ...node.hashtags.map((h) => h.replace(/^#/, '')),
    ...[node.categoryNode, node.surfaceNode, node.edgeNode].flatMap((n) => (n ? [n.name.text, n.name.en] : [])),
  ],
});

export default function UsaSearchPage({ data, location }: PageProps<Queries.UsaSearchPageQuery, BasePageContext>) {
  const { t } = useTranslation(['pages', 'usa']);
  const lang = usePageLang();
  const [term, setTerm] = React.useState<string | null>(null);
  // The term is read after mount: the prerendered HTML is the same for every term.
  React.useEffect(() => setTerm(termFrom(location.pathname, location.search)), [location.pathname, location.search]);
  const stock = React.useMemo(() => stockIndex(data.allUsaStockItem.nodes.map(searchable), lang), [data, lang]);
  const results = React.useMemo(() => (term ? searchStock(stock, term) : []), [stock, term]);
  return (
    <Layout>
      <div className="search-page">
        <h1>{t('search.usaTitle')}</h1>
        {term !== null && (
          <div aria-live="polite">
            {term ? (
              <>
                <p className="search-term">{t('search.resultsFor', { term })}</p>
                <p className="usa-result-count">
                  {results.length ? t('usa:search.count', { count: results.length }) : t('usa:search.none', { term })}
                </p>
              </>
            ) : (
              <p>{t('usa:search.prompt')}</p>
            )}
          </div>
        )}
        <ul className="card-grid usa-grid">
          {results.map(({ node }) => (
            <UsaStockCard key={node.jsonId} item={node} />
          ))}
        </ul>
        <p>
          <LocalizedLink to={pathTo(lang, { page: 'usaStock' })}>{t('usa:search.allStock')}</LocalizedLink>
        </p>
      </div>
    </Layout>
  );
}

export const Head = noindexHead<BasePageContext>({
  title: 'pages:search.usaTitle',
  description: 'seo:description.usaSearch',
});

export const query = graphql`
  query UsaSearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "usa", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    allUsaStockItem(sort: { jsonId: ASC }) {
      nodes {
        ...UsaStockCard
        names: name {
          en
          fr
          es
        }
        colorNames: color {
          en
          fr
          es
        }
        hashtags
        categoryNode {
          name {
            text(lang: $language)
            en
          }
        }
      }
    }
  }
`;
