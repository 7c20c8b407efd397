// A page seen again looks as on its first visit. Every page family with photos, in en and ar, is walked the way a
// visitor walks a catalogue: a first visit, a click to another page, Back, Forward, then a link back to the first page.
// After each step every photo wrapper holds its picture and those in view are loaded and shown. (A browser stand-in for
// react-dom/server once left every card of a listing an empty box after Back: gatsby-plugin-image re-renders a photo
// it has already shown through renderToStaticMarkup, and the stand-in returned '' inside React's commit.)
import { test, expect, type Page, type Locator } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { parsePath, pathTo, type Route } from '../../src/routes';
import { hydrated, readData, samplePages, uiText } from './site-data';

/** The journeys start from the sweeps' sample pages (site-data.ts), plus a second finish of the sample filter's category. */
const routes = {
  home: samplePages.home,
  listing: samplePages.category,
  honed: samplePages.filter,
  polished: { page: 'filter', categoryId: samplePages.filter.categoryId, family: 'finish', slug: 'polished' },
  projects: samplePages.projects,
  project: samplePages.project,
  usaStock: samplePages.usaStock,
  usaItem: samplePages.usaStockItem,
  about: samplePages.about,
  fabrication: samplePages.fabrication,
  catalog: samplePages.catalog,
} satisfies Record<string, Route>;
type RouteName = keyof typeof routes | 'product';
/** Per language, the first product of the sample listing's first page (set before the tests): the listing links
    to it and its breadcrumb links back. */
const listedProduct: Partial<Record<Lang, Route & { page: 'product' }>> = {};
function route(name: RouteName, lang: Lang): Route {
  if (name !== 'product') return routes[name];
  const product = listedProduct[lang];
  if (!product) throw new Error(`no product found on the ${lang} sample listing`);
  return product;
}

/** A link in the page's main area, or in the desktop bar, that goes to a route. */
const inMain =
  (to: RouteName) =>
  (page: Page, lang: Lang): Locator =>
    page.locator(`main a[href="${pathTo(lang, route(to, lang))}"]`).first();
const inBar =
  (to: RouteName) =>
  (page: Page, lang: Lang): Locator =>
    page.locator(`.desktop-bar a[href="${pathTo(lang, route(to, lang))}"]`).first();
const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en');
const picker =
  (lang: Lang) =>
  (page: Page): Locator =>
    page.locator(`.desktop-bar .language-picker a[lang="${lang}"]`);

interface Journey {
  family: string;
  /** The page first visited, then returned to. */
  start: RouteName;
  /** The page the visitor moves to with `away`. */
  next: RouteName;
  away: (page: Page, lang: Lang) => Promise<void> | Locator;
  /** The link on `next` (in `nextLang`) that leads back to `start` (in `startLang`). */
  back: (page: Page, nextLang: Lang, startLang: Lang) => Promise<void> | Locator;
}

const journeys: Journey[] = [
  {
    family: 'home',
    start: 'home',
    next: 'listing',
    away: inMain('listing'),
    back: (page) => page.locator('.desktop-bar a.logo'),
  },
  { family: 'listing', start: 'listing', next: 'product', away: inMain('product'), back: inMain('listing') },
  { family: 'filter', start: 'honed', next: 'polished', away: inMain('polished'), back: inMain('honed') },
  { family: 'product', start: 'product', next: 'listing', away: inMain('listing'), back: inMain('product') },
  { family: 'projects', start: 'projects', next: 'project', away: inMain('project'), back: inBar('projects') },
  { family: 'project detail', start: 'project', next: 'projects', away: inBar('projects'), back: inMain('project') },
  { family: 'USA stock', start: 'usaStock', next: 'usaItem', away: inMain('usaItem'), back: inMain('usaStock') },
  { family: 'USA detail', start: 'usaItem', next: 'usaStock', away: inMain('usaStock'), back: inMain('usaItem') },
  {
    family: 'about',
    start: 'about',
    next: 'fabrication',
    away: inBar('fabrication'),
    back: async (page, lang) => {
      await page.locator('.desktop-bar summary', { hasText: uiText(lang, 'common', 'nav.info') }).click();
      await inBar('about')(page, lang).click();
    },
  },
  {
    family: 'fabrication',
    start: 'fabrication',
    next: 'home',
    away: (page) => page.locator('.desktop-bar a.logo'),
    back: inBar('fabrication'),
  },
  // Every link to the catalogue opens a new tab; within one tab a visitor returns to it through the language picker.
  {
    family: 'catalogue',
    start: 'catalog',
    next: 'catalog',
    away: (page, lang) => picker(otherLang(lang))(page),
    back: (page, _nextLang, startLang) => picker(startLang)(page),
  },
];

/** Every photo wrapper holds its picture; photos in view are loaded and fully shown. Lists what is wrong, if anything. */
function photoProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth
      );
    };
    const shown = (img: HTMLImageElement, name: string) => {
      if (!img.complete || img.naturalWidth === 0) problems.push(`${name}: not loaded`);
      else if (getComputedStyle(img).opacity !== '1')
        problems.push(`${name}: loaded but not shown (opacity ${getComputedStyle(img).opacity})`);
    };
    const wrappers = [...document.querySelectorAll<HTMLElement>('.photo')];
    // Photos written in Markdown are plain images.
    const plain = [...document.querySelectorAll<HTMLImageElement>('main img:not([aria-hidden])')].filter(
      (img) => !img.closest('.photo'),
    );
    if (!wrappers.some((w) => w.closest('main')) && plain.length === 0) problems.push('no photo in the main area');
    wrappers.forEach((wrapper, i) => {
      const name = `photo ${i + 1} of ${wrappers.length} (${wrapper.closest('[class]:not(.photo)')?.className ?? ''})`;
      const img = wrapper.querySelector<HTMLImageElement>('img.photo-img');
      if (!img) problems.push(`${name}: empty wrapper, no picture`);
      else if (inView(wrapper)) shown(img, name);
    });
    plain.forEach((img) => inView(img) && shown(img, img.src));
    return problems;
  });
}

async function expectPage(page: Page, lang: Lang, to: RouteName | Route, step: string): Promise<void> {
  await expect(page, step).toHaveURL(pathTo(lang, typeof to === 'string' ? route(to, lang) : to));
  await expect.poll(() => photoProblems(page), { message: `${step}: photos`, timeout: 10_000 }).toEqual([]);
  // Every move stayed inside the page's scripts (a full load would not show the defect this test is for).
  expect(
    await page.evaluate(() => (window as unknown as { journey?: string }).journey),
    `${step}: a client-side move`,
  ).toBe('started');
}

async function click(target: Promise<void> | Locator): Promise<void> {
  if ('click' in target) await target.click();
  else await target;
}

/** On a product page seen again: the gallery opens full screen at a loaded photo, and "Add to quote" adds the stone. */
async function productStillWorks(page: Page, lang: Lang): Promise<void> {
  const product = route('product', lang) as Route & { page: 'product' };
  await page.getByRole('button', { name: uiText(lang, 'catalogue', 'gallery.fullscreen') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog
        .locator('img')
        .evaluateAll((imgs) =>
          imgs.some((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByLabel(uiText(lang, 'catalogue', 'quote.quantity'), { exact: true }).fill('25');
  await page.getByRole('button', { name: uiText(lang, 'catalogue', 'quote.add') }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.parse(localStorage.getItem('quote-list') ?? '[]').map((line: { id: number }) => line.id),
      ),
    )
    .toEqual([product.id]);
  await expect(page.locator('.desktop-bar .quote-link')).toHaveAttribute(
    'aria-label',
    uiText(lang, 'common', 'nav.quoteCount_one', { count: 1 }),
  );
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`${lang}: a page seen again shows every photo`, () => {
    test.beforeAll(async ({ request }) => {
      const html = await (await request.get(pathTo(lang, routes.listing))).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const [, href] of main.matchAll(/href="([^"]+)"/g)) {
        const found = parsePath(decodeURI(href))?.route;
        if (found?.page === 'product') return void (listedProduct[lang] = found);
      }
    });
    for (const journey of journeys) {
      test(`${journey.family}: first visit, away, Back, Forward, a link back`, async ({ page }) => {
        test.setTimeout(60_000);
        const nextLang = journey.family === 'catalogue' ? otherLang(lang) : lang;
        await page.goto(pathTo(lang, route(journey.start, lang)));
        await hydrated(page);
        await page.evaluate(() => Object.assign(window, { journey: 'started' }));
        await expectPage(page, lang, journey.start, 'first visit');

        await click(journey.away(page, lang));
        await expectPage(page, nextLang, journey.next, 'moved away');

        await page.goBack();
        await expectPage(page, lang, journey.start, 'Back');
        if (journey.start === 'product') await productStillWorks(page, lang);

        await page.goForward();
        await expectPage(page, nextLang, journey.next, 'Forward');
        if (journey.next === 'product') await productStillWorks(page, lang);

        await click(journey.back(page, nextLang, lang));
        await expectPage(page, lang, journey.start, 'link back');

        if (journey.start === 'product') {
          // The language picker of a page seen three times still leads to the same product in the other language.
          await picker(otherLang(lang))(page).click();
          await expectPage(page, otherLang(lang), route('product', lang), 'language picker');
          const product = readData(`products/${(route('product', lang) as { id: number }).id}.json`);
          await expect(page.locator('h1')).toHaveText(product.name[otherLang(lang)]);
        }
      });
    }
  });
}
