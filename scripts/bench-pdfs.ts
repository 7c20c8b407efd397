// The PDFs half of `npm run bench`: the server prints a data sheet or company profile the first time it is asked for it
// (src/api/pdf.ts) and keeps the file in its Blobs store by what it prints. Each answer's Server-Timing says what it
// cost: the browser fetched and unpacked (a cold instance), the print, or the store.
import fs from 'fs';
import path from 'path';
import http from 'http';
import { performance } from 'perf_hooks';
import type { Lang } from '../src/i18n/languages';
import { readPdfData } from '../src/pdf/data';
import { siteDataDir } from '../src/node/data-dir';
import { pdfSample, type PdfTarget } from './bench-pdfs-lib';
import type { PdfFigures, PdfRequest } from './bench-report';
import { root } from './bench-run';

const pdfCache = path.join(root, '.cache', 'pdf');

const timingOf = (header: string | undefined, name: string): number | undefined => {
  const m = new RegExp(`(?:^|,\\s*)${name};dur=(\\d+(?:\\.\\d+)?)`).exec(header ?? '');
  return m ? Number(m[1]) : undefined;
};

/** One request for a PDF: its time and size, whether it was printed and what that cost, its caching headers. */
function pdfGet(
  port: number,
  target: PdfTarget,
  headers: Record<string, string> = {},
): Promise<PdfRequest & { etag: string | null; cacheControl: string | null; cdnCacheControl: string | null }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, bytes: number, h: http.IncomingHttpHeaders = {}) => {
      const ms = performance.now() - started;
      const header = (name: string) => (typeof h[name] === 'string' ? (h[name] as string) : null);
      const timing = header('server-timing') ?? undefined;
      resolve({
        ...target,
        status,
        ms,
        bytes,
        printed: timingOf(timing, 'print') !== undefined,
        engineMs: timingOf(timing, 'engine'),
        printMs: timingOf(timing, 'print'),
        etag: header('etag'),
        cacheControl: header('cache-control'),
        cdnCacheControl: header('netlify-cdn-cache-control'),
      });
    };
    const req = http.get(`http://127.0.0.1:${port}${target.path}`, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done(res.statusCode ?? 0, bytes, res.headers));
    });
    req.on('error', () => done(0, 0));
    req.setTimeout(120_000, () => req.destroy());
  });
}

/**
 * The first data sheet after the server started (the printed files of earlier runs removed first, as a deploy empties
 * the host's CDN), five more of other products per language, the company profiles, then the first again (kept) and
 * its revalidation with its ETag. One request at a time.
 */
export async function pdfsOnRequest(port: number, langs: Lang[]): Promise<PdfFigures> {
  // The served site's data: the function reads the same folder (SITE_DATA_DIR when set).
  const data = readPdfData(siteDataDir(root));
  const sample = pdfSample(data.products, data.company.profilePdf, langs, 5);
  // As after a first deploy on a new site: nothing printed is kept, and no instance has the browser.
  fs.rmSync(path.join(root, '.data', 'blobs'), { recursive: true, force: true });
  for (const d of fs.existsSync(pdfCache) ? fs.readdirSync(pdfCache) : [])
    if (d.startsWith('chromium-')) fs.rmSync(path.join(pdfCache, d), { recursive: true, force: true });
  const cold = await pdfGet(port, sample.cold);
  const plain = ({ etag: _e, cacheControl: _c, cdnCacheControl: _n, ...q }: Awaited<ReturnType<typeof pdfGet>>) => q;
  const sheets: PdfRequest[] = [];
  for (const t of sample.sheets) sheets.push(plain(await pdfGet(port, t)));
  const profiles: PdfRequest[] = [];
  for (const t of sample.profiles) profiles.push(plain(await pdfGet(port, t)));
  const cached = await pdfGet(port, sample.cold);
  const revalidated = await pdfGet(port, sample.cold, cold.etag ? { 'if-none-match': cold.etag } : {});
  return {
    cold: plain(cold),
    sheets,
    profiles,
    cached: plain(cached),
    revalidated: plain(revalidated),
    cacheControl: cold.cacheControl,
    cdnCacheControl: cold.cdnCacheControl,
  };
}
