// Pictures after a client-side navigation: gatsby-plugin-image renders them in the browser with our small stand-in
// for react-dom/server (src/browser/static-markup.ts), which must give the same picture, loaded and visible.
import { test, expect } from 'playwright/test';
import { parsePath, pathTo } from '../../src/routes';
import { hydrated, item, readData } from './site-data';

const category = item('categories.json', readData('products/948.json').category);

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a product's pictures show after following a link from its category`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pathTo(lang, { page: 'category', slug: category.slug, id: category.id }));
    await hydrated(page);
    const link = page.locator('main a[href*="/product/detail/"]').first();
    const target = (await link.getAttribute('href'))!;
    const route = parsePath(target)?.route;
    if (route?.page !== 'product') throw new Error(`not a product link: ${target}`);
    const product = readData(`products/${route.id}.json`);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[/.]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name[lang]);
    expect(documents, 'the product page came by client-side navigation, not a reload').toEqual([]);

    const first = page.locator('main [data-gatsby-image-wrapper] img[data-main-image]').first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveCSS('opacity', '1');
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await first.getAttribute('alt')).toBeTruthy();
    expect(errors).toEqual([]);
  });
}
