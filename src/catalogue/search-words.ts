// The words of the catalogue search, stemmed per language (Snowball stemmers of @orama/stemmers; a light Arabic stemmer
// of our own, as Snowball's Arabic cuts stone names: "فسيفساء" → "يفساء"); the folding, the letters a word forgives and
// the edit distance are in search-tokens.ts (without the stemmers, for the suggestions loaded in the browser).
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as russian } from '@orama/stemmers/russian';
import type { Lang } from '../i18n/languages';
import { compactCode, distance, forgiven, maxForgivingLength, swaps, tokenize } from './search-tokens';

export { compactCode, distance, forgiven, maxForgivingLength, swaps, tokenize };

// Light Arabic stemming: one plural or feminine ending ("ترافرتينات", "رخامية"), keeping three letters at least.
const arabicSuffix = /(?:ات|ون|ين|ان|ية|يه|ه)$/u;
const arabic = (word: string) => {
  const cut = word.replace(arabicSuffix, '');
  return cut.length >= 3 ? cut : word;
};

const stemmers: Record<Lang, (word: string) => string> = {
  en: english,
  fr: french,
  es: spanish,
  ru: russian,
  ar: arabic,
};
const latin = /^[a-z0-9]+$/;

/**
 * The index term of a folded word in a language's text. Latin words on a Russian or Arabic page are English (names
 * and the English texts every page is also found by), so they take the English stemmer.
 */
export function stem(lang: Lang, word: string): string {
  if (/^\d/.test(word) || word.length < 3) return word;
  // Descriptions repeat their words: a cache makes building an index (a cold start of the function) several times faster.
  const key = `${lang}:${word}`;
  let out = stemCache.get(key);
  if (out === undefined) {
    const by = (lang === 'ru' || lang === 'ar') && latin.test(word) ? english : stemmers[lang];
    out = by(word) || word;
    // An instance lives for many searches: the cache is emptied rather than left to grow with every odd word.
    if (stemCache.size >= maxCachedStems) stemCache.clear();
    stemCache.set(key, out);
  }
  return out;
}
const stemCache = new Map<string, string>();
const maxCachedStems = 20_000;
