// USA stock: combinable filters kept in the URL, prerendered filter routes without JavaScript, the detail
// page calculator and "request this item", and the ru/ar English fallback.
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { item, readData, uiText, hydrated } from './site-data';

const stockDir = path.resolve(__dirname, '..', '..', 'data', 'usa-stock');
const stock = fs.readdirSync(stockDir).map((f) => readData(`usa-stock/${f}`));
const travertine = item('categories.json', 'travertine');
const beige = item('colors.json', 'beige');
const white = item('colors.json', 'white');
const names = (list: typeof stock): string[] => list.map((s) => String(s.name.en)).sort();

const cardTitles = (page: Page) => page.locator('.usa-grid .card-title');
/** An option of one facet group of the filter panel (options of different facets may share a name, e.g. travertine). */
const facet = (page: Page, lang: Lang, key: string) =>
  page.getByRole('group', { name: uiText(lang, 'usa', `filters.facets.${key}`), exact: true });
const option = (page: Page, lang: Lang, key: string, name: string) =>
  facet(page, lang, key).getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
/** The panel is enabled once the page is interactive and has read the URL. */
const panelReady = async (page: Page) => {
  // Waited for first: to Playwright a fieldset is never disabled, so toBeEnabled alone passes on the prerendered page.
  await hydrated(page);
  await expect(page.locator('.usa-filters-body')).toBeEnabled();
};

test('two facets combine, stay in the URL across a reload, and the link works when shared', async ({
  page,
  browser,
}) => {
  const both = stock.filter((s) => s.category === travertine.id && s.colors.includes(beige.id));
  expect(both.length).toBeGreaterThan(0);
  expect(both.length).toBeLessThan(stock.filter((s) => s.category === travertine.id).length);

  await page.goto(pathTo('en', { page: 'usaStock' }));
  await hydrated(page);
  await panelReady(page);
  await expect(cardTitles(page)).toHaveCount(stock.length);
  await option(page, 'en', 'category', travertine.name.en).check();
  // With travertine ticked, each colour shows how many travertine items it would give.
  const travertineWhite = stock.filter((s) => s.category === travertine.id && s.colors.includes(white.id)).length;
  await expect(
    facet(page, 'en', 'color').locator('label', { hasText: white.name.en }).locator('.usa-count'),
  ).toHaveText(`(${travertineWhite})`);
  await option(page, 'en', 'color', beige.name.en).check();

  await expect(page).toHaveURL(/\?category=travertine&color=beige$/);
  await expect(cardTitles(page)).toHaveCount(both.length);
  expect((await cardTitles(page).allTextContents()).sort()).toEqual(names(both));
  await expect(page.locator('.usa-result-count')).toHaveText(
    uiText('en', 'usa', `filters.results_${both.length === 1 ? 'one' : 'other'}`, {
      count: both.length,
      total: stock.length,
    }),
  );

  await page.reload();
  await panelReady(page);
  await expect(option(page, 'en', 'category', travertine.name.en)).toBeChecked();
  await expect(option(page, 'en', 'color', beige.name.en)).toBeChecked();
  await expect(cardTitles(page)).toHaveCount(both.length);

  const shared = await browser.newPage();
  await shared.goto(page.url());
  await panelReady(shared);
  await expect(cardTitles(shared)).toHaveCount(both.length);
  expect((await cardTitles(shared).allTextContents()).sort()).toEqual(names(both));
  await shared.close();

  await page.getByRole('button', { name: uiText('en', 'usa', 'filters.clearAll') }).click();
  await expect(cardTitles(page)).toHaveCount(stock.length);
  await expect(page).toHaveURL(/\/usa\/stock\/$/);
});

test('an unknown value in a shared link is reported and the rest of the link still applies', async ({ page }) => {
  await page.goto(`${pathTo('fr', { page: 'usaStock' })}?color=beige,no-such-colour`);
  await panelReady(page);
  await expect(page.locator('.usa-notice')).toHaveText(
    uiText('fr', 'usa', 'filters.unknown', { values: 'no-such-colour' }),
  );
  await expect(cardTitles(page)).toHaveCount(stock.filter((s) => s.colors.includes(beige.id)).length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a USA filter route is prerendered with its items', async ({ page }) => {
    const beigeItems = stock.filter((s) => s.colors.includes(beige.id));
    await page.goto(pathTo('es', { page: 'usaFilter', facet: 'color', slug: 'beige' }));
    await expect(page.locator('h1')).toHaveText(uiText('es', 'pages', 'usa.stockFiltered', { name: beige.name.es }));
    expect((await cardTitles(page).allTextContents()).sort()).toEqual(beigeItems.map((s) => s.name.es).sort());
    // Every filter route is linked from the page, so crawlers find them all.
    await expect(page.locator('.usa-browse a[href$="/usa/filter/size/12x24/"]')).toHaveCount(1);
  });

  test('Russian shows English item names, marked lang="en", and filter options in Russian', async ({ page }) => {
    await page.goto(pathTo('ru', { page: 'usaFilter', facet: 'category', slug: 'travertine' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const items = stock.filter((s) => s.category === travertine.id);
    expect((await cardTitles(page).allTextContents()).sort()).toEqual(names(items));
    await expect(cardTitles(page).first()).toHaveAttribute('lang', 'en');
    await expect(page.locator('.usa-filters h2')).toHaveText(uiText('ru', 'usa', 'filters.title'));
    // The facets' names are translated in the data, so they are shown in the page's language (eadf57d).
    const option = facet(page, 'ru', 'category').locator('label', { hasText: travertine.name.ru });
    await expect(option).toHaveCount(1);
    await expect(option.locator('[lang="en"]')).toHaveCount(0);
  });
});

test('the detail calculator rounds up to boxes and crates, rejects bad input, and "request this item" fills the quote list', async ({
  page,
}) => {
  const ivory = readData('usa-stock/5001.json');
  await page.goto(pathTo('en', { page: 'usaStockItem', id: 5001 }));
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(ivory.name.en);
  await hydrated(page);
  const area = page.getByLabel(uiText('en', 'usa', 'calc.area'));

  await area.fill('abc');
  await page.getByRole('button', { name: uiText('en', 'usa', 'calc.calculate') }).click();
  await expect(page.locator('#usa-calc-error')).toHaveText(uiText('en', 'usa', 'calc.errors.notNumber'));
  await expect(area).toHaveValue('abc');

  const wanted = ivory.perBox.sqft * 9 + 1; // one square foot more than nine boxes
  await area.fill(String(wanted));
  await area.press('Enter');
  const boxes = page.locator('.usa-calc-result dd').first();
  await expect(boxes).toContainText(
    uiText('en', 'usa', 'calc.covers', {
      number: 10,
      sqft: ivory.perBox.sqft * 10,
      m2: (ivory.perBox.sqft * 10 * 0.09290304).toFixed(1),
    }),
  );
  await expect(page.locator('.usa-calc-result dd').nth(1)).toContainText(`1 (${ivory.perCrate.sqft} sq ft`);

  await page.getByRole('button', { name: uiText('en', 'usa', 'request.button') }).click();
  await expect(
    page.getByText(uiText('en', 'usa', 'request.added', { name: ivory.name.en, sqft: wanted })),
  ).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('quote-list') ?? '[]'));
  expect(stored).toEqual([
    {
      kind: 'usaStock',
      id: 5001,
      code: ivory.sku,
      name: ivory.name.en,
      size: ivory.size,
      finish: ivory.surface,
      quantity: wanted,
      unit: 'sqft',
    },
  ]);
});

test('a detail photo opens the full-screen gallery at that photo, and Escape closes it', async ({ page }) => {
  const item = readData('usa-stock/5002.json');
  await page.goto(pathTo('ar', { page: 'usaStockItem', id: 5002 }));
  await hydrated(page);
  const second = page.getByRole('button', {
    name: uiText('ar', 'usa', 'detail.openPhoto', { number: 2, total: item.images.length }),
  });
  await second.click();
  const dialog = page.getByRole('dialog', { name: uiText('ar', 'usa', 'detail.galleryLabel', { name: item.name.en }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(
    uiText('ar', 'common', 'gallery.position', { current: 2, total: item.images.length }),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(second).toBeFocused();
});

test('the volume discount goes by the area ordered with its breakage allowance, as the advice above it says', async ({
  page,
}) => {
  const terms = readData('usa.json').terms;
  await page.goto(pathTo('en', { page: 'usaStockItem', id: 5001 }));
  await hydrated(page);
  const calc = page.locator('.usa-calc');
  // 3,700 sq ft with the recommended 10 % is 4,070 sq ft to order: above the 4,000 sq ft threshold.
  await calc.getByLabel(uiText('en', 'usa', 'calc.area')).fill('3700');
  await calc.getByRole('button', { name: uiText('en', 'usa', 'calc.calculate') }).click();
  const reached = uiText('en', 'usa', 'calc.discountReached', { sqft: terms.discountAboveSqft.toLocaleString('en') });
  await expect(calc.getByText(reached)).toBeVisible();
  await calc.getByLabel(uiText('en', 'usa', 'calc.allowance')).selectOption('0');
  await expect(calc.getByText(reached)).toHaveCount(0);
});
