// Product detail shows the usage table for its stone type (with every "no"), or none where the type has no
// application sheet (bath).
import { test, expect } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { readData, uiText } from './site-data';

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
