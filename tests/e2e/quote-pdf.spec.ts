// The quote list saved as a PDF: two lines added on product pages, the quote page's "Save as PDF" used from the
// keyboard gives a file with a dated name, printed by the PDF function through `npm start`'s server as the host routes
// it, holding the stones' names in the page's language (Arabic as written), the quantities and the indicative total.
// The list is one visitor's: nothing keeps the answer. A list the data does not allow is refused in the page's
// language; without JavaScript (the list lives in the browser) nothing is offered.
import { execFile } from 'child_process';
import { promisify } from 'util';
import { test, expect, type Page } from 'playwright/test';
import { filePathTo, pathTo } from '../../src/routes';
import { formatMoney, numberFormat } from '../../src/i18n/formats';
import { hydrated, readData, uiText } from './site-data';

const run = promisify(execFile);
/** Letters and digits in order, as tests/build/pdfs.test.ts compares a PDF's text (poppler's Arabic runs and marks). */
const comparable = (text: string) => (text.normalize('NFKC').match(/[\p{L}\p{N}]/gu) ?? []).join('');

const lines = [
  { product: readData('products/948.json'), size: 1, finish: 'polished', quantity: 120 },
  { product: readData('products/801.json'), size: 0, finish: 'honed', quantity: 45 },
];

async function addLine(page: Page, lang: 'en' | 'ar', line: (typeof lines)[number]) {
  const { product } = line;
  await page.goto(pathTo(lang, { page: 'product', slug: product.slug, id: product.id }));
  await hydrated(page);
  const add = page.locator('form.add-to-quote');
  await add.getByLabel(uiText(lang, 'catalogue', 'quote.size')).selectOption(product.sizes[line.size].label);
  await add.getByLabel(uiText(lang, 'catalogue', 'quote.finish')).selectOption(line.finish);
  await add.getByLabel(uiText(lang, 'catalogue', 'quote.quantity'), { exact: true }).fill(String(line.quantity));
  await add.getByRole('button', { name: uiText(lang, 'catalogue', 'quote.add') }).click();
  await expect(add.getByRole('link', { name: uiText(lang, 'catalogue', 'quote.view') })).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the quote list is saved as a PDF of its lines, in the page's language, by keyboard`, async ({
    page,
    request,
  }) => {
    for (const line of lines) await addLine(page, lang, line);
    await page.getByRole('link', { name: uiText(lang, 'catalogue', 'quote.view') }).click();
    await hydrated(page);
    await expect(page.locator('.quote-table tbody tr')).toHaveCount(2);
    const save = page.getByRole('link', { name: uiText(lang, 'catalogue', 'quote.pdf.save') });
    // Reached from the keyboard, its focus is visible (the site's :focus-visible outline).
    await page.getByRole('link', { name: uiText(lang, 'catalogue', 'quote.requestSamples') }).focus();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await expect(save).toHaveCSS('outline-style', 'solid');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^quote-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', await download.path(), '-']);
    const text = comparable(stdout);
    for (const { product } of lines) expect(text).toContain(comparable(product.name[lang] as string));
    for (const { quantity } of lines)
      expect(text).toContain(comparable(`${numberFormat(lang).format(quantity)} ${uiText(lang, 'pages', 'units.m2')}`));
    const total = lines.reduce((sum, l) => sum + l.quantity * (l.product.price.amount as number), 0);
    // The amount's digits as the language writes them: poppler puts "US$" on either side of a number in Arabic.
    const amount = formatMoney(lang, 'USD', total);
    expect(text).toContain(comparable(amount.replace(/[^\p{N}.,٫٬\s]/gu, '')));
    // The note's first sentence: poppler may set a wrapped Arabic line's last word apart.
    expect(text).toContain(comparable(uiText(lang, 'catalogue', 'quote.indicative').split(/[.،:]/)[0]));

    // The same address answers a PDF that nothing on the way keeps.
    const answer = await request.get((await save.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${download.suggestedFilename()}"`);

    // A journey: to a stone's page from the list, Back, Forward, and the link back to the list.
    const href = await save.getAttribute('href');
    const first = lines[0].product;
    await page
      .locator('.quote-table')
      .getByRole('link', { name: first.name[lang] as string })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'product', slug: first.slug, id: first.id })}$`));
    await page.goBack();
    await expect(save).toHaveAttribute('href', href!);
    await page.goForward();
    await hydrated(page);
    await page.locator('a.quote-link:visible').click();
    await expect(save).toHaveAttribute('href', href!);
  });
}

test('a list the data does not allow is refused in the address language, and kept nowhere', async ({ request }) => {
  const unknown = await request.get(`${filePathTo('fr', { file: 'quoteList' })}?l=p999999~~10~m2~`);
  expect(unknown.status()).toBe(400);
  expect(unknown.headers()['cache-control']).toBe('private, no-store');
  expect(await unknown.text()).toBe(
    uiText('fr', 'catalogue', 'quote.pdf.errors.unknownStone').replace('{{line}}', '1'),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the quote page offers no PDF: the list lives in the browser', async ({ page }) => {
    await page.goto(pathTo('en', { page: 'quote' }));
    // (Chromium with scripts turned off by the test still parses <noscript> as text: its note is not looked for.)
    await expect(page.getByRole('heading', { level: 1, name: uiText('en', 'catalogue', 'quote.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: uiText('en', 'catalogue', 'quote.pdf.save') })).toHaveCount(0);
  });
});
