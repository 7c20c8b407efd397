// Sample request addresses by country (Google's address data): a buyer in the UAE on the Arabic page sends a request
// without a postal code (there is none) and reaches the thank-you page; a German address without one gets the message
// under the postal code field; every field's error sits under its own field at 375 and 1280 px, en and ar; the journey
// (away, Back, Forward, a link back) keeps the country's fields working; and without JavaScript the same rules hold.
import { test, expect, type Page } from 'playwright/test';
import { pathTo, sampleRequestPath } from '../../src/routes';
import { hydrated, readData, uiText } from './site-data';
import { emailContaining, unique } from './outbox';

const product = readData('products/948.json');
const withStone = (lang: 'en' | 'ar') =>
  sampleRequestPath(lang, [{ kind: 'product', id: product.id as number, finish: 'polished', sample: 'chip' }]);

/** The form in the browser, its stone taken from the address. */
async function openForm(page: Page, lang: 'en' | 'ar') {
  await page.goto(withStone(lang));
  await hydrated(page);
  await page.locator('.sample-form .sample-add').waitFor();
  await expect(page.locator('#stone1')).toHaveValue(`product:${product.id}:${product.code}`);
  return page.locator('form.sample-form');
}

async function fillDetails(page: Page, name: string) {
  const form = page.locator('form.sample-form');
  await form.locator('#name').fill(name);
  await form.locator('#email').fill('layla@example.com');
  await form.locator('#phone').fill('+971 4 123 4567');
}

/**
 * Every error shown in the form, with what it overlaps: it must start below its own field's input (or select) and
 * cover no label, input, select or other error of the form.
 */
async function errorOverlaps(page: Page): Promise<string[]> {
  return page.locator('form.sample-form').evaluate((form) => {
    const problems: string[] = [];
    const rect = (e: Element) => e.getBoundingClientRect();
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const shown = (e: Element) => (e as HTMLElement).offsetParent !== null && rect(e).height > 0;
    const errors = [...form.querySelectorAll('.contact-error')].filter(shown);
    const others = [
      ...form.querySelectorAll('label, input:not([type=hidden]), select, textarea, .contact-error'),
    ].filter((e) => shown(e) && !e.closest('.contact-hp'));
    for (const error of errors) {
      const field = form.querySelector(`#${error.id.replace(/-error$/, '')}`);
      if (field && rect(error).top < rect(field).bottom - 0.5) problems.push(`${error.id} is not under its field`);
      for (const other of others) {
        if (other !== error && meets(rect(error), rect(other)))
          problems.push(`${error.id} overlaps ${other.tagName.toLowerCase()}#${other.id || other.getAttribute('for')}`);
      }
    }
    return problems;
  });
}

test('ar: a buyer in the UAE sends a sample request without a postal code and reaches the thank-you page', async ({
  page,
}) => {
  const form = await openForm(page, 'ar');
  const name = unique('ليلى');
  await fillDetails(page, name);
  await form.getByLabel(uiText('ar', 'contact', 'samples.countrySearch')).fill('الإمارات');
  await expect(form.locator('#country')).toHaveValue('AE');
  // The UAE has no postal codes: no field for one; the emirate is asked for instead, and required.
  await expect(form.locator('#postalCode')).toHaveCount(0);
  const emirate = form.getByRole('textbox', { name: uiText('ar', 'contact', 'samples.regionKinds.emirate') });
  await expect(emirate).toHaveAttribute('aria-required', 'true');
  await form.getByRole('textbox', { name: uiText('ar', 'contact', 'samples.street') }).fill('شارع الشيخ زايد 1');
  await form.getByRole('button', { name: uiText('ar', 'contact', 'samples.send') }).click();
  // The emirate was left out: said under its field, named as the page names it.
  const vars = { field: uiText('ar', 'contact', 'samples.regionKinds.emirate') };
  await expect(form.locator('#region-error')).toHaveText(uiText('ar', 'contact', 'errors.regionRequired', vars));
  await emirate.fill('دبي');
  await form.getByRole('button', { name: uiText('ar', 'contact', 'samples.send') }).click();
  await expect(page).toHaveURL(new RegExp(`${pathTo('ar', { page: 'sampleThanks' })}\\?ref=[A-Z]{3}-[0-9]{5,}$`), {
    timeout: 20_000,
  });
  const mail = await emailContaining(name);
  // The emirate in the address, and no empty postal code (no doubled comma or space where it would be).
  expect(mail).toContain('شارع الشيخ زايد 1, دبي, ');
  expect(mail).toMatch(/\(AE\)/);
});

test('en: a German address without a postal code gets the message under the postal code field', async ({ page }) => {
  const form = await openForm(page, 'en');
  await fillDetails(page, unique('Jonas'));
  await form.getByLabel(uiText('en', 'contact', 'samples.countrySearch')).fill('Germany');
  await expect(form.locator('#country')).toHaveValue('DE');
  await form.getByRole('textbox', { name: uiText('en', 'contact', 'samples.street') }).fill('Unter den Linden 1');
  await form.getByRole('textbox', { name: uiText('en', 'contact', 'samples.city') }).fill('Berlin');
  await form.getByRole('button', { name: uiText('en', 'contact', 'samples.send') }).click();
  const postal = form.getByRole('textbox', { name: uiText('en', 'contact', 'samples.postalCode') });
  const field = { field: uiText('en', 'contact', 'samples.postalCode') };
  const error = form.locator('#postalCode-error');
  await expect(error).toHaveText(uiText('en', 'contact', 'errors.postalCodeRequired', field));
  await expect(postal).toHaveAttribute('aria-describedby', 'postalCode-error');
  await expect(postal).toBeFocused();
  // A code of the wrong form: the message shows one of Germany's.
  await postal.fill('1234');
  await expect(error).toHaveText(uiText('en', 'contact', 'errors.postalCodeFormat', { ...field, example: '26133' }));
  expect(await errorOverlaps(page)).toEqual([]);
  await postal.fill('10117');
  await expect(error).toHaveCount(0);
});

for (const lang of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`${lang} at ${width} px: every error sits under its own field`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const form = await openForm(page, lang);
      await form.locator('#country').selectOption('US');
      await form.getByRole('button', { name: uiText(lang, 'contact', 'samples.send') }).click();
      await expect(form.locator('#region-error')).toBeVisible();
      await expect(form.locator('#postalCode-error')).toBeVisible();
      await expect(form.locator('#street-error')).toBeVisible();
      expect(await errorOverlaps(page)).toEqual([]);
    });
  }
}

test("journey: away, Back, Forward and a link back: the country's fields still follow the country", async ({
  page,
}) => {
  let form = await openForm(page, 'en');
  await form.locator('#country').selectOption('US');
  await expect(form.getByRole('textbox', { name: uiText('en', 'contact', 'samples.postalKinds.zip') })).toBeVisible();
  await form.getByRole('link', { name: uiText('en', 'contact', 'form.privacyLink') }).click();
  await expect(page).toHaveURL(new RegExp(`${pathTo('en', { page: 'privacy' })}$`));
  await hydrated(page);
  await page.goBack();
  await hydrated(page);
  form = page.locator('form.sample-form');
  await form.locator('#country').selectOption('AE');
  await expect(form.locator('#postalCode')).toHaveCount(0);
  await expect(
    form.getByRole('textbox', { name: uiText('en', 'contact', 'samples.regionKinds.emirate') }),
  ).toBeVisible();
  await page.goForward();
  await hydrated(page);
  await page.goBack();
  await hydrated(page);
  await form.locator('#country').selectOption('DE');
  await expect(form.locator('#region')).toHaveCount(0);
  await form.getByRole('button', { name: uiText('en', 'contact', 'samples.send') }).click();
  await expect(form.locator('#postalCode-error')).toHaveText(
    uiText('en', 'contact', 'errors.postalCodeRequired', { field: uiText('en', 'contact', 'samples.postalCode') }),
  );
  // A link back from elsewhere (the thank-you page's neighbour, the privacy page): the form as on a first visit.
  await page.goto(pathTo('en', { page: 'privacy' }));
  await hydrated(page);
  await page.goto(withStone('en'));
  await hydrated(page);
  await form.locator('#country').selectOption('QA');
  await expect(form.locator('#postalCode')).toHaveCount(0);
  await expect(form.locator('#region')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a UAE request without a postal code is taken; a German one comes back with the error under the postal code', async ({
    page,
  }) => {
    await page.goto(withStone('en'));
    const form = page.locator('form.sample-form');
    await form.locator('#stone1').selectOption(`product:${product.id}:${product.code}`);
    await form.locator('#finish1').selectOption('polished');
    const name = unique('Omar NoJS');
    await fillDetails(page, name);
    await form.locator('#street').fill('Sheikh Zayed Road 1');
    await form.locator('#country').selectOption('DE');
    await form.getByRole('button', { name: uiText('en', 'contact', 'samples.send') }).click();
    // The form again, its postal code named and required as Germany needs it, the error right under it.
    const field = { field: uiText('en', 'contact', 'samples.postalCode') };
    await expect(page.locator('#postalCode + #postalCode-error')).toHaveText(
      uiText('en', 'contact', 'errors.postalCodeRequired', field),
    );
    await page.locator('#country').selectOption('AE');
    await page.locator('#region').fill('Dubai');
    await page.getByRole('button', { name: uiText('en', 'contact', 'samples.send') }).click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('en', { page: 'sampleThanks' })}\\?ref=[A-Z]{3}-[0-9]{5,}$`));
    expect(await emailContaining(name)).toContain('Sheikh Zayed Road 1, Dubai, United Arab Emirates (AE)');
  });
});
