// The words of every search (the catalogue's, the USA stock's, the suggestions as you type): folded
// (src/text/fold.ts: case, accents, ё/е, Arabic diacritics and letter forms), the Arabic article dropped; how many wrong
// letters a word forgives, and the edit distance that counts them. No stemmers here: the browser loads this module.
import { fold } from '../text/fold';

const arabicArticle = /^(?:وال|بال|كال|فال|لل|ال)(?=.{3})/u;

/** Words of a text, folded; the Arabic article is dropped so "الترافرتين" finds "ترافرتين" and back. */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.replace(arabicArticle, ''));
}

/** Letters and digits only, for comparing product codes ("trv 948" = "TRV-948"). */
export const compactCode = (text: string): string => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Longer words are matched as typed: no stone's name has a word this long, and forgiving one costs time in proportion
 * to its length squared (its swaps, the edit distance): a pasted 2,000-letter word took over 5 s.
 */
export const maxForgivingLength = 32;
/** Wrong letters a word forgives: one from 4 letters (as typed, before stemming), two from 8. */
export const forgiven = (word: string): number =>
  word.length > maxForgivingLength ? 0 : word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;

/** The word with each pair of neighbouring letters swapped ("mosiac" → "mosaic"): one slip, which edit distance counts as two. */
export function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return out;
}

/** Edit distance with swapped neighbours counting one (optimal string alignment), stopping above `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i].push(d);
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length][b.length];
}
