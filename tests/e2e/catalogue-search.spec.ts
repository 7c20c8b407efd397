// Search on the built site: a product code opens the product; Russian and Arabic words find products (term marked);
// no result offers the categories; a misspelt word finds its products and "did you mean" links the corrected search,
// without JavaScript too; the index is this page's data only.
import { test, expect } from 'playwright/test';
import path from 'path';
import { pathTo } from '../../src/routes';
import { buildIndex, search } from '../../src/catalogue/search';
import { searchTextsFromData } from '../../scripts/search-data';
import { synonymsFor } from '../../src/catalogue/search-index';
import { readSynonyms } from '../../src/catalogue/search-index-files';
import type { Lang } from '../../src/i18n/languages';
import { item, readData, uiText } from './site-data';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const expectedHits = (lang: Lang, term: string) =>
  search(buildIndex(searchTextsFromData(dataDir, lang), lang, synonymsFor(readSynonyms(dataDir), lang)), term);
const p948 = readData('products/948.json');

test('a product code goes straight to that product', async ({ page }) => {
  await page.goto(pathTo('en', { page: 'search', term: p948.code.toLowerCase() }));
  await expect(page).toHaveURL(pathTo('en', { page: 'product', slug: p948.slug, id: 948 }));
  await expect(page.locator('h1')).toHaveText(p948.name.en);
});

test('the search box sends a Russian word (typed with е for ё) to results in Russian', async ({ page }) => {
  const term = 'черный мрамор';
  const hits = expectedHits('ru', term);
  expect(hits.length).toBeGreaterThan(0);
  await page.goto(pathTo('ru', { page: 'home' }));
  const box = page.getByRole('combobox', { name: uiText('ru', 'common', 'search.label') });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(pathTo('ru', { page: 'search', term }));
  const cards = page.locator('main .card');
  await expect(cards).toHaveCount(hits.length);
  await expect(cards.first()).toContainText(hits[0].doc.code);
  await expect(cards.first().locator('mark').first()).toHaveText(/^мрамор/i);
  await expect(page.getByRole('status')).toContainText(uiText('ru', 'catalogue', 'search.results', { term }));
});

test('an Arabic word with the article and diacritics finds the Arabic products', async ({ page }) => {
  const term = 'التْرافِرتين';
  const hits = expectedHits('ar', term);
  expect(hits.map((h) => h.doc.id)).toContain(948);
  await page.goto(pathTo('ar', { page: 'search', term }));
  const cards = page.locator('main .card');
  await expect(cards).toHaveCount(hits.length);
  await expect(page.locator('main').getByRole('link', { name: p948.name.ar })).toHaveAttribute(
    'href',
    pathTo('ar', { page: 'product', slug: p948.slug, id: 948 }),
  );
  await expect(cards.locator('mark').first()).toBeVisible();
});

test('no result says so and offers the categories', async ({ page }) => {
  const term = 'qqqzzz';
  await page.goto(pathTo('fr', { page: 'search', term }));
  await expect(page.getByText(uiText('fr', 'catalogue', 'search.none', { term }))).toBeVisible();
  const marble = item('categories.json', 1);
  await expect(page.locator('main').getByRole('link', { name: marble.name.fr })).toHaveAttribute(
    'href',
    pathTo('fr', { page: 'category', slug: 'marble', id: 1 }),
  );
});

test('other pages do not load the search index', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(pathTo('en', { page: 'product', slug: p948.slug, id: 948 }));
  await page.waitForLoadState('networkidle');
  expect(requested.filter((u) => u.includes('/page-data/search/'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a misspelt stone finds its products, and "did you mean" leads to the corrected search and back', async ({
    page,
  }) => {
    const typo = 'botticcino';
    const corrected = 'botticino';
    const hits = expectedHits('es', typo);
    expect(hits.length).toBeGreaterThan(0);
    await page.goto(pathTo('es', { page: 'home' }));
    await page.goto(pathTo('es', { page: 'search', term: typo }));
    const cards = page.locator('main .card');
    await expect(cards).toHaveCount(hits.length);
    await expect(cards.first().locator('mark').first()).toHaveText(/^Botticino$/);
    const hint = page.locator('main .search-correction');
    await expect(hint).toHaveText(uiText('es', 'catalogue', 'search.didYouMean', { term: corrected }));
    await hint.getByRole('link', { name: corrected }).click();
    await expect(page).toHaveURL(pathTo('es', { page: 'search', term: corrected }));
    await expect(page.locator('main .search-correction')).toHaveCount(0);
    await expect(cards).toHaveCount(expectedHits('es', corrected).length);
    await page.goBack();
    await expect(page).toHaveURL(pathTo('es', { page: 'search', term: typo }));
    await expect(page.locator('main .search-correction')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(pathTo('es', { page: 'search', term: corrected }));
    await expect(cards.first()).toBeVisible();
    await page.getByRole('link', { name: hits[0].doc.name }).first().click();
    await expect(page.locator('h1')).toHaveText(hits[0].doc.name);
  });
});
