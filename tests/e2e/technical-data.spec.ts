// The technical data on the Application tab: metric and US units with the standard beside each value, a switch
// remembered through a journey (product → away → Back → Forward → another product), the USA section starting in US
// units, the ASTM verdict computed from the values, and the table without JavaScript. In English and Arabic.
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { astmVerdict } from '../../src/data/astm';
import { technicalFromQuery } from '../../src/data/technical';
import type { Lang } from '../../src/i18n/languages';
import { hydrated, readData, uiText } from './site-data';

const marble = readData('products/801.json');
const usaItem = readData('usa-stock/5001.json');
const linked = readData(`products/${usaItem.productId}.json`);

async function openApplication(page: Page, lang: Lang) {
  await hydrated(page);
  await page.getByRole('tab', { name: uiText(lang, 'catalogue', 'tabs.application') }).click();
}

/** The density row of the visible properties table. */
const densityRow = (page: Page, lang: Lang) =>
  page
    .locator('table.technical-table tr')
    .filter({ has: page.locator('th', { hasText: uiText(lang, 'technical', 'property.density') }) });

async function expectUnits(page: Page, lang: Lang, system: 'metric' | 'us') {
  const row = densityRow(page, lang);
  await expect(row.locator(system === 'us' ? '.tech-us' : '.tech-metric')).toBeVisible();
  await expect(row.locator(system === 'us' ? '.tech-metric' : '.tech-us')).toBeHidden();
  await expect(row.locator(system === 'us' ? '.tech-us' : '.tech-metric')).toContainText(
    system === 'us' ? 'lb/ft³' : 'kg/m³',
  );
  await expect(page.getByRole('radio', { name: uiText(lang, 'technical', `units.${system}`) })).toBeChecked();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the unit choice follows the visitor from product to product, Back and Forward included`, async ({
    page,
  }) => {
    await page.goto(pathTo(lang, { page: 'product', slug: marble.slug, id: marble.id }));
    await openApplication(page, lang);
    const row = densityRow(page, lang);
    // The standard stays next to the value.
    await expect(row.locator('.technical-standard')).toHaveText(marble.technical.density.standard);
    await expectUnits(page, lang, 'metric');

    // Keyboard: the radio group moves with the arrow keys, in either direction of writing.
    await page.getByRole('radio', { name: uiText(lang, 'technical', 'units.metric') }).focus();
    await page.keyboard.press('ArrowDown');
    await expectUnits(page, lang, 'us');

    // Away to the category, Back, Forward, then another product.
    const category = readData('categories.json').items.find((c: { id: number }) => c.id === marble.category);
    await page.locator('.breadcrumb').getByRole('link', { name: category.name[lang] }).click();
    await expect(page).toHaveURL(
      new RegExp(`${pathTo(lang, { page: 'category', slug: category.slug, id: category.id })}$`),
    );
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(marble.name[lang]);
    await openApplication(page, lang);
    await expectUnits(page, lang, 'us');
    await page.goForward();
    const other = page.locator(`a[href*="/product/detail/"]:not([href*="/${marble.id}/"])`).first();
    await other.click();
    await expect(page.locator('h1')).not.toHaveText(marble.name[lang]);
    await openApplication(page, lang);
    await expectUnits(page, lang, 'us');

    // And back to metric, kept on reload.
    await page.getByRole('radio', { name: uiText(lang, 'technical', 'units.metric') }).check();
    await page.reload();
    await openApplication(page, lang);
    await expectUnits(page, lang, 'metric');
  });

  test(`${lang}: the ASTM verdict is the one the values give`, async ({ page }) => {
    await page.goto(pathTo(lang, { page: 'product', slug: marble.slug, id: marble.id }));
    await openApplication(page, lang);
    const verdict = astmVerdict(technicalFromQuery(marble.technical)!)!;
    const use = verdict.uses[0];
    await expect(page.locator('.astm-verdict')).toContainText(
      uiText(lang, 'technical', `astm.${use.status}`, { spec: verdict.spec }),
    );
  });

  test(`${lang}: a USA stock item starts in US units and shows its catalogue stone's data`, async ({ page }) => {
    await page.goto(pathTo(lang, { page: 'usaStockItem', id: usaItem.id }));
    await hydrated(page);
    await expectUnits(page, lang, 'us');
    await expect(densityRow(page, lang).locator('.technical-standard')).toHaveText(linked.technical.density.standard);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the table shows metric values with their standards, and the switch still works', async ({ page }) => {
    await page.goto(pathTo('en', { page: 'product', slug: marble.slug, id: marble.id }));
    await expectUnits(page, 'en', 'metric');
    await page.getByRole('radio', { name: uiText('en', 'technical', 'units.us') }).check();
    await expectUnits(page, 'en', 'us');
  });
});
