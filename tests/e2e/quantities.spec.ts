// Quantities as people type them in their page's language (issue 52): "1,200" in English, "1.200" in Spanish and
// "١٢٠٠" in Arabic are 1,200 m² beside the field, in the toast and in the quote list; an ambiguous one is asked about
// with both readings. The journey: the product page, the list, Back and Forward.
import { test, expect } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { visualizerPath } from '../../src/routes/visualizer-query';
import { hydrated, readData, uiText } from './site-data';
import type { Lang } from '../../src/i18n/languages';

const product = readData('products/948.json');

const typed: [Lang, string][] = [
  ['en', '1,200'],
  ['es', '1.200'],
  ['ar', '١٢٠٠'],
];

for (const [lang, text] of typed) {
  test(`${lang}: “${text}” m² is 1,200 m² beside the field, in the toast and in the quote list`, async ({ page }) => {
    const shown = new Intl.NumberFormat(lang).format(1200);
    const unit = uiText(lang, 'pages', 'units.m2');
    await page.goto(pathTo(lang, { page: 'product', slug: product.slug, id: product.id }));
    await hydrated(page);
    const form = page.locator('.add-to-quote');
    await form.getByLabel(uiText(lang, 'catalogue', 'quote.quantity'), { exact: true }).fill(text);
    await form.getByRole('button', { name: uiText(lang, 'catalogue', 'quote.add') }).click();
    await expect(
      page.getByText(uiText(lang, 'catalogue', 'quote.added', { name: product.name[lang], quantity: shown, unit })),
    ).toBeVisible();
    // Still in the field, and read beside it as added.
    await expect(form.locator('.quantity-echo')).toHaveText(
      uiText(lang, 'pages', 'number.readAs', { number: shown, unit }),
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-list') ?? '[]'));
    expect(stored).toMatchObject([{ id: product.id, quantity: 1200, unit: 'm2' }]);

    await form.getByRole('link', { name: uiText(lang, 'catalogue', 'quote.view') }).click();
    await expect(page).toHaveURL(pathTo(lang, { page: 'quote' }));
    const row = page.locator('.quote-table tbody tr');
    await expect(row.getByRole('textbox')).toHaveValue(shown);
    await expect(row.locator('.quantity-echo')).toHaveText(
      uiText(lang, 'pages', 'number.readAs', { number: shown, unit }),
    );
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(product.name[lang]);
    await page.goForward();
    await expect(page.locator('.quote-table tbody tr').getByRole('textbox')).toHaveValue(shown);
  });
}

test('en: “1,20” is asked about with both readings, and nothing is added', async ({ page }) => {
  await page.goto(pathTo('en', { page: 'product', slug: product.slug, id: product.id }));
  await hydrated(page);
  const form = page.locator('.add-to-quote');
  await form.getByLabel(uiText('en', 'catalogue', 'quote.quantity'), { exact: true }).fill('1,20');
  await form.getByRole('button', { name: uiText('en', 'catalogue', 'quote.add') }).click();
  await expect(form.getByRole('alert')).toHaveText(
    uiText('en', 'pages', 'number.ambiguous', { typed: '1,20', first: '1.2', second: '120' }),
  );
  expect(await page.evaluate(() => localStorage.getItem('quote-list'))).toBeNull();
});

test('es: the visualizer asks how much before adding, offering the surface’s area, and reads “1.200” as 1200', async ({
  page,
}) => {
  const stone = readData('products/829.json');
  await page.goto(visualizerPath('es', { stone: `product:${stone.id}` }));
  await hydrated(page);
  await page.getByRole('button', { name: uiText('es', 'visualizer', 'addToQuote') }).click();
  const quantity = page.getByLabel(uiText('es', 'visualizer', 'confirmQuantity'));
  // The room's area is offered, written as Spanish writes numbers, and nothing is added yet.
  await expect(quantity).toHaveValue(/^\d+(,\d)?$/);
  expect(await page.evaluate(() => localStorage.getItem('quote-list'))).toBeNull();
  await quantity.fill('1.200');
  const unit = uiText('es', 'pages', 'units.m2');
  await expect(page.locator('.viz-quantity .quantity-echo')).toHaveText(
    uiText('es', 'pages', 'number.readAs', { number: '1200', unit }),
  );
  await page.getByRole('button', { name: uiText('es', 'visualizer', 'confirmAdd') }).click();
  await expect(page.getByRole('link', { name: uiText('es', 'visualizer', 'viewQuote') })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-list') ?? '[]'));
  expect(stored).toMatchObject([{ id: stone.id, quantity: 1200, unit: 'm2' }]);
});
