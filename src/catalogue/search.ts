// Catalogue search: words (folded by src/text/fold.ts: case, accents, ё/е, Arabic diacritics and letter forms), ranking,
// highlighting. Pure functions; the search page builds the documents from its page query, `npm run bench` from the data
// files.
import { fold, foldChar } from '../text/fold';

const arabicArticle = /^(?:وال|بال|كال|فال|لل|ال)(?=.{3})/u;

/** Words of a text, normalised; the Arabic article is dropped so "الترافرتين" finds "ترافرتين" and back. */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.replace(arabicArticle, ''));
}

/** Letters and digits only, for comparing product codes ("trv 948" = "TRV-948"). */
export const compactCode = (text: string): string => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

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

interface Field {
  weight: number;
  tokens: string[];
}
export interface SearchDoc {
  id: number;
  slug: string;
  code: string;
  name: string;
  image: string | null;
  imageSrcSet: string | null;
  code_: string;
  name_: string;
  fields: Field[];
}

/** Field weights: a hit in the code or the name counts most, the description least; English a little less than the page language. */
export const weights = { code: 10, name: 8, keywords: 5, stoneType: 4, category: 4, description: 1 } as const;
const englishFactor = 0.8;

export function buildDoc(t: SearchTexts): SearchDoc {
  const fields: Field[] = [{ weight: weights.code, tokens: [...tokenize(t.code), compactCode(t.code)] }];
  const add = (weight: number, texts: string[]) =>
    texts.forEach((text, i) => {
      if (text && (i === 0 || text !== texts[0]))
        fields.push({ weight: i === 0 ? weight : weight * englishFactor, tokens: [...new Set(tokenize(text))] });
    });
  add(weights.name, t.names);
  add(weights.keywords, t.keywords);
  add(weights.stoneType, t.stoneTypes);
  add(weights.category, t.categories);
  add(weights.description, t.descriptions);
  return {
    id: t.id,
    slug: t.slug,
    code: t.code,
    name: t.name,
    image: t.image ?? null,
    imageSrcSet: t.imageSrcSet ?? null,
    code_: compactCode(t.code),
    name_: fold(t.name),
    fields,
  };
}

/** How well one query word matches a field's words: 1 exact, 0.75 start of a word, 0.5 inside a word or after dropping an ending. */
function wordMatch(word: string, tokens: string[]): number {
  let best = 0;
  for (const token of tokens) {
    if (token === word) return 1;
    if (token.startsWith(word)) best = Math.max(best, 0.75);
    else if (best < 0.5 && word.length >= 4 && token.includes(word)) best = 0.5;
  }
  // Inflected query words ("мрамора", "travertines"): try the stem without up to three final letters.
  for (let cut = 1; best === 0 && cut <= 3 && word.length - cut >= 4; cut++) {
    const stem = word.slice(0, -cut);
    if (tokens.some((token) => token.startsWith(stem))) best = 0.5;
  }
  return best;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

/** Every word of the term must match somewhere; documents rank by the sum of each word's best weighted match. */
export function search(docs: readonly SearchDoc[], term: string): SearchHit[] {
  const words = [...new Set(tokenize(term))];
  if (words.length === 0) return [];
  const phrase = fold(term.trim());
  const code = compactCode(term);
  const hits: SearchHit[] = [];
  for (const doc of docs) {
    let score = 0;
    for (const word of words) {
      const best = Math.max(...doc.fields.map((f) => f.weight * wordMatch(word, f.tokens)));
      if (best === 0) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score === 0) continue;
    if (doc.code_ === code) score += 100;
    if (words.length > 1 && doc.name_.includes(phrase)) score += weights.name;
    hits.push({ doc, score });
  }
  return hits.sort((a, b) => b.score - a.score || a.doc.name.localeCompare(b.doc.name) || a.doc.id - b.doc.id);
}

/** The product whose code the term is (ignoring case, spaces and dashes), if any. */
export function productWithCode(docs: readonly SearchDoc[], term: string): SearchDoc | null {
  const code = compactCode(term);
  return code.length >= 3 ? (docs.find((d) => d.code_ === code) ?? null) : null;
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** Splits a text into marked and unmarked parts where the term's words occur (compared in normalised form). */
export function highlight(text: string, term: string): Segment[] {
  // Normalised text with, for each normalised character, the original character range it came from.
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
  for (const word of new Set(tokenize(term))) {
    if (word.length < 2) continue;
    for (let at = normalized.indexOf(word); at !== -1; at = normalized.indexOf(word, at + word.length)) {
      for (let i = from[at]; i < to[at + word.length - 1]; i++) marked[i] = true;
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
