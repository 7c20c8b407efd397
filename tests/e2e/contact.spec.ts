// Contact form on the built site: send in English and Arabic (country picked by searching its name), the quote list,
// errors shown inline and announced, one retry with the same idempotency key, axe, and the no-JavaScript POST path.
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { enhancedContactForm, hydrated, readData, uiText } from './site-data';
import { axeViolations } from './axe';
import { isVisitorCopy, outbox, unique } from './outbox';

const product = readData('products/948.json');
const quoteItem = {
  kind: 'product',
  id: product.id,
  code: product.code,
  name: product.name.en,
  size: product.sizes[1].label,
  quantity: 120,
  unit: 'm2',
};

/** The email written for an inquiry whose text contains `marker` (the server runs without SMTP_URL: .eml outbox). */
async function emailContaining(marker: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
        found =
          files
            .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
            .find((t) => t.includes(marker) && !isVisitorCopy(t)) ?? '';
        return found !== '';
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

async function ready(page: Page) {
  // The enhanced form is in place once the country picker is.
  await enhancedContactForm(page);
}

async function pickCountry(page: Page, lang: 'en' | 'ar', name: string) {
  await page
    .getByRole('combobox', { name: uiText(lang, 'contact', 'form.countryNoneSelected') })
    .or(page.locator('.iti__selected-country'))
    .first()
    .click();
  await page
    .getByRole('combobox', { name: uiText(lang, 'contact', 'form.countrySearch') })
    .or(page.getByPlaceholder(uiText(lang, 'contact', 'form.countrySearch')))
    .first()
    .fill(name);
  // The picker filters its list a moment after the typing (a debounce); a click before that lands wherever the
  // re-filtered list has moved the row. A visitor clicks what the filtered list shows: its first row is the country.
  const firstOption = page.getByRole('option').first();
  await expect(firstOption).toHaveAccessibleName(new RegExp(name));
  await firstOption.click();
}

test('en: sends the form with a country found by name and the quote list; the inquiry is stored and emailed', async ({
  page,
}) => {
  await page.addInitScript((item) => window.localStorage.setItem('quote-list', JSON.stringify([item])), quoteItem);
  await page.goto(pathTo('en', { page: 'contact' }));
  await ready(page);
  const form = page.locator('form.contact-form');
  // The quote list is part of the form, visibly.
  await expect(form.getByRole('group', { name: uiText('en', 'contact', 'form.quoteTitle') })).toContainText(
    quoteItem.code,
  );
  await expect(form).toContainText(quoteItem.size);

  const name = unique('Jane Buyer');
  await form.getByLabel(uiText('en', 'contact', 'form.name')).fill(name);
  await form.getByLabel(uiText('en', 'contact', 'form.email')).fill('jane@example.com');
  await pickCountry(page, 'en', 'Germany');
  const phone = form.locator('#phone');
  await expect(phone).toHaveValue(/^\+49/);
  await phone.pressSequentially('30123456');
  await form.getByLabel(uiText('en', 'contact', 'form.message')).fill('Quote for a hotel lobby');
  await form.getByRole('button', { name: uiText('en', 'contact', 'form.send') }).click();

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: uiText('en', 'contact', 'result.sent') })
      .first(),
  ).toBeVisible({ timeout: 20_000 }); // the first call starts the function cold
  await expect(form.getByLabel(uiText('en', 'contact', 'form.name'))).toHaveValue('');
  const mail = await emailContaining(name);
  expect(mail).toContain('jane@example.com');
  expect(mail).toContain('+49 30123456');
  expect(mail).toContain(quoteItem.code);
});

test('fr: the quote list in the form writes each quantity as French does, whatever the browser’s own language', async ({
  page,
}) => {
  const item = { ...quoteItem, quantity: 1234.5 };
  await page.addInitScript((i) => window.localStorage.setItem('quote-list', JSON.stringify([i])), item);
  await page.goto(pathTo('fr', { page: 'contact' }));
  await ready(page);
  const list = page
    .locator('form.contact-form')
    .getByRole('group', { name: uiText('fr', 'contact', 'form.quoteTitle') });
  await expect(list).toContainText(
    uiText('fr', 'contact', 'form.quoteAmount', {
      quantity: (1234.5).toLocaleString('fr'),
      unit: uiText('fr', 'contact', `form.units.${item.unit}`),
    }),
  );
});

test('ar: the picker searches Arabic country names, the number stays left-to-right, and the toast is in Arabic', async ({
  page,
}) => {
  await page.goto(pathTo('ar', { page: 'contact' }));
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.locator('form.contact-form');
  await form.getByLabel(uiText('ar', 'contact', 'form.name')).fill(unique('Ahmed'));
  await form.getByLabel(uiText('ar', 'contact', 'form.email')).fill('ahmed@example.com');
  await pickCountry(page, 'ar', 'الإمارات');
  const phone = form.locator('#phone');
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await expect(phone).toHaveValue(/^\+971/);
  await phone.pressSequentially('41234567');
  await form.getByRole('button', { name: uiText('ar', 'contact', 'form.send') }).click();
  await expect(page.locator('.Toastify').getByText(uiText('ar', 'contact', 'result.sent'))).toBeVisible({
    timeout: 20_000,
  });
});

test('errors are shown next to each field, announced, and focus moves to the first invalid field', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/contact') && posts++));
  await page.goto(pathTo('en', { page: 'contact' }));
  await ready(page);
  const form = page.locator('form.contact-form');
  await form.getByLabel(uiText('en', 'contact', 'form.email')).fill('not-an-address');
  await form.getByRole('button', { name: uiText('en', 'contact', 'form.send') }).click();

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Please Fill All Input');
  const name = form.getByLabel(uiText('en', 'contact', 'form.name'));
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name field is required, please fill');
  await expect(form.locator('#phone')).toHaveAccessibleDescription(new RegExp('Phone field is required, please fill'));
  await expect(form.getByLabel(uiText('en', 'contact', 'form.email'))).toHaveAccessibleDescription(
    uiText('en', 'contact', 'errors.emailInvalid'),
  );
  await expect(page.locator('.Toastify').getByText('Please Fill All Input')).toBeVisible();
  expect(posts).toBe(0);
  expect(await axeViolations(page, '.contact-form-section')).toEqual([]);
});

/** Counts the browser's own validation (the "Please fill out this field." bubble fires `invalid`), across navigations. */
async function countBrowserBubbles(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener(
      'invalid',
      () => sessionStorage.setItem('bubbles', String(Number(sessionStorage.getItem('bubbles') ?? 0) + 1)),
      true,
    );
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('bubbles') ?? 0));
}

/** Holds every script the page asks for from now on until release() (a request of a page since left is dropped). */
async function heldScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: Send as the very first action gives the translated messages, not the browser's bubble`, async ({
    page,
  }) => {
    let posts = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/contact') && posts++));
    const bubbles = await countBrowserBubbles(page);
    await page.goto(pathTo(lang, { page: 'contact' }));
    await hydrated(page);
    // Scripts fetched from now on (the validated form) are held until the press has been made, as on a slow phone.
    const press = await heldScripts(page);
    const form = page.locator('form.contact-form');
    await form.getByRole('button', { name: uiText(lang, 'contact', 'form.send') }).click();
    press.release();

    await expect(form.getByRole('alert')).toContainText(uiText(lang, 'contact', 'errors.summary'), { timeout: 15_000 });
    const name = form.getByLabel(uiText(lang, 'contact', 'form.name'));
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(uiText(lang, 'contact', 'errors.nameRequired'));
    expect(posts).toBe(0);
    expect(await bubbles()).toBe(0);
  });

  test(`${lang}: Send pressed before the page's scripts have run gives the translated messages, not the browser's bubble`, async ({
    page,
  }) => {
    const bubbles = await countBrowserBubbles(page);
    // Every script is held until the press has been made, as on a slow phone: the visitor presses Send on the
    // prerendered form.
    const press = await heldScripts(page);
    await page.goto(pathTo(lang, { page: 'contact' }), { waitUntil: 'commit' });
    const send = page.locator('form.contact-form').getByRole('button', { name: uiText(lang, 'contact', 'form.send') });
    await send.click();
    press.release();
    // The function answers with the form and its messages in the page's language (the path without scripts).
    await expect(page.getByRole('alert')).toContainText(uiText(lang, 'contact', 'errors.summary'), { timeout: 15_000 });
    await expect(page.getByLabel(uiText(lang, 'contact', 'form.name'))).toHaveAccessibleDescription(
      uiText(lang, 'contact', 'errors.nameRequired'),
    );
    expect(await bubbles()).toBe(0);
  });
}

test('a 503 is retried once with the same idempotency key; the typed text is kept when it fails again', async ({
  page,
}) => {
  const keys: (string | null)[] = [];
  let calls = 0;
  await page.route('**/api/contact', async (route) => {
    keys.push(route.request().headerValue ? await route.request().headerValue('idempotency-key') : null);
    calls += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '0' },
      body: JSON.stringify({ ok: false, message: uiText('en', 'contact', 'result.failed') }),
    });
  });
  await page.goto(pathTo('en', { page: 'contact' }));
  await ready(page);
  const form = page.locator('form.contact-form');
  await form.getByLabel(uiText('en', 'contact', 'form.name')).fill('Retry Tester');
  await form.getByLabel(uiText('en', 'contact', 'form.email')).fill('retry@example.com');
  await form.locator('#phone').fill('+44 20 7946 0958');
  await form.getByRole('button', { name: uiText('en', 'contact', 'form.send') }).click();
  await expect(form.getByRole('alert')).toContainText(uiText('en', 'contact', 'result.failed'));
  expect(calls).toBe(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(form.getByLabel(uiText('en', 'contact', 'form.name'))).toHaveValue('Retry Tester');
});

test('the open country list passes axe in Arabic', async ({ page }) => {
  await page.goto(pathTo('ar', { page: 'contact' }));
  await ready(page);
  await page.locator('.iti__selected-country').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await axeViolations(page, '.contact-form-section')).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered form posts to the function and lands on the translated thank-you page (303)', async ({
    page,
  }) => {
    await page.goto(pathTo('fr', { page: 'contact' }));
    const form = page.locator('form.contact-form');
    await expect(form).toHaveAttribute('action', '/api/contact');
    await form.getByLabel(uiText('fr', 'contact', 'form.name')).fill(unique('Jean NoJS'));
    await form.getByLabel(uiText('fr', 'contact', 'form.email')).fill('jean@example.com');
    await form.getByLabel(uiText('fr', 'contact', 'form.phone')).fill('+33 1 23 45 67 89');
    await form.getByRole('button', { name: uiText('fr', 'contact', 'form.send') }).click();
    await expect(page).toHaveURL(new RegExp(`${pathTo('fr', { page: 'contactThanks' })}\\?ref=[A-Z]{3}-[0-9]{5,}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText('fr', 'contact', 'thanks.title'));
  });

  test('an invalid post comes back as the form with its values and translated errors', async ({ page, baseURL }) => {
    const res = await page.request.post('/api/contact', {
      headers: { Origin: baseURL! },
      form: {
        name: 'Olga',
        email: 'olga@',
        phone: '',
        message: 'Сохраните это',
        lang: 'ru',
        source: 'contact',
        website: '',
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    await page.setContent(await res.text());
    await expect(page.getByRole('alert')).toContainText(uiText('ru', 'contact', 'errors.summary'));
    await expect(page.getByLabel(new RegExp(uiText('ru', 'contact', 'form.phone')))).toHaveAccessibleDescription(
      uiText('ru', 'contact', 'errors.phoneRequired'),
    );
    await expect(page.getByLabel(new RegExp(uiText('ru', 'contact', 'form.message')))).toHaveValue('Сохраните это');
  });
});

test('Arabic contact pages show the phone number and the USA address left to right', async ({ page }) => {
  /** Whether the text's first character is drawn left of its last one (a right-to-left page reorders bare numbers). */
  const readsLeftToRight = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const text = el.firstChild!;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return at(0) < at(text.textContent!.length - 1);
    });
  await page.goto(pathTo('ar', { page: 'contact' }));
  await expect(page.locator('.contact-details a.tel')).toHaveText(readData('company.json').phone);
  expect(await readsLeftToRight('.contact-details a.tel')).toBe(true);
  await page.goto(pathTo('ar', { page: 'usaContact' }));
  const usa = readData('usa.json');
  await expect(page.locator('.contact-details a.tel')).toHaveText(usa.phone);
  expect(await readsLeftToRight('.contact-details a.tel')).toBe(true);
  await expect(page.locator('.contact-details span[dir="ltr"]')).toHaveText(usa.address);
  expect(await readsLeftToRight('.contact-details span[dir="ltr"]')).toBe(true);
});
