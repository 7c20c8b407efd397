// Accessibility: axe (WCAG 2.2 A+AA and best practices) finds nothing on the states of a page kind that differ from its
// sample page (every sample page: every-page-kind.spec.ts) and on the open menus and dialogs in English and Arabic at
// 1280 and 375 px; each page has one h1 and the skip link first;
// directional arrows mirror in Arabic; reduced motion scrolls without animation.
import { test, expect, type Browser, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo, type Route } from '../../src/routes';
import { axeViolations } from './axe';
import { axeProblems, axeScreens, skipLinkProblems } from './page-checks';
import { hydrated, layoutShifts, recordLayoutShifts, samplePages, uiText } from './site-data';

/** States of a page kind that render differently from its sample page (every sample page passes axe in
 * every-page-kind.spec.ts, in English on a desktop screen and in Arabic on a phone's). */
function statesOf(lang: Lang): { name: string; path: string }[] {
  const routes: [string, Route][] = [
    ['category page 2', { ...samplePages.category, pageNumber: 2 }],
    ['search without results', { page: 'search', term: 'qqqzzz' }],
  ];
  return [
    ...routes.map(([name, route]) => ({ name, path: pathTo(lang, route) })),
    { name: '404', path: `${pathTo(lang, { page: 'home' })}no-such-page/` },
  ];
}

/** The open menus and dialogs: at both of the sweep's screens, in both languages. */
const viewports = [axeScreens.en, axeScreens.ar];

for (const lang of ['en', 'ar'] as const) {
  const screen = axeScreens[lang];
  test(`${lang} ${screen.name}: page 2 of a listing, a search without results and the 404 page pass axe with one h1 and the skip link first`, async ({
    page,
  }) => {
    // Three pages, each hydrated and run through axe: more than the default 30 s on CI's two busy CPUs.
    test.setTimeout(90_000);
    await page.setViewportSize(screen);
    const found: Record<string, string[]> = {};
    for (const { name, path } of statesOf(lang)) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), `${name} ${path}`).toBe(name === '404' ? 404 : 200);
      await hydrated(page);
      const problems = [...(await skipLinkProblems(page)), ...(await axeProblems(page))];
      if (problems.length) found[`${name} ${path}`] = problems;
    }
    expect(found).toEqual({});
  });
}

for (const viewport of viewports) {
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang} ${viewport.name}: the open Products menu, login dialog and full-screen gallery pass axe`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(pathTo(lang, { page: 'home' }));
      await hydrated(page);
      const found: Record<string, string[]> = {};
      const bar = page.locator(viewport.name === 'mobile' ? '.mobile-bar' : '.desktop-bar');
      if (viewport.name === 'mobile') {
        await bar.locator('.mobile-menu > summary').click();
        found['mobile menu'] = await axeViolations(page);
      }
      await bar.getByText(uiText(lang, 'common', 'nav.products'), { exact: true }).click();
      await expect(bar.locator('.products-panel')).toBeVisible();
      found['products menu'] = await axeViolations(page);
      await page.keyboard.press('Escape');

      await page.goto(pathTo(lang, { page: 'about' }));
      await hydrated(page);
      if (viewport.name === 'mobile') await bar.locator('.mobile-menu > summary').click();
      await bar.locator('.login-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found['login dialog'] = await axeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.locator('.news-thumb').first().click();
      await expect(page.locator('.gallery-modal')).toBeVisible();
      found['gallery'] = await axeViolations(page);
      expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({});
    });
  }
}

/** The horizontal mirror of an element's arrow glyph or icon: -1 when flipped, 1 when not. */
async function mirrored(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (el) => new DOMMatrix(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform).a,
    );
}

for (const [lang, sign] of [
  ['en', 1],
  ['ar', -1],
] as const) {
  test(`${lang}: pagination and news-strip arrows point ${sign === 1 ? 'as drawn' : 'mirrored'}`, async ({ page }) => {
    // Page 2 of the travertine listing has "previous"; page 1 has "next".
    await page.goto(pathTo(lang, { page: 'category', slug: 'travertine', id: 2, pageNumber: 2 }));
    const prev = page.locator('.pagination a[rel=prev]');
    await expect(prev).toHaveAccessibleName(uiText(lang, 'a11y', 'pagination.previous'));
    await expect(prev).toHaveAttribute('href', pathTo(lang, { page: 'category', slug: 'travertine', id: 2 }));
    expect(await mirrored(page, '.pagination a[rel=prev] .icon-directional')).toBe(sign);
    await page.goto(pathTo(lang, { page: 'category', slug: 'travertine', id: 2 }));
    const next = page.locator('.pagination a[rel=next]');
    await expect(next).toHaveAccessibleName(uiText(lang, 'a11y', 'pagination.next'));
    await expect(next).toHaveAttribute(
      'href',
      pathTo(lang, { page: 'category', slug: 'travertine', id: 2, pageNumber: 2 }),
    );
    expect(await mirrored(page, '.pagination a[rel=next] .icon-directional')).toBe(sign);
    expect(await mirrored(page, '.news-scroll-back span')).toBe(sign);
    expect(await mirrored(page, '.news-scroll-forward span')).toBe(sign);
    // The "next" controls sit at the end of the reading direction: right in English, left in Arabic.
    const back = await page.locator('.news-scroll-back').boundingBox();
    const forward = await page.locator('.news-scroll-forward').boundingBox();
    expect(Math.sign(forward!.x - back!.x)).toBe(sign);
  });
}

test('every tab stop of the shell shows a strong focus outline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(pathTo('ar', { page: 'about' }));
  await hydrated(page);
  const weak: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        what: `${el.tagName}.${el.className} ${el.textContent?.trim().slice(0, 30)}`,
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    if (focus.style === 'none' || focus.width < 2) weak.push(focus.what);
  }
  expect(weak).toEqual([]);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the news strip scrolls at once instead of smoothly', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pathTo('en', { page: 'about' }));
    await hydrated(page);
    const moved = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('.news-list')!;
      document.querySelector<HTMLButtonElement>('.news-scroll-forward')!.click();
      return list.scrollLeft;
    });
    expect(moved).toBeGreaterThan(0);
  });
});

// Fonts: each page fetches only the script subsets it shows (the Arabic face only on Arabic pages), and loading them
// moves nothing, even when they arrive late: `late` holds each font until the page has shown its text for 400 ms.
async function fontLoad(browser: Browser, path: string, late: boolean): Promise<{ fonts: string[]; shifts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fonts: string[] = [];
  await page.route(/\.woff2$/, async (route) => {
    fonts.push(
      route
        .request()
        .url()
        .split('/')
        .pop()!
        .replace(/-wght-normal.*$/, ''),
    );
    // The page's own clock and paint record say when: its first text was painted 400 ms ago.
    if (late)
      await page.waitForFunction(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return paint !== undefined && performance.now() - paint.startTime > 400;
      });
    await route.continue();
  });
  await recordLayoutShifts(page);
  await page.goto(path);
  await hydrated(page);
  const shifts = await layoutShifts(page);
  await context.close();
  return { fonts, shifts };
}

for (const lang of ['en', 'ru', 'ar'] as const) {
  test(`${lang}: fetches only its own fonts, each once, and they shift no layout`, async ({ browser }) => {
    const path = pathTo(lang, { page: 'about' });
    const prompt = await fontLoad(browser, path, false);
    // One file per script: its two weights (two faces in fonts.css) are one variable font, requested once.
    expect(prompt.fonts.sort()).toEqual(
      { en: ['inter-latin'], ru: ['inter-cyrillic', 'inter-latin'], ar: ['noto-sans-arabic-arabic'] }[lang],
    );
    expect(prompt.shifts).toEqual([]);
    // Fonts that arrive late are not swapped in (font-display: optional): the page keeps its fallback and does not move.
    expect((await fontLoad(browser, path, true)).shifts).toEqual([]);
  });
}
