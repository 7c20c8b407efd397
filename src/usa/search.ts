// USA stock search: the catalogue's MiniSearch setup (src/catalogue/search.ts, docs/decisions/0024-search-library.md)
// over an item's texts: folded (case, accents, Arabic letter forms), stemmed in the page's language, one or two wrong
// letters forgiven, any word order; a word no item has is left out and the rest ranked lower. Names count most.
import { buildIndex, search, type SearchIndex } from '../catalogue/search';
import type { Lang } from '../i18n/languages';

export interface Searchable {
  /** Names in the languages the visitor may type in. */
  names: readonly string[];
  /** The SKU: found as typed with or without its dashes ("us trv wn" or "USTRVWN"). */
  code?: string;
  /** Every other text that should find the item (size, colour, category, finish, hashtags). */
  texts: readonly string[];
}

export interface StockIndex<T extends Searchable> {
  items: readonly T[];
  index: SearchIndex;
}

/** The index of the items for searches made on a page in `lang` (built once per page, not per search). */
export function stockIndex<T extends Searchable>(items: readonly T[], lang: Lang): StockIndex<T> {
  const texts = items.map((item, id) => ({
    id,
    slug: '',
    code: item.code ?? '',
    name: item.names[0] ?? '',
    names: [item.names.join(' ')],
    keywords: [item.texts.join(' ')],
    stoneTypes: [],
    categories: [],
    descriptions: [],
  }));
  return { items, index: buildIndex(texts, lang) };
}

/** The items a term finds, best first. */
export function searchStock<T extends Searchable>(stock: StockIndex<T>, term: string): T[] {
  return search(stock.index, term).map((hit) => stock.items[hit.doc.id]);
}
