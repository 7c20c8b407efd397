// Search result routes (/search/* and /usa/search/*) in every language, the catalogue search index of each language,
// and the search box's suggestion files (catalogue and USA stock) of each language.
// The host sends /search/* to the search function (src/api/search.ts), which renders the results for the term into
// this page's HTML from the index written here; the page itself queries no products. USA search has its own template.
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import { langCodes } from '../../i18n/languages';
import { searchTexts, synonymsFor, type IndexedProduct } from '../../catalogue/search-index';
import { readSynonyms, writeSearchIndex, writeSuggestions } from '../../catalogue/search-index-files';
import {
  catalogueSuggestions,
  stockSuggestions,
  type SuggestedStockItem,
} from '../../catalogue/search-suggestions-build';
import { siteDataDir } from '../data-dir';
import { productCardImage } from './product-cards';

const all = '{ en fr es ru ar }';

interface SearchIndexData {
  allProduct: { nodes: IndexedProduct[] };
  allCategory: { nodes: { jsonId: number; slug: string; name: Record<string, string> }[] };
  allUsaStockItem: { nodes: SuggestedStockItem[] };
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
      allUsaStockItem(sort: { jsonId: ASC }) {
        nodes {
          jsonId sku name { en fr es }
          categoryNode { jsonId slug name ${all} }
          images { gatsbyImageData(width: 320, aspectRatio: 1.333) }
        }
      }
    }`,
    'search index',
  );
  const root = path.resolve(__dirname, '..', '..', '..');
  const publicDir = path.join(root, 'public');
  const synonyms = readSynonyms(siteDataDir(root));
  for (const lang of langCodes) {
    const categories = data.allCategory.nodes.map((c) => ({
      id: c.jsonId,
      slug: c.slug,
      name: c.name[lang] ?? c.name.en,
    }));
    writeSearchIndex(publicDir, {
      lang,
      docs: data.allProduct.nodes.map((p) => searchTexts(p, lang)),
      categories,
      synonyms: synonymsFor(synonyms, lang),
    });
    writeSuggestions(
      publicDir,
      catalogueSuggestions(
        data.allProduct.nodes,
        categories.map((c, i) => ({ ...c, names: data.allCategory.nodes[i].name })),
        lang,
      ),
      false,
    );
    writeSuggestions(publicDir, stockSuggestions(data.allUsaStockItem.nodes, lang), true);
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
