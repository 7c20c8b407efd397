// The pages half of `npm run bench`: the built site served by the `serve` script, its image CDN warmed, each page
// without scripts and the stack floor put beside it, and Lighthouse rounds over all of them; the scripts each page
// needs, from the build's records.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import http from 'http';
import { spawn, spawnSync } from 'child_process';
import { performance } from 'perf_hooks';
import type { Lang } from '../src/i18n/languages';
import { pathTo } from '../src/routes';
import {
  categoryIds,
  cdnUrlsIn,
  floorDir,
  noJsDir,
  noJsPath,
  pageScripts,
  runFigures,
  scoredAudits,
  stripScripts,
  type Family,
  type LhrLike,
  type RunFigures,
} from './bench-pages-lib';
import type { ImageCdnFigures } from './bench-report';
import { benchDir, chromePath, cleanups, gatsbyBin, killTree, log, publicDir, root } from './bench-run';

// ---------------------------------------------------------------------------------------------------------------
// The limits: each page without scripts, and the stack floor (bench/floor), both put into public/ for the run

const floorSite = path.join(benchDir, 'floor');

/** Builds the stack floor when it is missing or older than the installed packages, and copies it into public/. */
export async function prepareFloor(): Promise<void> {
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
export async function writeNoJsPages(
  port: number,
  targets: { family: Family; lang: Lang; path: string }[],
): Promise<void> {
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

function serveCommand(port: number): string {
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

export async function startServer(port: number): Promise<{ command: string; stop: () => void }> {
  const command = serveCommand(port);
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

export async function warmImageCdn(port: number, paths: string[]): Promise<ImageCdnFigures> {
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
// Lighthouse

/** `runs` rounds of Lighthouse over the targets (each target once a round); each run's figures by target path. */
export async function lighthouseRuns(
  port: number,
  runs: number,
  targets: { label: string; path: string }[],
): Promise<Map<string, RunFigures[]>> {
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

// ---------------------------------------------------------------------------------------------------------------
// First-load JavaScript from the build

/** gzip -9 size of the scripts a built page needs (its HTML's and its template's chunk group). */
export function buildJs(sitePath: string, family: Family, lang: Lang): { bytes: number; scripts: string[] } {
  const scripts = pageScripts(publicDir, family === 'search' ? pathTo(lang, { page: 'search', term: '' }) : sitePath);
  const bytes = scripts.reduce(
    (sum, s) => sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, s)), { level: 9 }).length,
    0,
  );
  return { bytes, scripts };
}
