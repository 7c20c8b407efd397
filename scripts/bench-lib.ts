// Pure parts of `npm run bench` (scripts/bench.ts): which page stands for each family, what one Lighthouse result
// says (scores, metrics, bytes by type), medians, the generated products of the scale mode, what the build log says and
// which PDF addresses are requested.
// No Lighthouse, Chromium or Gatsby here, so the unit tests can cover it.
import fs from 'fs';
import path from 'path';
import { filePathTo, parsePath, pathTo, type Route } from '../src/routes';
import type { Lang } from '../src/i18n/languages';
import { loaderScripts } from '../src/hosting/script-loader';

// ---------------------------------------------------------------------------------------------------------------
// Page families

export const familyNames = [
  'home',
  'category',
  'filter',
  'product',
  'projects',
  'usaStock',
  'usaDetail',
  'contact',
  'search',
  'visualizer',
] as const;
export type Family = (typeof familyNames)[number];

export const familyLabels: Record<Family, string> = {
  home: 'home',
  category: 'category listing',
  filter: 'filter listing',
  product: 'product detail',
  projects: 'projects',
  usaStock: 'USA stock',
  usaDetail: 'USA detail',
  contact: 'contact',
  search: 'search',
  visualizer: 'room visualizer',
};

/** Search terms of the search family (a word that finds several products in each language). */
export const searchTerms: Record<Lang, string> = {
  en: 'travertine',
  fr: 'travertin',
  es: 'travertino',
  ru: 'травертин',
  ar: 'ترافرتين',
};

const routePageOf: Record<Exclude<Family, 'home' | 'projects' | 'contact' | 'search' | 'visualizer'>, Route['page']> = {
  category: 'category',
  filter: 'filter',
  product: 'product',
  usaStock: 'usaStock',
  usaDetail: 'usaStockItem',
};

/** Every indexable built page of the default language: site path (with trailing slash) and the size of its HTML. */
export function builtPages(publicDir: string): { path: string; htmlBytes: number }[] {
  const out: { path: string; htmlBytes: number }[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (rel === '' && ['page-data', 'static', '~partytown', 'fr', 'es', 'ru', 'ar'].includes(entry.name)) continue;
      const sub = path.join(dir, entry.name);
      const sitePath = `${rel}/${entry.name}`;
      const html = path.join(sub, 'index.html');
      // Pages kept out of search engines (empty listings) are not what a family's figures should describe.
      if (fs.existsSync(html) && !/<meta name="robots" content="noindex/.test(fs.readFileSync(html, 'utf8')))
        out.push({ path: `${sitePath}/`, htmlBytes: fs.statSync(html).size });
      walk(sub, sitePath);
    }
  };
  walk(publicDir, '');
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The route that stands for each family: for families with many pages (listings, details) the page of median HTML
 * size among the built ones (first pages of listings only), so neither the lightest nor the heaviest one is measured.
 */
export function familyRoutes(pages: { path: string; htmlBytes: number }[], lang: Lang = 'en'): Record<Family, Route> {
  const pick = (page: Route['page']): Route => {
    const candidates = pages
      .map((p) => ({ ...p, parsed: parsePath(p.path) }))
      .filter(
        (p) =>
          p.parsed && p.parsed.route.page === page && !('pageNumber' in p.parsed.route && p.parsed.route.pageNumber),
      )
      .sort((a, b) => a.htmlBytes - b.htmlBytes || a.path.localeCompare(b.path));
    if (!candidates.length) throw new Error(`no built page for ${page}: build the site first`);
    return candidates[Math.floor((candidates.length - 1) / 2)].parsed!.route;
  };
  return {
    home: { page: 'home' },
    category: pick(routePageOf.category),
    filter: pick(routePageOf.filter),
    product: pick(routePageOf.product),
    projects: { page: 'projects' },
    usaStock: pick(routePageOf.usaStock),
    usaDetail: pick(routePageOf.usaDetail),
    contact: { page: 'contact' },
    search: { page: 'search', term: searchTerms[lang] },
    visualizer: { page: 'visualizer' },
  };
}

/** The family's page in a language (the search family searches that language's word). */
export function familyPath(family: Family, routes: Record<Family, Route>, lang: Lang): string {
  return pathTo(lang, family === 'search' ? { page: 'search', term: searchTerms[lang] } : routes[family]);
}

// ---------------------------------------------------------------------------------------------------------------
// One Lighthouse result

/** The parts of a Lighthouse result (LH.Result) the bench reads. */
export interface LhrLike {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: unknown } | undefined>;
}

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export const byteKinds = ['html', 'css', 'js', 'img', 'font', 'other'] as const;
export type ByteKind = (typeof byteKinds)[number];

export interface RunFigures {
  scores: Record<CategoryId, number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes over the wire (transferSize: compressed body + headers) per resource type, all requests of the run. */
  bytes: Record<ByteKind, number>;
  /**
   * Script bytes over the wire the page loads without any interaction (prefetches excluded). Not "requested before
   * the load event": Gatsby requests the page's own template chunk and the shared commons chunk after load (once
   * app-data and page-data have arrived), and chunks loaded on mount (contact form, gatsby-plugin-image's hydrator)
   * later still; all of them are needed before the page works.
   */
  firstLoadJs: number;
  /** Those scripts: url and transfer size. */
  firstLoadScripts: { url: string; bytes: number }[];
  requests: number;
  /** Image requests of the run (each photo candidate the browser chose, placeholders in data: URLs excluded). */
  imageRequests?: number;
  /** Audits of the four categories that failed (score < 1), by id: for the budget gap. */
  failing: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority?: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function tableItems(details: unknown): Record<string, unknown>[] {
  return isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : [];
}

function kindOf(resourceType: string | undefined): ByteKind {
  switch (resourceType) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Image':
      return 'img';
    case 'Font':
      return 'font';
    default:
      return 'other';
  }
}

/** Figures of one Lighthouse run; throws on a run that failed (runtime error, page not loaded). */
export function runFigures(lhr: LhrLike, auditGroups: Record<CategoryId, string[]> = emptyGroups()): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse result without ${id}`);
    return v;
  };
  const scores = Object.fromEntries(
    categoryIds.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100),
    ]),
  ) as Record<CategoryId, number | null>;

  const network = lhr.audits['network-requests'];
  const items: NetworkItem[] = tableItems(network?.details).map((i) => ({
    url: String(i.url),
    resourceType: typeof i.resourceType === 'string' ? i.resourceType : undefined,
    transferSize: typeof i.transferSize === 'number' ? i.transferSize : 0,
    priority: typeof i.priority === 'string' ? i.priority : undefined,
  }));
  const bytes = Object.fromEntries(byteKinds.map((k) => [k, 0])) as Record<ByteKind, number>;
  const firstLoadScripts: { url: string; bytes: number }[] = [];
  for (const item of items) {
    const kind = kindOf(item.resourceType);
    bytes[kind] += item.transferSize ?? 0;
    // Lighthouse does not interact, so every script it sees is loaded by the page itself, except prefetches (lowest
    // priority: Gatsby's <link rel=prefetch> for the pages linked in view)
    if (kind === 'js' && item.priority !== 'VeryLow')
      firstLoadScripts.push({ url: item.url, bytes: item.transferSize ?? 0 });
  }
  const failing = categoryIds.flatMap((c) =>
    auditGroups[c].filter((id) => {
      const score = lhr.audits[id]?.score;
      return typeof score === 'number' && score < 1;
    }),
  );
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    bytes,
    firstLoadJs: firstLoadScripts.reduce((s, x) => s + x.bytes, 0),
    firstLoadScripts,
    requests: items.length,
    imageRequests: items.filter((i) => kindOf(i.resourceType) === 'img' && !i.url.startsWith('data:')).length,
    failing: [...new Set(failing)].sort(),
  };
}

function emptyGroups(): Record<CategoryId, string[]> {
  return { performance: [], accessibility: [], 'best-practices': [], seo: [] };
}

/** Audit ids that count towards each category's score (weight > 0), from a result's categories.auditRefs. */
export function scoredAudits(lhr: { categories: Record<string, unknown> }): Record<CategoryId, string[]> {
  const groups = emptyGroups();
  for (const c of categoryIds) {
    const cat = lhr.categories[c];
    const refs = isRecord(cat) && Array.isArray(cat.auditRefs) ? cat.auditRefs.filter(isRecord) : [];
    groups[c] = refs.filter((r) => typeof r.weight === 'number' && r.weight > 0).map((r) => String(r.id));
  }
  return groups;
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The median of each figure over the runs of one page (each figure on its own); failing audits of any run. */
export function medianFigures(runs: RunFigures[]): RunFigures {
  if (!runs.length) throw new Error('no runs');
  const m = (f: (r: RunFigures) => number) => median(runs.map(f));
  const scores = Object.fromEntries(
    categoryIds.map((c) => {
      const vals = runs.map((r) => r.scores[c]).filter((v): v is number => v !== null);
      return [c, vals.length ? median(vals) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const medianRun = [...runs].sort((a, b) => a.firstLoadJs - b.firstLoadJs)[Math.floor((runs.length - 1) / 2)];
  return {
    scores,
    lcpMs: m((r) => r.lcpMs),
    cls: m((r) => r.cls),
    tbtMs: m((r) => r.tbtMs),
    fcpMs: m((r) => r.fcpMs),
    bytes: Object.fromEntries(byteKinds.map((k) => [k, m((r) => r.bytes[k])])) as Record<ByteKind, number>,
    firstLoadJs: m((r) => r.firstLoadJs),
    firstLoadScripts: medianRun.firstLoadScripts,
    requests: m((r) => r.requests),
    imageRequests: m((r) => r.imageRequests ?? 0),
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// First-load JavaScript from the build (deterministic)

/** The script files a built page's HTML names in <script src> (Gatsby: the webpack runtime, framework and app). */
export function htmlScripts(html: string): string[] {
  const out: string[] = [];
  const re = /<script\b[^>]*\bsrc="([^"]+)"/g;
  for (let m = re.exec(html); m; m = re.exec(html)) out.push(m[1]);
  // Gatsby's own scripts, which the host's pages request after the first paint (src/hosting/script-loader.ts).
  out.push(...loaderScripts(html));
  return [...new Set(out)];
}

/**
 * The HTML and page-data files of a built page. The hosting adapter moves client-only pages (search) to `[...].html`
 * and `page-data/…/[...]`; either place is found.
 */
export function builtFiles(publicDir: string, sitePath: string): { html: string; pageData: string } {
  const dir = decodeURIComponent(sitePath).replace(/^\/|\/$/g, '');
  const firstFile = (...candidates: string[]) => candidates.find((c) => fs.existsSync(c)) ?? candidates[0];
  const pageDataDir = path.join(publicDir, 'page-data', dir || 'index');
  return {
    html: firstFile(path.join(publicDir, dir, 'index.html'), path.join(publicDir, dir, '[...].html')),
    pageData: firstFile(path.join(pageDataDir, 'page-data.json'), path.join(pageDataDir, '[...]')),
  };
}

/**
 * The scripts a built page needs before it works, from the build's own records: those of its HTML, then the chunk
 * group of its template (page-data.json names it, webpack.stats.json lists its files: commons and the template).
 * Chunks a page imports on mount (import()) are not in it; the Lighthouse figure has them.
 */
export function pageScripts(publicDir: string, sitePath: string): string[] {
  const html = fs.readFileSync(builtFiles(publicDir, sitePath).html, 'utf8');
  const pageData = JSON.parse(fs.readFileSync(builtFiles(publicDir, sitePath).pageData, 'utf8')) as {
    componentChunkName: string;
  };
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: (string | { name: string })[] }>;
  };
  const group = stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? [];
  const chunks = group.map((a) => `/${typeof a === 'string' ? a : a.name}`).filter((a) => a.endsWith('.js'));
  return [...new Set([...htmlScripts(html).filter((s) => s.startsWith('/')), ...chunks])];
}

// ---------------------------------------------------------------------------------------------------------------
// Scale mode: generated products

interface ProductJson {
  id: number;
  code: string;
  slug: string;
  name: Record<string, string>;
  [key: string]: unknown;
}

function letters(n: number): string {
  return String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(65 + (n % 26));
}

/**
 * Copies of the sample products for a catalogue `factor` times as large: copy k (1 … factor-1) of product 801 gets id
 * 801 + 10000·k, code `G<two letters of k>-801`, slug `<slug>-g<k>`, names with ` <k+1>` and photos of its own
 * (`generated/products/<new id>-<n>.jpg`, as many as the original has: see `writeScaledData`); everything else
 * (category, filters) is the original's, so the listings, filters and search grow with it.
 */
export function scaledProducts(products: ProductJson[], factor: number): ProductJson[] {
  if (!Number.isInteger(factor) || factor < 1 || factor > 676)
    throw new Error(`scale factor must be an integer from 1 to 676, got ${factor}`);
  const out: ProductJson[] = [];
  for (let k = 1; k < factor; k++) {
    for (const p of products) {
      const digits = p.code.split('-')[1];
      out.push({
        ...p,
        id: p.id + 10000 * k,
        code: `G${letters(k)}-${digits}`,
        slug: `${p.slug}-g${k}`,
        name: Object.fromEntries(Object.entries(p.name).map(([lang, name]) => [lang, `${name} ${k + 1}`])),
        ...(Array.isArray(p.images)
          ? { images: p.images.map((_, i) => `generated/products/${p.id + 10000 * k}-${i + 1}.jpg`) }
          : {}),
      });
    }
  }
  return out;
}

/** Writes a copy of dataDir into target with the generated products of `factor`; returns the number added. */
export function writeScaledData(dataDir: string, target: string, factor: number): number {
  fs.cpSync(dataDir, target, { recursive: true });
  const productDir = path.join(target, 'products');
  const products = fs
    .readdirSync(productDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(productDir, f), 'utf8')) as ProductJson);
  const generated = scaledProducts(products, factor);
  for (const p of generated) fs.writeFileSync(path.join(productDir, `${p.id}.json`), `${JSON.stringify(p, null, 2)}\n`);
  // Each copy's photos are its original's bytes with the copy's id appended after the JPEG's end (decoders stop at its
  // end marker): files of their own, hashed, published and decoded for their placeholder like any other photo. Drawing
  // them (~5,000 at ×10) took minutes of both CPUs before every run; what a photo shows changes no build work now that
  // the build resizes no photo (the image CDN does), and a missing one would still be drawn.
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const copy of generated) {
    const original = byId.get(copy.id % 10000);
    const images = Array.isArray(copy.images) ? (copy.images as string[]) : [];
    images.forEach((image, i) => {
      const from = Array.isArray(original?.images) ? (original.images as string[])[i] : undefined;
      const source = from ? path.join(target, 'images', from) : '';
      const dest = path.join(target, 'images', image);
      if (!source || !fs.existsSync(source) || fs.existsSync(dest)) return;
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, Buffer.concat([fs.readFileSync(source), Buffer.from(`\n${copy.id}\n`)]));
    });
  }
  return generated.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Process tree memory (Linux /proc)

/** Resident memory (bytes) of a process and all its descendants, from /proc; 0 if it is gone. */
export function treeRss(rootPid: number, procDir = '/proc'): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  const pageSize = 4096; // x86-64 and arm64 Linux default; rss in /proc/<pid>/stat counts pages
  for (const entry of fs.readdirSync(procDir)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(path.join(procDir, entry, 'stat'), 'utf8');
      // pid (comm) state ppid … ; comm may hold spaces and parentheses, so split after the last ')'
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const rssPages = Number(fields[21]);
      const pid = Number(entry);
      rss.set(pid, rssPages * pageSize);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  const stack = [rootPid];
  const seen = new Set<number>();
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

// ---------------------------------------------------------------------------------------------------------------
// The limits a page is measured against: itself without scripts, and the stack's empty page

/** Where the bench puts a page's copy without scripts (served by the same server, from public/). */
export const noJsDir = '_bench-nojs';
/** Where the stack floor (bench/floor, built with this path prefix) is copied into public/. */
export const floorDir = '_bench-floor';

export function noJsPath(family: Family, lang: Lang): string {
  return `/${noJsDir}/${family}-${lang}/`;
}

export function floorPath(lang: Lang): string {
  return lang === 'en' ? `/${floorDir}/` : `/${floorDir}/${lang}/`;
}

/**
 * The page's HTML with every script removed: <script> elements (inline and external, JSON-LD kept: it is data, not
 * code) and the preloads that only feed scripts (as="script", modulepreload, as="fetch" of page-data/app-data).
 * Everything else (HTML, inline CSS, images, fonts) stays byte for byte.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="(?:script|fetch)"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, '');
}

/**
 * The longest steps of a build from Gatsby's log ("success Building HTML renderer - 12.3s"), longest first; repeated
 * steps (one line per plugin or per batch) are summed.
 */
export function buildSteps(log: string, top = 8): { step: string; seconds: number }[] {
  const sums = new Map<string, number>();
  // eslint-disable-next-line no-control-regex -- Gatsby's log carries terminal escapes (ESC [ … letter) to strip
  for (const m of log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    const step = m[1].replace(/ - \d+\/\d+.*$/, '').replace(/: create node: .*$/, ': create nodes');
    sums.set(step, (sums.get(step) ?? 0) + Number(m[2]));
  }
  return [...sums]
    .map(([step, seconds]) => ({ step, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, top);
}

/** CPU seconds (user + system) of this process's finished children so far, from /proc (0 where there is none). */
export function childCpuSeconds(): number {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 14th and 15th of them.
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** The image CDN URLs a page's HTML names (src, srcset, data-src(set), imagesrcset), decoded, each once. */
export function cdnUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:src|srcset|data-src|data-srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const part of m[1].split(/,\s*/)) {
      const url = part
        .trim()
        .split(/\s+/)[0]
        .replace(/&amp;|&#x26;/g, '&');
      if (url.startsWith('/.netlify/images?')) urls.add(url);
    }
  }
  return [...urls];
}

/** Image jobs Gatsby ran in a build, from its log ("Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 181.2s - 4183/4183 23.1/s"). */
export function imageJobs(log: string): { jobs: number; seconds: number } {
  let jobs = 0;
  let seconds = 0;
  for (const m of log.matchAll(/Running (?:[\w-]+\.)?IMAGE_PROCESSING jobs - ([\d.]+)s - (\d+)\/(\d+)/g)) {
    seconds += Number(m[1]);
    jobs += Number(m[3]);
  }
  return { jobs, seconds };
}

/**
 * What the build spends on the PDFs now that they are printed on request: gatsby-node's line "pdf: fonts and manifest
 * for the PDF function written in 1234 ms (8 faces, 160 product photos)…" (the faces the function embeds, the photos it
 * names). Gatsby wraps its lines at 80 columns when it writes to a file, so any space may be a line break. Null for a
 * build without that line.
 */
export function pdfAssetsStep(log: string): { seconds: number; faces: number; photos: number } | null {
  const words =
    'pdf: fonts and manifest for the PDF function written in (\\d+) ms \\((\\d+) faces, (\\d+) product photos\\)';
  // eslint-disable-next-line no-control-regex -- Gatsby's log carries terminal escapes (ESC [ … letter) to strip
  const m = new RegExp(words.replace(/ /g, '\\s+')).exec(log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ''));
  return m ? { seconds: Number(m[1]) / 1000, faces: Number(m[2]), photos: Number(m[3]) } : null;
}

/**
 * The PDF addresses the bench requests, one product never twice (a product's photo, fetched once from the image CDN,
 * would make its second sheet cheaper): the first data sheet of all (`cold`, in the first language), `perLang` data
 * sheets of other products in each language, and the company profile in each language. Products are taken evenly
 * over the catalogue (by id), so the sheets come from different categories and photos.
 */
export function pdfSample(
  products: { id: number; slug: string }[],
  profilePath: string,
  langs: readonly Lang[],
  perLang: number,
): { cold: PdfTarget; sheets: PdfTarget[]; profiles: PdfTarget[] } {
  const wanted = 1 + perLang * langs.length;
  const sorted = [...products].sort((a, b) => a.id - b.id);
  if (!langs.length || sorted.length < wanted)
    throw new Error(`${wanted} products needed for the PDF sample, ${sorted.length} found`);
  const picked = Array.from({ length: wanted }, (_, i) => sorted[Math.floor((i * sorted.length) / wanted)]);
  const sheet = (lang: Lang, p: { id: number; slug: string }): PdfTarget => ({
    lang,
    path: filePathTo(lang, { file: 'datasheet', slug: p.slug, id: p.id }),
  });
  return {
    cold: sheet(langs[0], picked[0]),
    sheets: langs.flatMap((lang, l) => picked.slice(1 + l * perLang, 1 + (l + 1) * perLang).map((p) => sheet(lang, p))),
    profiles: langs.map((lang) => ({ lang, path: filePathTo(lang, { file: 'companyProfile', path: profilePath }) })),
  };
}

export interface PdfTarget {
  lang: Lang;
  path: string;
}
