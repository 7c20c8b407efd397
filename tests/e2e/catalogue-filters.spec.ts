// A category listing's filters as a buyer on a phone uses them: reachable before the first card, several choices
// combined (white, then polished, keeps both), each option's count matching the cards then shown, the choice in the
// address, and a move to a product, Back, Forward, reload and a link back; in English and in Arabic; the uses from
// each product's own verdicts; the filter links without JavaScript; and beside the cards, mirrored, on a desktop.
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { productUses } from '../../src/catalogue/product-facets';
import { item, layoutShifts, readData, recordLayoutShifts, uiText, hydrated } from './site-data';

const productsDir = path.resolve(__dirname, '..', '..', 'data', 'products');
const products = fs.readdirSync(productsDir).map((f) => readData(`products/${f}`));
const travertine = item('categories.json', 'travertine');
const white = item('colors.json', 'white');
const beige = item('colors.json', 'beige');
const polished = item('finishes.json', 'polished');
const travertines = products.filter((p) => p.category === travertine.id);
const isWhite = (p: (typeof products)[number]) => p.colors.includes(white.id);
const whiteOnes = travertines.filter(isWhite);
const whitePolished = whiteOnes.filter((p) => p.finishes.includes('polished'));
const categoryPath = (lang: Lang) => pathTo(lang, { page: 'category', slug: travertine.slug, id: travertine.id });

const phone = { width: 360, height: 780 };
const cards = (page: Page) => page.locator('main .card');
const disclosure = (page: Page) => page.locator('main summary');
/** A family's box for an option, found as a buyer would: by the family's and the option's names. */
const box = (page: Page, lang: Lang, family: string, name: string) =>
  page
    .getByRole('group', { name: family, exact: true })
    .getByRole('checkbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} \\(`) });
const colourBox = (page: Page, lang: Lang, colour: typeof white) =>
  box(page, lang, uiText(lang, 'pages', 'filters.color'), colour.name[lang]);
const polishedBox = (page: Page, lang: Lang) =>
  box(page, lang, uiText(lang, 'pages', 'filters.finish'), polished.name[lang]);
/** The count an option shows beside its name, read in the page's digits. */
const shownCount = async (checkbox: ReturnType<typeof box>) => {
  const label = await checkbox.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const digits = label.match(/\(([^)]*)\)\s*$/)?.[1] ?? '';
  return Number(digits.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, ''));
};
const chosenText = (lang: Lang, count: number) =>
  uiText(lang, 'catalogue', `filters.showChosen_${new Intl.PluralRules(lang).select(count)}`, { count });
const resultText = (lang: Lang, count: number, total: number) =>
  uiText(lang, 'catalogue', `filters.results_${new Intl.PluralRules(lang).select(count)}`, { count, total });

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: filters before the first card; white then polished keeps both, counts match the cards, the address carries it; product, Back, Forward, reload, a link back`, async ({
      page,
    }) => {
      expect(whitePolished.length).toBeGreaterThan(0);
      expect(whitePolished.length).toBeLessThan(whiteOnes.length);
      await page.goto(categoryPath(lang));
      await hydrated(page);

      // Reachable before the cards: the disclosure sits above the first card.
      await expect(disclosure(page)).toHaveText(uiText(lang, 'catalogue', 'filters.show'));
      const [filtersBox, cardBox] = [await disclosure(page).boundingBox(), await cards(page).first().boundingBox()];
      expect(filtersBox!.y + filtersBox!.height).toBeLessThanOrEqual(cardBox!.y);
      await disclosure(page).click();

      // The count white shows is the number of cards ticking it gives.
      const whiteCount = await shownCount(colourBox(page, lang, white));
      await colourBox(page, lang, white).check();
      await expect(page).toHaveURL(/\?color=white$/);
      await expect(cards(page)).toHaveCount(whiteOnes.length);
      expect(whiteCount).toBe(whiteOnes.length);
      await expect(page.locator('.listing-count')).toHaveText(resultText(lang, whiteOnes.length, travertines.length));
      await expect(page.locator('.listing-count')).toHaveAttribute('aria-live', 'polite');

      // Polished after white keeps white: both ticked, the cards those that are both.
      await expect.poll(() => shownCount(polishedBox(page, lang))).toBe(whitePolished.length);
      await polishedBox(page, lang).check();
      await expect(colourBox(page, lang, white)).toBeChecked();
      await expect(polishedBox(page, lang)).toBeChecked();
      await expect(page).toHaveURL(/\?color=white&finish=polished$/);
      await expect(cards(page)).toHaveCount(whitePolished.length);
      await expect(page.locator('.listing-count')).toHaveText(
        resultText(lang, whitePolished.length, travertines.length),
      );
      await expect(disclosure(page)).toHaveText(chosenText(lang, 2));
      const filtered = page.url();

      // To a product and Back: the same choice, cards and count.
      const first = cards(page).first().locator('a');
      const productPath = new URL((await first.getAttribute('href'))!, page.url()).pathname;
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${productPath}$`));
      await page.goBack();
      await expect(page).toHaveURL(filtered);
      await expect(cards(page)).toHaveCount(whitePolished.length);
      await expect(disclosure(page)).toHaveText(chosenText(lang, 2));
      await disclosure(page).click();
      await expect(colourBox(page, lang, white)).toBeChecked();
      await expect(polishedBox(page, lang)).toBeChecked();
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${productPath}$`));

      // A reload (or a shared link) of the filtered address.
      await page.goto(filtered);
      await hydrated(page);
      await expect(cards(page)).toHaveCount(whitePolished.length);
      await disclosure(page).click();
      await expect(polishedBox(page, lang)).toBeChecked();

      // Untick white: polished alone, counted as shown.
      await colourBox(page, lang, white).uncheck();
      await expect(page).toHaveURL(/\?finish=polished$/);
      await expect(cards(page)).toHaveCount(travertines.filter((p) => p.finishes.includes('polished')).length);

      // A link back to the category: no choice, its first page and its page links.
      await cards(page).first().locator('a').click();
      await page.locator('.breadcrumb').getByRole('link', { name: travertine.name[lang], exact: true }).click();
      await expect(page).toHaveURL(categoryPath(lang));
      await expect(cards(page)).toHaveCount(Math.min(24, travertines.length));
      await expect(page.locator('.listing-count')).toHaveText(
        uiText(lang, 'pages', `listing.count_${new Intl.PluralRules(lang).select(travertines.length)}`, {
          count: travertines.length,
        }),
      );
      await expect(disclosure(page)).toHaveText(uiText(lang, 'catalogue', 'filters.show'));
    });
  }

  test('two colours widen, a use narrows: floors and wet areas from the products’ own verdicts', async ({ page }) => {
    const application = item('categories.json', 'travertine').application;
    const wet = travertines.filter((p) => productUses(application, p.technical, p.finishes).includes('wet-areas'));
    const whiteOrBeige = travertines.filter((p) => isWhite(p) || p.colors.includes(beige.id));
    const wetWhiteOrBeige = whiteOrBeige.filter((p) => wet.includes(p));
    await page.goto(`${categoryPath('en')}?color=white,beige`);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(whiteOrBeige.length);
    await disclosure(page).click();
    const wetBox = box(
      page,
      'en',
      uiText('en', 'catalogue', 'filters.use'),
      uiText('en', 'catalogue', 'filters.uses.wet-areas'),
    );
    expect(await shownCount(wetBox)).toBe(wetWhiteOrBeige.length);
    await wetBox.check();
    await expect(page).toHaveURL(/\?color=white,beige&use=wet-areas$/);
    await expect(cards(page)).toHaveCount(wetWhiteOrBeige.length);
  });

  test('a link with a filter we do not know says so and keeps the rest', async ({ page }) => {
    await page.goto(`${categoryPath('en')}?color=white,purple`);
    await hydrated(page);
    await expect(page.getByRole('status')).toHaveText(
      uiText('en', 'catalogue', 'filters.unknown', { values: 'purple' }),
    );
    await expect(cards(page)).toHaveCount(whiteOnes.length);
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the disclosure opens on the filter links, and a link leads to its prerendered filter page', async ({
    page,
  }) => {
    await page.goto(categoryPath('en'));
    await disclosure(page).click();
    await page.locator('.filters').getByRole('link', { name: white.name.en, exact: true }).click();
    await expect(page).toHaveURL(
      pathTo('en', { page: 'filter', categoryId: travertine.id, family: 'color', slug: 'white', id: white.id }),
    );
    await expect(cards(page)).toHaveCount(whiteOnes.length);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: the panel is open beside the cards, on the reading side's start; the links' swap moves nothing`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.goto(categoryPath(lang));
      await hydrated(page);
      await expect(page.locator('.catalogue-filters')).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
      await expect(disclosure(page)).toBeHidden();
      const colour = colourBox(page, lang, white);
      await expect(colour).toBeVisible();
      const [panel, card] = [await colour.boundingBox(), await cards(page).first().boundingBox()];
      if (lang === 'ar') expect(panel!.x).toBeGreaterThan(card!.x + card!.width);
      else expect(panel!.x + panel!.width).toBeLessThan(card!.x);
      // Keyboard: the box takes focus and Space ticks it.
      await colour.focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/\?color=white$/);
      await expect(cards(page)).toHaveCount(whiteOnes.length);
    });
  }
});
