// Search on the host: results arrive with the page, so a visit downloads its results, never the catalogue's
// index (≤ 60 kB of search data, measured from the network log); the header's search button works with the keyboard
// and without JavaScript; the field says that leaving it after typing searches.
import path from 'path';
import { test, expect, type Page, type Request } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { buildIndex, search } from '../../src/catalogue/search';
import { searchTextsFromData } from '../../scripts/search-data';
import { synonymsFor } from '../../src/catalogue/search-index';
import { readSynonyms } from '../../src/catalogue/search-index-files';
import type { Lang } from '../../src/i18n/languages';
import { hydrated, uiText } from './site-data';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const expectedHits = (lang: Lang, term: string) =>
  search(buildIndex(searchTextsFromData(dataDir, lang), lang, synonymsFor(readSynonyms(dataDir), lang)), term);
const budgetBytes = 60 * 1024;

/**
 * Search data: what the page fetches for its results beyond its HTML, CSS, scripts, fonts and images: the results, any
 * index file, and the search page's own page data. Page data Gatsby prefetches for the links in view (the menu, the
 * language switcher) is the next page's, not search data.
 */
function searchDataLog(page: Page) {
  const requests: Request[] = [];
  page.on('requestfinished', (r) => {
    if (['document', 'stylesheet', 'script', 'font', 'image'].includes(r.resourceType())) return;
    const url = new URL(r.url());
    const searchPage = /^\/page-data(\/[a-z]{2})?\/search\//.test(url.pathname);
    if (url.pathname.startsWith('/page-data/') && !searchPage && !url.pathname.endsWith('/app-data.json')) return;
    requests.push(r);
  });
  return async () => {
    const sizes = await Promise.all(
      requests.map(async (r) => ({ url: r.url(), bytes: (await r.sizes()).responseBodySize })),
    );
    return { sizes, total: sizes.reduce((sum, s) => sum + s.bytes, 0) };
  };
}

for (const [lang, term] of [
  ['en', 'travertine'],
  ['ar', 'ترافرتين'],
] as [Lang, string][]) {
  test(`${lang}: the results of "${term}" arrive with the page, within the search-data budget`, async ({ page }) => {
    const hits = expectedHits(lang, term);
    expect(hits.length).toBeGreaterThan(3);
    const log = searchDataLog(page);
    const response = await page.goto(pathTo(lang, { page: 'search', term }));
    // In the HTML itself: the results do not wait for a script.
    const html = (await response?.text()) ?? '';
    expect(html.match(/<li class="card">/g)?.length).toBe(hits.length);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const cards = page.locator('main .card');
    await expect(cards).toHaveCount(hits.length);
    await expect(cards.first()).toContainText(hits[0].doc.code);
    const { sizes, total } = await log();
    expect(sizes.some((s) => s.url.includes('/search-data/'))).toBe(false);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(budgetBytes);
  });

  test(`${lang}: a search made in the page fetches only its results`, async ({ page }) => {
    await page.goto(pathTo(lang, { page: 'about' }));
    await hydrated(page);
    const log = searchDataLog(page);
    const box = page.locator('#site-search');
    await box.fill(term);
    await box.press('Enter');
    await expect(page).toHaveURL(pathTo(lang, { page: 'search', term }));
    await expect(page.locator('main .card')).toHaveCount(expectedHits(lang, term).length);
    const { sizes, total } = await log();
    expect(sizes.some((s) => s.url.includes('/api/search?'))).toBe(true);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(budgetBytes);
  });

  test(`${lang}: the field says that leaving it searches; the search button works with the keyboard`, async ({
    page,
  }) => {
    await page.goto(pathTo(lang, { page: 'about' }));
    await hydrated(page);
    const box = page.locator('#site-search');
    await expect(box).toHaveAccessibleDescription(uiText(lang, 'common', 'search.blurHint'));
    // Tabbing from the empty field to the button does not search; Enter on the button submits (a blank term goes home).
    await box.focus();
    await page.keyboard.press('Tab');
    const button = page
      .locator('.desktop-bar')
      .getByRole('button', { name: uiText(lang, 'common', 'search.button'), exact: true });
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(pathTo(lang, { page: 'about' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathTo(lang, { page: 'home' }));
    // With a term, the button (clicked) shows its results.
    await hydrated(page);
    await page.locator('#site-search').fill(term);
    await page
      .locator('.desktop-bar')
      .getByRole('button', { name: uiText(lang, 'common', 'search.button'), exact: true })
      .click();
    await expect(page).toHaveURL(pathTo(lang, { page: 'search', term }));
    await expect(page.locator('main .card')).toHaveCount(expectedHits(lang, term).length);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [lang, term] of [
    ['en', 'beige marble'],
    ['ar', 'رخام بيج'],
  ] as [Lang, string][]) {
    test(`${lang}: typing a term, Tab to the search button and Enter shows the results`, async ({ page }) => {
      const hits = expectedHits(lang, term);
      expect(hits.length).toBeGreaterThan(0);
      await page.goto(pathTo(lang, { page: 'about' }));
      await page.locator('#site-search').focus();
      await page.keyboard.type(term);
      await page.keyboard.press('Tab');
      await expect(page.locator('.desktop-bar .search-button')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(pathTo(lang, { page: 'search', term }));
      await expect(page.locator('main .card')).toHaveCount(hits.length);
      await expect(page.getByRole('status')).toContainText(uiText(lang, 'catalogue', 'search.results', { term }));
    });
  }
});
