// Catalogue search: matching and ranking by MiniSearch (docs/decisions/0024-search-library.md) over the words of
// search-words.ts (folded, stemmed per language), forgiving one wrong, missing, extra or swapped letter from 4 letters
// and two from 8; a word the catalogue does not know is left out rather than emptying the results, which then rank
// lower; "did you mean" when a word matches only forgivingly. Pure functions: the search function builds the index
// from the index file once per instance (src/api/search.ts), tests and `npm run bench:search` from the data files.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Lang } from '../i18n/languages';
import { fold, foldChar } from '../text/fold';
import { compactCode, distance, forgiven, stem, swaps, tokenize } from './search-words';

export { compactCode, tokenize } from './search-words';

export interface SearchTexts {
  id: number;
  slug: string;
  code: string;
  name: string;
  image?: string | null;
  /** `srcset` of the image (the same picture in more widths). */
  imageSrcSet?: string | null;
  /** Texts in the page's language, then (optional) the same in English. */
  names: string[];
  keywords: string[];
  stoneTypes: string[];
  categories: string[];
  descriptions: string[];
}

export interface SearchDoc {
  id: number;
  slug: string;
  code: string;
  name: string;
  image: string | null;
  imageSrcSet: string | null;
}

/** Field weights: a hit in the code or the name counts most, the description least; English a little less than the page language. */
export const weights = { code: 10, name: 8, keywords: 5, stoneType: 4, category: 4, description: 1 } as const;
const englishFactor = 0.8;
const sources = {
  name: 'names',
  keywords: 'keywords',
  stoneType: 'stoneTypes',
  category: 'categories',
  description: 'descriptions',
} as const;
const fields = ['code', ...Object.keys(sources).flatMap((f) => [f, `${f}En`])];
const boost = Object.fromEntries([
  ['code', weights.code],
  ...Object.keys(sources).flatMap((f) => {
    const w = weights[f as keyof typeof sources];
    return [
      [f, w],
      [`${f}En`, w * englishFactor],
    ];
  }),
]);

/** A synonym rule in one language (data/search-synonyms.json): a term holding one of `words` also searches each of `finds`. */
export interface SearchSynonym {
  words: string[];
  finds: string[];
}

export interface SearchIndex {
  lang: Lang;
  /** The synonym rules, their words tokenized. */
  synonyms: { words: string[][]; finds: string[] }[];
  engine: MiniSearch;
  docs: Map<number, SearchDoc & { code_: string; name_: string }>;
  /** Stems of the names, keywords, stone types and categories, with the word as written: for "did you mean". */
  words: Map<string, { word: string; folded: string; count: number }>;
}

/** Stems of a folded word: the page language's, or English for the English copies of the texts. */
const stemOf = (lang: Lang, field: string | undefined, word: string) =>
  field === 'code' ? word : stem(field?.endsWith('En') ? 'en' : lang, word);

export function buildIndex(
  texts: readonly SearchTexts[],
  lang: Lang = 'en',
  synonyms: readonly SearchSynonym[] = [],
): SearchIndex {
  const engine = new MiniSearch<Record<string, string | number>>({
    fields,
    idField: 'id',
    tokenize: (text, field) => (field === 'code' ? [...tokenize(text), compactCode(text)] : tokenize(text)),
    processTerm: (term, field) => stemOf(lang, field, term),
    searchOptions: { boost, weights: { fuzzy: 0.4, prefix: 0.5 } },
  });
  const words: SearchIndex['words'] = new Map();
  const learn = (text: string, english: boolean) => {
    for (const written of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      const [folded] = tokenize(written);
      if (!folded || folded.length < 3 || /\d/.test(folded)) continue;
      const key = stem(english ? 'en' : lang, folded);
      const known = words.get(key);
      if (known) known.count++;
      else words.set(key, { word: written, folded, count: 1 });
    }
  };
  const docs: SearchIndex['docs'] = new Map();
  const records = texts.map((t) => {
    const record: Record<string, string | number> = { id: t.id, code: t.code };
    for (const [field, source] of Object.entries(sources)) {
      const [own = '', english = ''] = t[source];
      record[field] = own;
      // The English copy is left out where it repeats the page language's (English pages, names kept as they are).
      record[`${field}En`] = english === own ? '' : english;
    }
    docs.set(t.id, {
      id: t.id,
      slug: t.slug,
      code: t.code,
      name: t.name,
      image: t.image ?? null,
      imageSrcSet: t.imageSrcSet ?? null,
      code_: compactCode(t.code),
      name_: fold(t.name),
    });
    return record;
  });
  // Words a correction may offer, the most telling first: names, keywords, stone types and categories (not the
  // descriptions: their words are matched, but offering them would slow a cold start for little).
  for (const kind of ['names', 'keywords', 'stoneTypes', 'categories'] as const)
    for (const t of texts) t[kind].forEach((text, i) => text && learn(text, i > 0));
  engine.addAll(records);
  return {
    lang,
    engine,
    docs,
    words,
    synonyms: synonyms.map((r) => ({
      words: r.words.map((w) => tokenize(w)).filter((w) => w.length > 0),
      finds: r.finds,
    })),
  };
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
  /** Index terms (stems) the product matched: the words highlighted in its name. */
  terms: string[];
}

function wordQuery(lang: Lang, word: string, forgiving: boolean): Query {
  const term = stem(lang, word);
  const prefix = term.length >= 3;
  const slips = forgiving ? forgiven(word) : 0;
  if (slips === 0) return { queries: [term], prefix, fuzzy: false };
  // A swapped pair is one slip for a buyer but two for MiniSearch's edit distance: the swaps are asked for as well.
  const swapped = [...new Set(swaps(word).map((w) => stem(lang, w)))];
  return {
    combineWith: 'OR',
    queries: [
      { queries: [term], prefix, fuzzy: slips },
      { queries: swapped, prefix: false, fuzzy: false, boostTerm: () => 0.4 },
    ],
  };
}

function run(index: SearchIndex, words: string[], forgiving: boolean): SearchResult[] {
  if (words.length === 0) return [];
  return index.engine.search({ combineWith: 'AND', queries: words.map((w) => wordQuery(index.lang, w, forgiving)) });
}

/**
 * Every word must match (forgivingly); if some word matches no product at all, the other words of three letters or
 * more alone, ranked lower (a stray "1" or "x" alone would find anything).
 */
function find(index: SearchIndex, words: string[]): { results: SearchResult[]; factor: number } {
  const results = run(index, words, true);
  if (results.length > 0 || words.length < 2) return { results, factor: 1 };
  const known = words.filter((w) => w.length >= 3 && run(index, [w], true).length > 0);
  return known.length > 0 ? { results: run(index, known, true), factor: 0.5 } : { results: [], factor: 1 };
}

/** The term's words with a synonym's words replaced by each term it finds ("worktop" → "countertop", "slab"). */
function rewrites(index: SearchIndex, words: string[]): string[][] {
  const out: string[][] = [];
  for (const rule of index.synonyms)
    for (const phrase of rule.words)
      for (let at = 0; at + phrase.length <= words.length; at++) {
        if (!phrase.every((w, i) => words[at + i] === w)) continue;
        for (const found of rule.finds)
          out.push([...words.slice(0, at), ...tokenize(found), ...words.slice(at + phrase.length)]);
      }
  return out;
}

/** Products for a term, best first: its own words, then what its synonyms find (a little lower). */
export function search(index: SearchIndex, term: string): SearchHit[] {
  const words = [...new Set(tokenize(term))];
  if (words.length === 0) return [];
  const phrase = fold(term.trim());
  const code = compactCode(term);
  const best = new Map<number, SearchHit>();
  const add = ({ results, factor }: ReturnType<typeof find>) => {
    for (const r of results) {
      const doc = index.docs.get(r.id as number)!;
      let score = r.score * factor;
      if (doc.code_ === code) score += 1000;
      if (words.length > 1 && doc.name_.includes(phrase)) score *= 1.5;
      const known = best.get(doc.id);
      if (known && known.score >= score) continue;
      const { code_: _c, name_: _n, ...plain } = doc;
      best.set(doc.id, { doc: plain, score, terms: r.terms });
    }
  };
  add(find(index, words));
  for (const rewritten of rewrites(index, words)) {
    const found = find(index, [...new Set(rewritten)]);
    add({ results: found.results, factor: found.factor * 0.9 });
  }
  return [...best.values()].sort(
    (a, b) => b.score - a.score || a.doc.name.localeCompare(b.doc.name) || a.doc.id - b.doc.id,
  );
}

/** Whether a word matches some product as typed: its stem is an index term, or begins one. */
function knownAsTyped(index: SearchIndex, word: string): boolean {
  const term = stem(index.lang, word);
  if (index.words.has(term) || index.words.has(stem('en', word))) return true;
  return run(index, [word], false).length > 0;
}

/**
 * "Did you mean": the term with each word that matches nothing as typed replaced by the closest word of the catalogue
 * (within the letters it forgives); null when every word matches as typed or a word has no close one.
 */
export function correction(index: SearchIndex, term: string): string | null {
  const written = term.trim().split(/\s+/).filter(Boolean);
  // A synonym's word is known: it finds what its rule says, and is not to be "corrected".
  const synonymWords = new Set(index.synonyms.flatMap((r) => r.words.flat()));
  let changed = false;
  const out: string[] = [];
  for (const w of written) {
    const [word] = tokenize(w);
    if (!word || /\d/.test(word) || synonymWords.has(word) || knownAsTyped(index, word)) {
      out.push(w);
      continue;
    }
    const max = forgiven(word);
    const typed = stem(index.lang, word);
    let best: { word: string; d: number; count: number } | null = null;
    for (const [key, { word: candidate, folded, count }] of index.words) {
      const d = Math.min(distance(typed, key, max), distance(word, folded, max));
      if (d <= max && (!best || d < best.d || (d === best.d && count > best.count)))
        best = { word: candidate, d, count };
    }
    if (!best) return null;
    out.push(best.word);
    changed = true;
  }
  return changed ? out.join(' ') : null;
}

/** The product whose code the term is (ignoring case, spaces and dashes), if any. */
export function productWithCode(index: SearchIndex, term: string): SearchDoc | null {
  const code = compactCode(term);
  if (code.length < 3) return null;
  for (const doc of index.docs.values()) if (doc.code_ === code) return doc;
  return null;
}

export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * Splits a text into marked and unmarked parts: where the term's words occur (compared in folded form), and whole
 * words whose stem is one of `terms` (what a forgiving match found: "Carrara" for "carara").
 */
export function highlight(text: string, term: string, lang: Lang = 'en', terms: readonly string[] = []): Segment[] {
  // Folded text with, for each folded character, the original character range it came from.
  let normalized = '';
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const n = foldChar(ch);
    for (let i = 0; i < n.length; i++) {
      from.push(offset);
      to.push(offset + ch.length);
    }
    normalized += n;
    offset += ch.length;
  }
  const marked = new Array<boolean>(text.length).fill(false);
  const mark = (at: number, length: number) => {
    for (let i = from[at]; i < to[at + length - 1]; i++) marked[i] = true;
  };
  for (const word of new Set(tokenize(term))) {
    if (word.length < 2) continue;
    for (let at = normalized.indexOf(word); at !== -1; at = normalized.indexOf(word, at + word.length))
      mark(at, word.length);
  }
  if (terms.length > 0) {
    const wanted = new Set(terms);
    for (const m of normalized.matchAll(/[\p{L}\p{N}]+/gu)) {
      const [word] = tokenize(m[0]);
      if (word && (wanted.has(stem(lang, word)) || wanted.has(stem('en', word)))) mark(m.index!, m[0].length);
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments[segments.length - 1];
    if (last && last.mark === marked[i]) last.text += text[i];
    else segments.push({ text: text[i], mark: marked[i] });
  }
  return segments;
}
