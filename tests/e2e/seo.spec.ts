// Crawls EVERY page of the built site over HTTP (all languages) and checks: status 200, title and description,
// a unique self canonical, reciprocal hreflang sets, social tags, no broken internal link or image, structured data
// valid against schema.org, and that the sitemap lists exactly the indexable pages with their alternates.
import { test, expect } from 'playwright/test';
import { builtPagePaths, fetchRetry, limiter, mapPool, pageFacts, sitemapUrls, type PageFacts } from './seo-crawl';
import { validateJsonLd } from '../../src/seo/validate';
import { siteUrlFrom } from '../../src/seo/site-url';
import { langFromPath } from '../../src/i18n/languages';
import { parsePath } from '../../src/routes';

const siteUrl = siteUrlFrom(process.env);
const concurrency = 16;

interface Crawled {
  path: string;
  status: number;
  /** The HTML holds a NUL byte (crawlers may stop reading there). */
  nul: boolean;
  facts: PageFacts;
}

let base = '';
let pages: Crawled[] = [];
const byPath = new Map<string, Crawled>();
/** Internal link and image targets that are not built pages: first page referring to each, and its HTTP status. */
const linkChecks = new Map<string, { from: string; status: Promise<number> }>();
/** Site path of an absolute site URL (SITE_URL or the test server), null for other origins and non-HTTP links. */
const sitePath = (ref: string, from = '/'): string | null => {
  const url = new URL(ref, `${base}${from}`);
  if (url.origin !== new URL(base).origin && url.origin !== new URL(siteUrl).origin) return null;
  // A photo is the image CDN's path with its query: each one is checked, not the bare path once.
  return url.pathname === '/.netlify/images' ? `${url.pathname}${url.search}` : url.pathname;
};
const isIndexable = (p: Crawled) => !/noindex/.test(p.facts.robots ?? '');
/** At most 20 problems per assertion, so a failure stays readable. */
const few = (problems: string[]) => ({ count: problems.length, first: problems.slice(0, 20) });

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ baseURL }) => {
  // About 30 s on an idle machine; generous for a CI runner shared with builds.
  test.setTimeout(300_000);
  base = baseURL!;
  const paths = builtPagePaths();
  expect(paths.length).toBeGreaterThan(100);
  const built = new Set(paths);
  const check = limiter(concurrency);
  pages = await mapPool(paths, concurrency, async (path) => {
    const res = await fetchRetry(`${base}${path}`);
    const html = await res.text();
    const facts = pageFacts(html);
    // Targets are checked once each, while the crawl goes on; built pages get their own check above.
    for (const ref of [...facts.references, facts.meta['og:image'], facts.meta['twitter:image']]) {
      if (!ref || ref.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(ref)) continue;
      const target = sitePath(ref, path);
      if (target === null || built.has(target) || linkChecks.has(target)) continue;
      // Only the status matters: HEAD, also for client-only routes such as search links.
      linkChecks.set(target, {
        from: path,
        status: check(async () => (await fetchRetry(`${base}${target}`, { method: 'HEAD' })).status),
      });
    }
    return { path, status: res.status, nul: html.includes('\u0000'), facts };
  });
  for (const p of pages) byPath.set(p.path, p);
});

test('every page answers 200 with a title, a description and its language', () => {
  const problems: string[] = [];
  for (const p of pages) {
    if (p.status !== 200) problems.push(`${p.path}: status ${p.status}`);
    if (p.nul) problems.push(`${p.path}: holds a NUL byte`);
    if (!p.facts.title) problems.push(`${p.path}: no title`);
    if (!p.facts.description) problems.push(`${p.path}: no meta description`);
    else if (p.facts.description.length > 160)
      problems.push(`${p.path}: description of ${p.facts.description.length} characters`);
    if (p.path !== '/404/' && p.facts.lang !== langFromPath(p.path)) problems.push(`${p.path}: lang ${p.facts.lang}`);
  }
  expect(few(problems)).toEqual({ count: 0, first: [] });
});

test('search results, the 404 page and the quote list are noindex, without canonical or hreflang', () => {
  const noindexPages = pages.filter((p) =>
    /\/(usa\/)?search\/$|^\/404\/$|\/quote\/$|\/contact\/thanks\/$/.test(p.path),
  );
  expect(noindexPages.length).toBeGreaterThanOrEqual(2 * 5 + 1);
  for (const p of noindexPages) {
    expect.soft(p.facts.robots, p.path).toMatch(/noindex/);
    expect.soft([...p.facts.canonical, ...p.facts.alternates.map((a) => a.href)], p.path).toEqual([]);
  }
  for (const p of pages.filter((x) => !isIndexable(x))) expect.soft(p.facts.canonical, p.path).toEqual([]);
});

test('indexable pages have a unique self canonical and reciprocal hreflang sets with x-default', () => {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const indexable = pages.filter(isIndexable);
  expect(indexable.length).toBeGreaterThan(pages.length / 2);
  const hreflangSet = (p: Crawled) =>
    p.facts.alternates
      .map((a) => `${a.hreflang} ${a.href}`)
      .sort()
      .join('\n');
  for (const p of indexable) {
    const [canonical, ...extra] = p.facts.canonical;
    if (!canonical || extra.length) problems.push(`${p.path}: ${p.facts.canonical.length} canonical links`);
    else if (canonical !== `${siteUrl}${p.path}`) problems.push(`${p.path}: canonical ${canonical}`);
    else if (seen.has(canonical)) problems.push(`${p.path}: canonical also on ${seen.get(canonical)}`);
    else seen.set(canonical, p.path);

    const alternates = p.facts.alternates;
    const self = alternates.find((a) => a.href === `${siteUrl}${p.path}`);
    if (!self || self.hreflang !== langFromPath(p.path)) problems.push(`${p.path}: no hreflang to itself`);
    const english = alternates.find((a) => a.hreflang === 'en');
    const xDefault = alternates.filter((a) => a.hreflang === 'x-default');
    if (english && (xDefault.length !== 1 || xDefault[0].href !== english.href))
      problems.push(`${p.path}: x-default is not the English page`);
    if (new Set(alternates.map((a) => a.hreflang)).size !== alternates.length)
      problems.push(`${p.path}: a language is listed twice`);
    for (const a of alternates.filter((x) => x.hreflang !== 'x-default')) {
      const target = byPath.get(sitePath(a.href) ?? '');
      if (!target) problems.push(`${p.path}: hreflang ${a.hreflang} → ${a.href} is not a page`);
      else if (!isIndexable(target)) problems.push(`${p.path}: hreflang ${a.hreflang} → noindex page`);
      else if (hreflangSet(target) !== hreflangSet(p))
        problems.push(`${p.path}: hreflang set differs on ${target.path}`);
      else if (target.facts.lang !== a.hreflang)
        problems.push(`${a.href}: lang ${target.facts.lang}, hreflang ${a.hreflang}`);
    }
  }
  expect(few(problems)).toEqual({ count: 0, first: [] });
});

test('every page has Open Graph and Twitter tags with an absolute image on the site', () => {
  const problems: string[] = [];
  for (const p of pages) {
    const m = p.facts.meta;
    for (const key of [
      'og:title',
      'og:description',
      'og:image',
      'og:type',
      'og:locale',
      'twitter:card',
      'twitter:title',
      'twitter:image',
    ]) {
      if (!m[key]) problems.push(`${p.path}: no ${key}`);
    }
    if (m['og:image'] && !m['og:image'].startsWith(`${siteUrl}/`))
      problems.push(`${p.path}: og:image ${m['og:image']}`);
    if (isIndexable(p) && m['og:url'] !== `${siteUrl}${p.path}`) problems.push(`${p.path}: og:url ${m['og:url']}`);
  }
  // Detail pages share their own photo, not the site default.
  for (const p of pages.filter((x) =>
    /\/(product\/detail|projects\/detail|usa\/stock\/product\/detail)\//.test(x.path),
  )) {
    if (/\/og-image\.png$/.test(p.facts.meta['og:image'] ?? '')) problems.push(`${p.path}: shares the default image`);
  }
  expect(few(problems)).toEqual({ count: 0, first: [] });
});

test('no broken internal link or image (href, src, srcset, share images)', async () => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const [target, { from, status }] of linkChecks) {
    const code = await status;
    if (code !== 200) problems.push(`${target} (from ${from}): ${code}`);
  }
  // Links to built pages are checked by the crawl itself (every page answers 200); the rest must have included every
  // kind of reference this test is for: photos and share images.
  const targets = [...linkChecks.keys()];
  // Photos are image CDN URLs (the local one answers them as the host does); share images ask it for JPEG.
  expect(targets.filter((t) => t.startsWith('/.netlify/images?url=')).length).toBeGreaterThan(100);
  expect(targets.some((t) => t.startsWith('/.netlify/images?') && /[?&]fm=jpg(&|$)/.test(t))).toBe(true);
  expect(few(problems)).toEqual({ count: 0, first: [] });
});

test('the sitemap lists exactly the indexable pages, each with its hreflang alternates; robots.txt points at it', async () => {
  const robots = await (await fetchRetry(`${base}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  const index = await (await fetchRetry(`${base}/sitemap-index.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(files.length).toBeGreaterThan(0);
  const entries = (
    await Promise.all(files.map(async (f) => sitemapUrls(await (await fetchRetry(`${base}${sitePath(f)}`)).text())))
  ).flat();
  const listed = entries.map((e) => e.loc);
  expect(listed.every((u) => u.startsWith(`${siteUrl}/`))).toBe(true);
  expect(new Set(listed).size).toBe(listed.length);
  const indexable = pages.filter(isIndexable).map((p) => `${siteUrl}${p.path}`);
  expect({
    missing: indexable.filter((u) => !listed.includes(u)).slice(0, 20),
    extra: listed.filter((u) => !indexable.includes(u)).slice(0, 20),
  }).toEqual({ missing: [], extra: [] });
  const problems: string[] = [];
  for (const e of entries) {
    const page = byPath.get(sitePath(e.loc) ?? '');
    const inHtml = page?.facts.alternates.map((a) => `${a.hreflang} ${a.href}`).sort();
    const inSitemap = e.links.map((l) => `${l.hreflang} ${l.href}`).sort();
    if (JSON.stringify(inHtml) !== JSON.stringify(inSitemap))
      problems.push(`${e.loc}: sitemap alternates differ from the page's hreflang`);
  }
  expect(few(problems)).toEqual({ count: 0, first: [] });
});

test('structured data is valid schema.org on every page, with the expected types per page family', () => {
  const problems: string[] = [];
  const typesOf = new Map<string, string[]>();
  for (const p of pages) {
    const types: string[] = [];
    for (const json of p.facts.jsonLd) {
      const result = validateJsonLd(json);
      types.push(...result.types);
      problems.push(...result.problems.map((x) => `${p.path}: ${x}`));
    }
    typesOf.set(p.path, types);
  }
  const family = (pred: (route: NonNullable<ReturnType<typeof parsePath>>['route']) => boolean) =>
    pages.filter((p) => {
      const parsed = parsePath(p.path);
      return parsed !== null && pred(parsed.route) && isIndexable(p);
    });
  const expectTypes = (name: string, list: Crawled[], types: string[]) => {
    expect(list.length, name).toBeGreaterThan(0);
    for (const p of list)
      for (const t of types) if (!typesOf.get(p.path)?.includes(t)) problems.push(`${p.path}: no ${t}`);
  };
  expectTypes(
    'home, about, contact',
    family((r) => ['home', 'about', 'contact', 'usaContact', 'usaAbout'].includes(r.page)),
    ['Organization'],
  );
  expectTypes(
    'product details',
    family((r) => r.page === 'product' || r.page === 'usaStockItem'),
    ['Product', 'BreadcrumbList'],
  );
  expectTypes(
    'listings',
    family((r) => ['category', 'color', 'area', 'filter', 'usaStock', 'usaFilter'].includes(r.page)),
    ['ItemList', 'BreadcrumbList'],
  );
  expectTypes(
    'FAQ',
    family((r) => r.page === 'faq' || r.page === 'usaFaq'),
    ['FAQPage'],
  );
  expectTypes(
    'videos',
    family((r) => r.page === 'videos'),
    ['VideoObject'],
  );
  expectTypes(
    'project details',
    family((r) => r.page === 'project'),
    ['BreadcrumbList'],
  );
  // USA stock items carry an Offer with price and availability.
  for (const p of family((r) => r.page === 'usaStockItem')) {
    const offer = p.facts.jsonLd
      .map((j) => JSON.parse(j)['@graph'])
      .flat()
      .find((n: { '@type': string }) => n['@type'] === 'Product')?.offers;
    if (!offer?.price || !offer?.availability) problems.push(`${p.path}: Product without Offer price and availability`);
  }
  expect(few(problems)).toEqual({ count: 0, first: [] });
});
