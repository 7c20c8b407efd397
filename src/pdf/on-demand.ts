// The PDFs printed when first asked for: the answer to a data sheet's or company profile's address, for the host's
// function (src/api/pdf.ts), `npm start` and the development server alike. Each printed file is kept in a store keyed
// by the hash of what it prints (src/pdf/printed-store.ts: Netlify Blobs, across deploys), so a file is printed once
// per content, and the host's CDN keeps each answer until the next deploy. No build prints anything. A visitor's quote
// list is printed for each request and kept nowhere (docs/decisions/0028-quote-pdf.md).
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { cdnImageUrl } from '../images/cdn-url';
import { fetchEngine, type EngineTimes, type PublishedEngine } from './chromium';
import { startPrinter, type Printer } from './printer';
import { loadPdfSite, photoPlaceholder, planPdf, type PdfSite } from './documents';
import { pdfAssetsDir, pdfManifestFile } from './manifest';
import { diskStore, type PrintedStore } from './printed-store';

export interface PdfDirs {
  root: string;
  publicDir: string;
  dataDir: string;
  localesDir: string;
  /** The build's PDF assets: manifest, fonts, the function's code (src/pdf/manifest.ts). */
  assetsDir: string;
  /** Pages being printed, and printed files where there is no Blobs store. */
  cacheDir: string;
  /** Where the browser is unpacked. */
  engineDir: string;
}

/** The project's folders: `root` is where the site runs (the function's working directory on the host). */
export function pdfDirs(root: string, dataDir: string): PdfDirs {
  const localCache = path.join(root, '.cache');
  let cacheDir = path.join(localCache, 'pdf');
  try {
    fs.accessSync(localCache, fs.constants.W_OK);
  } catch {
    // The host's function runs from a read-only folder; its temporary folder lives as long as the warm instance.
    cacheDir = path.join(os.tmpdir(), 'pdf');
  }
  return {
    root,
    publicDir: path.join(root, 'public'),
    dataDir,
    localesDir: path.join(root, 'src', 'i18n', 'locales'),
    assetsDir: pdfAssetsDir(root),
    cacheDir,
    engineDir: cacheDir,
  };
}

export interface PdfAnswer {
  status: 200 | 304 | 400 | 503;
  headers: Record<string, string>;
  body: Buffer | string | null;
}

/** The sheet's photo as the image CDN cuts it: 4:3 at 800 px, ~230 dpi across the sheet's photo column, 40–80 kB. */
export const sheetPhoto = { width: 800, height: 600, fit: 'cover', quality: 72, format: 'jpg' } as const;

/*
 * Kept across calls (and across the bundle's copies that `gatsby develop` evaluates per request): the site's texts and
 * data, read again only when a build rewrote the manifest; one browser; the prints under way, so two requests for one
 * file print it once.
 */
interface State {
  site?: { mtimeMs: number; file: string; value: PdfSite };
  printer?: Promise<Printer>;
  printing: Map<string, Promise<Printed>>;
}
const slot = Symbol.for('taurus-stone.pdf.state');
const state: State = ((globalThis as Record<symbol, unknown>)[slot] ??= { printing: new Map() }) as State;

function siteOf(dirs: PdfDirs): PdfSite {
  const file = pdfManifestFile(dirs.assetsDir);
  const { mtimeMs } = fs.statSync(file);
  if (!state.site || state.site.file !== file || state.site.mtimeMs !== mtimeMs)
    state.site = { file, mtimeMs, value: loadPdfSite(dirs) };
  return state.site.value;
}

/** The running browser; a cold instance first fetches it from the site (`times` says how long that took). */
async function printer(dirs: PdfDirs, engine: PublishedEngine, origin: string, times: EngineTimes): Promise<Printer> {
  const running = state.printer && (await state.printer.catch(() => null));
  if (running?.alive) return running;
  state.printer = fetchEngine(engine, origin, dirs.engineDir, times).then(startPrinter);
  state.printer.catch(() => (state.printer = undefined));
  return state.printer;
}

/** Closes the browser (tests, and a server shutting down). */
export async function closePdfPrinter(): Promise<void> {
  const running = state.printer && (await state.printer.catch(() => null));
  state.printer = undefined;
  await running?.close();
}

class PhotoUnavailable extends Error {}

/** Neither a browser, the host's CDN nor anything between keeps the answer. */
const privateHeaders = { 'Cache-Control': 'private, no-store' };

async function photoDataUrl(origin: string, source: string): Promise<string> {
  const url = new URL(cdnImageUrl(source, sheetPhoto), origin).href;
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((e: unknown) => {
    throw new PhotoUnavailable(`${url}: ${String(e)}`);
  });
  if (!response.ok) throw new PhotoUnavailable(`${url}: ${response.status}`);
  return `data:image/jpeg;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}

interface Printed {
  pdf: Buffer;
  /** Server-Timing entries: where the file came from and what it cost. */
  timing: string[];
}

async function printed(
  dirs: PdfDirs,
  site: PdfSite,
  /** `store` null: one visitor's document, printed for them and kept nowhere. */
  job: { key: string; html: string; photo: string | null; origin: string; store: PrintedStore | null },
): Promise<Printed> {
  const { key, store } = job;
  const kept =
    store &&
    (await store.get(key).catch((e: unknown) => {
      console.error(`pdf: the ${store.kind} store could not be read; printing again`, e);
      return null;
    }));
  if (store && kept) return { pdf: kept, timing: [`store;desc="${store.kind}"`] };
  let pending = state.printing.get(key);
  if (!pending) {
    pending = (async () => {
      const started = Date.now();
      const page = job.photo ? job.html.replace(photoPlaceholder, await photoDataUrl(job.origin, job.photo)) : job.html;
      const source = path.join(dirs.cacheDir, 'pages', `${key}.html`);
      fs.mkdirSync(path.dirname(source), { recursive: true });
      fs.writeFileSync(source, page);
      const times: EngineTimes = { fetchMs: 0 };
      try {
        const browser = await printer(dirs, site.manifest.engine, job.origin, times);
        const printStarted = Date.now();
        const pdf = await browser.print(pathToFileURL(source).href);
        const printMs = Date.now() - printStarted;
        // Kept before the answer: the host freezes the function once it has answered.
        await store?.set(key, pdf).catch((e: unknown) => console.error(`pdf: not kept in the ${store.kind} store`, e));
        return {
          pdf,
          timing: [`engine;dur=${times.fetchMs}`, `print;dur=${printMs}`, `total;dur=${Date.now() - started}`],
        };
      } finally {
        fs.rmSync(source, { force: true });
      }
    })().finally(() => state.printing.delete(key));
    state.printing.set(key, pending);
  }
  return pending;
}

/**
 * The answer to a PDF address. `origin` is the site the request came to (the photo is asked from its image CDN);
 * `ifNoneMatch` the request's header (a browser's or CDN's copy that is still right gets a 304, nothing printed);
 * `method` HEAD answers whether the document exists, printing nothing; `search` is the address's query (a quote list's
 * lines).
 */
export async function answerPdf(
  dirs: PdfDirs,
  pathname: string,
  request: { origin: string; ifNoneMatch?: string; store?: PrintedStore; method?: string; search?: string },
): Promise<PdfAnswer | { status: 404 } | { status: 301; location: string }> {
  const site = siteOf(dirs);
  const plan = planPdf(site, pathname, new URLSearchParams(request.search ?? ''));
  if (plan.kind === 'unknown') return { status: 404 };
  if (plan.kind === 'moved') return { status: 301, location: plan.path };
  if (plan.kind === 'refused')
    return {
      status: 400,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
      body: plan.message,
    };
  if (!plan.shared) {
    // One visitor's list: saved as a file, printed for this request; a kept copy would serve nobody else and would
    // carry the day it was printed on.
    const headers = {
      ...privateHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${plan.filename}"`,
    };
    if (request.method === 'HEAD') return { status: 200, headers, body: null };
    const key = crypto.createHash('sha256').update(plan.html).digest('hex');
    const done = await printed(dirs, site, { key, html: plan.html, photo: null, origin: request.origin, store: null });
    return { status: 200, headers: { ...headers, 'Server-Timing': done.timing.join(', ') }, body: done.pdf };
  }
  // What the file prints: the browser, the document (its faces named by their source, not by the site's characters)
  // and the photo's content-hashed address.
  const key = crypto
    .createHash('sha256')
    .update(site.manifest.engine.hash)
    .update(plan.html.replace(site.fontCss, site.fontIdentity))
    .update(plan.photo ?? '')
    .digest('hex');
  const etag = `"${key.slice(0, 32)}"`;
  const headers: Record<string, string> = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${plan.filename}"`,
    ETag: etag,
    // Browsers ask again (a new deploy may change the file); the host's CDN keeps it until the next deploy.
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000',
  };
  if (request.ifNoneMatch?.split(/\s*,\s*/).includes(etag)) return { status: 304, headers, body: null };
  // A HEAD (link checkers, crawlers) learns that the file is there without printing it: 800 sheets checked after a
  // deploy would otherwise be 800 prints. Not kept by the CDN, so the first GET still prints and is kept.
  if (request.method === 'HEAD')
    return { status: 200, headers: { ...headers, 'Netlify-CDN-Cache-Control': 'no-store' }, body: null };
  try {
    const store = request.store ?? diskStore(path.join(dirs.cacheDir, 'printed'));
    const done = await printed(dirs, site, { key, html: plan.html, photo: plan.photo, origin: request.origin, store });
    return { status: 200, headers: { ...headers, 'Server-Timing': done.timing.join(', ') }, body: done.pdf };
  } catch (e) {
    if (!(e instanceof PhotoUnavailable)) throw e;
    // Nothing cached: the next request tries again.
    console.error(`pdf: the photo of ${pathname} could not be fetched: ${e.message}`);
    return {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '10' },
      body: site.texts[plan.lang]('catalogue:datasheet.unavailable'),
    };
  }
}
