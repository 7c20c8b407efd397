// USA stock by lot on the pages, in English and Arabic: the item page's table of lots with their total, a held lot shown
// as held until its date in the page's language and, with the browser's clock past that date, as available once the
// page has loaded, without a layout shift and after Back and Forward; the calculator's whole crates from one lot; and
// the stock listing's "available now" filter, kept in the address.
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { holdRequestPath, pathTo } from '../../src/routes';
import { stockOn, type Lot } from '../../src/usa/lots';
import { hydrated, layoutShifts, readData, recordLayoutShifts, uiText } from './site-data';

const stockDir = path.resolve(__dirname, '..', '..', 'data', 'usa-stock');
const stock = fs.readdirSync(stockDir).map((f) => readData(`usa-stock/${f}`));
// 5001: four lots, one photo, one crate of TRV2609-02 held until 2026-12-22. 5027: its one lot held until 2026-12-18.
const item5001 = readData('usa-stock/5001.json');
const item5027 = readData('usa-stock/5027.json');
const heldLot = (item5027.lots as Lot[]).find((l) => l.status === 'held')!;
const duringHold = new Date('2026-12-01T15:00:00Z');
const afterHold = new Date('2026-12-19T15:00:00Z');

const number = (lang: Lang, n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n);
const day = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const table = (page: Page, lang: Lang) => page.getByRole('table', { name: uiText(lang, 'usa', 'lots.caption') });
const row = (page: Page, lang: Lang, lot: string) =>
  table(page, lang)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: lot, exact: true }) });
/** The table has been worked out again for the browser's date (the warehouse's day in New York). */
const evaluatedFor = (page: Page, date: string) =>
  expect(page.locator('.usa-lots-table')).toHaveAttribute('data-date', date);
/** The item's "In stock" fact as shown (the texts it may change to are kept hidden beside it). */
const stockFact = (page: Page) => page.locator('.product-facts dd .usa-steady > :not([aria-hidden])').first();
const itemPath = (lang: Lang, id: number) => pathTo(lang, { page: 'usaStockItem', id });
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the item page lists every lot with shade, crates, sq ft, status and photo, and the total`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(duringHold);
    await page.goto(itemPath(lang, item5001.id));
    await hydrated(page);
    await evaluatedFor(page, '2026-12-01');
    const lots = item5001.lots as Lot[];
    await expect(table(page, lang).locator('tbody tr')).toHaveCount(lots.length);
    for (const lot of lots) {
      const cells = row(page, lang, lot.lot).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(lot.shade);
      await expect(cells.nth(1)).toHaveText(number(lang, lot.crates));
      await expect(cells.nth(2)).toHaveText(number(lang, lot.boxes));
      await expect(cells.nth(3)).toHaveText(number(lang, lot.sqft));
    }
    await expect(row(page, lang, 'TRV2607-11').getByRole('img')).toHaveAccessibleName(
      uiText(lang, 'usa', 'lots.photoAlt', { lot: 'TRV2607-11', shade: 'A48' }),
    );
    // A partial hold: the held square feet and the last day, in the page's language; the rest stays on offer.
    await expect(
      row(page, lang, 'TRV2609-02').locator('.usa-lot-status > .usa-steady > :not([aria-hidden])'),
    ).toHaveText(
      uiText(lang, 'usa', 'lots.status.heldPart', { sqft: number(lang, 640), date: day(lang, '2026-12-22') }),
    );
    const total = lots.reduce((n, l) => n + l.sqft, 0);
    const free = stockOn(lots, { perBox: item5001.perBox, perCrate: item5001.perCrate }, '2026-12-01').sqftAvailable;
    const foot = table(page, lang).locator('tfoot tr');
    await expect(foot.getByRole('rowheader')).toHaveText(uiText(lang, 'usa', 'lots.total'));
    await expect(foot.getByRole('cell').nth(2)).toHaveText(number(lang, total));
    await expect(foot.locator('.usa-steady > :not([aria-hidden])')).toHaveText(
      uiText(lang, 'usa', 'lots.totalAvailable', { sqft: number(lang, free) }),
    );
    // A hold's reference is the warehouse's, not for visitors.
    await expect(page.locator('main')).not.toContainText('H-2611-021');
  });

  test(`${lang}: a lot's "Request a hold" opens the hold request with that lot chosen; a sold or fully held lot offers none`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(duringHold);
    await page.goto(itemPath(lang, item5001.id));
    await hydrated(page);
    await row(page, lang, 'TRV2607-11')
      .getByRole('link', { name: `${uiText(lang, 'usa', 'lots.requestHold')} TRV2607-11` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(holdRequestPath(lang, item5001.id, 'TRV2607-11'))}$`));
    await hydrated(page);
    await expect(page.locator('form.hold-form #lot')).toHaveValue(`${item5001.id}:TRV2607-11`);
    await page.goto(itemPath(lang, item5027.id));
    await hydrated(page);
    await evaluatedFor(page, '2026-12-01');
    const sold = (item5027.lots as Lot[]).find((l) => l.status === 'sold')!;
    await expect(row(page, lang, sold.lot).getByRole('link')).toHaveCount(0);
    // Its held lot has no full crate free: no hold is offered that could not be made, and the row says so.
    await expect(row(page, lang, heldLot.lot).getByRole('link')).toHaveCount(0);
    await expect(row(page, lang, heldLot.lot)).toContainText(uiText(lang, 'usa', 'lots.noFullCrate'));
  });

  test(`${lang}: a held lot shows as held until its date in the page's language`, async ({ page }) => {
    await page.clock.setFixedTime(duringHold);
    await page.goto(itemPath(lang, item5027.id));
    await hydrated(page);
    await evaluatedFor(page, '2026-12-01');
    const status = row(page, lang, heldLot.lot).locator('.usa-lot-status');
    await expect(status.locator('.usa-steady > :not([aria-hidden])')).toHaveText(
      uiText(lang, 'usa', 'lots.status.held', { date: day(lang, heldLot.holdUntil!) }),
    );
    await expect(status).toHaveClass(/usa-lot-held/);
    await expect(row(page, lang, 'MOS2606-08').locator('.usa-lot-status')).toHaveText(
      uiText(lang, 'usa', 'lots.status.sold'),
    );
    // Its one lot held, the other sold: the facts above say so too.
    await expect(stockFact(page)).toHaveText(uiText(lang, 'pages', 'usa.outOfStock'));
  });

  test(`${lang}: with the clock past the hold's date the lot shows as available after load, with no layout shift, also after Back and Forward`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(afterHold);
    await recordLayoutShifts(page);
    const itemUrl = itemPath(lang, item5027.id);
    await page.goto(itemUrl);
    await hydrated(page);
    await evaluatedFor(page, '2026-12-19');
    const available = uiText(lang, 'usa', 'lots.status.available');
    const shown = () => row(page, lang, heldLot.lot).locator('.usa-lot-status .usa-steady > :not([aria-hidden])');
    await expect(shown()).toHaveText(available);
    await expect(row(page, lang, heldLot.lot)).toHaveAttribute('data-status', 'available');
    await expect(page.locator('tfoot .usa-steady > :not([aria-hidden])')).toHaveText(
      uiText(lang, 'usa', 'lots.totalAvailable', { sqft: number(lang, heldLot.sqft) }),
    );
    // The facts above the table agree with it: in stock again, without a rebuild.
    await expect(stockFact(page)).toHaveText(uiText(lang, 'pages', 'usa.inStock'));
    expect(await layoutShifts(page)).toEqual([]);

    // A journey: to the stock list, Back, Forward, and a link back to the item.
    await page
      .getByRole('navigation', { name: uiText(lang, 'pages', 'breadcrumb.label') })
      .getByRole('link')
      .nth(1)
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'usaStock' })}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${itemUrl}$`));
    await evaluatedFor(page, '2026-12-19');
    await expect(shown()).toHaveText(available);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'usaStock' })}$`));
    await page.locator(`.usa-grid a[href="${itemUrl}"]`).click();
    await evaluatedFor(page, '2026-12-19');
    await expect(shown()).toHaveText(available);
  });

  test(`${lang}: the calculator names the lots that can supply the whole crates alone`, async ({ page }) => {
    await page.clock.setFixedTime(duringHold);
    await page.goto(itemPath(lang, item5001.id));
    await hydrated(page);
    const calc = page.locator('.usa-calc');
    // The most expected breakage is offered and recommended; without it, the crates are the area's.
    const allowance = calc.getByLabel(uiText(lang, 'usa', 'calc.allowance'));
    await expect(allowance).toHaveValue('10');
    await allowance.selectOption('0');
    // 3,000 sq ft: 300 boxes, 5 crates; TRV2607-11 has 6 free, TRV2608-04 5, TRV2609-02 only 2 while 1 is held.
    await calc.getByLabel(uiText(lang, 'usa', 'calc.area')).fill('3000');
    await calc.getByRole('button', { name: uiText(lang, 'usa', 'calc.calculate') }).click();
    const oneLot = calc.locator('.usa-one-lot');
    await expect(oneLot).toContainText('TRV2607-11');
    await expect(oneLot).toContainText('TRV2608-04');
    await expect(oneLot).not.toContainText('TRV2609-02');
    // 7 crates: no one lot has them.
    await calc.getByLabel(uiText(lang, 'usa', 'calc.area')).fill('4400');
    await calc.getByRole('button', { name: uiText(lang, 'usa', 'calc.calculate') }).click();
    await expect(oneLot).toHaveText(
      uiText(lang, 'usa', 'calc.oneLot.short', { crates: number(lang, 7), largest: number(lang, 6) }),
    );
    // With 10 % for breakage, 3,000 sq ft is 3,300 to order: 6 whole crates, or 5 crates and 10 boxes, each costed;
    // only TRV2607-11 has 6 free, and its link starts the hold form at 6 crates.
    await allowance.selectOption('10');
    await calc.getByLabel(uiText(lang, 'usa', 'calc.area')).fill('3000');
    await calc.getByRole('button', { name: uiText(lang, 'usa', 'calc.calculate') }).click();
    const order = calc.locator('.usa-order');
    // The cost as the browser writes dollars in the page's language.
    const cost = await page.evaluate(
      ([l, amount]) => new Intl.NumberFormat(l, { style: 'currency', currency: 'USD' }).format(amount),
      [lang, Math.round(6 * 640 * item5001.salePrice * 100) / 100] as const,
    );
    await expect(order.locator('dd').first()).toContainText(cost);
    await expect(order.locator('dd').nth(1)).toContainText(number(lang, 10));
    await expect(oneLot).not.toContainText('TRV2608-04');
    await oneLot.getByRole('link', { name: /TRV2607-11/ }).click();
    await expect(page).toHaveURL(/crates=6/);
    await hydrated(page);
    await expect(page.locator('form #crates')).toHaveValue('6');
    await page.goBack();
    await expect(calc.getByLabel(uiText(lang, 'usa', 'calc.area'))).toBeVisible();
  });

  test(`${lang}: the stock listing shows only what is available now, from the address, for the browser's date`, async ({
    page,
  }) => {
    const availableOn = (date: string) =>
      stock.filter((s) => stockOn(s.lots as Lot[], s as Parameters<typeof stockOn>[1], date).inStock).map((s) => s.id);
    const listPath = pathTo(lang, { page: 'usaStock' });
    const box = (p: Page) =>
      p
        .getByRole('group', { name: uiText(lang, 'usa', 'filters.facets.stock'), exact: true })
        .getByRole('checkbox', { name: new RegExp(`^${uiText(lang, 'usa', 'filters.availableNow')} \\(`) });
    const shownIds = async (p: Page) =>
      (
        await p
          .locator('.usa-grid > li:visible')
          .evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-key'))))
      ).sort((a, b) => a - b);

    await page.clock.setFixedTime(duringHold);
    await page.goto(listPath);
    await hydrated(page);
    await expect(page.locator('.usa-filters-body')).toBeEnabled();
    await box(page).check();
    await expect(page).toHaveURL(/\?stock=available$/);
    const during = availableOn('2026-12-01');
    expect(during).not.toContain(item5027.id);
    expect(during.length).toBeLessThan(stock.length);
    await expect.poll(() => shownIds(page)).toEqual([...during].sort((a, b) => a - b));

    const later = await page.context().newPage();
    await later.clock.setFixedTime(afterHold);
    await later.goto(`${listPath}?stock=available`);
    await hydrated(later);
    await expect(box(later)).toBeChecked();
    const after = availableOn('2026-12-19');
    expect(after).toContain(item5027.id);
    await expect.poll(() => shownIds(later)).toEqual([...after].sort((a, b) => a - b));
    await later.close();
  });
}
