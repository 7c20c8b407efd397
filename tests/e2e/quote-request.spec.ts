// A distributor's request for quotation, end to end: lines that keep size and finish, indicative amounts and total
// from the list prices, the request's own fields, the reference given after sending (on the page, in the thanks
// address and the mail), and the list kept until the visitor clears it — also after Back and Forward.
import { test, expect } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { enhancedContactForm, hydrated, readData, uiText } from './site-data';
import { emailContaining, unique } from './outbox';

const product = readData('products/948.json');
const finishes = readData('finishes.json').items as { slug: string; name: Record<string, string> }[];
const finishName = (slug: string) => finishes.find((f) => f.slug === slug)!.name.en;
const money = (amount: number) => amount.toLocaleString('en', { style: 'currency', currency: 'USD' });

test('en: two finishes of one size are two lines, priced and totalled as indicative, sent with the request fields and a reference', async ({
  page,
}) => {
  const [polished, honed] = ['polished', 'filled-and-honed'];
  expect(product.finishes).toEqual(expect.arrayContaining([polished, honed]));
  await page.goto(pathTo('en', { page: 'product', slug: product.slug, id: product.id }));
  await hydrated(page);
  const add = page.locator('form.add-to-quote');
  const size = product.sizes[1].label;
  for (const [finish, quantity] of [
    [polished, '1,200'],
    [honed, '100'],
  ]) {
    await add.getByLabel(uiText('en', 'catalogue', 'quote.size')).selectOption(size);
    await add.getByLabel(uiText('en', 'catalogue', 'quote.finish')).selectOption(finish);
    await add.getByLabel(uiText('en', 'catalogue', 'quote.quantity'), { exact: true }).fill(quantity);
    await add.getByRole('button', { name: uiText('en', 'catalogue', 'quote.add') }).click();
    // Toasts stack newest on top, and the previous one may still be showing: look for this line's own toast.
    await expect(page.locator('.toast-body').filter({ hasText: finishName(finish) })).toBeVisible();
  }

  await page.goto(pathTo('en', { page: 'quote' }));
  await hydrated(page);
  const rows = page.locator('.quote-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(finishName(polished));
  await expect(rows.nth(1)).toContainText(finishName(honed));
  const price = product.price.amount as number;
  await expect(rows.nth(0).locator('.quote-line-amount')).toHaveText(money(1200 * price));
  await expect(page.locator('.quote-total')).toContainText(money(1300 * price));
  await expect(page.locator('.quote-total')).toContainText(uiText('en', 'catalogue', 'quote.indicative'));

  await page.getByRole('link', { name: uiText('en', 'catalogue', 'quote.send') }).click();
  await enhancedContactForm(page);
  const form = page.locator('form.contact-form');
  const group = form.getByRole('group', { name: uiText('en', 'contact', 'form.quoteTitle') });
  await expect(group).toContainText(finishName(polished));
  const name = unique('Omar Haddad');
  await form.getByLabel(uiText('en', 'contact', 'form.name')).fill(name);
  await form.getByLabel(uiText('en', 'contact', 'form.email')).fill('omar@example.com');
  await form.locator('#phone').fill('+971 4 555 0100');
  await group.getByLabel(uiText('en', 'contact', 'samples.company')).fill('Gulf Stone Trading LLC');
  await group.getByLabel(uiText('en', 'contact', 'quoteRequest.country')).selectOption('AE');
  await group.getByLabel(uiText('en', 'contact', 'quoteRequest.delivery')).fill('Jebel Ali port');
  await group.getByLabel(uiText('en', 'contact', 'quoteRequest.neededBy')).selectOption('threeMonths');
  await form.getByRole('button', { name: uiText('en', 'contact', 'form.send') }).click();

  const sent = form.locator('.contact-sent');
  await expect(sent).toContainText(uiText('en', 'contact', 'result.sent'), { timeout: 20_000 });
  const reference = (await sent.locator('.contact-reference strong').textContent()) ?? '';
  expect(reference).toMatch(/^INQ-[0-9]{5,}$/);
  const mail = await emailContaining(name);
  expect(mail).toContain(reference);
  expect(mail).toContain('Gulf Stone Trading LLC');
  expect(mail).toContain('Jebel Ali port');
  expect(mail).toContain(`${size}, ${finishName(honed)}`);

  // The list stays until the visitor clears it, through Back and Forward.
  await page.goBack();
  await expect(rows).toHaveCount(2);
  await page.goForward();
  await enhancedContactForm(page);
  await expect(form.getByRole('group', { name: uiText('en', 'contact', 'form.quoteTitle') })).toBeVisible();
});

test('en: after sending, the list is offered for clearing, and clearing empties it', async ({ page }) => {
  const line = {
    kind: 'product',
    id: product.id,
    code: product.code,
    name: product.name.en,
    size: product.sizes[0].label,
    finish: 'polished',
    quantity: 40,
    unit: 'm2',
  };
  await page.addInitScript((item) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('quote-list', JSON.stringify([item]));
      sessionStorage.setItem('seeded', '1');
    }
  }, line);
  await page.goto(pathTo('en', { page: 'contact' }));
  await enhancedContactForm(page);
  const form = page.locator('form.contact-form');
  await form.getByLabel(uiText('en', 'contact', 'form.name')).fill(unique('Lena Buyer'));
  await form.getByLabel(uiText('en', 'contact', 'form.email')).fill('lena@example.com');
  await form.locator('#phone').fill('+49 30 1234567');
  await form.getByRole('button', { name: uiText('en', 'contact', 'form.send') }).click();
  const clear = form.getByRole('button', { name: uiText('en', 'contact', 'quoteRequest.clear') });
  await expect(clear).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('quote-list'))).not.toBeNull();
  await clear.click();
  await expect(form.getByRole('group', { name: uiText('en', 'contact', 'form.quoteTitle') })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('quote-list'))).toBeNull();
});

test('the thanks page of a form sent without JavaScript shows its reference', async ({ page }) => {
  await page.goto(`${pathTo('fr', { page: 'contactThanks' })}?ref=INQ-01042`);
  await hydrated(page);
  await expect(page.locator('.contact-reference')).toHaveText(
    `${uiText('fr', 'contact', 'thanks.reference')} INQ-01042`,
  );
  // Anything else in the address is not shown as a reference.
  await page.goto(`${pathTo('fr', { page: 'contactThanks' })}?ref=<b>x</b>`);
  await hydrated(page);
  await expect(page.locator('.contact-reference')).toHaveCount(0);
});

test('en: a request field the function refuses is named in the list of errors and explained under the field', async ({
  page,
}) => {
  const line = { kind: 'product', id: product.id, code: product.code, name: product.name.en, quantity: 10, unit: 'm2' };
  await page.addInitScript((item) => localStorage.setItem('quote-list', JSON.stringify([item])), line);
  await page.goto(pathTo('en', { page: 'contact' }));
  await enhancedContactForm(page);
  const form = page.locator('form.contact-form');
  await form.getByLabel(uiText('en', 'contact', 'form.name')).fill(unique('Ana Buyer'));
  await form.getByLabel(uiText('en', 'contact', 'form.email')).fill('ana@example.com');
  await form.locator('#phone').fill('+34 91 123 4567');
  // A control character the field's own limits let through: only the function's rules refuse it.
  await form.locator('#company').fill('Stone\u0007Works');
  await form.getByRole('button', { name: uiText('en', 'contact', 'form.send') }).click();
  const summary = form.locator('.contact-summary');
  await expect(
    summary.getByRole('link', { name: uiText('en', 'contact', 'samples.company'), exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(form.locator('#company-error')).toHaveText(uiText('en', 'contact', 'errors.companyInvalid'));
});
