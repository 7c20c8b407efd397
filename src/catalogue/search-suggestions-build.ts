// The suggestion files the build writes for the search box (src/catalogue/search-suggestions.ts): per language, the
// catalogue's categories, stone types and products, and the USA stock's categories and items, each with the page it
// opens and, for products and items, a small photo from the image CDN.
import { defaultLang, type Lang } from '../i18n/languages';
import { cdnImageUrl, cdnPath, defaultQuality, parseCdnQuery } from '../images/cdn-url';
import { pathTo } from '../routes';
import type { IndexedProduct, SearchCategory } from './search-index';
import { suggestionPhotoSize, suggestionWords, type Suggestion, type SuggestionsFile } from './search-suggestions';
import { tokenize } from './search-tokens';

type Names = Partial<Record<Lang, string | null>>;

/** The same photo as a small square (asked at twice its side in the list, for sharp screens): the CDN URL of a card's picture asked again at the suggestion's size. */
export function suggestionPhoto(cardUrl: string | null | undefined): string | undefined {
  if (!cardUrl) return undefined;
  // A file of the build's own (a data set without the image CDN): the card's, the smallest there is.
  if (!cardUrl.startsWith(`${cdnPath}?`)) return cardUrl;
  const parsed = parseCdnQuery(new URLSearchParams(cardUrl.slice(cdnPath.length + 1)));
  if (!parsed.ok) return undefined;
  const side = suggestionPhotoSize * 2;
  return cdnImageUrl(parsed.request.source, { width: side, height: side, fit: 'cover', quality: defaultQuality });
}

type CardImage = IndexedProduct['cardImage'];
const cardUrl = (image: CardImage | undefined) => {
  const images = image?.gatsbyImageData?.images;
  return images?.fallback?.src ?? images?.sources?.[0]?.srcSet.split(/[\s,]+/)[0];
};

/** A name in the language, English when it has none there (then marked as English). */
function named(names: Names | null | undefined, lang: Lang): { label: string; lang?: Lang } {
  const own = names?.[lang];
  if (own) return { label: own };
  return { label: names?.[defaultLang] ?? '', lang: lang === defaultLang ? undefined : defaultLang };
}

/** The catalogue's suggestions in a language: its categories, the stone types that are not also a category, its products. */
export function catalogueSuggestions(
  products: readonly IndexedProduct[],
  categories: readonly (SearchCategory & { names: Names })[],
  lang: Lang,
): SuggestionsFile {
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const once = (label: string) => {
    const key = tokenize(label).join(' ');
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const c of categories)
    if (once(c.name))
      out.push({
        kind: 'category',
        label: c.name,
        path: pathTo(lang, { page: 'category', slug: c.slug, id: c.id }),
        words: suggestionWords([c.name, c.names.en]),
      });
  for (const p of products) {
    const stoneType = named(p.stoneType, lang);
    if (stoneType.label && once(stoneType.label))
      out.push({
        kind: 'stoneType',
        label: stoneType.label,
        // A stone type has no page of its own: its search lists its products.
        path: pathTo(lang, { page: 'search', term: stoneType.label }),
        words: suggestionWords([stoneType.label, p.stoneType?.en]),
        ...(stoneType.lang && { lang: stoneType.lang }),
      });
  }
  for (const p of products) {
    const name = named(p.name, lang);
    const image = suggestionPhoto(cardUrl(p.cardImage));
    out.push({
      kind: 'product',
      label: name.label,
      path: pathTo(lang, { page: 'product', slug: p.slug, id: p.jsonId }),
      words: suggestionWords([name.label, p.name?.en, p.code]),
      ...(image && { image }),
      ...(name.lang && { lang: name.lang }),
    });
  }
  return { lang, suggestions: out };
}

/** A USA stock item as the suggestion query returns it (src/node/pages/search-pages.ts). */
export interface SuggestedStockItem {
  jsonId: number;
  sku: string;
  name: Names;
  categoryNode: { jsonId: number; slug: string; name: Names } | null;
  images: readonly CardImage[] | null;
}

/** The USA stock's suggestions in a language: the categories that have stock, then the items (English names on ru/ar). */
export function stockSuggestions(items: readonly SuggestedStockItem[], lang: Lang): SuggestionsFile {
  const out: Suggestion[] = [];
  const categories = new Map(items.flatMap((i) => (i.categoryNode ? [[i.categoryNode.jsonId, i.categoryNode]] : [])));
  for (const c of [...categories.values()].sort((a, b) => a.jsonId - b.jsonId)) {
    const name = named(c.name, lang);
    out.push({
      kind: 'category',
      label: name.label,
      path: pathTo(lang, { page: 'usaFilter', facet: 'category', slug: c.slug }),
      words: suggestionWords([name.label, c.name.en]),
      ...(name.lang && { lang: name.lang }),
    });
  }
  for (const item of items) {
    const name = named(item.name, lang);
    const image = suggestionPhoto(cardUrl(item.images?.[0]));
    out.push({
      kind: 'stockItem',
      label: name.label,
      path: pathTo(lang, { page: 'usaStockItem', id: item.jsonId }),
      // Typed in English, French or Spanish on any page, as the USA search takes them.
      words: suggestionWords([name.label, item.name.en, item.name.fr, item.name.es, item.sku]),
      ...(image && { image }),
      ...(name.lang && { lang: name.lang }),
    });
  }
  return { lang, suggestions: out };
}
