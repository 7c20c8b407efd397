// The USA stock as a keyboard and a buyer use it, in English and Arabic: the count says how many items are in stock and
// how many are out (from the lots, on the warehouse's day); a skip link at the filters takes the focus to the results;
// a stock card focused by the keyboard shows its focus ring; a lot with no full crate free offers no hold it cannot make.
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { stockOn, lotAvailableOn, type Lot, type LotPacking } from '../../src/usa/lots';
import { hydrated, readData, uiText } from './site-data';

const stockDir = path.resolve(__dirname, '..', '..', 'data', 'usa-stock');
const stock = fs.readdirSync(stockDir).map((f) => readData(`usa-stock/${f}`));
const day = '2026-12-01';
const onDay = new Date(`${day}T15:00:00Z`);
const plural = (lang: Lang, n: number) => new Intl.PluralRules(lang).select(n);

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the stock count says how many items are in stock and how many are out`, async ({ page }) => {
    await page.clock.setFixedTime(onDay);
    await page.goto(pathTo(lang, { page: 'usaStock' }));
    await hydrated(page);
    const inStock = stock.filter((item) => stockOn(item.lots as Lot[], item as LotPacking, day).inStock).length;
    const out = stock.length - inStock;
    // The sample data has items out of stock (all lots sold or held): the count must not take them as in stock.
    expect(out).toBeGreaterThan(0);
    await expect(page.locator('.usa-result-count')).toHaveText(
      uiText(lang, 'usa', 'filters.stockSummary', {
        inStock: uiText(lang, 'usa', `filters.inStockCount_${plural(lang, inStock)}`, { count: inStock }),
        outOfStock: uiText(lang, 'usa', `filters.outOfStockCount_${plural(lang, out)}`, { count: out }),
      }),
    );
  });

  test(`${lang}: from the filters, a skip link takes the keyboard to the results, where a card shows its focus`, async ({
    page,
  }) => {
    await page.goto(pathTo(lang, { page: 'usaStock' }));
    await hydrated(page);
    const skip = page.getByRole('link', { name: uiText(lang, 'usa', 'filters.skipToResults') });
    // Tab through the page's header to the link, which comes just before the filter boxes.
    const reached = await tabTo(page, '.usa-skip-results', 120);
    expect(reached).toBe(true);
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.width > 20 && box.height > 10).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('#usa-results')).toBeFocused();
    // The next key reaches the first card, not a filter box.
    await page.keyboard.press('Tab');
    const firstCard = page.locator('.usa-grid .usa-card').first();
    await expect(firstCard.getByRole('link')).toBeFocused();
    const focused = await firstCard.screenshot();
    await page.keyboard.press('Shift+Tab');
    await expect(firstCard.getByRole('link')).not.toBeFocused();
    const unfocused = await firstCard.screenshot();
    // The card's paint containment used to cut off the ring: the focused card looked exactly like the others.
    expect(focused.equals(unfocused)).toBe(false);
  });
}

/** Presses Tab until the element matching `selector` has the focus, at most `max` times. */
async function tabTo(page: Page, selector: string, max: number): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}

test('a lot with no full crate free offers loose boxes by asking, not a hold the form must refuse', async ({
  page,
}) => {
  await page.clock.setFixedTime(onDay);
  const item = stock.find((i) =>
    (i.lots as Lot[]).some(
      (l) => l.status !== 'sold' && lotAvailableOn(l, i as unknown as LotPacking, day).crates === 0,
    ),
  );
  expect(item).toBeDefined();
  await page.goto(pathTo('en', { page: 'usaStockItem', id: item!.id }));
  await hydrated(page);
  await expect(page.locator('.usa-lots-table')).toHaveAttribute('data-date', day);
  for (const lot of item!.lots as Lot[]) {
    const row = page.locator(`.usa-lots-table tr[data-lot="${lot.lot}"]`);
    const free = lotAvailableOn(lot, item as unknown as LotPacking, day).crates;
    const hold = row.getByRole('link', { name: new RegExp(uiText('en', 'usa', 'lots.requestHold')) });
    if (free > 0) await expect(hold).toBeVisible();
    else {
      await expect(hold).toHaveCount(0);
      if (lot.status !== 'sold') await expect(row).toContainText(uiText('en', 'usa', 'lots.noFullCrate'));
    }
  }
});
