// The catalogue search results for a term as HTML: rendered by the search function (src/api/search.ts) into the
// search page on the first request, and fetched by the page for later searches, so both show the same markup.
import { pathTo } from '../routes';
import type { Lang } from '../i18n/languages';
import { buildDoc, highlight, productWithCode, search, type SearchDoc } from './search';
import { resultImageWidths, type SearchIndexFile } from './search-index';
import type { SearchAnswer } from './search-endpoint';

export interface ResultTexts {
  results(term: string): string;
  count(count: number): string;
  none(term: string): string;
  tryCategories: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

const imageSizes = '(max-width: 600px) 100vw, 320px';

function marked(text: string, term: string): string {
  return highlight(text, term)
    .map((s) => (s.mark ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text)))
    .join('');
}

function card(doc: SearchDoc, lang: Lang, term: string, index: number): string {
  const href = pathTo(lang, { page: 'product', slug: doc.slug, id: doc.id });
  // The first cards are in view and the first image is the page's largest paint: loaded at once, first.
  const img = doc.image
    ? `<img src="${escapeHtml(doc.image)}"${doc.imageSrcSet ? ` srcset="${escapeHtml(doc.imageSrcSet)}" sizes="${imageSizes}"` : ''} alt="" width="${resultImageWidths.small}" height="${(resultImageWidths.small * 3) / 4}" loading="${index < 4 ? 'eager' : 'lazy'}"${index === 0 ? ' fetchpriority="high"' : ''} decoding="async" class="card-image card-image-plain">`
    : '';
  return `<li class="card"><a href="${escapeHtml(href)}">${img}<span class="card-title">${marked(doc.name, term)}</span><span class="card-subtitle">${marked(doc.code, term)}</span></a></li>`;
}

/** Documents of an index, built once per index (the function keeps them between requests). */
export const indexDocs = (index: SearchIndexFile): SearchDoc[] => index.docs.map(buildDoc);

/**
 * The answer to a term: a product code opens that product; otherwise every hit, best first (ranking of search.ts),
 * or, without hits, the categories. Wrapped in an element naming its language and term, so the page knows whose it is.
 */
export function searchAnswer(
  index: SearchIndexFile,
  docs: readonly SearchDoc[],
  term: string,
  texts: ResultTexts,
): SearchAnswer {
  const lang = index.lang;
  const exact = productWithCode(docs, term);
  if (exact) return { redirect: pathTo(lang, { page: 'product', slug: exact.slug, id: exact.id }) };
  const hits = search(docs, term);
  const body =
    hits.length > 0
      ? `<p role="status">${escapeHtml(texts.results(term))} — ${escapeHtml(texts.count(hits.length))}</p><ul class="card-grid search-results">${hits.map((h, i) => card(h.doc, lang, term, i)).join('')}</ul>`
      : `<p role="status">${escapeHtml(texts.none(term))}</p><p>${escapeHtml(texts.tryCategories)}</p><ul class="inline-list">${index.categories
          .map(
            (c) =>
              `<li><a href="${escapeHtml(pathTo(lang, { page: 'category', slug: c.slug, id: c.id }))}">${escapeHtml(c.name)}</a></li>`,
          )
          .join('')}</ul>`;
  return { html: `<div data-lang="${lang}" data-term="${escapeHtml(term)}">${body}</div>`, count: hits.length };
}
