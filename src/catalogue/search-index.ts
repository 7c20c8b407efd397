// The catalogue search index of each language: written at build time from GraphQL (src/node/pages/search-pages.ts),
// read by the search function (src/api/search.ts), which answers a term with its results. Visitors never download it.
import { defaultLang, type Lang } from '../i18n/languages';
import type { SearchSynonym, SearchTexts } from './search';

export interface SearchCategory {
  id: number;
  slug: string;
  name: string;
}

export interface SearchIndexFile {
  lang: Lang;
  docs: SearchTexts[];
  /** Offered when nothing matches. */
  categories: SearchCategory[];
  /** The synonym rules of the language, then English's (every page is also found by its English texts). */
  synonyms?: SearchSynonym[];
}

/** data/search-synonyms.json, as editors write it. */
export interface SynonymsFile {
  items: { id: number; words: Record<Lang, string[]>; finds: Record<Lang, string[]> }[];
}

/** The synonym rules a language's search applies: its own, then English's on the other pages. */
export function synonymsFor(file: SynonymsFile | null, lang: Lang): SearchSynonym[] {
  const rules = file?.items ?? [];
  const own = rules.map((r) => ({ words: r.words[lang], finds: r.finds[lang] }));
  const english = lang === defaultLang ? [] : rules.map((r) => ({ words: r.words.en, finds: r.finds.en }));
  return [...own, ...english];
}

type Localized<T> = Partial<Record<Lang, T | null>> | null | undefined;

/** A product as the index query returns it (src/node/pages/search-pages.ts). */
export interface IndexedProduct {
  jsonId: number;
  slug: string;
  code: string;
  name: Localized<string>;
  keywords: Localized<string[]>;
  stoneType: Localized<string>;
  description: Localized<string>;
  categoryNode: { name: Localized<string> } | null;
  /** The listing card's picture (`productCardImage`) at the widths of `resultImageWidths`: image CDN URLs, one list
      (the CDN picks the format), or a WebP list where the data has one. */
  cardImage: {
    gatsbyImageData: {
      images: { fallback?: { src: string; srcSet?: string }; sources?: { srcSet: string; type?: string }[] };
    } | null;
  } | null;
}

/** Widths of the result images (`srcset`): a card is 220–320 px wide, a phone's whole width (up to ~600 px) in one column. */
export const resultImageWidths = { small: 320, large: 640 } as const;

/** A localized value in a language, English when missing (as the GraphQL `text(lang)` field). */
const inLang = <T>(value: Localized<T>, lang: Lang): T | null => value?.[lang] ?? value?.[defaultLang] ?? null;

/** The texts a product is found by in a language: that language's, then English's (not repeated on English pages). */
export function searchTexts(p: IndexedProduct, lang: Lang): SearchTexts {
  // Image data with a WebP list beside a JPEG or PNG fallback offers the smaller files in it.
  const images = p.cardImage?.gatsbyImageData?.images;
  const srcSet = (images?.sources?.find((s) => s.type === 'image/webp')?.srcSet ?? images?.fallback?.srcSet)?.split(
    /,\s*/,
  );
  const pair = <T>(value: Localized<T>, join: (v: T) => string = String) => {
    const own = inLang(value, lang);
    const english = lang === defaultLang ? null : (value?.[defaultLang] ?? null);
    return [own === null ? '' : join(own), english === null ? '' : join(english)];
  };
  return {
    id: p.jsonId,
    slug: p.slug,
    code: p.code,
    name: inLang(p.name, lang) ?? '',
    // The smallest candidate, the card's own width (gatsby-plugin-image lists them by width).
    image: srcSet?.[0]?.split(/\s+/)[0] || images?.fallback?.src || null,
    // gatsby-plugin-image joins the candidates with ",\n"; one line keeps the results' HTML tidy.
    imageSrcSet: srcSet?.join(', ') || null,
    names: pair(p.name),
    keywords: pair(p.keywords, (k) => k.join(' ')),
    stoneTypes: pair(p.stoneType),
    categories: pair(p.categoryNode?.name),
    descriptions: pair(p.description),
  };
}
