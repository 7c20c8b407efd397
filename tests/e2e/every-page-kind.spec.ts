// Every page kind (one sample page each: samplePages in site-data.ts) in every language answers 200 with its own heading,
// lang/dir, no sideways scroll and no console error; in English (desktop) and Arabic (phone) each also passes axe with the skip link first
// (one page load for both sweeps); an unknown path answers 404 in the visitor's language; the language cookie follows.
import { test, expect, type Page } from 'playwright/test';
import { axeProblems, axeScreens, skipLinkProblems } from './page-checks';
import { languages, type Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { hydrated, item, readContent, readData, samplePageList, samplePages, uiText, type PageKind } from './site-data';

const company = readData('company.json');
// What the sample pages show, read from the data files they name.
const product = readData(`products/${samplePages.product.id}.json`);
const project = readData(`projects/${samplePages.project.id}.json`);
const usaItem = readData(`usa-stock/${samplePages.usaStockItem.id}.json`);
const category = item('categories.json', samplePages.category.id);
const filterCategory = item('categories.json', samplePages.filter.categoryId);
const filterFacet = item(
  `${samplePages.filter.family === 'finish' ? 'finishes' : `${samplePages.filter.family}s`}.json`,
  samplePages.filter.slug,
);
const color = item('colors.json', samplePages.color.id);
const area = item('areas.json', samplePages.area.id);
const usaCategory = item('categories.json', samplePages.usaFilter.slug);
const usaLang = (lang: Lang): Lang => (['en', 'fr', 'es'].includes(lang) ? lang : 'en');

/** The h1 each sample page (site-data.ts) must show in a language. */
const headings: Record<PageKind, (lang: Lang) => string> = {
  home: (l) => uiText(l, 'pages', 'home.title', { name: company.name }),
  about: (l) => readContent(`about/${l}.md`).data.title,
  catalog: (l) => uiText(l, 'pages', 'catalog.title'),
  contact: (l) => uiText(l, 'pages', 'contact.title'),
  contactThanks: (l) => uiText(l, 'contact', 'thanks.title'),
  sampleRequest: (l) => uiText(l, 'contact', 'samples.title'),
  sampleThanks: (l) => uiText(l, 'contact', 'samples.thanksTitle'),
  usaHoldRequest: (l) => uiText(l, 'contact', 'holds.title'),
  usaHoldThanks: (l) => uiText(l, 'contact', 'holds.thanksTitle'),
  quote: (l) => uiText(l, 'catalogue', 'quote.title'),
  fabrication: (l) => readContent(`fabrication/${l}.md`).data.title,
  faq: (l) => uiText(l, 'pages', 'faq.title.general'),
  videos: (l) => uiText(l, 'pages', 'videos.title'),
  privacy: (l) => readContent(`privacy/${l}.md`).data.title,
  visualizer: (l) => uiText(l, 'visualizer', 'title'),
  projects: (l) => uiText(l, 'pages', 'projects.title'),
  project: (l) => project.name[l],
  search: (l) => uiText(l, 'pages', 'search.title'),
  category: (l) => category.name[l],
  color: (l) => color.name[l],
  area: (l) => area.name[l],
  product: (l) => product.name[l],
  filter: (l) => `${filterCategory.name[l]} — ${filterFacet.name[l]}`,
  usaAbout: (l) => readContent(`usa-about/${l}.md`).data.title,
  usaContact: (l) => uiText(l, 'pages', 'contact.usaTitle'),
  usaFaq: (l) => uiText(l, 'pages', 'faq.title.usa'),
  usaStock: (l) => uiText(l, 'pages', 'usa.stockTitle'),
  usaStockItem: (l) => usaItem.name[usaLang(l)],
  usaFilter: (l) => uiText(l, 'pages', 'usa.stockFiltered', { name: usaCategory.name[l] }),
  usaSearch: (l) => uiText(l, 'pages', 'search.usaTitle'),
};
const families = samplePageList.map(([name, route]) => ({ name, route, heading: headings[name] }));

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/* Families are visited in groups of about seven per language, each group in one page: a fresh browser context per
   family cost more than the page itself, and the group's later pages reuse the scripts the first one compiled; groups
   of seven spread the axe languages' longer tests over both workers. */
const groupSize = 7;
const groups = Array.from({ length: Math.ceil(families.length / groupSize) }, (_, i) =>
  families.slice(i * groupSize, (i + 1) * groupSize),
);

for (const { code: lang, dir } of languages) {
  test.describe(`${lang}`, () => {
    const screen = lang in axeScreens ? axeScreens[lang as keyof typeof axeScreens] : null;
    for (const group of groups) {
      test(`${group.map((f) => f.name).join(', ')}: each answers 200 with its heading, language and direction, and no script error${screen ? `; axe on a ${screen.name} screen, the skip link first` : ''}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        if (screen) await page.setViewportSize(screen);
        const errors = collectConsoleErrors(page);
        const found: Record<string, string[]> = {};
        for (const family of group) {
          errors.length = 0;
          const path = pathTo(lang, family.route);
          const response = await page.goto(path);
          const problems: string[] = [];
          if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
          // Hydration is where a page's scripts would fail (a mismatch, a missing text); by then they have run.
          await hydrated(page);
          const facts = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            dir: document.documentElement.dir,
            h1: [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim()),
            width: document.documentElement.scrollWidth,
            screen: document.documentElement.clientWidth,
          }));
          // A page wider than the screen scrolls sideways (and a phone zooms it out): a wide table must scroll in its
          // own box, and nothing may escape that box.
          if (facts.width > facts.screen) problems.push(`${facts.width} px wide on a ${facts.screen} px screen`);
          if (facts.lang !== lang || facts.dir !== dir) problems.push(`lang/dir ${facts.lang}/${facts.dir}`);
          // Compared as toHaveText does: runs of white space (French non-breaking ones included) as one space.
          const heading = family.heading(lang).replace(/\s+/g, ' ').trim();
          if (facts.h1.length !== 1 || facts.h1[0] !== heading)
            problems.push(`h1 ${JSON.stringify(facts.h1)}, expected ${JSON.stringify(heading)}`);
          if (screen) problems.push(...(await skipLinkProblems(page)), ...(await axeProblems(page)));
          problems.push(...errors);
          if (problems.length) found[`${family.name} ${path}`] = problems;
        }
        expect(found).toEqual({});
      });
    }

    test('an unknown path answers 404 with the message in the visitor language', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const path = `${pathTo(lang, { page: 'home' })}no-such-page/`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page); // the message names the path the browser is at, once hydrated
      await expect(page.getByText(uiText(lang, 'pages', 'notFound.message', { path }))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    });
  });
}

test('the language cookie follows navigation', async ({ page, context }) => {
  // Polled: the cookie is written when Gatsby's router first reports the route, after the scripts have run, which on a
  // busy machine can come after the network has gone quiet.
  const languageCookie = async () => (await context.cookies()).find((c) => c.name === 'language')?.value;
  await page.goto('/ru/about/');
  await hydrated(page);
  await expect.poll(languageCookie).toBe('ru');
  // A move inside the site (the language picker, no page load) updates it too.
  await page.locator('header .desktop-bar .language-picker a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect.poll(languageCookie).toBe('en');
  await page.goto('/ar/about/');
  await hydrated(page);
  await expect.poll(languageCookie).toBe('ar');
});
