// Search result routes (/search/* and /usa/search/*) in every language, and the catalogue search index of each language.
// The host sends /search/* to the search function (src/api/search.ts), which renders the results for the term into
// this page's HTML from the index written here; the page itself queries no products. USA search has its own template.
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import { langCodes } from '../../i18n/languages';
import { searchTexts, synonymsFor, type IndexedProduct } from '../../catalogue/search-index';
import { readSynonyms, writeSearchIndex } from '../../catalogue/search-index-files';
import { siteDataDir } from '../data-dir';
import { productCardImage } from './product-cards';

const all = '{ en fr es ru ar }';

interface SearchIndexData {
  allProduct: { nodes: IndexedProduct[] };
  allCategory: { nodes: { jsonId: number; slug: string; name: Record<string, string> }[] };
}

export async function createSearchPages(args: CreatePagesArgs): Promise<void> {
  const { actions } = args;
  const data = await queryOrPanic<SearchIndexData>(
    args,
    `{
      allProduct(sort: { jsonId: ASC }) {
        nodes {
          jsonId slug code
          name ${all} keywords ${all} stoneType ${all} description ${all}
          categoryNode { name ${all} }
          ${productCardImage}
        }
      }
      allCategory(sort: { jsonId: ASC }) { nodes { jsonId slug name ${all} } }
    }`,
    'search index',
  );
  const root = path.resolve(__dirname, '..', '..', '..');
  const publicDir = path.join(root, 'public');
  const synonyms = readSynonyms(siteDataDir(root));
  for (const lang of langCodes) {
    writeSearchIndex(publicDir, {
      lang,
      docs: data.allProduct.nodes.map((p) => searchTexts(p, lang)),
      categories: data.allCategory.nodes.map((c) => ({ id: c.jsonId, slug: c.slug, name: c.name[lang] ?? c.name.en })),
      synonyms: synonymsFor(synonyms, lang),
    });
    createLocalizedPages(actions, {
      route: { page: 'search', term: '' },
      template: 'search',
      matchPath: '*',
      langs: [lang],
      noindex: true,
      context: { section: 'main' },
    });
  }
  createLocalizedPages(actions, {
    route: { page: 'usaSearch', term: '' },
    template: 'usa-search',
    matchPath: '*',
    noindex: true,
    context: { section: 'usa' },
  });
}
