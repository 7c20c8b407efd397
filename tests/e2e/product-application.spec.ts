// Product detail shows the usage table for its stone type (with every "no"), or none where the type has no
// application sheet (bath).
import { test, expect } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { item, readData, uiText } from './site-data';

test('a limestone product lists freezing climate, commercial and wet areas as unsuitable, in Arabic', async ({
  page,
}) => {
  const limestone = readData('products/849.json');
  await page.goto(pathTo('ar', { page: 'product', slug: limestone.slug, id: 849 }));
  const table = page.locator('table.usage-table');
  const row = (usage: string) =>
    table.locator('tr', { has: page.locator('th', { hasText: uiText('ar', 'pages', `product.usage.${usage}`) }) });
  for (const usage of ['freezingClimate', 'commercial', 'wetAreas'])
    await expect(row(usage).locator('td')).toHaveText(uiText('ar', 'pages', 'product.no'));
  for (const usage of ['wall', 'floor', 'residential', 'exterior', 'interior'])
    await expect(row(usage).locator('td')).toHaveText(uiText('ar', 'pages', 'product.yes'));
});

test('a bath product has no application table (specification only)', async ({ page }) => {
  const sink = readData('products/899.json');
  await page.goto(pathTo('en', { page: 'product', slug: sink.slug, id: 899 }));
  await expect(page.locator('h1')).toHaveText(sink.name.en);
  await expect(page.locator('table.usage-table')).toHaveCount(0);
});

// Issue 52: the usage table agrees with the product's own lab data. Afyon White (804): polished wet DCOF 0.21 (below
// ANSI A326.3's 0.42 for wet areas), honed 0.51; water absorption above ASTM C503's maximum.
test('804 does not say "yes" for wet areas beside its wet DCOF of 0.21: honed finish only, with the reason', async ({
  page,
}) => {
  const afyon = readData('products/804.json');
  const honed = item('finishes.json', 'honed');
  const polished = item('finishes.json', 'polished');
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(pathTo(lang, { page: 'product', slug: afyon.slug, id: 804 }));
    const cell = (usage: string) => page.locator(`table.usage-table tr[data-usage="${usage}"] td`);
    const wet = cell('wetAreas');
    await expect(wet).not.toContainText(uiText(lang, 'pages', 'product.yes'));
    await expect(wet).toContainText(uiText(lang, 'pages', 'product.usageFinishesOnly', { finishes: honed.name[lang] }));
    await expect(wet.locator('.usage-reason')).toHaveText(
      uiText(lang, 'pages', 'product.usageReason.slip', {
        finish: polished.name[lang],
        value: new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(0.21),
        limit: new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(0.42),
        standard: 'ANSI A326.3',
      }),
    );
    for (const usage of ['commercial', 'exterior'])
      await expect(cell(usage)).toHaveText(
        uiText(lang, 'pages', 'product.no') +
          uiText(lang, 'pages', 'product.usageReason.astm', { standard: 'ASTM C503' }),
      );
    await expect(cell('wall')).toHaveText(uiText(lang, 'pages', 'product.yes'));
  }
});

test('the USA floor listing leaves out 5001, whose abrasion is below the ASTM C1527 minimum for floors', async ({
  page,
}) => {
  const floor = item('areas.json', 'floor');
  const ivory = readData('usa-stock/5001.json');
  await page.goto(pathTo('en', { page: 'usaFilter', facet: 'area', id: floor.id, slug: floor.slug }));
  const titles = page.locator('.usa-grid .card-title');
  await expect(titles.first()).toBeVisible();
  expect(await titles.allTextContents()).not.toContain(ivory.name.en);
  await page.goto(pathTo('en', { page: 'usaStockItem', id: 5001 }));
  await expect(page.locator('main')).not.toContainText('floor tile');
});
