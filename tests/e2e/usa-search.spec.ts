// USA search (/usa/search/{term}) in French and Arabic: stock items only, English fallback marked in Arabic.
import fs from 'fs';
import path from 'path';
import { test, expect } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { hydrated, item, readData, uiText } from './site-data';

const stockDir = path.resolve(__dirname, '..', '..', 'data', 'usa-stock');
const stock = fs.readdirSync(stockDir).map((f) => readData(`usa-stock/${f}`));
const travertine = item('categories.json', 'travertine');

test('French: every stock item named with both words is found, shown with its French name', async ({ page }) => {
  const named = stock.filter((s) => /travertin/i.test(s.name.fr) && /ivoire/i.test(s.name.fr));
  expect(named.length).toBeGreaterThan(0);
  await page.goto(pathTo('fr', { page: 'usaSearch', term: 'travertin ivoire' }));
  await hydrated(page); // the term and the results are drawn in the browser
  await expect(page.locator('h1')).toHaveText(uiText('fr', 'pages', 'search.usaTitle'));
  await expect(page.locator('.search-term')).toHaveText(
    uiText('fr', 'pages', 'search.resultsFor', { term: 'travertin ivoire' }),
  );
  const titles = await page.locator('.usa-grid .card-title').allTextContents();
  for (const s of named) expect(titles).toContain(s.name.fr);
  // Catalogue products are not USA stock: no result links outside the USA section.
  await expect(page.locator('.usa-grid a:not([href*="/usa/stock/product/detail/"])')).toHaveCount(0);
  await expect(page.locator('.usa-result-count')).toHaveText(
    uiText('fr', 'usa', titles.length === 1 ? 'search.count_one' : 'search.count_other', { count: titles.length }),
  );
});

test('Arabic: a category name typed in Arabic finds that category, names shown in English marked lang="en"', async ({
  page,
}) => {
  const term = travertine.name.ar;
  await page.goto(pathTo('ar', { page: 'usaSearch', term }));
  await hydrated(page); // the term and the results are drawn in the browser
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText(uiText('ar', 'pages', 'search.usaTitle'));
  const titles = page.locator('.usa-grid .card-title');
  const expected = stock
    .filter((s) => s.category === travertine.id)
    .map((s) => s.name.en)
    .sort();
  await expect(titles).toHaveCount(expected.length);
  expect((await titles.allTextContents()).sort()).toEqual(expected);
  for (const lang of await titles.evaluateAll((els) => els.map((e) => e.getAttribute('lang')))) expect(lang).toBe('en');
});

test('Arabic: a term that matches nothing says so in Arabic', async ({ page }) => {
  await page.goto(pathTo('ar', { page: 'usaSearch', term: 'zzqx' }));
  await hydrated(page); // the term and the results are drawn in the browser
  await expect(page.locator('.usa-result-count')).toHaveText(uiText('ar', 'usa', 'search.none', { term: 'zzqx' }));
  await expect(page.locator('.usa-grid li')).toHaveCount(0);
});
