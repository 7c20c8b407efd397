// npm run bench: what it reads from a Lighthouse result, how it picks each family's page, the scale mode's generated
// data (valid, and data/ untouched), the build's memory sampling and the report's budget marks.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateData, formatProblems } from '../../src/checks/validate';
import { parsePath } from '../../src/routes';
import {
  familyPath,
  familyRoutes,
  htmlScripts,
  pageScripts,
  median,
  medianFigures,
  runFigures,
  stripScripts,
  cdnUrlsIn,
  type LhrLike,
  type RunFigures,
} from '../../scripts/bench-pages-lib';
import { treeRss, writeScaledData, imageJobs, pdfAssetsStep, buildSteps } from '../../scripts/bench-build-lib';
import { pdfSample } from '../../scripts/bench-pdfs-lib';
import {
  buildTable,
  gapTable,
  markdownReport,
  pdfTable,
  type BenchResults,
  type BuildFigures,
  type PdfFigures,
} from '../../scripts/bench-report';
import { deferGatsbyScripts } from '../../src/hosting/script-loader';
import { photoFileProblem } from '../../src/images/photo-source';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A Lighthouse result with the given requests (times in ms after the first request) and load at loadMs. */
function lhr(
  requests: { url: string; type: string; bytes: number; priority?: string }[],
  extra: Partial<LhrLike> = {},
): LhrLike {
  return {
    categories: {
      performance: { score: 0.87 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 1500 },
      'cumulative-layout-shift': { numericValue: 0.02 },
      'total-blocking-time': { numericValue: 30 },
      'first-contentful-paint': { numericValue: 900 },
      'color-contrast': { score: 0 },
      'meta-description': { score: 1 },
      'network-requests': {
        details: {
          type: 'table',
          items: requests.map((r) => ({
            url: r.url,
            resourceType: r.type,
            transferSize: r.bytes,
            priority: r.priority ?? 'Low',
          })),
        },
      },
    },
    ...extra,
  };
}

const groups = { performance: [], accessibility: ['color-contrast'], 'best-practices': [], seo: ['meta-description'] };

describe('runFigures', () => {
  const requests = [
    { url: 'http://x/', type: 'Document', bytes: 12_000 },
    { url: 'http://x/styles.css', type: 'Stylesheet', bytes: 3_000 },
    { url: 'http://x/framework.js', type: 'Script', bytes: 45_000 },
    { url: 'http://x/app.js', type: 'Script', bytes: 50_000 },
    { url: 'http://x/page-data.json', type: 'XHR', bytes: 2_000 },
    { url: 'http://x/photo.avif', type: 'Image', bytes: 30_000 },
    { url: 'http://x/template.js', type: 'Script', bytes: 5_000 },
    { url: 'http://x/other-page.js', type: 'Script', bytes: 20_000, priority: 'VeryLow' },
  ];

  it('adds the transferred bytes per type and counts as first-load JS every script but prefetches', () => {
    const f = runFigures(lhr(requests), groups);
    expect(f.bytes).toEqual({ html: 12_000, css: 3_000, js: 120_000, img: 30_000, font: 0, other: 2_000 });
    expect(f.firstLoadJs).toBe(100_000);
    expect(f.firstLoadScripts.map((s) => s.url)).toEqual([
      'http://x/framework.js',
      'http://x/app.js',
      'http://x/template.js',
    ]);
    expect(f.requests).toBe(8);
  });

  it('reads the scores as percentages, the metrics and the scored audits below 1', () => {
    const f = runFigures(lhr(requests), groups);
    expect(f.scores).toEqual({ performance: 87, accessibility: 100, 'best-practices': 96, seo: 100 });
    expect([f.lcpMs, f.cls, f.tbtMs, f.fcpMs]).toEqual([1500, 0.02, 30, 900]);
    expect(f.failing).toEqual(['color-contrast']);
  });

  it('refuses a run that failed', () => {
    expect(() => runFigures(lhr(requests, { runtimeError: { code: 'NO_FCP', message: 'no paint' } }))).toThrow(
      /NO_FCP/,
    );
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const run = (lcpMs: number, tbtMs: number, js: number, perf: number): RunFigures => ({
      ...runFigures(lhr([{ url: 'http://x/a.js', type: 'Script', bytes: js }])),
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
    const html =
      '<script>inline()</script><script src="/app-1.js" async></script><link as="script" href="/x.js"><script id="w" src="/webpack-runtime-2.js" async></script>';
    expect(htmlScripts(html)).toEqual(['/app-1.js', '/webpack-runtime-2.js']);
  });

  it('counts the scripts the page requests after its first paint', () => {
    const html = deferGatsbyScripts(
      '<script src="/partytown.js"></script><!-- slice-start id="_gatsby-scripts-1" --><script src="/webpack-runtime-2.js" async></script>' +
        '<script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->',
    );
    expect(html).not.toContain('async>');
    expect(htmlScripts(html)).toEqual(['/partytown.js', '/webpack-runtime-2.js', '/app-1.js']);
  });

  it('adds the chunk group of the page template that page-data names', () => {
    const pub = tmp('bench-public-');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(pub, file)), { recursive: true });
      fs.writeFileSync(path.join(pub, file), text);
    };
    write(
      'ar/contact/index.html',
      '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>',
    );
    write(
      'page-data/ar/contact/page-data.json',
      JSON.stringify({ componentChunkName: 'component---src-templates-contact-tsx' }),
    );
    write('index.html', '<script src="/app-2.js" async></script>');
    write(
      'page-data/index/page-data.json',
      JSON.stringify({ componentChunkName: 'component---src-templates-home-tsx' }),
    );
    write(
      'webpack.stats.json',
      JSON.stringify({
        namedChunkGroups: {
          'component---src-templates-contact-tsx': {
            assets: [
              { name: 'commons-3.js' },
              { name: 'component---src-templates-contact-tsx-4.js' },
              { name: 'x.js.map' },
            ],
          },
          'component---src-templates-home-tsx': { assets: ['commons-3.js', 'component---src-templates-home-tsx-5.js'] },
        },
      }),
    );
    expect(pageScripts(pub, '/ar/contact/')).toEqual([
      '/webpack-runtime-1.js',
      '/app-2.js',
      '/commons-3.js',
      '/component---src-templates-contact-tsx-4.js',
    ]);
    expect(pageScripts(pub, '/')).toEqual(['/app-2.js', '/commons-3.js', '/component---src-templates-home-tsx-5.js']);
    fs.rmSync(pub, { recursive: true, force: true });
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
    // every copy has photos of its own, as many as its original, so image work grows with the catalogue
    const images = (id: number) =>
      (JSON.parse(fs.readFileSync(path.join(target, 'products', `${id}.json`), 'utf8')) as { images: string[] }).images;
    const firstId = Number(before[0].replace('.json', ''));
    expect(images(firstId + 10000)).toEqual(
      images(firstId).map((_, i) => `generated/products/${firstId + 10000}-${i + 1}.jpg`),
    );
    const all = fs.readdirSync(path.join(target, 'products')).flatMap((f) => images(Number(f.replace('.json', ''))));
    expect(new Set(all).size).toBe(all.length);
    // where the original's photo exists, the copy's is a distinct file (its own content hash) that still reads as a photo
    const original = path.join(dataDir, 'images', images(firstId)[0]);
    if (fs.existsSync(original)) {
      const copy = fs.readFileSync(path.join(target, 'images', images(firstId + 10000)[0]));
      expect(copy.equals(fs.readFileSync(original))).toBe(false);
      expect(photoFileProblem(path.join(target, 'images', images(firstId + 10000)[0]))).toBeNull();
    }
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
    const f = runFigures(lhr([{ url: 'http://x/app.js', type: 'Script', bytes: 120 * 1024 }]), groups);
    const results: BenchResults = {
      date: '2026-01-01T00:00:00Z',
      machine: { cpus: 2, loadAverage: [1, 1, 1], node: 'v20', lighthouse: '12.8.2', chromium: 'Chromium 1' },
      settings: { runs: 3, formFactor: 'mobile', throttling: 'simulate', server: 'gatsby serve' },
      build: null,
      pages: [
        { family: 'home', lang: 'en', path: '/', runs: 3, median: f, buildJsGzip: 100 * 1024, buildScripts: [] },
        {
          family: 'contact',
          lang: 'ar',
          path: '/ar/contact/',
          runs: 3,
          median: f,
          buildJsGzip: 100 * 1024,
          buildScripts: [],
        },
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

describe('the limits a page is measured against', () => {
  it('strips every script and script-only preload, and nothing else', () => {
    const html =
      '<html><head><link as="script" rel="preload" href="/app.js"/><link rel="preload" as="fetch" href="/page-data/x/page-data.json" crossorigin="anonymous"/>' +
      '<style>.a{color:red}</style><link rel="preload" as="font" href="/f.woff2"/><script type="application/ld+json">{"@type":"Organization"}</script></head>' +
      '<body><img src="/static/a.webp" alt=""/><script>window.x=1</script><script src="/app.js" async></script><script\n id="m">a<b</script></body></html>';
    expect(stripScripts(html)).toBe(
      '<html><head><style>.a{color:red}</style><link rel="preload" as="font" href="/f.woff2"/><script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><img src="/static/a.webp" alt=""/></body></html>',
    );
  });

  it('reads the image jobs of a build from its log', () => {
    const log =
      'success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 1353.001s - 4183/4183 3.09/s\nsuccess Merge worker state - 5.840s\n';
    expect(imageJobs(log)).toEqual({ jobs: 4183, seconds: 1353.001 });
    expect(imageJobs('info Done building in 40 sec')).toEqual({ jobs: 0, seconds: 0 });
  });

  it("reads what the build spends on the PDFs from gatsby-node's line", () => {
    const log =
      'success onPostBootstrap - 1.9s\ninfo pdf: fonts and manifest for the PDF function written in 1234 ms (8 faces, 160 product photos); PDFs are printed on request\n';
    expect(pdfAssetsStep(log)).toEqual({ seconds: 1.234, faces: 8, photos: 160 });
    // as Gatsby writes it to a file: wrapped at 80 columns, with terminal escapes
    const wrapped =
      '\u001b[2K\u001b[1A\u001b[2K\u001b[Ginfo pdf: fonts and manifest for the PDF function written in 2505 ms (6 faces,\n160 product photos); PDFs are printed on request\n';
    expect(pdfAssetsStep(wrapped)).toEqual({ seconds: 2.505, faces: 6, photos: 160 });
    // the line of the builds that printed every PDF is not this figure
    expect(
      pdfAssetsStep('info pdf: 805 files in 2150 ms, 5 printed, 0 from the cache, 800 unchanged, largest 140288 bytes'),
    ).toBeNull();
  });

  it('shows site / no-JS / floor in one row, and ×1 beside ×10 with their ratio', () => {
    const site = runFigures(lhr([{ url: 'http://x/app.js', type: 'Script', bytes: 100 * 1024 }]), groups);
    const noJs = { ...runFigures(lhr([]), groups), lcpMs: 1200 };
    const floor = {
      ...runFigures(lhr([{ url: 'http://x/f.js', type: 'Script', bytes: 80 * 1024 }]), groups),
      lcpMs: 900,
    };
    const [, , row] = gapTable([
      {
        family: 'product',
        lang: 'ar',
        path: '/ar/p/',
        runs: 3,
        median: site,
        buildJsGzip: 0,
        buildScripts: [],
        noJs,
        floor,
      },
    ]);
    expect(row).toBe(
      '| product detail | ar | 87 / 87 / 87 | 1.50 / 1.20 / 0.90 | 0.90 / 0.90 / 0.90 | 30 / 30 / 30 | 0.020 / 0.020 / 0.020 | 100.0 / 0.0 / 80.0 | 100.0 / 0.0 / 80.0 |',
    );
    const b = (scale: number, k: number): BuildFigures => ({
      scale,
      products: 160 * scale,
      cleanBuildS: 200 * k,
      pages: 1000 * scale,
      pagesPerS: (1000 * scale) / (200 * k),
      peakRssMb: 2000,
      cpuS: { clean: 300 * k, cached: 40 * k, rebuild: 50 * k },
      steps: [{ step: 'run queries in workers', seconds: 17 * k }],
      rebuildSteps: [{ step: 'Building HTML renderer', seconds: 5 * k }],
      rebuildS: 40 * k,
      cachedBuildS: 30 * k,
      sharpJobs: 1000 * scale,
      sharpJobsS: 100 * k,
      publicMb: 300 * scale,
      publicFiles: 5000 * scale,
      changedFile: 'data/products/801.json',
      pdfAssets: { cleanS: 1.2 * k, rebuildS: 0.9 * k, faces: 8, photos: 160 * scale },
    });
    const table = buildTable([b(10, 3), b(1, 1)]);
    expect(table[2]).toMatch(
      /^\| ×1 \| 160 \| – \| 200 s \| 300 \/ 40 \/ 50 \| 1000 \(100 s\) \| 2000 MB \| 30 s \| 40 s \| 1000 \|/,
    );
    expect(table[3]).toMatch(/^\| ×10 \| 1600 \|/);
    expect(table[4]).toBe('| ×10 / ×1 | 10.0 | | 3.0 | 3.0 | 10.0 | 1.0 | 3.0 | 3.0 | 10.0 | | 10.0 |');
    expect(table).toContain('×10 clean build, longest steps: run queries in workers 51.0 s.');
    expect(table).toContain(
      "×10 PDFs: the build prints none (they are printed on request); writing the PDF function's fonts and manifest " +
        '(8 faces, 1600 product photos) took 3.6 s of the clean build, 2.7 s of the rebuild.',
    );
  });

  it('reads the longest build steps and the photo URLs of a page', () => {
    const log =
      'success run queries in workers - 17.459s - 4674/4674 267.72/s\n' +
      'success gatsby-plugin-react-i18next: create node: en/common - 0.5s\n' +
      'success gatsby-plugin-react-i18next: create node: fr/common - 0.7s\n' +
      'success Building HTML renderer - 20.1s\n';
    expect(buildSteps(log)).toEqual([
      { step: 'Building HTML renderer', seconds: 20.1 },
      { step: 'run queries in workers', seconds: 17.459 },
      { step: 'gatsby-plugin-react-i18next: create nodes', seconds: 1.2 },
    ]);
    const html =
      '<img data-src="/.netlify/images?url=%2Fa.jpg&amp;w=320&amp;q=50" data-srcset="/.netlify/images?url=%2Fa.jpg&amp;w=320&amp;q=50 320w,/.netlify/images?url=%2Fa.jpg&amp;w=640&amp;q=50 640w">' +
      '<link rel="preload" as="image" imagesrcset="/.netlify/images?url=%2Fb.jpg&#x26;w=800 800w"><img src="/static/x.svg">';
    expect(cdnUrlsIn(html)).toEqual([
      '/.netlify/images?url=%2Fa.jpg&w=320&q=50',
      '/.netlify/images?url=%2Fa.jpg&w=640&q=50',
      '/.netlify/images?url=%2Fb.jpg&w=800',
    ]);
  });
});

describe('PDFs on request', () => {
  const products = Array.from({ length: 20 }, (_, i) => ({ id: 820 - i, slug: `stone-${820 - i}` }));

  it('asks for each product once, spread over the catalogue, and the company profile in every language', () => {
    const sample = pdfSample(products, '/company-profile.pdf', ['en', 'ar'], 3);
    expect(sample.cold).toEqual({ lang: 'en', path: '/datasheets/stone-801-801.pdf' });
    expect(sample.sheets.map((t) => t.path)).toEqual([
      '/datasheets/stone-803-803.pdf',
      '/datasheets/stone-806-806.pdf',
      '/datasheets/stone-809-809.pdf',
      '/ar/datasheets/stone-812-812.pdf',
      '/ar/datasheets/stone-815-815.pdf',
      '/ar/datasheets/stone-818-818.pdf',
    ]);
    expect(sample.profiles).toEqual([
      { lang: 'en', path: '/company-profile.pdf' },
      { lang: 'ar', path: '/ar/company-profile.pdf' },
    ]);
    expect(() => pdfSample(products.slice(0, 6), '/company-profile.pdf', ['en', 'ar'], 3)).toThrow(
      /7 products needed for the PDF sample, 6 found/,
    );
  });

  const q = (lang: 'en' | 'ar', ms: number, kb: number, status = 200, printed = true) => ({
    lang,
    path: `/${lang}/x.pdf`,
    status,
    ms,
    bytes: kb * 1024,
    printed,
  });
  const figures: PdfFigures = {
    cold: { ...q('en', 2400, 120), engineMs: 1800, printMs: 300 },
    sheets: [
      q('en', 300, 100),
      q('en', 500, 140),
      q('en', 400, 90),
      q('ar', 700, 320),
      q('ar', 600, 110),
      q('ar', 0, 0, 500),
    ],
    profiles: [q('en', 450, 200), q('ar', 520, 210)],
    cached: q('en', 2.3, 120, 200, false),
    revalidated: q('en', 1.5, 0, 304, false),
    cacheControl: 'public, max-age=0, must-revalidate',
    cdnCacheControl: 'public, durable, s-maxage=31536000',
  };

  it('reports the first request, median / max of the next ones per language, the cache and the 304', () => {
    const table = pdfTable(figures);
    const row = (start: string) => table.filter((l) => l.startsWith(start));
    expect(row('| first data sheet')).toEqual([
      '| first data sheet after the server started | en | 1 | 2400 ms | 120.0 kB | printed: browser fetched and unpacked in 1800 ms, started, photo from the image CDN, printed in 300 ms |',
    ]);
    expect(row('| data sheets of other products')).toEqual([
      '| data sheets of other products | en | 3 | 400 ms / 500 ms | 100.0 kB / 140.0 kB | printed |',
      '| data sheets of other products | ar | 2 | 650 ms / 700 ms | 215.0 kB / **320.0 kB** | printed, **1 failed** |',
    ]);
    expect(row('| company profile')).toEqual([
      '| company profile | en | 1 | 450 ms | 200.0 kB | printed |',
      '| company profile | ar | 1 | 520 ms | 210.0 kB | printed |',
    ]);
    expect(row('| the first data sheet again')).toEqual([
      '| the first data sheet again (from the store) | en | 1 | 2.3 ms | 120.0 kB | from the cache |',
    ]);
    expect(row('| its revalidation')).toEqual([
      '| its revalidation (If-None-Match: its ETag) | en | 1 | 1.5 ms | – | status 304 |',
    ]);
  });

  it('puts the table in the report', () => {
    const results: BenchResults = {
      date: '2026-01-01T00:00:00Z',
      machine: { cpus: 2, loadAverage: [1, 1, 1], node: 'v20', lighthouse: '12.8.2', chromium: 'Chromium 1' },
      settings: { runs: 1, formFactor: 'mobile', throttling: 'simulate', server: 'serve' },
      build: null,
      pdfs: figures,
      pages: [],
      search: [],
      lighthouseSeconds: null,
      totalSeconds: 60,
    };
    expect(markdownReport(results)).toContain(
      '## PDFs on request\n\nData sheets and company profiles are printed by the PDF function',
    );
    expect(markdownReport({ ...results, pdfs: null })).not.toContain('PDFs on request');
  });
});
