// Sample requests on the built site: from a product page to two samples sent (en, ar), the row stored and mailed with
// both stones and the address; the five-sample limit; the journey (Back and Forward keep the form working); and the
// same request without JavaScript (form POST, thank-you page).
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { hydrated, readData, uiText } from './site-data';
import { emailContaining, unique } from './outbox';
import { axeViolations } from './axe';

const product = readData('products/948.json');
const usaItem = readData('usa-stock/5001.json');
const productPath = (lang: 'en' | 'ar' | 'fr') => pathTo(lang, { page: 'product', slug: product.slug, id: product.id });

/** The form in the browser: rows from the address, add and remove buttons. */
async function enhanced(page: Page) {
  await hydrated(page);
  await page.locator('.sample-form .sample-add, .sample-form .sample-rows [role="status"]').first().waitFor();
}

async function orderFromProduct(page: Page, lang: 'en' | 'ar') {
  await page.goto(productPath(lang));
  await page
    .getByText(uiText(lang, 'common', 'sample.order'), { exact: true })
    .first()
    .click(); // opens the box
  const box = page.locator('.order-sample form');
  await box.getByLabel(uiText(lang, 'common', 'sample.finish')).selectOption('polished');
  await box.getByLabel(uiText(lang, 'common', 'sample.kinds.chip')).check();
  await box.getByRole('button', { name: uiText(lang, 'common', 'sample.order') }).click();
  await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'sampleRequest' })}\\?stone=product`));
  await enhanced(page);
}

for (const [lang, country, countryName] of [
  ['en', 'FR', 'France'],
  ['ar', 'FR', 'فرنسا'],
] as const) {
  test(`${lang}: product → two samples → sent; the request is stored and mailed with both stones and the address`, async ({
    page,
  }) => {
    await orderFromProduct(page, lang);
    const form = page.locator('form.sample-form');
    // The stone chosen on the product page is sample 1, with its finish and kind.
    await expect(form.locator('#stone1')).toHaveValue(`product:${product.id}:${product.code}`);
    await expect(form.locator('#finish1')).toHaveValue('polished');
    await form.getByRole('button', { name: uiText(lang, 'contact', 'samples.add') }).click();
    await form.locator('#stone2').selectOption(`usaStock:${usaItem.id}:${usaItem.sku}`);
    // A USA stock item comes in one surface: chosen with it.
    await expect(form.locator('#finish2')).toHaveValue(usaItem.surface);
    await form.locator('#sample2').selectOption('lot');

    const name = unique(lang === 'ar' ? 'ليلى' : 'Claire');
    await form.getByRole('textbox', { name: uiText(lang, 'contact', 'form.name'), exact: true }).fill(name);
    await form.getByLabel(uiText(lang, 'contact', 'samples.company')).fill('Atelier Martin');
    await form.getByLabel(uiText(lang, 'contact', 'form.email')).fill('claire@example.com');
    await form.locator('#phone').fill('+33 4 72 00 00 00');
    await form.getByLabel(uiText(lang, 'contact', 'samples.street')).fill('12 rue de la République');
    await form.getByLabel(uiText(lang, 'contact', 'samples.postalCode')).fill('69002');
    await form.getByLabel(uiText(lang, 'contact', 'samples.city')).fill('Lyon');
    // The country is found by typing part of its name in the page's language.
    await form.getByLabel(uiText(lang, 'contact', 'samples.countrySearch')).fill(countryName);
    await expect(form.locator('#country')).toHaveValue(country);
    await form.getByRole('button', { name: uiText(lang, 'contact', 'samples.send') }).click();

    // The first post may open the embedded database (seconds on a busy machine).
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'sampleThanks' })}\\?ref=[A-Z]{3}-[0-9]{5,}$`), {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'contact', 'samples.thanksTitle'));
    const mail = await emailContaining(name);
    expect(mail).toContain(product.code);
    expect(mail).toContain(usaItem.sku);
    expect(mail).toContain('12 rue de la République, 69002 Lyon');
    expect(mail).toMatch(/^Subject: Sample request: 2 stones → Lyon, FR$/m);
  });
}

test('the form stops at five samples with a message, and errors are translated and focused', async ({ page }) => {
  await orderFromProduct(page, 'ar');
  const form = page.locator('form.sample-form');
  const add = form.getByRole('button', { name: uiText('ar', 'contact', 'samples.add') });
  for (let i = 0; i < 4; i++) await add.click();
  await expect(form.locator('fieldset.sample-row')).toHaveCount(5);
  await expect(add).toHaveCount(0);
  await expect(
    form.getByRole('status').filter({ hasText: uiText('ar', 'contact', 'samples.limit', { max: 5 }) }),
  ).toBeVisible();
  await form.getByRole('button', { name: uiText('ar', 'contact', 'samples.send') }).click();
  await expect(form.getByRole('alert')).toContainText(uiText('ar', 'contact', 'errors.summary'));
  await expect(form.getByText(uiText('ar', 'contact', 'errors.cityRequired'))).toBeVisible();
});

test('journey: product → sample page → Back → Forward: the form still fills, adds and checks', async ({ page }) => {
  await orderFromProduct(page, 'en');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${productPath('en')}$`));
  await hydrated(page);
  await page.goForward();
  await enhanced(page);
  const form = page.locator('form.sample-form');
  await expect(form.locator('#stone1')).toHaveValue(`product:${product.id}:${product.code}`);
  await form.getByRole('button', { name: uiText('en', 'contact', 'samples.add') }).click();
  await expect(form.locator('fieldset.sample-row')).toHaveCount(2);
  await form.getByRole('button', { name: uiText('en', 'contact', 'samples.send') }).click();
  await expect(form.getByText(uiText('en', 'contact', 'errors.nameRequired'))).toBeVisible();
  // A link back to the product from the thank-you flow's neighbour: the quote list offers samples of its stones.
  await page.goto(pathTo('en', { page: 'quote' }));
  await page.evaluate((item) => window.localStorage.setItem('quote-list', JSON.stringify([item])), {
    kind: 'product',
    id: product.id,
    code: product.code,
    name: product.name.en,
    quantity: 10,
    unit: 'm2',
  });
  await page.reload();
  await hydrated(page);
  await page.getByRole('link', { name: uiText('en', 'catalogue', 'quote.requestSamples') }).click();
  await enhanced(page);
  await expect(form.locator('#stone1')).toHaveValue(`product:${product.id}:${product.code}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('product → Order a sample → the plain form posts and lands on the thank-you page (303); the request is mailed', async ({
    page,
  }) => {
    await page.goto(productPath('fr'));
    await page
      .getByText(uiText('fr', 'common', 'sample.order'), { exact: true })
      .first()
      .click();
    await page
      .locator('.order-sample form')
      .getByRole('button', { name: uiText('fr', 'common', 'sample.order') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('fr', { page: 'sampleRequest' })}\\?`));
    const form = page.locator('form.sample-form');
    await expect(form).toHaveAttribute('action', '/api/contact');
    await form.locator('#stone1').selectOption(`product:${product.id}:${product.code}`);
    await form.locator('#finish1').selectOption('honed');
    await form.locator('#stone2').selectOption(`usaStock:${usaItem.id}:${usaItem.sku}`);
    await form.locator('#finish2').selectOption(usaItem.surface);
    await form.locator('#sample2').selectOption('lot');
    const name = unique('Jean NoJS');
    await form.getByRole('textbox', { name: uiText('fr', 'contact', 'form.name'), exact: true }).fill(name);
    await form.getByLabel(uiText('fr', 'contact', 'form.email')).fill('jean@example.com');
    await form.locator('#phone').fill('+33 1 23 45 67 89');
    await form.getByLabel(uiText('fr', 'contact', 'samples.street')).fill('3 place Bellecour');
    await form.getByLabel(uiText('fr', 'contact', 'samples.postalCode')).fill('69002');
    await form.getByLabel(uiText('fr', 'contact', 'samples.city')).fill('Lyon');
    await form.locator('#country').selectOption('FR');
    await form.getByRole('button', { name: uiText('fr', 'contact', 'samples.send') }).click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('fr', { page: 'sampleThanks' })}\\?ref=[A-Z]{3}-[0-9]{5,}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText('fr', 'contact', 'samples.thanksTitle'));
    const mail = await emailContaining(name);
    expect(mail).toContain(product.code);
    expect(mail).toContain(usaItem.sku);
    expect(mail).toContain('3 place Bellecour');
  });
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the sample page passes axe, with rows from the address and errors shown`, async ({ page }) => {
    await orderFromProduct(page, lang);
    await page
      .locator('form.sample-form')
      .getByRole('button', { name: uiText(lang, 'contact', 'samples.send') })
      .click();
    await expect(page.locator('form.sample-form').getByRole('alert')).not.toBeEmpty();
    expect(await axeViolations(page, '.sample-request')).toEqual([]);
  });
}
