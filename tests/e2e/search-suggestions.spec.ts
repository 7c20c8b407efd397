// Suggestions as you type in the header's search box (issue 55 §4): a WAI-ARIA combobox whose code and suggestion file
// load when the box is focused; arrows, Enter, Escape, a count announced in the page's language; a mouse and a finger
// pick as the keys do; Arabic right to left; the USA section suggests USA stock.
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import type { Lang } from '../../src/i18n/languages';
import { hydrated, item, readData, uiText } from './site-data';

const botticino = readData('products/801.json');
const marble = item('categories.json', 'marble');

/** The desktop bar's box, found as a screen reader user finds it. */
const searchBox = (page: Page, lang: Lang, usa = false) =>
  page
    .locator('.desktop-bar')
    .getByRole('combobox', { name: uiText(lang, 'common', usa ? 'search.usaLabel' : 'search.label') });
const listbox = (page: Page, lang: Lang) =>
  page.locator('.desktop-bar').getByRole('listbox', { name: uiText(lang, 'common', 'search.suggestions') });
const counted = (lang: Lang, count: number) =>
  uiText(lang, 'common', `search.suggestionCount_${new Intl.PluralRules(lang).select(count)}`, { count });

/** Requests for the suggestion files, and the scripts loaded, from now on. */
function requestsFrom(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return {
    files: () => urls.filter((u) => u.startsWith('/search-suggestions/')),
    scripts: () => urls.filter((u) => u.endsWith('.js')),
  };
}

test('English, keyboard: loads on focus, arrows highlight, Enter opens the product; Back and Forward, and again', async ({
  page,
}) => {
  const about = pathTo('en', { page: 'about' });
  const productPath = pathTo('en', { page: 'product', slug: botticino.slug, id: 801 });
  await page.goto(about);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const requests = requestsFrom(page);
  const box = searchBox(page, 'en');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(requests.files()).toEqual([]);

  await box.focus();
  // Its code and the language's file come now, not with the page.
  await expect.poll(() => requests.files()).toEqual(['/search-suggestions/en.json']);
  expect(requests.scripts().length).toBeGreaterThan(0);
  await box.pressSequentially('b');
  await expect(listbox(page, 'en')).toBeHidden(); // one letter: nothing yet
  await box.pressSequentially('otticino');
  const list = listbox(page, 'en');
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  const options = list.getByRole('option');
  const product = options.filter({ hasText: botticino.name.en });
  await expect(product).toHaveCount(1);
  await expect(product.locator('img')).toHaveAttribute('src', /[?&]w=80&h=80&/);
  await expect(page.locator('.desktop-bar [aria-live="polite"]')).toHaveText(counted('en', await options.count()));

  // Down from the field highlights the first option; Up from it goes back to the field; the text stays.
  await box.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveCSS('outline-style', 'solid'); // the highlight is seen, not only announced
  await box.press('ArrowUp');
  await expect(box).not.toHaveAttribute('aria-activedescendant', /./);
  await expect(box).toHaveValue('botticino');
  const index = await options.evaluateAll(
    (els, name) => els.findIndex((e) => e.textContent?.includes(name)),
    botticino.name.en,
  );
  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(productPath);
  await expect(page.locator('h1')).toHaveText(botticino.name.en);

  // Back to the first page: the box works as on the first visit; Forward to the product again.
  await page.goBack();
  await expect(page).toHaveURL(about);
  await hydrated(page);
  await expect(searchBox(page, 'en')).toHaveAttribute('aria-expanded', 'false');
  await page.goForward();
  await expect(page).toHaveURL(productPath);
  await hydrated(page);
  // From the product page, a category by the keyboard (a link back into the catalogue).
  const again = searchBox(page, 'en');
  await again.focus();
  await again.pressSequentially('marbel'); // a swapped pair of letters
  const category = listbox(page, 'en').getByRole('option').first();
  await expect(category).toContainText(marble.name.en);
  await expect(category).toContainText(uiText('en', 'common', 'search.kind.category'));
  await again.press('ArrowDown');
  await again.press('Enter');
  await expect(page).toHaveURL(pathTo('en', { page: 'category', slug: marble.slug, id: marble.id }));
});

test('Escape closes the list and keeps the text; Enter with nothing highlighted searches as before', async ({
  page,
}) => {
  await page.goto(pathTo('fr', { page: 'about' }));
  await hydrated(page);
  const box = searchBox(page, 'fr');
  await box.focus();
  await box.pressSequentially('travertin');
  await expect(listbox(page, 'fr')).toBeVisible();
  await box.press('Escape');
  await expect(listbox(page, 'fr')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('travertin');
  // Down opens it again; typing on keeps it open and the highlight starts over.
  await box.press('ArrowDown');
  await expect(listbox(page, 'fr')).toBeVisible();
  await box.pressSequentially(' zzqx');
  await expect(listbox(page, 'fr')).toBeHidden();
  await expect(page.locator('.desktop-bar [aria-live="polite"]')).toHaveText(
    uiText('fr', 'common', 'search.noSuggestions'),
  );
  await box.press('Enter');
  await expect(page).toHaveURL(pathTo('fr', { page: 'search', term: 'travertin zzqx' }));
});

test('Arabic: suggestions in Arabic, right to left under the field, the count announced in Arabic; a click opens one', async ({
  page,
}) => {
  await page.goto(pathTo('ar', { page: 'about' }));
  await hydrated(page);
  const box = searchBox(page, 'ar');
  await box.focus();
  await box.pressSequentially(marble.name.ar);
  const list = listbox(page, 'ar');
  const options = list.getByRole('option');
  await expect(options.first()).toContainText(marble.name.ar);
  await expect(options.first()).toContainText(uiText('ar', 'common', 'search.kind.category'));
  await expect(page.locator('.desktop-bar [aria-live="polite"]')).toHaveText(counted('ar', await options.count()));
  // Mirrored: the list starts at the field's right edge, each photo on the right of its name.
  const [field, popup] = [await box.boundingBox(), await list.boundingBox()];
  expect(Math.abs(field!.x + field!.width - (popup!.x + popup!.width))).toBeLessThan(2);
  // One more word narrows the list to the product.
  await box.pressSequentially(` ${botticino.name.ar.split(' ')[1]}`);
  const option = options.filter({ hasText: botticino.name.ar });
  await expect(option).toHaveCount(1);
  const [photo, label] = [
    await option.locator('img').boundingBox(),
    await option.locator('.search-suggestion-label').boundingBox(),
  ];
  expect(photo!.x).toBeGreaterThan(label!.x);
  // The mouse: hovering highlights, a click opens (the field does not search on losing the focus).
  await option.hover();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await option.click();
  await expect(page).toHaveURL(pathTo('ar', { page: 'product', slug: botticino.slug, id: 801 }));
  await expect(page.locator('h1')).toHaveText(botticino.name.ar);
});

test.describe('a finger', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test('USA section: the phone menu box suggests USA stock items, a tap opens one', async ({ page }) => {
    const ivory = readData('usa-stock/5001.json');
    await page.goto(pathTo('es', { page: 'usaAbout' }));
    await hydrated(page);
    await page.locator('.mobile-menu > summary').tap();
    const box = page
      .locator('.mobile-panel')
      .getByRole('combobox', { name: uiText('es', 'common', 'search.usaLabel') });
    await box.tap();
    await box.pressSequentially(ivory.name.es.split(' ').slice(0, 2).join(' '));
    const option = page
      .locator('.mobile-panel')
      .getByRole('listbox', { name: uiText('es', 'common', 'search.suggestions') })
      .getByRole('option')
      .filter({ hasText: ivory.name.es });
    await expect(option).toContainText(uiText('es', 'common', 'search.kind.stockItem'));
    await option.tap();
    await expect(page).toHaveURL(pathTo('es', { page: 'usaStockItem', id: ivory.id }));
  });
});
