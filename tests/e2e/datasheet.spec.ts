// A product page links its data sheet PDF in the page's language next to the print button; the link leads to a PDF
// printed on the first request by the PDF function, through `npm start`'s server as the host routes it (its contents
// are read back by tests/build/pdfs.test.ts). A browser's copy is revalidated, a renamed product's old address leads
// to the current one, and an address that names no document gets the site's not-found page.
import { test, expect } from 'playwright/test';
import { filePathTo, pathTo } from '../../src/routes';
import { hydrated, readData, uiText } from './site-data';

const product = readData('products/801.json');

for (const lang of ['en', 'ar'] as const) {
  test(`the product page links its data sheet in its language (${lang})`, async ({ page, request }) => {
    const productPath = pathTo(lang, { page: 'product', slug: product.slug, id: 801 });
    await page.goto(productPath);
    await hydrated(page); // the print button is drawn once hydrated
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
    expect(response.headers()['content-disposition']).toBe(`inline; filename="${product.slug}-801.pdf"`);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The site's own headers come with it, as with every static file.
    expect(response.headers()['x-content-type-options']).toBe('nosniff');

    // A browser that kept the file asks whether it is still right: nothing is sent again.
    const etag = response.headers()['etag'];
    const revalidated = await request.get(sheet, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);
  });
}

test("a renamed product's old data sheet address leads to the current one; a wrong one is not found", async ({
  request,
}) => {
  const old = await request.get(filePathTo('fr', { file: 'datasheet', slug: 'old-name', id: 801 }), {
    maxRedirects: 0,
  });
  expect(old.status()).toBe(301);
  expect(new URL(old.headers()['location'], 'http://site').pathname).toBe(
    filePathTo('fr', { file: 'datasheet', slug: product.slug, id: 801 }),
  );
  const wrong = await request.get('/fr/datasheets/no-such-stone-999999.pdf');
  expect(wrong.status()).toBe(404);
  expect(wrong.headers()['content-type']).toContain('text/html');
});
