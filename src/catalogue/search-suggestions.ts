// Suggestions as you type in the header's search box: the list a language's suggestion file holds (written by the
// build, src/node/pages/search-pages.ts) and the matching of a typed term against it, done in the browser on every key.
// No stemmers and no index here (this module is in the chunk loaded when the box is focused): every word of the term
// begins a word of the suggestion, or does with the letters search-tokens.ts forgives.
import type { Lang } from '../i18n/languages';
import { distance, forgiven, tokenize } from './search-tokens';

/** Where the suggestion files are in the published folder: `<lang>.json` (catalogue), `usa-<lang>.json` (USA stock). */
export const suggestionsDir = 'search-suggestions';
export const suggestionsFileName = (lang: Lang, usa: boolean) => `${usa ? 'usa-' : ''}${lang}.json`;

/** A category or a stone type (a term), or a product or USA stock item (an item, with a photo). */
export type SuggestionKind = 'category' | 'stoneType' | 'product' | 'stockItem';

export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  /** The page it opens. */
  path: string;
  /** A small photo (an image CDN URL), items only. */
  image?: string;
  /** The label's language when it is not the page's (USA items are named in English on Russian and Arabic pages). */
  lang?: Lang;
  /** The words it is found by, folded: its label's, its English label's, its code. */
  words: string;
}

export interface SuggestionsFile {
  lang: Lang;
  suggestions: Suggestion[];
}

/** A photo's side in the list, in CSS pixels. */
export const suggestionPhotoSize = 40;

/** The fewest letters typed before suggestions are shown, and how many of each group. */
export const minSuggestLength = 2;
export const suggestionLimits = { terms: 3, items: 6 } as const;

export interface SuggestionList {
  entries: { suggestion: Suggestion; words: string[]; folded: string }[];
}

/** The file's suggestions with their words split once, not on every key. */
export function suggestionList(file: SuggestionsFile): SuggestionList {
  return {
    entries: file.suggestions.map((suggestion) => ({
      suggestion,
      words: suggestion.words.split(' '),
      folded: tokenize(suggestion.label).join(' '),
    })),
  };
}

/** The folded words of a suggestion's label, its English label and its code ("trv 948" as "trv948" too). */
export function suggestionWords(texts: readonly (string | null | undefined)[]): string {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const own = tokenize(text);
    own.forEach((w) => words.add(w));
    if (own.length > 1 && own.some((w) => /\d/.test(w))) words.add(own.join(''));
  }
  return [...words].join(' ');
}

/**
 * Wrong letters between a typed word and the nearest beginning of one of the words (0: one begins with it), or null
 * when none is within what the word forgives.
 */
function slipsTo(typed: string, words: readonly string[]): number | null {
  const max = forgiven(typed);
  let best: number | null = null;
  for (const word of words) {
    if (word.startsWith(typed)) return 0;
    if (max === 0) continue;
    // The beginning of the word as long as the typed one, or a letter shorter or longer (one missing or extra).
    for (let length = typed.length - max; length <= typed.length + max; length++) {
      if (length < 1 || length > word.length) continue;
      const d = distance(typed, word.slice(0, length), max);
      if (d <= max && (best === null || d < best)) best = d;
    }
  }
  return best;
}

const isTerm = (kind: SuggestionKind) => kind === 'category' || kind === 'stoneType';

/**
 * The suggestions for a typed term, best first: the categories and stone types, then the products (or stock items).
 * In each group: fewest wrong letters, then those whose label begins with the term, then the shorter label.
 */
export function suggest(list: SuggestionList, term: string): Suggestion[] {
  const typed = tokenize(term);
  const phrase = typed.join(' ');
  if (phrase.length < minSuggestLength) return [];
  const found: { suggestion: Suggestion; slips: number; begins: boolean }[] = [];
  for (const entry of list.entries) {
    let slips = 0;
    for (const word of typed) {
      const s = slipsTo(word, entry.words);
      if (s === null) {
        slips = -1;
        break;
      }
      slips += s;
    }
    if (slips >= 0) found.push({ suggestion: entry.suggestion, slips, begins: entry.folded.startsWith(phrase) });
  }
  found.sort(
    (a, b) =>
      a.slips - b.slips ||
      Number(b.begins) - Number(a.begins) ||
      a.suggestion.label.length - b.suggestion.label.length ||
      a.suggestion.label.localeCompare(b.suggestion.label),
  );
  const terms = found.filter((f) => isTerm(f.suggestion.kind)).slice(0, suggestionLimits.terms);
  const items = found.filter((f) => !isTerm(f.suggestion.kind)).slice(0, suggestionLimits.items);
  return [...terms, ...items].map((f) => f.suggestion);
}
