// USA hold requests on the built site: a lot from its address to a hold sent (en, ar), the request stored and mailed
// to the USA sales address with the lot and the dates; the first Send like every later one; an unknown lot; the
// journey (away, Back, Forward: the form still works); the same request without JavaScript (form POST, 303, thank-you
// page) and a refused one; axe on the page with its errors shown.
import { test, expect, type Page } from 'playwright/test';
import { holdRequestPath, pathTo } from '../../src/routes';
import { holdEnd } from '../../src/holds/schema';
import { lotAvailableOn, warehouseDate, type Lot, type LotPacking } from '../../src/usa/lots';
import { hydrated, readData, uiText } from './site-data';
import { emailContaining, outboxMails, unique } from './outbox';
import { axeViolations } from './axe';

const usa = readData('usa.json');
const item = readData('usa-stock/5001.json');
const lot: Lot = item.lots.find((l: Lot) => l.status === 'available' && l.crates >= 2);
const token = `${item.id}:${lot.lot}`;

/** The form in the browser: the lot of the address chosen and described. */
async function enhanced(page: Page) {
  await hydrated(page);
  await page.locator('form.hold-form .hold-facts').waitFor();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a lot's address → a hold sent; the first Send checks like every later one; stored and mailed to the USA address`, async ({
    page,
  }) => {
    await page.goto(holdRequestPath(lang, item.id, lot.lot));
    await enhanced(page);
    const form = page.locator('form.hold-form');
    await expect(form.locator('#lot')).toHaveValue(token);
    const today = warehouseDate(new Date());
    const free = lotAvailableOn(lot, item as unknown as LotPacking, today).crates;
    const facts = form.locator('.hold-facts');
    await expect(facts).toContainText(item.sku);
    await expect(facts).toContainText(lot.lot);
    await expect(facts).toContainText(lot.shade);
    await expect(facts.locator('.hold-free')).toHaveText(free.toLocaleString(lang));
    await expect(form.locator('#start')).toHaveValue(today);
    await expect(form.locator('#days')).toHaveValue(String(usa.terms.holdDays));

    // The first Send with the contact fields empty: the errors, in the page's language, the name field focused.
    const send = form.getByRole('button', { name: uiText(lang, 'contact', 'holds.send') });
    await send.click();
    await expect(form.getByRole('alert')).toContainText(uiText(lang, 'contact', 'errors.summary'));
    await expect(form.getByText(uiText(lang, 'contact', 'errors.nameRequired'))).toBeVisible();
    await expect(form.locator('#name')).toBeFocused();

    const name = unique(lang === 'ar' ? 'ليلى' : 'Dana');
    await form.locator('#crates').fill('2');
    await form.locator('#days').fill('14');
    const end = holdEnd(today, 14);
    await form.locator('#name').fill(name);
    await form.locator('#company').fill('Reyes Tile');
    await form.locator('#email').fill('dana@example.com');
    await form.locator('#phone').fill('+1 404 555 0100');
    await form.locator('#message').fill('One floor, one lot');
    await send.click();
    // The first post may open the embedded database (seconds on a busy machine).
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'usaHoldThanks' })}\\?ref=[A-Z]{3}-[0-9]{5,}$`), {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'contact', 'holds.thanksTitle'));

    // Stored, then mailed from the stored row to the USA sales address.
    const mail = await emailContaining(name);
    expect(mail).toMatch(new RegExp(`^To: ${usa.email}$`, 'm'));
    for (const row of [`SKU: ${item.sku}`, `Lot: ${lot.lot}`, `Shade: ${lot.shade}`, 'Crates: 2'])
      expect(mail).toContain(row);
    expect(mail).toContain(`Hold from: ${today}`);
    expect(mail).toContain(`Hold until: ${end}`);
    expect(mail).toContain(`Language: ${lang}`);
  });
}

test('an unknown lot in the address: a translated message and a link back to the USA stock', async ({ page }) => {
  await page.goto(holdRequestPath('ar', item.id, 'NO-SUCH-LOT'));
  await hydrated(page);
  const notice = page.locator('.hold-unknown');
  await expect(notice).toContainText(uiText('ar', 'contact', 'holds.unknown'));
  await notice.getByRole('link', { name: uiText('ar', 'contact', 'holds.backToStock') }).click();
  await expect(page).toHaveURL(new RegExp(`${pathTo('ar', { page: 'usaStock' })}$`));
});

test('journey: hold page → USA stock → Back → Forward: the lot is chosen again and the form checks', async ({
  page,
}) => {
  await page.goto(holdRequestPath('en', item.id, lot.lot));
  await enhanced(page);
  await page.goto(pathTo('en', { page: 'usaStock' }));
  await hydrated(page);
  await page.goBack();
  await enhanced(page);
  const form = page.locator('form.hold-form');
  await expect(form.locator('#lot')).toHaveValue(token);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${pathTo('en', { page: 'usaStock' })}$`));
  await page.goBack();
  await enhanced(page);
  await form.locator('#crates').fill(String(lot.crates + 50));
  await form.getByRole('button', { name: uiText('en', 'contact', 'holds.send') }).click();
  await expect(form.getByText(uiText('en', 'contact', 'errors.cratesTooMany'))).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form lists the lots, posts and lands on the thank-you page (303); the hold is mailed', async ({
    page,
  }) => {
    await page.goto(holdRequestPath('ar', item.id, lot.lot));
    const form = page.locator('form.hold-form');
    await expect(form).toHaveAttribute('action', '/api/contact');
    await expect(form.getByText(uiText('ar', 'contact', 'holds.noJs'))).toBeVisible();
    await form.locator('#lot').selectOption(token);
    await form.locator('#crates').fill('1');
    await form.locator('#days').fill('7');
    const name = unique('NoJS Hold');
    await form.locator('#name').fill(name);
    await form.locator('#email').fill('nojs@example.com');
    await form.locator('#phone').fill('+1 404 555 0199');
    await form.getByRole('button', { name: uiText('ar', 'contact', 'holds.send') }).click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('ar', { page: 'usaHoldThanks' })}\\?ref=[A-Z]{3}-[0-9]{5,}$`), {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText('ar', 'contact', 'holds.thanksTitle'));
    const today = warehouseDate(new Date());
    const mail = await emailContaining(name);
    expect(mail).toContain(`Lot: ${lot.lot}`);
    expect(mail).toContain(`Hold from: ${today}`);
    expect(mail).toContain(`Hold until: ${holdEnd(today, 7)}`);
  });

  test('a refused plain post comes back as the form with its errors, in the page language, and is not mailed', async ({
    page,
  }) => {
    await page.goto(pathTo('fr', { page: 'usaHoldRequest' }));
    const form = page.locator('form.hold-form');
    await form.locator('#lot').selectOption(token);
    await form.locator('#crates').fill('999');
    await form.locator('#days').fill('31');
    const name = unique('Refused Hold');
    await form.locator('#name').fill(name);
    await form.locator('#email').fill('refused@example.com');
    await form.locator('#phone').fill('+1 404 555 0111');
    await form.getByRole('button', { name: uiText('fr', 'contact', 'holds.send') }).click();
    await expect(page).toHaveURL(/\/api\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText('fr', 'contact', 'holds.title'));
    await expect(page.getByText(uiText('fr', 'contact', 'errors.cratesTooMany')).first()).toBeVisible();
    await expect(page.locator('#lot')).toHaveValue(token);
    await expect(page.locator('#name')).toHaveValue(name);
    expect(outboxMails().some((t) => t.includes(name))).toBe(false);
  });
});

test('the hold page passes axe in English and Arabic, with the lot from the address and errors shown', async ({
  page,
}) => {
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(holdRequestPath(lang, item.id, lot.lot));
    await enhanced(page);
    await page
      .locator('form.hold-form')
      .getByRole('button', { name: uiText(lang, 'contact', 'holds.send') })
      .click();
    await expect(page.locator('form.hold-form').getByRole('alert')).not.toBeEmpty();
    expect(await axeViolations(page, '.hold-request')).toEqual([]);
  }
});
