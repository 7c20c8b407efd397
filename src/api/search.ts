// Gatsby Function: catalogue search on the host, so a visit downloads its results,
// never the whole catalogue's index.
// - GET /search/{term}/ (every language; the host sends these paths here, src/hosting/prepare.ts): the search page with
//   the results in its HTML: they show before any script runs, and without JavaScript. ?q= (the search form sent
//   without JavaScript) redirects to the term's path; a product code redirects to that product.
// - GET /api/search?lang=fr&q=… : the same results as JSON { html, count } or { redirect }, for searches made in the page.
import fs from 'fs';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { isLang, type Lang } from '../i18n/languages';
import { langOfPath, parsePath, pathTo, searchTarget, searchTermFrom } from '../routes';
import type { SearchIndexFile } from '../catalogue/search-index';
import { readSearchIndex, searchIndexFile } from '../catalogue/search-index-files';
import { indexDocs, searchAnswer } from '../catalogue/search-results';
import { resultsElementId, searchEndpoint, type SearchAnswer } from '../catalogue/search-endpoint';
import { resultTexts } from '../catalogue/search-texts';
import { cached, hostHeaders, readOnly, visitorUrl } from '../hosting/runtime-files';
import { chosenEncoding, encodedBody } from '../hosting/compressed-body';
import type { SearchIndex } from '../catalogue/search';
import { missesStoreFor, recordMiss, type BlobsEvent } from '../catalogue/search-misses';

const publicDir = path.join(process.cwd(), 'public');

const indexes = new Map<Lang, () => { index: SearchIndexFile; docs: SearchIndex }>();
function indexOf(lang: Lang) {
  let get = indexes.get(lang);
  if (!get) {
    get = cached(
      () => searchIndexFile(publicDir, lang),
      () => {
        const index = readSearchIndex(publicDir, lang);
        return { index, docs: indexDocs(index) };
      },
      'index',
    );
    indexes.set(lang, get);
  }
  return get();
}

function answer(lang: Lang, term: string): SearchAnswer {
  const { index, docs } = indexOf(lang);
  return searchAnswer(index, docs, term, resultTexts(lang));
}

/**
 * A search without results is counted (term, language, day: search-misses.ts) before the answer is sent: the host
 * freezes a function once it has answered, so a write left for later might never happen. Without a Blobs context
 * (development, unit tests) there is nothing to wait for (null); a store that fails never fails the search.
 */
function countMiss(req: GatsbyFunctionRequest, lang: Lang, term: string, result: SearchAnswer): Promise<void> | null {
  if (!('count' in result) || result.count > 0) return null;
  const { netlifyFunctionParams } = req as GatsbyFunctionRequest & { netlifyFunctionParams?: { event: BlobsEvent } };
  const store = missesStoreFor(netlifyFunctionParams?.event);
  if (!store) return null;
  return recordMiss(store, lang, term).catch((e: unknown) => console.error('search: a miss was not counted', e));
}

/** The prerendered search page of a language (the hosting adapter renames client-only pages to `[...].html`). */
const shells = new Map<Lang, () => string>();
function shellOf(lang: Lang): string {
  let get = shells.get(lang);
  if (!get) {
    const dir = path.join(publicDir, pathTo(lang, { page: 'search', term: '' }));
    get = cached(
      () =>
        [path.join(dir, '[...].html'), path.join(dir, 'index.html')].find((f) => fs.existsSync(f)) ??
        path.join(dir, 'index.html'),
      (file) => fs.readFileSync(file, 'utf8'),
      'shell',
    );
    shells.set(lang, get);
  }
  return get();
}

/** A 200 answer compressed as the request accepts (`end`, not `send`: the host's wrapper would retype a Buffer). */
function sendText(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse, type: string, text: string) {
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.status(200).end(encodedBody(text, encoding));
}

function sendPage(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse, pagePath: string, html: string) {
  for (const [key, value] of hostHeaders(publicDir)(pagePath)) res.setHeader(key, value);
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  sendText(req, res, 'text/html; charset=utf-8', html);
}

export default async function searchFunction(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  if (!readOnly(req, res)) return;
  // The host calls this function for the search pages with the visitor's URL (locally, scripts/serve.ts passes it).
  const requested = visitorUrl(req);
  try {
    if (requested.pathname.replace(/\/$/, '') === searchEndpoint) {
      const lang = req.query.lang;
      if (!isLang(lang) || typeof req.query.q !== 'string') {
        res.status(400).json({ error: 'lang and q are required' });
        return;
      }
      const result = answer(lang, req.query.q);
      const counting = countMiss(req, lang, req.query.q, result);
      if (counting) await counting;
      res.setHeader('Cache-Control', 'public, max-age=300');
      sendText(req, res, 'application/json; charset=utf-8', JSON.stringify(result));
      return;
    }
    const lang = langOfPath(requested.pathname);
    const parsed = parsePath(requested.pathname);
    const fromPath = parsed?.route.page === 'search' ? parsed.route.term : '';
    if (!fromPath && requested.searchParams.has('q')) {
      // The search form without JavaScript: to the term's own address (a blank term goes home).
      res.redirect(302, searchTarget(lang, requested.searchParams.get('q'), false));
      return;
    }
    const term = searchTermFrom(requested.pathname, '');
    const shell = shellOf(lang);
    if (!term) return sendPage(req, res, requested.pathname, shell);
    const result = answer(lang, term);
    const counting = countMiss(req, lang, term, result);
    if (counting) await counting;
    if ('redirect' in result) {
      res.redirect(302, result.redirect);
      return;
    }
    const slot = `<div id="${resultsElementId}"></div>`;
    sendPage(req, res, requested.pathname, shell.replace(slot, `<div id="${resultsElementId}">${result.html}</div>`));
  } catch (e) {
    console.error('search: the index or page could not be read', e);
    res.setHeader('Retry-After', '30');
    res.status(503).send('Search is unavailable, please try again later.');
  }
}
