// The shell every page shares: menus, mobile bar, language picker, search box rules, news gallery,
// error screen and login dialog — on a 1280 px desktop and a 375 px phone, in English and Arabic.
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { parsePath, pathTo } from '../../src/routes';
import {
  hydrated,
  idleAfterFrames,
  layoutShifts,
  readData,
  recordLayoutShifts,
  recordScripts,
  uiText,
} from './site-data';

const categories = readData('categories.json').items as { id: number; slug: string; name: Record<Lang, string> }[];
const colors = readData('colors.json').items as { id: number; slug: string; name: Record<Lang, string> }[];
const areas = readData('areas.json').items as { id: number; slug: string; name: Record<Lang, string> }[];
const news = readData('news.json').items as { id: number; name: Record<Lang, string> }[];
const company = readData('company.json');
const footer = readData('footer.json');
const product948 = readData('products/948.json');
const common = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  uiText(lang, 'common', key, vars);

const desktop = { width: 1280, height: 900 };
const mobile = { width: 375, height: 800 };
const home = (lang: Lang) => pathTo(lang, { page: 'home' });

/** Waits until React has hydrated the page (the language picker's links are then handled by the router). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`${lang} desktop`, () => {
    test.use({ viewport: desktop });

    test('the banner links to travertine 948 in the page language and the bar shows every menu', async ({ page }) => {
      await open(page, home(lang));
      const banner = page.locator('.promo-banner a');
      await expect(banner).toHaveText(company.banner[lang]);
      await expect(banner).toHaveAttribute('href', pathTo(lang, { page: 'product', slug: product948.slug, id: 948 }));
      await expect(page.locator('.mobile-bar')).toBeHidden();
      const bar = page.locator('.desktop-bar');
      for (const key of ['nav.home', 'nav.fabrication', 'nav.videos', 'nav.projects', 'nav.contact']) {
        await expect(bar.getByRole('link', { name: common(lang, key), exact: true })).toBeVisible();
      }
    });

    test('the products dropdown opens by mouse and lists every category, colour and area with its link', async ({
      page,
    }) => {
      await open(page, home(lang));
      const bar = page.locator('.desktop-bar');
      const summary = bar.locator('summary', { hasText: common(lang, 'nav.products') });
      await summary.click();
      const panel = bar.locator('.products-panel');
      await expect(panel).toBeVisible();
      expect((await panel.boundingBox())?.width).toBeCloseTo(610, 0);
      const expected = [
        ...categories.map((c) => [c.name[lang], pathTo(lang, { page: 'category', slug: c.slug, id: c.id })]),
        ...colors.map((c) => [c.name[lang], pathTo(lang, { page: 'color', slug: c.slug, id: c.id })]),
        ...areas.map((a) => [a.name[lang], pathTo(lang, { page: 'area', slug: a.slug, id: a.id })]),
        [common(lang, 'nav.visualizer'), pathTo(lang, { page: 'visualizer' })],
      ];
      const links = await panel
        .locator('a')
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(links).toEqual(expected);
      // Three equal columns, mirrored in Arabic: the panel starts at the summary's inline-start edge.
      const columns = await panel
        .locator('.products-column')
        .evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().x));
      expect(lang === 'ar' ? columns[0] > columns[2] : columns[0] < columns[2]).toBe(true);
      const [s, p] = [await summary.boundingBox(), await panel.boundingBox()];
      if (lang === 'ar') expect(Math.abs(s!.x + s!.width - (p!.x + p!.width))).toBeLessThan(2);
      else expect(Math.abs(s!.x - p!.x)).toBeLessThan(2);
      await panel.getByRole('link', { name: categories[1].name[lang], exact: true }).click();
      await expect(page).toHaveURL(pathTo(lang, { page: 'category', slug: categories[1].slug, id: categories[1].id }));
    });

    test('menus work by keyboard: Enter opens, arrows move, Escape closes back to the menu button', async ({
      page,
    }) => {
      await open(page, home(lang));
      const bar = page.locator('.desktop-bar');
      const info = bar.locator('summary', { hasText: common(lang, 'nav.info') });
      await info.focus();
      await page.keyboard.press('Enter');
      const infoPanel = bar.locator('details[open] .dropdown-panel');
      await expect(infoPanel).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(infoPanel.getByRole('link', { name: common(lang, 'nav.about') })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const catalog = infoPanel.locator('a[target="_blank"]');
      await expect(catalog).toBeFocused();
      await expect(catalog).toHaveAttribute('href', pathTo(lang, { page: 'catalog' }));
      await expect(catalog).toContainText(common(lang, 'nav.catalog'));
      await page.keyboard.press('ArrowDown'); // wraps to the first item
      await expect(infoPanel.getByRole('link', { name: common(lang, 'nav.about') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(bar.locator('details[open]')).toHaveCount(0);
      await expect(info).toBeFocused();
      // Space opens too, and opening the USA menu closes any other.
      const usa = bar.locator('summary', { hasText: common(lang, 'nav.usa') });
      await info.press(' ');
      await usa.focus();
      await usa.press(' ');
      await expect(bar.locator('details[open] summary')).toHaveText(common(lang, 'nav.usa'));
      const usaLinks = await bar
        .locator('details[open] .dropdown-panel a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(usaLinks).toEqual(
        (['usaStock', 'usaAbout', 'usaContact', 'usaFaq'] as const).map((p) => pathTo(lang, { page: p })),
      );
    });

    test('the language picker keeps the visitor on the same page in the other language', async ({ page }) => {
      const other: Lang = lang === 'en' ? 'fr' : 'ru';
      const route = { page: 'product', slug: product948.slug, id: 948 } as const;
      await open(page, pathTo(lang, route));
      const picker = page.locator('.desktop-bar .language-picker');
      await expect(picker.locator('a')).toHaveCount(5);
      await expect(picker.locator('a[aria-current="true"]')).toHaveAttribute('lang', lang);
      await picker.locator(`a[lang="${other}"]`).click();
      await expect(page).toHaveURL(pathTo(other, route));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      // A client-only search page keeps its term; an unknown page falls back to the language's home.
      await open(page, pathTo(lang, { page: 'search', term: 'beige marble' }));
      await expect(page.locator(`.desktop-bar .language-picker a[lang="${other}"]`)).toHaveAttribute(
        'href',
        pathTo(other, { page: 'search', term: 'beige marble' }),
      );
      await open(page, `${home(lang)}no-such-page/`);
      await expect(page.locator(`.desktop-bar .language-picker a[lang="${other}"]`)).toHaveAttribute(
        'href',
        home(other),
      );
    });

    test('search: blank and spaces go home, terms are trimmed, underscored and encoded, blur submits what was typed', async ({
      page,
    }) => {
      await open(page, pathTo(lang, { page: 'about' }));
      const box = page.locator('#site-search');
      for (const blank of ['', ' ', '    ']) {
        await open(page, pathTo(lang, { page: 'about' }));
        await box.fill(blank);
        await box.press('Enter');
        await expect(page).toHaveURL(home(lang));
      }
      const term = '  beige marble / 50% ? #1 & more';
      await open(page, pathTo(lang, { page: 'about' }));
      await box.fill(term);
      await box.press('Enter');
      await expect(page).toHaveURL(pathTo(lang, { page: 'search', term }));
      const parsed = parsePath(new URL(page.url()).pathname);
      expect(parsed).toEqual({ lang, route: { page: 'search', term: term.trim() } });
      // Non-Latin terms round-trip too; leaving the field submits.
      const word = lang === 'ar' ? 'رخام أبيض' : 'травертин';
      await open(page, pathTo(lang, { page: 'about' }));
      await box.fill(word);
      await box.press('Tab');
      await expect(page).toHaveURL(pathTo(lang, { page: 'search', term: word }));
      expect(parsePath(new URL(page.url()).pathname)?.route).toEqual({ page: 'search', term: word });
      // Tabbing through the empty box does not navigate anywhere.
      await open(page, pathTo(lang, { page: 'about' }));
      await box.focus();
      await box.press('Tab');
      await expect(page).toHaveURL(pathTo(lang, { page: 'about' }));
      // The term is capped at 100 characters.
      await box.fill('x'.repeat(150));
      expect((await box.inputValue()).length).toBe(100);
    });

    test('in the USA section the search box searches USA stock, and a blank term goes to the stock page', async ({
      page,
    }) => {
      await open(page, pathTo(lang, { page: 'usaAbout' }));
      const box = page.locator('#site-search');
      await expect(box).toHaveAttribute('placeholder', common(lang, 'search.usaPlaceholder'));
      await expect(page.locator('.desktop-bar label[for="site-search"]')).toHaveText(common(lang, 'search.usaLabel'));
      await box.fill('  silver travertine');
      await box.press('Enter');
      await expect(page).toHaveURL(pathTo(lang, { page: 'usaSearch', term: 'silver travertine' }));
      await open(page, pathTo(lang, { page: 'usaAbout' }));
      await page.locator('#site-search').press('Enter');
      await expect(page).toHaveURL(pathTo(lang, { page: 'usaStock' }));
      // Leaving the section switches the box back (recomputed on every navigation).
      await page
        .locator('.desktop-bar')
        .getByRole('link', { name: common(lang, 'nav.home'), exact: true })
        .click();
      await expect(page).toHaveURL(home(lang));
      await expect(page.locator('#site-search')).toHaveAttribute('placeholder', common(lang, 'search.placeholder'));
    });

    test('a news thumbnail opens the full-screen gallery at that item; it is circular, translated and closes', async ({
      page,
    }) => {
      await open(page, home(lang));
      const thumbs = page.locator('.news-thumb');
      await expect(thumbs).toHaveCount(news.length);
      await thumbs.nth(2).click();
      const dialog = page.getByRole('dialog', { name: footer.news.header[lang] });
      await expect(dialog).toBeVisible();
      const status = dialog.locator('.gallery-status');
      await expect(status).toHaveText(common(lang, 'gallery.position', { current: 3, total: news.length }));
      await expect(dialog.locator('.image-gallery-slide.image-gallery-center figcaption')).toHaveText(
        news[2].name[lang],
      );
      await expect(dialog.locator('.image-gallery-thumbnails')).toHaveCount(0);
      await expect(dialog.locator('[aria-live]')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: common(lang, 'gallery.close') })).toBeFocused();
      await dialog.getByRole('button', { name: common(lang, 'gallery.next') }).click();
      await expect(status).toHaveText(common(lang, 'gallery.position', { current: 4, total: news.length }));
      // Backwards past the first image wraps to the last (each step waits for the slide to settle).
      for (const current of [3, 2, 1, news.length]) {
        await dialog.getByRole('button', { name: common(lang, 'gallery.previous') }).click();
        await expect(status).toHaveText(common(lang, 'gallery.position', { current, total: news.length }));
      }
      // In Arabic the "next" arrow is on the left.
      const next = await dialog.getByRole('button', { name: common(lang, 'gallery.next') }).boundingBox();
      expect(lang === 'ar' ? next!.x < desktop.width / 2 : next!.x > desktop.width / 2).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(thumbs.nth(2)).toBeFocused();
      await thumbs.nth(0).click();
      await page.getByRole('button', { name: common(lang, 'gallery.close') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the login dialog opens on demand, traps focus, answers LOGIN politely and leads to the contact form', async ({
      page,
    }) => {
      await open(page, home(lang));
      await expect(page.getByRole('dialog')).toHaveCount(0); // never on page load
      const opener = page.locator('.desktop-bar .login-button');
      await opener.click();
      const dialog = page.getByRole('dialog', { name: common(lang, 'login.title') });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((d) => getComputedStyle(d).zIndex)).toBe('1100');
      expect(await page.locator('.modal-overlay').evaluate((o) => getComputedStyle(o).zIndex)).toBe('1000');
      const username = dialog.getByLabel(common(lang, 'login.username'));
      await expect(username).toBeFocused();
      // Tab cycles inside the dialog.
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 40) ?? ''));
      }
      expect(seen.size).toBe(4); // username, LOGIN, WRITE TO US, close
      await username.fill('buyer@example.com');
      await dialog.getByRole('button', { name: common(lang, 'login.login') }).click();
      await expect(dialog.getByRole('status')).toHaveText(common(lang, 'login.noAccounts'));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: common(lang, 'login.writeToUs') })
        .click();
      await expect(page).toHaveURL(`${pathTo(lang, { page: 'contact' })}?source=dialog`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a fatal render error shows the loading screen, then the language home after 3 s', async ({ page }) => {
      await open(page, home(lang));
      // A broken page payload (e.g. a half-finished deployment) makes the About page fail while rendering.
      await page.route('**/page-data/**/about/page-data.json', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        delete body.result.data.company;
        await route.fulfill({ response, json: body });
      });
      await page.locator('.desktop-bar summary', { hasText: common(lang, 'nav.info') }).click();
      await page
        .locator('.desktop-bar')
        .getByRole('link', { name: common(lang, 'nav.about') })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(common(lang, 'loading.title'));
      await expect(page.getByText(common(lang, 'loading.wait'))).toBeVisible();
      await expect(page.locator('.error-screen progress')).not.toHaveAttribute('value');
      await expect(page).toHaveURL(pathTo(lang, { page: 'about' }));
      // The error screen sends the visitor home after a few seconds; the home page then loads at the machine's pace.
      await page.waitForURL(home(lang), { waitUntil: 'commit' });
      await expect(page.locator('h1')).toHaveText(uiText(lang, 'pages', 'home.title', { name: company.name }));
    });
  });

  // Hydration is our own renderer (replaceHydrateFunction in the browser shell): an error thrown while it hydrates must
  // still reach the console and the error screen, as with Gatsby's renderer.
  test(`${lang}: an error while the first page hydrates shows the loading screen and reaches the console`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.route('**/page-data/**/about/page-data.json', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      delete body.result.data.company;
      await route.fulfill({ response, json: body });
    });
    await page.goto(pathTo(lang, { page: 'about' }));
    // The prerendered page shows first; hydration with the broken payload then fails.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common(lang, 'loading.title'));
    await expect(page.getByText(common(lang, 'loading.wait'))).toBeVisible();
    // The template names the node its payload lacks (src/types/present.ts) rather than failing on an undefined read.
    expect(errors.join('\n')).toMatch(/The page query found no company/);
    await page.waitForURL(home(lang), { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText(uiText(lang, 'pages', 'home.title', { name: company.name }));
  });

  test.describe(`${lang} mobile`, () => {
    test.use({ viewport: mobile, hasTouch: true });

    test('a mobile bar replaces the desktop one from the first paint: no banner, 300×42 logo, catalogue link', async ({
      page,
      browser,
    }) => {
      // Without JavaScript the prerendered HTML must already show the mobile bar (no flash on hydration).
      const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: mobile });
      const staticPage = await noJs.newPage();
      await staticPage.goto(home(lang));
      await expect(staticPage.locator('.mobile-bar')).toBeVisible();
      await expect(staticPage.locator('.desktop-bar')).toBeHidden();
      await expect(staticPage.locator('.promo-banner')).toBeHidden();
      await noJs.close();

      await open(page, home(lang));
      await expect(page.locator('.desktop-bar')).toBeHidden();
      await expect(page.locator('.promo-banner')).toBeHidden();
      const logo = await page.locator('.mobile-bar .logo-mark').boundingBox();
      expect([Math.round(logo!.width), Math.round(logo!.height)]).toEqual([300, 42]);
      const catalog = page.locator('.mobile-bar .mobile-catalog');
      await expect(catalog).toContainText(common(lang, 'nav.catalog'));
      await expect(catalog).toHaveAttribute('target', '_blank');
      await expect(catalog).toHaveAttribute('href', pathTo(lang, { page: 'catalog' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
      // The narrowest phone we support: the 300 px logo and the footer's long e-mail addresses still fit.
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect((await page.locator('.mobile-bar .logo-mark').boundingBox())?.width).toBe(300);
    });

    test('the mobile menu opens by touch and reaches a colour listing and the other languages', async ({ page }) => {
      await open(page, home(lang));
      await page.locator('.mobile-menu > summary').tap();
      const panel = page.locator('.mobile-panel');
      await expect(panel).toBeVisible();
      await panel.locator('summary', { hasText: common(lang, 'nav.products') }).tap();
      const beige = colors.find((c) => c.slug === 'beige')!;
      await panel.getByRole('link', { name: beige.name[lang], exact: true }).tap();
      await expect(page).toHaveURL(pathTo(lang, { page: 'color', slug: beige.slug, id: beige.id }));
      await page.locator('.mobile-menu > summary').tap();
      await expect(page.locator('.mobile-panel .language-picker a')).toHaveCount(5);
      await page.locator('.mobile-panel .language-picker a[lang="es"]').tap();
      await expect(page).toHaveURL(pathTo('es', { page: 'color', slug: beige.slug, id: beige.id }));
    });

    test('the page does not shift while it hydrates', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(home(lang));
      await hydrated(page);
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}

test.describe('phone with a touch screen', () => {
  test.use({ viewport: mobile, hasTouch: true, isMobile: true });

  test('the news gallery’s code arrives once the news is on screen: a tap on a photo opens it without fetching code', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await open(page, home('en'));
    const thumb = page.locator('.news-thumb').first();
    await thumb.scrollIntoViewIfNeeded();
    await idleAfterFrames(page);
    await scripts.arrived();
    const before = scripts.count();
    await thumb.tap();
    await expect(page.getByRole('dialog', { name: footer.news.header.en })).toBeVisible();
    expect(scripts.since(before)).toEqual([]);
  });

  // Gatsby's Link starts loading the next page on hover, which a tap sends just before its click, or on the click: either
  // way 12–15 ms at 4× CPU before the frame that shows the tap. The page loads the same a frame later.
  test('a tap on a link opens its page in place, and nothing is fetched before the frame that shows the tap', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { tapLog: string[] };
      w.tapLog = [];
      const log = (what: string) => w.tapLog.push(what);
      addEventListener('pointerdown', () => log('pointerdown'), true);
      addEventListener(
        'click',
        () => {
          log('click');
          requestAnimationFrame(() => log('frame'));
        },
        true,
      );
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
        log(`fetch ${String(args[1])}`);
        return open.apply(this, args);
      } as typeof open;
      const fetchPage = window.fetch;
      window.fetch = (...args: Parameters<typeof fetch>) => {
        log(`fetch ${String(args[0])}`);
        return fetchPage(...args);
      };
    });
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    // A filter page: its filter links stay links once interactive (a category listing's become checkboxes).
    const category = categories[0];
    await page.goto(pathTo('en', { page: 'filter', categoryId: category.id, family: 'finish', slug: 'honed' }));
    await hydrated(page);
    // The filter links are in the "Filters" disclosure on a phone: opened first, and its tap left out of the log.
    await page.locator('.listing-filters > summary').tap();
    await page.evaluate(() => ((window as unknown as { tapLog: string[] }).tapLog.length = 0));
    const link = page.locator('.filters .filter-links a:not([aria-current])').first();
    const href = await link.getAttribute('href');
    await link.tap();
    await expect(page).toHaveURL(href!);
    await expect(page.locator(`.filters a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
    expect(documents, 'the page came from the router, not a new document').toHaveLength(1);
    const log = await page.evaluate(() => (window as unknown as { tapLog: string[] }).tapLog);
    expect(log.slice(log.indexOf('pointerdown'), log.indexOf('frame') + 1)).toEqual(['pointerdown', 'click', 'frame']);
  });

  test('the page behind a link in view is fetched ahead; the link to the page on screen is marked, also after a tap', async ({
    page,
  }) => {
    const pageData: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/page-data/') && !pathname.endsWith('/app-data.json')) pageData.push(pathname);
    });
    await open(page, home('en'));
    const logo = page.locator('.mobile-bar a.logo');
    await expect(logo, 'the link to the page on screen says so').toHaveAttribute('aria-current', 'page');
    // The first catalogue link in the home page's content, in view once the page is scrolled to it.
    const categoryLink = page.locator('main a[href^="/product/"]').first();
    await categoryLink.scrollIntoViewIfNeeded();
    const target = await categoryLink.getAttribute('href');
    await expect
      .poll(() => pageData, { timeout: 15_000 })
      .toContain(`/page-data${target!.replace(/\/$/, '')}/page-data.json`);
    // Pages opened in place: the mark follows the page on screen (the server's attribute only holds for the first).
    await categoryLink.tap();
    await expect(page).toHaveURL(target!);
    await expect(logo, 'the link home is not current on another page').not.toHaveAttribute('aria-current');
    await logo.tap();
    await expect(page).toHaveURL(home('en'));
    await expect(logo, 'the link home is current again at home').toHaveAttribute('aria-current', 'page');
  });
});
