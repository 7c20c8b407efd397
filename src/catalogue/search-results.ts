// The catalogue search results for a term as HTML: rendered by the search function (src/api/search.ts) into the
// search page on the first request, and fetched by the page for later searches, so both show the same markup.
import { pathTo } from '../routes';
import type { Lang } from '../i18n/languages';
import { buildIndex, correction, highlight, productWithCode, search, type SearchHit, type SearchIndex } from './search';
import { resultImageWidths, type SearchIndexFile } from './search-index';
import type { SearchAnswer } from './search-endpoint';

export interface ResultTexts {
  results(term: string): string;
  count(count: number): string;
  none(term: string): string;
  /** "Did you mean …?" with `term` where the corrected term's link goes. */
  didYouMean(term: string): string;
  tryCategories: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

const imageSizes = '(max-width: 600px) 100vw, 320px';

function marked(text: string, term: string, lang: Lang, terms: readonly string[]): string {
  return highlight(text, term, lang, terms)
    .map((s) => (s.mark ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text)))
    .join('');
}

function card({ doc, terms }: SearchHit, lang: Lang, term: string, index: number): string {
  const href = pathTo(lang, { page: 'product', slug: doc.slug, id: doc.id });
  // The first cards are in view and the first image is the page's largest paint: loaded at once, first.
  const img = doc.image
    ? `<img src="${escapeHtml(doc.image)}"${doc.imageSrcSet ? ` srcset="${escapeHtml(doc.imageSrcSet)}" sizes="${imageSizes}"` : ''} alt="" width="${resultImageWidths.small}" height="${(resultImageWidths.small * 3) / 4}" loading="${index < 4 ? 'eager' : 'lazy'}"${index === 0 ? ' fetchpriority="high"' : ''} decoding="async" class="card-image card-image-plain">`
    : '';
  return `<li class="card"><a href="${escapeHtml(href)}">${img}<span class="card-title">${marked(doc.name, term, lang, terms)}</span><span class="card-subtitle">${marked(doc.code, term, lang, [])}</span></a></li>`;
}

/** The search index of an index file, built once per file (the function keeps it between requests). */
export const indexDocs = (index: SearchIndexFile): SearchIndex => buildIndex(index.docs, index.lang, index.synonyms);

/** "Did you mean …?" linking the corrected term's search page (a plain link: it works without JavaScript). */
function didYouMean(lang: Lang, corrected: string, texts: ResultTexts): string {
  const marker = '\u0000';
  const [before, after = ''] = texts.didYouMean(marker).split(marker);
  const href = pathTo(lang, { page: 'search', term: corrected });
  return `<p class="search-correction">${escapeHtml(before)}<a href="${escapeHtml(href)}">${escapeHtml(corrected)}</a>${escapeHtml(after)}</p>`;
}

/**
 * The answer to a term: a product code opens that product; otherwise every hit, best first (ranking of search.ts),
 * or, without hits, the categories; "did you mean" above them when a word matched nothing as typed. Wrapped in an
 * element naming its language and term, so the page knows whose it is.
 */
export function searchAnswer(
  index: SearchIndexFile,
  docs: SearchIndex,
  term: string,
  texts: ResultTexts,
): SearchAnswer {
  const lang = index.lang;
  const exact = productWithCode(docs, term);
  if (exact) return { redirect: pathTo(lang, { page: 'product', slug: exact.slug, id: exact.id }) };
  const hits = search(docs, term);
  const corrected = correction(docs, term);
  const hint = corrected ? didYouMean(lang, corrected, texts) : '';
  const body =
    hits.length > 0
      ? `<p role="status">${escapeHtml(texts.results(term))} — ${escapeHtml(texts.count(hits.length))}</p>${hint}<ul class="card-grid search-results">${hits.map((h, i) => card(h, lang, term, i)).join('')}</ul>`
      : `<p role="status">${escapeHtml(texts.none(term))}</p>${hint}<p>${escapeHtml(texts.tryCategories)}</p><ul class="inline-list">${index.categories
          .map(
            (c) =>
              `<li><a href="${escapeHtml(pathTo(lang, { page: 'category', slug: c.slug, id: c.id }))}">${escapeHtml(c.name)}</a></li>`,
          )
          .join('')}</ul>`;
  return { html: `<div data-lang="${lang}" data-term="${escapeHtml(term)}">${body}</div>`, count: hits.length };
}
