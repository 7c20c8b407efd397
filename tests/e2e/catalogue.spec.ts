// Catalogue journeys on the built site: browse to a product, add it to the quote list, review and send it; listings,
// pagination, empty filters, the generic category address, tabs (with and without JavaScript) and the print sheet.
import { test, expect } from 'playwright/test';
import fs from 'fs';
import path from 'path';
import { filterFamilies, pathTo, type FilterFamily, type Route } from '../../src/routes';
import { hydrated, item, layoutShifts, readData, recordLayoutShifts, recordScripts, uiText } from './site-data';

const productsDir = path.resolve(__dirname, '..', '..', 'data', 'products');
const products: Record<string, any>[] = fs // eslint-disable-line @typescript-eslint/no-explicit-any -- product files read as they are
  .readdirSync(productsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(productsDir, f), 'utf8')))
  .sort((a, b) => a.id - b.id);
const travertine = item('categories.json', 2);
const honed = item('finishes.json', 'honed');

/** Each filter family's data file and the product field that holds its values (finishes by slug, the others by id). */
const familyData: Record<FilterFamily, { file: string; field: string }> = {
  color: { file: 'colors.json', field: 'colors' },
  edge: { file: 'edges.json', field: 'edges' },
  finish: { file: 'finishes.json', field: 'finishes' },
  material: { file: 'materials.json', field: 'materials' },
  style: { file: 'styles.json', field: 'styles' },
  type: { file: 'types.json', field: 'types' },
};

/** The first filter page (category × one facet of a family) that lists no product, with what the page names. */
function emptyFilter() {
  for (const category of readData('categories.json').items) {
    const inCategory = products.filter((p) => p.category === category.id);
    for (const family of filterFamilies) {
      const { file, field } = familyData[family];
      for (const facet of readData(file).items) {
        const value = family === 'finish' ? facet.slug : facet.id;
        if (inCategory.some((p) => p[field].includes(value))) continue;
        const route: Route =
          family === 'finish'
            ? { page: 'filter', categoryId: category.id, family, slug: facet.slug }
            : { page: 'filter', categoryId: category.id, family, slug: facet.slug, id: facet.id };
        return { category, route, facetName: facet.name as Record<string, string> };
      }
    }
  }
  return undefined;
}

test('home → category → filter → product → quote list → contact form carries the list', async ({ page }) => {
  await page.goto(pathTo('en', { page: 'home' }));
  await hydrated(page);
  await page.locator('main').getByRole('link', { name: travertine.name.en }).first().click();
  await expect(page.locator('h1')).toHaveText(travertine.name.en);
  await expect(page).toHaveURL(pathTo('en', { page: 'category', slug: 'travertine', id: 2 }));

  // The category's filters combine in the page once it is interactive (catalogue-filters.spec.ts).
  await page
    .getByRole('group', { name: uiText('en', 'pages', 'filters.finish'), exact: true })
    .getByRole('checkbox', { name: new RegExp(`^${honed.name.en} \\(`) })
    .check();
  await expect(page).toHaveURL(`${pathTo('en', { page: 'category', slug: 'travertine', id: 2 })}?finish=honed`);
  const honedTravertines = products.filter((p) => p.category === 2 && p.finishes.includes('honed'));
  await expect(page.locator('main .card')).toHaveCount(honedTravertines.length);

  const product = honedTravertines[0];
  await page.locator('main .card').first().click();
  await expect(page.locator('h1')).toHaveText(product.name.en);
  await expect(page).toHaveURL(pathTo('en', { page: 'product', slug: product.slug, id: product.id }));

  // Bad quantity: a translated message, nothing added.
  const quantity = page.getByLabel(uiText('en', 'catalogue', 'quote.quantity'), { exact: true });
  await quantity.fill('lots');
  await page.getByRole('button', { name: uiText('en', 'catalogue', 'quote.add') }).click();
  await expect(page.getByRole('alert')).toHaveText(
    uiText('en', 'catalogue', 'quote.invalidQuantity', { max: (1_000_000).toLocaleString('en') }),
  );
  expect(await page.evaluate(() => localStorage.getItem('quote-list'))).toBeNull();

  const size = product.sizes[product.sizes.length - 1].label;
  await page.getByLabel(uiText('en', 'catalogue', 'quote.size'), { exact: true }).selectOption(size);
  await quantity.fill('120');
  await page.getByLabel(uiText('en', 'catalogue', 'quote.unit'), { exact: true }).selectOption('sqft');
  await page.getByRole('button', { name: uiText('en', 'catalogue', 'quote.add') }).click();
  await expect(
    page.getByText(
      uiText('en', 'catalogue', 'quote.added', {
        name: product.name.en,
        quantity: '120',
        unit: uiText('en', 'pages', 'units.sqft'),
      }),
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: uiText('en', 'catalogue', 'quote.view') }).click();
  await expect(page.locator('h1')).toHaveText(uiText('en', 'catalogue', 'quote.title'));
  const row = page.locator('.quote-table tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(product.code);
  await expect(row).toContainText(size);
  await expect(row.getByRole('textbox')).toHaveValue('120');
  await expect(row.getByRole('combobox')).toHaveValue('sqft');

  // By keyboard, and the pointer away from the form: the list must show without the visitor touching the form.
  await page.mouse.move(0, 0);
  await page.getByRole('link', { name: uiText('en', 'catalogue', 'quote.send') }).press('Enter');
  await expect(page).toHaveURL(pathTo('en', { page: 'contact' }));
  const contactForm = page.locator('main form');
  await expect(contactForm.filter({ hasText: product.code })).toBeVisible();
});

test.describe('phone with a touch screen', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('the toast’s code arrives once “add to quote” is on screen: adding by touch fetches no code and confirms', async ({
    page,
  }) => {
    const product = products[0];
    const scripts = recordScripts(page);
    await page.goto(pathTo('ar', { page: 'product', slug: product.slug, id: product.id }));
    await hydrated(page);
    const form = page.locator('.add-to-quote');
    await form.scrollIntoViewIfNeeded();
    // The toast's code, loaded in an idle moment once the form is on screen, puts its container on the page.
    await expect(page.locator('#toasts')).toBeAttached();
    await scripts.arrived();
    const before = scripts.count();
    await form.getByLabel(uiText('ar', 'catalogue', 'quote.quantity'), { exact: true }).fill('12');
    await form.getByRole('button', { name: uiText('ar', 'catalogue', 'quote.add') }).tap();
    await expect(page.locator('.toast-body')).toContainText(product.name.ar);
    expect(scripts.since(before)).toEqual([]);
  });
});

test('the quote list page edits, rejects a bad quantity, removes and clears lines', async ({ page }) => {
  const [a, b] = [readData('products/948.json'), products.find((p) => p.category === 1)!];
  await page.goto(pathTo('fr', { page: 'quote' }));
  await hydrated(page);
  await page.evaluate(
    (items) => localStorage.setItem('quote-list', JSON.stringify(items)),
    [a, b].map((p) => ({
      kind: 'product',
      id: p.id,
      code: p.code,
      name: p.name.fr,
      size: p.sizes[0].label,
      quantity: 10,
      unit: 'm2',
    })),
  );
  await page.reload();
  await hydrated(page); // the list is drawn from the browser's storage once mounted
  const rows = page.locator('.quote-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('link', { name: a.name.fr })).toHaveAttribute(
    'href',
    pathTo('fr', { page: 'product', slug: a.slug, id: a.id }),
  );

  const qty = page.getByLabel(uiText('fr', 'catalogue', 'quote.quantityOf', { name: a.name.fr }));
  await qty.fill('0');
  await expect(page.getByRole('alert')).toHaveText(
    uiText('fr', 'catalogue', 'quote.invalidQuantity', { max: (1_000_000).toLocaleString('fr') }),
  );
  await qty.fill('12,5');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel(uiText('fr', 'catalogue', 'quote.unitOf', { name: a.name.fr })).selectOption('sqft');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-list') ?? '[]'));
  expect(stored[0]).toMatchObject({ id: a.id, quantity: 12.5, unit: 'sqft' });

  await page.getByRole('button', { name: uiText('fr', 'catalogue', 'quote.removeItem', { name: b.name.fr }) }).click();
  await expect(rows).toHaveCount(1);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: uiText('fr', 'catalogue', 'quote.clear') }).click();
  await expect(page.getByText(uiText('fr', 'catalogue', 'quote.empty'))).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: travertine.name.fr })).toBeVisible();
});

test('/product/{any name}/{id} reaches the canonical category page', async ({ page }) => {
  const response = await page.goto('/product/anything/2');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(pathTo('en', { page: 'category', slug: 'travertine', id: 2 }));
  await expect(page.locator('h1')).toHaveText(travertine.name.en);
  await page.goto(pathTo('ru', { page: 'category', slug: 'old-name', id: 2 }));
  await expect(page).toHaveURL(pathTo('ru', { page: 'category', slug: 'travertine', id: 2 }));
  await expect(page.locator('h1')).toHaveText(travertine.name.ru);
});

test('long listings paginate with real links; an empty filter says so and offers the category', async ({ page }) => {
  const marbles = products.filter((p) => p.category === 1);
  expect(marbles.length).toBeGreaterThan(24);
  await page.goto(pathTo('es', { page: 'category', slug: 'marble', id: 1 }));
  await expect(page.locator('main .card')).toHaveCount(24);
  await page
    .locator('.pagination')
    .getByRole('link', { name: uiText('es', 'pages', 'listing.page', { number: 2 }) })
    .click();
  await expect(page).toHaveURL(pathTo('es', { page: 'category', slug: 'marble', id: 1, pageNumber: 2 }));
  await expect(page.locator('main .card')).toHaveCount(marbles.length - 24);
  await expect(page.locator('main .card').first()).toContainText(marbles[24].code);

  // The empty filter page: the first category × facet no product has, over every filter family, so the
  // test never depends on one colour lacking a marble (the assertion names it if data/ ever fills every combination).
  const empty = emptyFilter();
  expect(empty, 'no category × filter combination without products in data/').toBeDefined();
  const { category, route, facetName } = empty!;
  await page.goto(pathTo('es', route));
  await expect(page.getByText(uiText('es', 'pages', 'listing.empty'))).toBeVisible();
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: uiText('es', 'pages', 'listing.backToCategory', { name: category.name.es }) }),
  ).toHaveAttribute('href', pathTo('es', { page: 'category', slug: category.slug, id: category.id }));
  // Filter links lead only to combinations that have products.
  await expect(page.locator('.filters').getByRole('link', { name: facetName.es, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('product detail tabs', () => {
  const p = readData('products/948.json');
  const url = pathTo('en', { page: 'product', slug: p.slug, id: p.id });
  const tab = (key: string) => uiText('en', 'catalogue', `tabs.${key}`);

  test('work with the keyboard (arrows, Home, End) and show one panel at a time', async ({ page }) => {
    await page.goto(url);
    await hydrated(page);
    const detail = page.getByRole('tab', { name: tab('detail') });
    await detail.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: tab('application') })).toBeFocused();
    await expect(page.getByRole('tab', { name: tab('application') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.locator('table.usage-table')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: tab('sizePrice') })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(p.sizes[0].label);
    await page.keyboard.press('ArrowRight');
    await expect(detail).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(p.code);
  });

  test('in Arabic the arrows follow the right-to-left order', async ({ page }) => {
    await page.goto(pathTo('ar', { page: 'product', slug: p.slug, id: p.id }));
    await hydrated(page);
    await page.getByRole('tab', { name: uiText('ar', 'catalogue', 'tabs.detail') }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: uiText('ar', 'catalogue', 'tabs.application') })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every panel is readable', async ({ page }) => {
      await page.goto(url);
      for (const key of ['detail', 'application', 'sizePrice'])
        await expect(page.getByRole('heading', { name: tab(key), exact: true })).toBeVisible();
      await expect(page.locator('table.usage-table')).toBeVisible();
      await expect(page.locator('#panel-size-price').getByText(p.sizes[0].label).first()).toBeVisible();
      await expect(
        page.getByText(uiText('en', 'pages', `product.variations.${p.variation.var_2}`), { exact: true }),
      ).toBeVisible();
      // The full-screen gallery needs scripts: its button keeps its room but is not shown.
      await expect(page.getByRole('button', { name: uiText('en', 'catalogue', 'gallery.fullscreen') })).toBeHidden();
    });
  });

  // Layout shift: the page once measured 0.019 (the full-screen button appeared on hydration above the thumbnails).
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: nothing shifts while the page loads and hydrates (mobile and desktop)`, async ({ browser }) => {
      for (const viewport of [
        { width: 412, height: 823 },
        { width: 1280, height: 800 },
      ]) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await recordLayoutShifts(page);
        await page.goto(pathTo(lang, { page: 'product', slug: p.slug, id: p.id }));
        await hydrated(page);
        expect(await layoutShifts(page), `${viewport.width} px`).toEqual([]);
        await context.close();
      }
    });
  }

  test('the full-screen button opens the gallery once the page is hydrated', async ({ page }) => {
    await page.goto(url);
    await hydrated(page);
    await page.getByRole('button', { name: uiText('en', 'catalogue', 'gallery.fullscreen') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('prints on one A4 page without navigation', async ({ page }) => {
    await page.goto(url);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('#panel-size-price')).toBeVisible();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});
