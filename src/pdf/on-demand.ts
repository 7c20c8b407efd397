// The PDFs printed when first asked for: the answer to a data sheet's or company profile's address, for the host's
// function (src/api/pdf.ts), `npm start` and the development server alike. The host's CDN keeps each answer until the
// next deploy, so a file is printed about once per deploy; here a disk cache keyed by the document does the same (and
// on the host, a warm function instance's temporary folder). No build prints anything.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { cdnImageUrl } from '../images/cdn-url';
import { engineVersion } from './chromium';
import { startPrinter, type Printer } from './printer';
import { loadPdfSite, photoPlaceholder, planPdf, type PdfSite } from './documents';
import { pdfManifestFile } from './manifest';

export interface PdfDirs {
  root: string;
  publicDir: string;
  dataDir: string;
  localesDir: string;
  /** Printed files. */
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
    cacheDir,
    engineDir: cacheDir,
  };
}

export interface PdfAnswer {
  status: 200 | 304 | 503;
  headers: Record<string, string>;
  body: Buffer | string | null;
}

/** The sheet's photo as the image CDN cuts it: 4:3 at 800 px, ~230 dpi across the sheet's photo column, 40–80 kB. */
export const sheetPhoto = { width: 800, height: 600, fit: 'cover', quality: 72, format: 'jpg' } as const;

/*
 * Kept across calls (and across the bundle's copies that `gatsby serve` evaluates per request): the site's texts and
 * data, read again only when a build rewrote the manifest; one browser; the prints under way, so two requests for one
 * file print it once.
 */
interface State {
  site?: { mtimeMs: number; file: string; value: PdfSite };
  printer?: Promise<Printer>;
  printing: Map<string, Promise<Buffer>>;
}
const slot = Symbol.for('taurus-stone.pdf.state');
const state: State = ((globalThis as Record<symbol, unknown>)[slot] ??= { printing: new Map() }) as State;

function siteOf(dirs: PdfDirs): PdfSite {
  const file = pdfManifestFile(dirs.publicDir);
  const { mtimeMs } = fs.statSync(file);
  if (!state.site || state.site.file !== file || state.site.mtimeMs !== mtimeMs)
    state.site = { file, mtimeMs, value: loadPdfSite(dirs) };
  return state.site.value;
}

async function printer(dirs: PdfDirs): Promise<Printer> {
  const running = state.printer && (await state.printer.catch(() => null));
  if (running?.alive) return running;
  state.printer = startPrinter(dirs.root, dirs.engineDir);
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

async function photoDataUrl(origin: string, source: string): Promise<string> {
  const url = new URL(cdnImageUrl(source, sheetPhoto), origin).href;
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((e: unknown) => {
    throw new PhotoUnavailable(`${url}: ${String(e)}`);
  });
  if (!response.ok) throw new PhotoUnavailable(`${url}: ${response.status}`);
  return `data:image/jpeg;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}

async function printed(dirs: PdfDirs, key: string, html: string, photo: string | null, origin: string) {
  const store = path.join(dirs.cacheDir, 'printed', `${key}.pdf`);
  if (fs.existsSync(store)) return fs.readFileSync(store);
  let pending = state.printing.get(key);
  if (!pending) {
    pending = (async () => {
      const page = photo ? html.replace(photoPlaceholder, await photoDataUrl(origin, photo)) : html;
      const source = path.join(dirs.cacheDir, 'pages', `${key}.html`);
      fs.mkdirSync(path.dirname(source), { recursive: true });
      fs.writeFileSync(source, page);
      try {
        const pdf = await (await printer(dirs)).print(pathToFileURL(source).href);
        fs.mkdirSync(path.dirname(store), { recursive: true });
        fs.writeFileSync(`${store}.${process.pid}.tmp`, pdf);
        fs.renameSync(`${store}.${process.pid}.tmp`, store);
        return pdf;
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
 * `ifNoneMatch` the request's header (a browser's or CDN's copy that is still right gets a 304, nothing printed).
 */
export async function answerPdf(
  dirs: PdfDirs,
  pathname: string,
  request: { origin: string; ifNoneMatch?: string },
): Promise<PdfAnswer | { status: 404 } | { status: 301; location: string }> {
  const site = siteOf(dirs);
  const plan = planPdf(site, pathname);
  if (plan.kind === 'unknown') return { status: 404 };
  if (plan.kind === 'moved') return { status: 301, location: plan.path };
  const key = crypto
    .createHash('sha256')
    .update(engineVersion(dirs.root))
    .update(plan.html)
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
  try {
    return { status: 200, headers, body: await printed(dirs, key, plan.html, plan.photo, request.origin) };
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
