// USA stock filters as a visitor uses them: the first tick filters at once and writes the address, a move to an item
// and Back restore the filtered view (ticked box, cards, count), Forward returns to the item.
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { usaLabel } from '../../src/data/usa-stock';
import { item, readData, uiText, hydrated } from './site-data';

const stockDir = path.resolve(__dirname, '..', '..', 'data', 'usa-stock');
const stock = fs.readdirSync(stockDir).map((f) => readData(`usa-stock/${f}`));
const travertine = item('categories.json', 'travertine');
const travertineItems = stock.filter((s) => s.category === travertine.id);

const cardTitles = (page: Page) => page.locator('.usa-grid .card-title');
const travertineBox = (page: Page, lang: Lang) =>
  page.getByRole('group', { name: uiText(lang, 'usa', 'filters.facets.category'), exact: true }).getByRole('checkbox', {
    // The page's own rule: filter names in the page's language (English only where a name has none).
    name: new RegExp(`^${usaLabel({ text: travertine.name[lang], en: travertine.name.en }).text} \\(`),
  });
const resultCount = (lang: Lang, count: number) =>
  uiText(lang, 'usa', `filters.results_${new Intl.PluralRules(lang).select(count)}`, { count, total: stock.length });

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the first tick filters and writes the address; Back from an item restores the view, Forward returns`, async ({
    page,
  }) => {
    expect(travertineItems.length).toBeGreaterThan(0);
    expect(travertineItems.length).toBeLessThan(stock.length);
    await page.goto(pathTo(lang, { page: 'usaStock' }));
    await hydrated(page);
    await expect(page.locator('.usa-filters-body')).toBeEnabled();

    await travertineBox(page, lang).check();
    await expect(page).toHaveURL(/\?category=travertine$/);
    await expect(cardTitles(page)).toHaveCount(travertineItems.length);
    await expect(page.locator('.usa-result-count')).toHaveText(resultCount(lang, travertineItems.length));

    const first = page.locator('.usa-grid .usa-card a').first();
    const itemPath = new URL((await first.getAttribute('href'))!, page.url()).pathname;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    await expect(page.locator('.usa-calc')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?category=travertine$/);
    await expect(travertineBox(page, lang)).toBeChecked();
    await expect(cardTitles(page)).toHaveCount(travertineItems.length);
    await expect(page.locator('.usa-result-count')).toHaveText(resultCount(lang, travertineItems.length));

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    await expect(page.locator('.usa-calc')).toBeVisible();
  });
}
