// Production hosting through scripts/serve.ts, which applies the adapter's _headers and _redirects as the host does:
// security and caching headers, 404 status, redirects to canonical paths, the contact function's own headers, no CSP
// violation in the browser, and no third-party tag (nor trace of one) when no id is configured.
import { test, expect, type Page, type APIResponse } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { langCodes } from '../../src/i18n/languages';
import { inlineScriptsIn, scriptHash } from '../../src/hosting/inline-scripts';
import { loaderScripts } from '../../src/hosting/script-loader';
import { enhancedContactForm, hydrated, idleAfterLoad, readData } from './site-data';

const categories = readData('categories.json').items as { id: number; slug: string; aliases?: string[] }[];
const product = readData('products/948.json') as { id: number; slug: string };
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

function expectSecurityHeaders(res: APIResponse) {
  const h = res.headers();
  const csp = h['content-security-policy'] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  // The site's own files and Gatsby's inline scripts by hash: no 'unsafe-inline', no 'unsafe-eval'.
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-eval|googletagmanager|clarity/);
  expect(h['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
  expect(h['permissions-policy']).toContain('camera=()');
}

test('an HTML page, a hashed asset and page-data carry the security headers and the right caching', async ({
  request,
}) => {
  const pagePath = pathTo('fr', { page: 'about' });
  const html = await request.get(pagePath);
  expect(html.status()).toBe(200);
  expectSecurityHeaders(html);
  expect(html.headers()['cache-control']).toBe(revalidate);

  // Every executable inline script of the page is allowed by its hash (JSON-LD data blocks are not scripts for CSP).
  const body = await html.text();
  const inline = inlineScriptsIn(body);
  expect(inline.length).toBeGreaterThan(0);
  const csp = html.headers()['content-security-policy'];
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(inline.filter((code) => !scriptSrc.includes(scriptHash(code))).map((code) => code.slice(0, 80))).toEqual([]);
  // No tag id is configured for the tests: nothing of the tags is in the page.
  expect(body).not.toMatch(/googletagmanager|clarity\.ms|data-third-party/);

  // The app bundle, named in the loader that requests it after the first paint.
  const app = loaderScripts(body).find((src) => /^\/app-[0-9a-f]+\.js$/.test(src));
  expect(app).toBeTruthy();
  const asset = await request.get(app!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(immutable);
  expectSecurityHeaders(asset);

  const pageData = await request.get(`/page-data${pagePath}page-data.json`);
  expect(pageData.status()).toBe(200);
  expect(pageData.headers()['cache-control']).toBe(revalidate);
  expectSecurityHeaders(pageData);

  // The search pages' data (the adapter renames it to an extension-less file) still travels as gzip JSON; it no longer
  // holds the catalogue's index: the search function renders the results into the page.
  const searchPath = pathTo('ar', { page: 'search', term: 'ترافرتين' });
  const searchData = await request.get(`/page-data${searchPath}page-data.json`);
  expect(searchData.status()).toBe(200);
  expect(searchData.headers()['content-type']).toMatch(/^application\/json/);
  expect(searchData.headers()['content-encoding']).toBe('gzip');
  expect(JSON.stringify(await searchData.json())).not.toContain('allProduct');
  const searchPage = await request.get(searchPath);
  expect(searchPage.status()).toBe(200);
  expect(searchPage.headers()['content-type']).toMatch(/^text\/html/);
  expectSecurityHeaders(searchPage);
  expect(await searchPage.text()).toContain('<li class="card">');
});

test('an unknown path in /fr/ answers 404 with the headers; the host files are not served', async ({ request }) => {
  const res = await request.get('/fr/no-such-page/');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<html');
  expectSecurityHeaders(res);
  expect((await request.get('/_headers')).status()).toBe(404);
  expect((await request.get('/_redirects')).status()).toBe(404);
});

test('slug aliases and any other category name answer 301 with the canonical path', async ({ request }) => {
  const withAlias = categories.find((c) => c.aliases?.length);
  expect(withAlias).toBeTruthy();
  for (const lang of ['en', 'ar'] as const) {
    const alias = await request.get(
      pathTo(lang, { page: 'category', slug: withAlias!.aliases![0], id: withAlias!.id }),
      { maxRedirects: 0 },
    );
    expect(alias.status()).toBe(301);
    expect(alias.headers().location).toBe(pathTo(lang, { page: 'category', slug: withAlias!.slug, id: withAlias!.id }));
  }
  const c = categories[1];
  for (const lang of langCodes) {
    const old = await request.get(pathTo(lang, { page: 'category', slug: 'old-name', id: c.id }), { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(pathTo(lang, { page: 'category', slug: c.slug, id: c.id }));
  }
  // The canonical path itself is served, not redirected to itself.
  expect(
    (await request.get(pathTo('fr', { page: 'category', slug: c.slug, id: c.id }), { maxRedirects: 0 })).status(),
  ).toBe(200);
});

test("the contact function answers uncached JSON with nosniff, not the pages' caching headers", async ({ request }) => {
  const res = await request.post('/api/contact', { data: {}, headers: { Accept: 'application/json' } });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['content-type']).toContain('application/json');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});

async function collectViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => problems.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  return problems;
}

test('no CSP violation on home, a product page, contact (phone picker, toast) and search; no third-party tag loads', async ({
  page,
}) => {
  const problems = await collectViolations(page);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) foreign.push(r.url());
  });

  await page.goto('/');
  await hydrated(page);
  await page.goto(pathTo('en', { page: 'product', slug: product.slug, id: product.id }));
  await hydrated(page);

  await page.goto(pathTo('fr', { page: 'contact' }));
  await enhancedContactForm(page);
  await page.locator('.iti__selected-country').first().click();
  await expect(page.locator('.iti__country').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('form.contact-form [type="submit"]').click();
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();

  await page.goto(pathTo('es', { page: 'search', term: 'granito' }));
  await hydrated(page);
  // The tags would be added once the loaded page is idle.
  await idleAfterLoad(page);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);

  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

// src/hosting/script-loader.ts: the page's own HTML paints before any of Gatsby's scripts is requested (their parsing and
// React's hydration no longer hold back the first paint), and the page still hydrates and works.
for (const [lang, where] of [
  ['en', { page: 'contact' }],
  ['ar', { page: 'product', slug: product.slug, id: product.id }],
] as const) {
  test(`${lang}: the page paints before its scripts are requested, then hydrates`, async ({ page }) => {
    const problems = await collectViolations(page);
    await page.goto(pathTo(lang, where));
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(timing.scripts).toHaveLength(3);
    expect(timing.paint).toBeDefined();
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
    // Hydrated means working: the language picker moves to the other language's page without loading a new document.
    const other = lang === 'en' ? 'fr' : 'en';
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator(`.desktop-bar .language-picker a[lang="${other}"]`).click();
    await expect(page).toHaveURL((url) => decodeURI(url.pathname) === pathTo(other, where));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
}

// src/plugins/browser-shell/gatsby-browser.tsx: React hydrates in slices, so the browser can take a press while a large
// page is still being hydrated. That press must do what it does on a hydrated page: the language picker moves to the
// other language inside the same document (an unhydrated link would load a new one). The CPU is slowed so hydration
// lasts long enough to press in the middle of it.
test('a press while the page is still hydrating does what it does afterwards', async ({ page }) => {
  const problems = await collectViolations(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const where = { page: 'usaStock' } as const;
  await page.goto(pathTo('en', where));
  const pressed = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const root = document.getElementById('___gatsby')!;
        const started = () => Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
        const step = () => {
          if (document.documentElement.dataset.hydrated) return resolve(false); // hydration ended unseen
          if (!started()) return requestAnimationFrame(step);
          (window as unknown as { sameDocument: boolean }).sameDocument = true;
          document.querySelector<HTMLAnchorElement>('.desktop-bar .language-picker a[lang="fr"]')!.click();
          resolve(true);
        };
        step();
      }),
  );
  expect(pressed).toBe(true);
  // The move loads the French page's data and code at 6× CPU: on a loaded CI machine that can take longer than 5 s.
  await expect(page).toHaveURL((url) => decodeURI(url.pathname) === pathTo('fr', where), { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(problems).toEqual([]);
});

// Photos are plain <img> elements (src/components/Photo.tsx): before the app's scripts run (here they never do), every
// photo of USA stock loads and shows as it comes into view, in a box of its size, with no inline script to reveal it.
test('before the app runs, every photo of USA stock loads and shows as it comes into view', async ({
  page,
  request,
}) => {
  const where = pathTo('en', { page: 'usaStock' });
  const html = await (await request.get(where)).text();
  // gatsby-plugin-image's helper was the pages' one module script.
  expect(html).not.toContain('<script type="module">');
  await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(where);
  const photos = page.locator('main .photo img.photo-img');
  const count = await photos.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) {
    const photo = photos.nth(i);
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveCSS('opacity', '1');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await photo.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.height).toBeGreaterThan(0);
  }
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});
