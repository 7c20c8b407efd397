// A product page links its data sheet PDF in the page's language next to the print button; the link leads to a PDF
// the server sends as such (its contents are read back by the build contract, tests/build/pdfs.test.ts).
import { test, expect } from 'playwright/test';
import { filePathTo, pathTo } from '../../src/routes';
import { readData, uiText } from './site-data';

const product = readData('products/801.json');

for (const lang of ['en', 'ar'] as const) {
  test(`the product page links its data sheet in its language (${lang})`, async ({ page, request }) => {
    const productPath = pathTo(lang, { page: 'product', slug: product.slug, id: 801 });
    await page.goto(productPath);
    const link = page.getByRole('link', { name: uiText(lang, 'catalogue', 'datasheet.link') });
    const sheet = filePathTo(lang, { file: 'datasheet', slug: product.slug, id: 801 });
    await expect(link).toHaveAttribute('href', sheet);
    await expect(link).toHaveAttribute('type', 'application/pdf');
    // Beside the print button, in the same group.
    await expect(
      page.locator('.sheet-actions').getByRole('button', { name: uiText(lang, 'catalogue', 'specification.print') }),
    ).toBeVisible();

    const response = await request.get(sheet);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}
