// The PDFs half of `npm run bench`: the server prints a data sheet or company profile the first time it is asked for it
// (src/api/pdf.ts) and keeps the file in .cache/pdf/printed/, as the host's CDN keeps it until the next deploy.
import fs from 'fs';
import path from 'path';
import http from 'http';
import { performance } from 'perf_hooks';
import type { Lang } from '../src/i18n/languages';
import { readPdfData } from '../src/pdf/data';
import { engineVersion } from '../src/pdf/chromium';
import { siteDataDir } from '../src/node/data-dir';
import { pdfSample, type PdfTarget } from './bench-pdfs-lib';
import type { PdfFigures, PdfRequest } from './bench-report';
import { root } from './bench-run';

const pdfCache = path.join(root, '.cache', 'pdf');
const printedDir = path.join(pdfCache, 'printed');
const printedFiles = () => new Set(fs.existsSync(printedDir) ? fs.readdirSync(printedDir) : []);

/** One request for a PDF: its time and size, whether it was printed (a new file in the cache), its caching headers. */
function pdfGet(
  port: number,
  target: PdfTarget,
  headers: Record<string, string> = {},
): Promise<PdfRequest & { etag: string | null; cacheControl: string | null; cdnCacheControl: string | null }> {
  const before = printedFiles();
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, bytes: number, h: http.IncomingHttpHeaders = {}) => {
      const ms = performance.now() - started;
      const etag = typeof h.etag === 'string' ? h.etag : null;
      // The cache names a file by its key, of which the ETag is the start.
      const key = etag?.replace(/"/g, '');
      const printed = Boolean(key) && [...printedFiles()].some((f) => f.startsWith(key!) && !before.has(f));
      const header = (name: string) => (typeof h[name] === 'string' ? (h[name] as string) : null);
      resolve({
        ...target,
        status,
        ms,
        bytes,
        printed,
        etag,
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
  fs.rmSync(printedDir, { recursive: true, force: true });
  const browserUnpacked = !fs.existsSync(path.join(pdfCache, engineVersion(root)));
  const cold = await pdfGet(port, sample.cold);
  const plain = ({ etag: _e, cacheControl: _c, cdnCacheControl: _n, ...q }: Awaited<ReturnType<typeof pdfGet>>) => q;
  const sheets: PdfRequest[] = [];
  for (const t of sample.sheets) sheets.push(plain(await pdfGet(port, t)));
  const profiles: PdfRequest[] = [];
  for (const t of sample.profiles) profiles.push(plain(await pdfGet(port, t)));
  const cached = await pdfGet(port, sample.cold);
  const revalidated = await pdfGet(port, sample.cold, cold.etag ? { 'if-none-match': cold.etag } : {});
  return {
    cold: { ...plain(cold), browserUnpacked },
    sheets,
    profiles,
    cached: plain(cached),
    revalidated: plain(revalidated),
    cacheControl: cold.cacheControl,
    cdnCacheControl: cold.cdnCacheControl,
  };
}
