// npm run bench: what it reads from a Lighthouse result, how it picks each family's page, the scale mode's generated
// data (valid, and data/ untouched), the build's memory sampling and the report's budget marks.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateData, formatProblems } from '../../src/data/validate';
import { parsePath } from '../../src/routes';
import {
  familyPath,
  familyRoutes,
  htmlScripts,
  markdownReport,
  median,
  medianFigures,
  runFigures,
  treeRss,
  writeScaledData,
  type BenchResults,
  type LhrLike,
  type RunFigures,
} from '../../scripts/bench-lib';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A Lighthouse result with the given requests (times in ms after the first request) and load at loadMs. */
function lhr(requests: { url: string; type: string; bytes: number; at: number }[], loadMs: number, extra: Partial<LhrLike> = {}): LhrLike {
  const startTs = 5_000_000_000; // µs
  return {
    categories: { performance: { score: 0.87 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1500 },
      'cumulative-layout-shift': { numericValue: 0.02 },
      'total-blocking-time': { numericValue: 30 },
      'first-contentful-paint': { numericValue: 900 },
      'color-contrast': { score: 0 },
      'meta-description': { score: 1 },
      metrics: { details: { type: 'debugdata', items: [{ observedLoadTs: startTs + loadMs * 1000 }] } },
      'network-requests': {
        details: {
          type: 'table',
          items: requests.map((r) => ({ url: r.url, resourceType: r.type, transferSize: r.bytes, rendererStartTime: r.at, networkRequestTime: r.at + 1 })),
          debugData: { type: 'debugdata', networkStartTimeTs: startTs },
        },
      },
    },
    ...extra,
  };
}

const groups = { performance: [], accessibility: ['color-contrast'], 'best-practices': [], seo: ['meta-description'] };

describe('runFigures', () => {
  const requests = [
    { url: 'http://x/', type: 'Document', bytes: 12_000, at: 0 },
    { url: 'http://x/styles.css', type: 'Stylesheet', bytes: 3_000, at: 5 },
    { url: 'http://x/framework.js', type: 'Script', bytes: 45_000, at: 10 },
    { url: 'http://x/app.js', type: 'Script', bytes: 50_000, at: 12 },
    { url: 'http://x/page-data.json', type: 'Fetch', bytes: 2_000, at: 300 },
    { url: 'http://x/photo.avif', type: 'Image', bytes: 30_000, at: 200 },
    { url: 'http://x/gallery.js', type: 'Script', bytes: 20_000, at: 900 },
  ];

  it('adds the transferred bytes per type and counts as first-load JS only scripts requested before load', () => {
    const f = runFigures(lhr(requests, 500), groups);
    expect(f.bytes).toEqual({ html: 12_000, css: 3_000, js: 115_000, img: 30_000, font: 0, other: 2_000 });
    expect(f.firstLoadJs).toBe(95_000);
    expect(f.firstLoadScripts.map((s) => s.url)).toEqual(['http://x/framework.js', 'http://x/app.js']);
    expect(f.requests).toBe(7);
  });

  it('reads the scores as percentages, the metrics and the scored audits below 1', () => {
    const f = runFigures(lhr(requests, 500), groups);
    expect(f.scores).toEqual({ performance: 87, accessibility: 100, 'best-practices': 96, seo: 100 });
    expect([f.lcpMs, f.cls, f.tbtMs, f.fcpMs]).toEqual([1500, 0.02, 30, 900]);
    expect(f.failing).toEqual(['color-contrast']);
  });

  it('refuses a run that failed', () => {
    expect(() => runFigures(lhr(requests, 500, { runtimeError: { code: 'NO_FCP', message: 'no paint' } }))).toThrow(/NO_FCP/);
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const run = (lcpMs: number, tbtMs: number, js: number, perf: number): RunFigures => ({
      ...runFigures(lhr([{ url: 'http://x/a.js', type: 'Script', bytes: js, at: 1 }], 100)),
      lcpMs,
      tbtMs,
      scores: { performance: perf, accessibility: 100, 'best-practices': 100, seo: 100 },
    });
    const m = medianFigures([run(3000, 10, 90_000, 70), run(1000, 200, 95_000, 99), run(1200, 40, 91_000, 90)]);
    expect([m.lcpMs, m.tbtMs, m.firstLoadJs, m.scores.performance]).toEqual([1200, 40, 91_000, 90]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('family pages', () => {
  const pages = [
    { path: '/', htmlBytes: 50 },
    { path: '/product/marble/1/', htmlBytes: 300 },
    { path: '/product/marble/1/page/2/', htmlBytes: 200 },
    { path: '/product/travertine/2/', htmlBytes: 100 },
    { path: '/product/onyx/3/', htmlBytes: 900 },
    { path: '/product/detail/botticino/801/', htmlBytes: 10 },
    { path: '/product/filter/category/1/color/beige/2/', htmlBytes: 10 },
    { path: '/usa/stock/', htmlBytes: 10 },
    { path: '/usa/stock/product/detail/5001/', htmlBytes: 10 },
  ];

  it('stands for a family with the built page of median size, never a second listing page', () => {
    const routes = familyRoutes(pages);
    expect(routes.category).toEqual(parsePath('/product/marble/1/')!.route);
    expect(familyPath('category', routes, 'ar')).toBe('/ar/product/marble/1/');
    expect(familyPath('usaDetail', routes, 'en')).toBe('/usa/stock/product/detail/5001/');
  });

  it('searches a word of the page language', () => {
    const routes = familyRoutes(pages);
    expect(familyPath('search', routes, 'en')).toBe('/search/travertine/');
    expect(decodeURIComponent(familyPath('search', routes, 'ar'))).toBe('/ar/search/ترافرتين/');
  });

  it('says so when a family was not built', () => {
    expect(() => familyRoutes(pages.filter((p) => !p.path.includes('filter')))).toThrow(/no built page for filter/);
  });

  it('lists the scripts a page loads by itself', () => {
    const html = '<script>inline()</script><script src="/app-1.js" async></script><link as="script" href="/x.js"><script id="w" src="/webpack-runtime-2.js" async></script>';
    expect(htmlScripts(html)).toEqual(['/app-1.js', '/webpack-runtime-2.js']);
  });
});

describe('scale mode data', () => {
  it('is a valid copy with the products ×3 and leaves data/ as it was', () => {
    const before = fs.readdirSync(path.join(dataDir, 'products')).sort();
    const target = path.join(tmp('bench-scale-'), 'data');
    const added = writeScaledData(dataDir, target, 3);
    expect(added).toBe(before.length * 2);
    expect(fs.readdirSync(path.join(target, 'products'))).toHaveLength(before.length * 3);
    expect(formatProblems(validateData(target))).toBe('');
    expect(fs.readdirSync(path.join(dataDir, 'products')).sort()).toEqual(before);
    fs.rmSync(path.dirname(target), { recursive: true, force: true });
  });
});

describe('treeRss', () => {
  it('sums the resident memory of a process and its descendants only', () => {
    const proc = tmp('bench-proc-');
    const stat = (pid: number, comm: string, ppid: number, rssPages: number) => {
      fs.mkdirSync(path.join(proc, String(pid)));
      // fields after "(comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime priority nice threads itrealvalue starttime vsize rss
      const rest = ['S', ppid, ...Array(19).fill(0), rssPages].join(' ');
      fs.writeFileSync(path.join(proc, String(pid), 'stat'), `${pid} (${comm}) ${rest}`);
    };
    stat(10, 'npm exec gatsby', 1, 100);
    stat(11, 'node (worker) x', 10, 1000);
    stat(12, 'child', 11, 10);
    stat(20, 'other', 1, 5000);
    expect(treeRss(10, proc)).toBe((100 + 1000 + 10) * 4096);
    expect(treeRss(99, proc)).toBe(0);
    fs.rmSync(proc, { recursive: true, force: true });
  });
});

describe('markdownReport', () => {
  it('bolds the figures over budget and lists the failing audits', () => {
    const f = runFigures(lhr([{ url: 'http://x/app.js', type: 'Script', bytes: 120 * 1024, at: 1 }], 100), groups);
    const results: BenchResults = {
      date: '2026-01-01T00:00:00Z',
      machine: { cpus: 2, loadAverage: [1, 1, 1], node: 'v20', lighthouse: '12.8.2', chromium: 'Chromium 1' },
      settings: { runs: 3, formFactor: 'mobile', throttling: 'simulate', server: 'gatsby serve' },
      build: null,
      pages: [
        { family: 'home', lang: 'en', path: '/', runs: 3, median: f, htmlJsGzip: 100 * 1024, htmlScripts: [] },
        { family: 'contact', lang: 'ar', path: '/ar/contact/', runs: 3, median: f, htmlJsGzip: 100 * 1024, htmlScripts: [] },
      ],
      search: [],
      lighthouseSeconds: 60,
      totalSeconds: 120,
    };
    const md = markdownReport(results);
    const row = (label: string) => md.split('\n').find((l) => l.startsWith(`| ${label}`))!;
    expect(row('home')).toContain('| **87** / 100 / **96** / 100 |');
    expect(row('home')).toContain('**1.50 s**');
    expect(row('home')).toContain('**120.0** / 100.0 |');
    expect(row('contact')).toContain('| 120.0 / 100.0 |');
    expect(md).toContain('- `color-contrast`: every page');
  });
});
