// `npm run bench`: the sample photos drawn first (not timed), one clean build (time, image jobs, pages, pages/s, peak
// memory of the build's process tree), a rebuild after one product file changed, a cached build with nothing changed,
// the size of public/; then the built site served by the `serve` script: its image CDN warmed, data sheets and company
// profiles asked for (printed on the first request, then kept, then revalidated), and Lighthouse (mobile, simulated
// throttling, median of 3) on each page family in English and Arabic, each beside the same page without scripts and
// the stack's empty page (bench/floor); and the search index figures. Writes bench/results.json and bench/results.md
// and prints the Markdown. It asserts nothing.
//
//   npm run bench                       the whole run (about 12–15 min on 2 cores)
//   npm run bench -- --scale 10         build figures only, over a temporary copy of data/ with the products ×10 (each
//                                       copy with photos of its own); the report puts ×1 and ×10 side by side
//   npm run bench -- --no-build         PDFs, Lighthouse and bytes of the site already in public/ (no build figures)
//   options: --runs N (3), --port N (9123), --langs en,ar, --families home,product,…, --no-limits (pages only)
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import http from 'http';
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'child_process';
import { performance } from 'perf_hooks';
import { isLang, type Lang } from '../src/i18n/languages';
import { pathTo } from '../src/routes';
import { generateMissingImages } from './generate-images';
import { readPdfData } from '../src/pdf/data';
import { engineVersion } from '../src/pdf/chromium';
import { siteDataDir } from '../src/node/data-dir';
import {
  builtPages,
  buildSteps,
  categoryIds,
  cdnUrlsIn,
  childCpuSeconds,
  familyNames,
  familyPath,
  familyRoutes,
  floorDir,
  floorPath,
  imageJobs,
  pdfAssetsStep,
  pdfSample,
  type PdfTarget,
  noJsDir,
  noJsPath,
  pageScripts,
  median,
  medianFigures,
  runFigures,
  scoredAudits,
  stripScripts,
  treeRss,
  writeScaledData,
  type Family,
  type LhrLike,
  type RunFigures,
} from './bench-lib';
import {
  markdownReport,
  type BenchResults,
  type BuildFigures,
  type ImageCdnFigures,
  type PageResult,
  type PdfFigures,
  type PdfRequest,
} from './bench-report';
import { searchFigures } from './bench-search';

const root = path.resolve(__dirname, '..');
const benchDir = path.join(root, 'bench');
const publicDir = path.join(root, 'public');
const gatsbyBin = path.join(root, 'node_modules', '.bin', 'gatsby');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// ---------------------------------------------------------------------------------------------------------------
// Options

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const scale = Number(option('scale') ?? 1);
const runs = Number(option('runs') ?? 3);
const port = Number(option('port') ?? process.env.BENCH_PORT ?? 9123);
const langs = (option('langs') ?? 'en,ar').split(',').filter(isLang);
const families = (option('families')?.split(',') ?? [...familyNames]).filter((f): f is Family =>
  (familyNames as readonly string[]).includes(f),
);
const build = !flag('no-build');
// --no-limits: Lighthouse on the pages only (no copy without scripts, no stack floor): a third of the time
const limits = !flag('no-limits');
if (!Number.isInteger(scale) || scale < 1 || !Number.isInteger(runs) || runs < 1)
  throw new Error('--scale and --runs take a whole number ≥ 1');

// ---------------------------------------------------------------------------------------------------------------
// Cleanup on every exit, Ctrl-C included: restore the changed product file, remove temporary data, stop children.

const cleanups = new Map<string, () => void>();
function runCleanups() {
  for (const [name, fn] of [...cleanups].reverse()) {
    try {
      fn();
    } catch (e) {
      console.error(`cleanup ${name}: ${(e as Error).message}`);
    }
    cleanups.delete(name);
  }
}
process.on('exit', runCleanups);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    runCleanups();
    process.exit(130);
  });
}

const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

// ---------------------------------------------------------------------------------------------------------------
// Build figures

function killTree(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

/** Runs `gatsby build`, sampling the resident memory of its whole process tree; output goes to bench/<label>.log. */
function timedBuild(
  label: string,
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; cpuSeconds: number; peakRss: number; log: string }> {
  const logFile = path.join(benchDir, `${label}.log`);
  const out = fs.openSync(logFile, 'w');
  const started = performance.now();
  const cpu0 = childCpuSeconds();
  const child = spawn(gatsbyBin, ['build'], { cwd: root, env, stdio: ['ignore', out, out], detached: true });
  cleanups.set(`build ${label}`, () => killTree(child));
  let peakRss = 0;
  const timer = setInterval(() => {
    if (child.pid) peakRss = Math.max(peakRss, treeRss(child.pid));
  }, 250);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(timer);
      fs.closeSync(out);
      cleanups.delete(`build ${label}`);
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = childCpuSeconds() - cpu0;
      if (code === 0) resolve({ seconds, cpuSeconds, peakRss, log: fs.readFileSync(logFile, 'utf8') });
      else {
        const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        reject(
          new Error(`gatsby build (${label}) exited with ${code}; ${path.relative(root, logFile)} ends:\n${tail}`),
        );
      }
    });
  });
}

/** Files and bytes under a directory. */
function dirSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
  }
  return { files, bytes };
}

function countPages(): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (e.name === 'page-data.json') n++;
    }
  };
  walk(path.join(publicDir, 'page-data'));
  return n;
}

/** Changes one product's English name (an editor's typical edit); returns the restore function. */
function changeProduct(dataDir: string): { file: string; restore: () => void } {
  const dir = path.join(dataDir, 'products');
  const name = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()[0];
  const file = path.join(dir, name);
  const original = fs.readFileSync(file);
  const restore = () => {
    if (!fs.readFileSync(file).equals(original)) fs.writeFileSync(file, original);
  };
  cleanups.set('restore product', restore);
  const product = JSON.parse(original.toString('utf8')) as { name: Record<string, string> };
  product.name.en = `${product.name.en} (bench)`;
  fs.writeFileSync(file, `${JSON.stringify(product, null, 2)}\n`);
  return { file, restore };
}

async function buildFigures(): Promise<{ figures: BuildFigures; dataDir: string }> {
  let dataDir = path.join(root, 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' };
  if (scale > 1) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${scale}-`));
    cleanups.set('scaled data', () => fs.rmSync(tmp, { recursive: true, force: true }));
    dataDir = path.join(tmp, 'data');
    const added = writeScaledData(path.join(root, 'data'), dataDir, scale);
    env.SITE_DATA_DIR = dataDir;
    log(`scale ×${scale}: ${added} generated products in ${dataDir} (removed at the end)`);
  }
  const products = fs.readdirSync(path.join(dataDir, 'products')).filter((f) => f.endsWith('.json')).length;
  // The sample photos are drawn before the timed builds: a real catalogue's photos exist already, while processing
  // them (the image jobs) is the build's work and stays in it.
  log(`drawing the missing sample photos of ${products} products…`);
  const p0 = performance.now();
  const drawn = await generateMissingImages(dataDir);

  const photos = { ...drawn, seconds: (performance.now() - p0) / 1000 };
  log(`sample photos: ${photos.created} drawn in ${photos.seconds.toFixed(0)} s, ${photos.existing} present`);
  // The clean build runs with one product's name changed; putting the file back is the one-file change the rebuild
  // measures, and it leaves public/ holding the real site for Lighthouse (no extra build).
  const { file, restore } = changeProduct(dataDir);
  log('gatsby clean');
  spawnSync(gatsbyBin, ['clean'], { cwd: root, env, stdio: 'ignore' });
  log(`clean build (${products} products, ${path.relative(root, file)} changed; output in bench/build.log)…`);
  const clean = await timedBuild('build', env);
  const pages = countPages();
  const jobs = imageJobs(clean.log);
  log(
    `clean build: ${clean.seconds.toFixed(0)} s, ${clean.cpuSeconds.toFixed(0)} CPU-s (${jobs.jobs} image jobs, ${jobs.seconds.toFixed(0)} s), ${pages} pages, peak ${(clean.peakRss / 2 ** 20).toFixed(0)} MB`,
  );
  // The cached build comes first: the first build after a clean one differs from every later one (webpack runs the CSS
  // extraction's child compilations only once, so its compilation hash changes once and Gatsby writes every page's
  // script slice again). The rebuild after it is what an editor's change costs from then on.
  log('cached build, nothing changed…');
  const cached = await timedBuild('cached-build', env);
  log(`cached build: ${cached.seconds.toFixed(0)} s`);
  restore();
  cleanups.delete('restore product');
  log(`rebuild after restoring ${path.relative(root, file)}…`);
  const rebuild = await timedBuild('rebuild', env);
  log(`rebuild: ${rebuild.seconds.toFixed(0)} s`);
  const size = dirSize(publicDir);
  const pdfClean = pdfAssetsStep(clean.log);
  const pdfRebuild = pdfAssetsStep(rebuild.log);
  if (pdfClean && pdfRebuild)
    log(
      `pdf: fonts and manifest written in ${pdfClean.seconds.toFixed(1)} s (clean build), ${pdfRebuild.seconds.toFixed(1)} s (rebuild); no PDF printed`,
    );
  return {
    dataDir,
    figures: {
      scale,
      products,
      photos,
      cleanBuildS: clean.seconds,
      cpuS: { clean: clean.cpuSeconds, cached: cached.cpuSeconds, rebuild: rebuild.cpuSeconds },
      steps: buildSteps(clean.log),
      rebuildSteps: buildSteps(rebuild.log, 5),
      loadAverage: os.loadavg(),
      sharpJobs: jobs.jobs,
      sharpJobsS: jobs.seconds,
      pages,
      pagesPerS: pages / clean.seconds,
      peakRssMb: Math.max(clean.peakRss, rebuild.peakRss, cached.peakRss) / 2 ** 20,
      rebuildS: rebuild.seconds,
      cachedBuildS: cached.seconds,
      publicFiles: size.files,
      publicMb: size.bytes / 2 ** 20,
      changedFile: path.relative(root, file).replace(/^\.\.\/.*?data\//, 'data/'),
      pdfAssets:
        pdfClean && pdfRebuild
          ? { cleanS: pdfClean.seconds, rebuildS: pdfRebuild.seconds, faces: pdfClean.faces, photos: pdfClean.photos }
          : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The limits: each page without scripts, and the stack floor (bench/floor), both put into public/ for the run

const floorSite = path.join(benchDir, 'floor');

/** Builds the stack floor when it is missing or older than the installed packages, and copies it into public/. */
async function prepareFloor(): Promise<void> {
  const built = path.join(floorSite, 'public', 'index.html');
  const lock = path.join(root, 'package-lock.json');
  const sources = [
    lock,
    ...fs
      .readdirSync(floorSite, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !/(^|\/)(\.cache|public)(\/|$)/.test(path.relative(floorSite, e.parentPath)))
      .map((e) => path.join(e.parentPath, e.name)),
  ];
  const newest = Math.max(...sources.map((f) => fs.statSync(f).mtimeMs));
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < newest) {
    log('building the stack floor (bench/floor)…');
    const r = spawnSync(gatsbyBin, ['build', '--prefix-paths'], {
      cwd: floorSite,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
      encoding: 'utf8',
    });
    if (r.status !== 0)
      throw new Error(`building bench/floor failed:\n${(r.stdout + r.stderr).split('\n').slice(-30).join('\n')}`);
  }
  const target = path.join(publicDir, floorDir);
  cleanups.set('floor copy', () => fs.rmSync(target, { recursive: true, force: true }));
  fs.cpSync(path.join(floorSite, 'public'), target, { recursive: true });
}

/**
 * Writes each target page's HTML without scripts under public/_bench-nojs/ (removed at the end). The HTML is taken
 * from the running server, as a visitor gets it: the search pages' results are rendered by the search function, so
 * their built file holds no results.
 */
async function writeNoJsPages(targets: { family: Family; lang: Lang; path: string }[]): Promise<void> {
  const dir = path.join(publicDir, noJsDir);
  cleanups.set('no-JS copies', () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const t of targets) {
    const res = await fetch(`http://127.0.0.1:${port}${t.path}`);
    if (res.status !== 200) throw new Error(`${t.path} answered ${res.status}: no no-JS copy can be made of it`);
    const html = await res.text();
    const out = path.join(publicDir, noJsPath(t.family, t.lang), 'index.html');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, stripScripts(html));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Serving: the package.json `serve` script (what `npm start` serves with), on our port

function serveCommand(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = pkg.scripts.serve;
  return /--port[ =]\d+/.test(script) ? script.replace(/--port[ =]\d+/, `--port ${port}`) : `${script} --port ${port}`;
}

function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(5000, () => req.destroy());
  });
}

async function startServer(): Promise<{ command: string; stop: () => void }> {
  const command = serveCommand();
  if ((await get(`http://127.0.0.1:${port}/`)) !== 0)
    throw new Error(`port ${port} is already in use; pick another with --port`);
  const env = {
    ...process.env,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  };
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => killTree(child);
  cleanups.set('server', stop);
  for (let i = 0; i < 240; i++) {
    if ((await get(`http://127.0.0.1:${port}/`)) === 200) return { command, stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`the server (${command}) did not answer on port ${port}`);
}

// ---------------------------------------------------------------------------------------------------------------
// The image CDN's cache: every photo URL of the measured pages requested once before Lighthouse, as the host's edge
// holds them after the first visitors; the first request of all (nothing resized yet) is timed on its own.

const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

function timedGet(url: string): Promise<{ status: number; ms: number; bytes: number; cache: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { headers: { accept: browserAccept } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          bytes,
          cache: String(res.headers['x-image-cache'] ?? ''),
        }),
      );
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, bytes: 0, cache: '' }));
  });
}

async function warmImageCdn(paths: string[]): Promise<ImageCdnFigures> {
  const urls = new Set<string>();
  for (const p of paths) {
    const html = await new Promise<string>((resolve) => {
      http
        .get(`http://127.0.0.1:${port}${p}`, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve(body));
        })
        .on('error', () => resolve(''));
    });
    for (const u of cdnUrlsIn(html)) urls.add(u);
  }
  const list = [...urls];
  const w0 = performance.now();
  const results: Awaited<ReturnType<typeof timedGet>>[] = [];
  // One at a time: the first is the cold first request; the rest fill the cache as a page's visitors would.
  for (const u of list) results.push(await timedGet(`http://127.0.0.1:${port}${u}`));
  const warmSeconds = (performance.now() - w0) / 1000;
  const again = list.length ? await timedGet(`http://127.0.0.1:${port}${list[0]}`) : null;
  const misses = results.filter((r) => r.cache === 'miss').map((r) => r.ms);
  misses.sort((a, b) => a - b);
  const failed = results.filter((r) => r.status !== 200).length;
  return {
    urls: list.length,
    failed,
    misses: misses.length,
    warmSeconds,
    coldFirstMs: results[0]?.ms ?? null,
    coldFirstCache: results[0]?.cache ?? null,
    coldMedianMs: misses.length ? misses[Math.floor(misses.length / 2)] : null,
    warmMs: again?.ms ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// PDFs on request: the server prints a data sheet or company profile the first time it is asked for it (src/api/pdf.ts)
// and keeps the file in .cache/pdf/printed/, as the host's CDN keeps it until the next deploy.

const pdfCache = path.join(root, '.cache', 'pdf');
const printedDir = path.join(pdfCache, 'printed');
const printedFiles = () => new Set(fs.existsSync(printedDir) ? fs.readdirSync(printedDir) : []);

function pdfGet(
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
async function pdfsOnRequest(): Promise<PdfFigures> {
  // The served site's data: the function reads the same folder (SITE_DATA_DIR when set).
  const data = readPdfData(siteDataDir(root));
  const sample = pdfSample(data.products, data.company.profilePdf, langs, 5);
  fs.rmSync(printedDir, { recursive: true, force: true });
  const browserUnpacked = !fs.existsSync(path.join(pdfCache, engineVersion(root)));
  const cold = await pdfGet(sample.cold);
  const plain = ({ etag: _e, cacheControl: _c, cdnCacheControl: _n, ...q }: Awaited<ReturnType<typeof pdfGet>>) => q;
  const sheets: PdfRequest[] = [];
  for (const t of sample.sheets) sheets.push(plain(await pdfGet(t)));
  const profiles: PdfRequest[] = [];
  for (const t of sample.profiles) profiles.push(plain(await pdfGet(t)));
  const cached = await pdfGet(sample.cold);
  const revalidated = await pdfGet(sample.cold, cold.etag ? { 'if-none-match': cold.etag } : {});
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

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

async function lighthouseRuns(targets: { label: string; path: string }[]): Promise<Map<string, RunFigures[]>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  cleanups.set('chromium', () => {
    try {
      process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  const config = {
    extends: 'lighthouse:default' as const,
    settings: {
      formFactor: 'mobile' as const,
      throttlingMethod: 'simulate' as const,
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      onlyCategories: [...categoryIds],
      // Screenshots and the back/forward cache check (a second navigation) cost time and feed no score
      disableFullPageScreenshot: true,
      skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
    },
  };
  const results = new Map<string, RunFigures[]>();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const t of targets) {
        const url = `http://127.0.0.1:${port}${t.path}`;
        const started = performance.now();
        // A run Lighthouse itself fails (e.g. NO_NAVSTART, a trace lost on a busy machine) is retried, twice at most,
        // rather than losing the whole bench at its end.
        let figures: RunFigures | undefined;
        for (let attempt = 1; !figures; attempt++) {
          try {
            const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, config);
            if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
            const lhr: LhrLike = result.lhr;
            figures = runFigures(lhr, scoredAudits(result.lhr));
          } catch (e) {
            if (attempt >= 3) throw e;
            log(`run ${run}/${runs} ${t.label}: ${(e as Error).message}; again`);
          }
        }
        results.set(t.path, [...(results.get(t.path) ?? []), figures]);
        log(
          `run ${run}/${runs} ${t.label}: ${categoryIds.map((c) => figures.scores[c] ?? '–').join('/')} ` +
            `LCP ${(figures.lcpMs / 1000).toFixed(2)} s TBT ${figures.tbtMs.toFixed(0)} ms first-load JS ${(figures.firstLoadJs / 1024).toFixed(1)} kB ` +
            `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    }
  } finally {
    await chrome.kill();
    cleanups.delete('chromium');
  }
  return results;
}

/** gzip -9 size of the scripts a built page needs (its HTML's and its template's chunk group). */
function buildJs(sitePath: string, family: Family, lang: Lang): { bytes: number; scripts: string[] } {
  const scripts = pageScripts(publicDir, family === 'search' ? pathTo(lang, { page: 'search', term: '' }) : sitePath);
  const bytes = scripts.reduce(
    (sum, s) => sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, s)), { level: 9 }).length,
    0,
  );
  return { bytes, scripts };
}

/** Build figures of the last runs at other scales (bench/results.json, bench/results-scale-N.json). */
function otherBuilds(own: string): BuildFigures[] {
  return fs
    .readdirSync(benchDir)
    .filter((f) => /^results(-scale-\d+)?\.json$/.test(f) && f !== own)
    .flatMap((f) => {
      try {
        const b = (JSON.parse(fs.readFileSync(path.join(benchDir, f), 'utf8')) as BenchResults).build;
        return b ? [b] : [];
      } catch {
        return [];
      }
    });
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const t0 = performance.now();
  fs.mkdirSync(benchDir, { recursive: true });
  let buildResult: { figures: BuildFigures; dataDir: string } | null = null;
  if (build) buildResult = await buildFigures();
  else if (!fs.existsSync(path.join(publicDir, 'index.html')))
    throw new Error('--no-build needs a built site in public/');

  const pages: PageResult[] = [];
  let lighthouseSeconds: number | null = null;
  let server = 'not started';
  let imageCdn: ImageCdnFigures | null = null;
  let pdfs: PdfFigures | null = null;
  if (scale === 1) {
    const routes = familyRoutes(builtPages(publicDir));
    const targets = families.flatMap((family) =>
      langs.map((lang) => ({ family, lang, path: familyPath(family, routes, lang) })),
    );
    const srv = await startServer();
    server = srv.command;
    if (limits) {
      await prepareFloor();
      await writeNoJsPages(targets);
    }
    const variants = [
      ...targets.map((t) => ({ label: `${t.family} ${t.lang}`, path: t.path })),
      ...(limits
        ? targets.map((t) => ({ label: `${t.family} ${t.lang} no-JS`, path: noJsPath(t.family, t.lang) }))
        : []),
      ...(limits ? langs.map((lang) => ({ label: `stack floor ${lang}`, path: floorPath(lang) })) : []),
    ];
    imageCdn = await warmImageCdn(targets.map((t) => t.path));
    log(
      `image CDN: ${imageCdn.urls} photo URLs of the measured pages (${imageCdn.failed} failed), ${imageCdn.misses} resized in ` +
        `${imageCdn.warmSeconds.toFixed(1)} s; first request ${imageCdn.coldFirstMs?.toFixed(0)} ms (${imageCdn.coldFirstCache}), ` +
        `the same again ${imageCdn.warmMs?.toFixed(1)} ms`,
    );
    pdfs = await pdfsOnRequest();
    const sheetMs = pdfs.sheets.filter((q) => q.status === 200).map((q) => q.ms);
    log(
      `PDFs on request: first data sheet ${pdfs.cold.ms.toFixed(0)} ms (${pdfs.cold.status}, ${(pdfs.cold.bytes / 1024).toFixed(0)} kB), ` +
        `${sheetMs.length}/${pdfs.sheets.length} more printed, median ${median(sheetMs).toFixed(0)} ms; ` +
        `again ${pdfs.cached.ms.toFixed(1)} ms (${pdfs.cached.status}), revalidated ${pdfs.revalidated.ms.toFixed(1)} ms (${pdfs.revalidated.status})`,
    );
    log(`serving with \`${srv.command}\`; Lighthouse: ${variants.length} pages × ${runs} runs`);
    const l0 = performance.now();
    try {
      const byPath = await lighthouseRuns(variants);
      const medianOf = (p: string) => (byPath.has(p) ? medianFigures(byPath.get(p)!) : null);
      for (const t of targets) {
        const js = buildJs(t.path, t.family, t.lang);
        pages.push({
          ...t,
          runs: byPath.get(t.path)!.length,
          median: medianOf(t.path)!,
          buildJsGzip: js.bytes,
          buildScripts: js.scripts,
          noJs: medianOf(noJsPath(t.family, t.lang)),
          floor: medianOf(floorPath(t.lang)),
        });
      }
    } finally {
      srv.stop();
      cleanups.delete('server');
      runCleanups();
    }
    lighthouseSeconds = (performance.now() - l0) / 1000;
  }

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      node: process.version,
      lighthouse: (
        JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
      chromium: execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim(),
    },
    settings: { runs, formFactor: 'mobile', throttling: 'simulate', server },
    build: buildResult?.figures ?? null,
    imageCdn,
    pdfs,
    pages,
    search: searchFigures(buildResult?.dataDir),
    lighthouseSeconds,
    totalSeconds: (performance.now() - t0) / 1000,
  };
  const suffix = scale > 1 ? `-scale-${scale}` : '';
  fs.writeFileSync(path.join(benchDir, `results${suffix}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const md = markdownReport(results, otherBuilds(`results${suffix}.json`));
  fs.writeFileSync(path.join(benchDir, `results${suffix}.md`), md);
  console.log(`\n${md}`);
  if (scale > 1)
    log(`public/ and .cache/ now hold the ×${scale} site: run \`npm run build\` before serving the real one`);
  log(`written bench/results${suffix}.json and bench/results${suffix}.md`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
