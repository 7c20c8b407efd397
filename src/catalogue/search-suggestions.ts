// Suggestions as you type in the header's search box: the list a language's suggestion file holds (written by the
// build, src/node/pages/search-pages.ts) and the matching of a typed term against it, done in the browser on every key.
// No stemmers and no index here (this module is in the chunk loaded when the box is focused): every word of the term
// begins a word of the suggestion, or does with the letters search-tokens.ts forgives.
import type { Lang } from '../i18n/languages';
import { forgiven, tokenize } from './search-tokens';

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
 * Wrong letters between a typed word and the nearest beginning of a word (0: the word begins with it), or null when
 * none is within `max`: one edit-distance table (swapped neighbours counting one) whose last row holds the distance to
 * every beginning of the word, stopping as soon as a row is over `max`.
 */
export function prefixSlips(typed: string, word: string, max: number): number | null {
  if (word.startsWith(typed)) return 0;
  if (max === 0) return null;
  let before: number[] = [];
  let previous = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= word.length; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1])
        d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return null;
    before = previous;
    previous = row;
  }
  const d = Math.min(...previous);
  return d <= max ? d : null;
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
  // Each typed word against each word of the list once (many suggestions share words: "marble", "tile").
  const slipsOf = typed.map(() => new Map<string, number | null>());
  const slipsTo = (i: number, words: readonly string[]) => {
    let best: number | null = null;
    for (const word of words) {
      let s = slipsOf[i].get(word);
      if (s === undefined) {
        s = prefixSlips(typed[i], word, forgiven(typed[i]));
        slipsOf[i].set(word, s);
      }
      if (s !== null && (best === null || s < best)) best = s;
      if (best === 0) break;
    }
    return best;
  };
  const found: { suggestion: Suggestion; slips: number; begins: boolean }[] = [];
  for (const entry of list.entries) {
    let slips = 0;
    for (let i = 0; i < typed.length; i++) {
      const s = slipsTo(i, entry.words);
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
