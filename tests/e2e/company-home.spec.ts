// Home page in English and Arabic: carousels (LCP image, keyboard, pause, reduced motion), tiles, news, team, facts.
import { test, expect, type Locator, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { hydrated, readData, uiText } from './site-data';

const company = readData('company.json');
const slides = readData('slides.json').items as {
  id: number;
  set: string;
  title: Record<Lang, string>;
  name: Record<Lang, string>;
  productId?: number;
}[];
const news = readData('news.json').items as { name: Record<Lang, string> }[];
const team = readData('team.json').items as { name: string; email: string; watsappLink: string }[];
const categories = readData('categories.json').items as { id: number; slug: string; name: Record<Lang, string> }[];
const sets = ['quarry', 'production', 'new-products'] as const;

const carousel = (page: Page, lang: Lang, set: (typeof sets)[number]) =>
  page.getByRole('region', { name: uiText(lang, 'pages', `home.slides.${set}`) });
const currentSlide = (c: Locator) => c.locator('.carousel-slide[aria-current="true"]');

/** Whether a slide is the one scrolled into the track's view. */
async function inView(c: Locator, index: number): Promise<boolean> {
  return c.locator('.carousel-track').evaluate((track, i) => {
    const box = track.getBoundingClientRect();
    const r = track.children[i].getBoundingClientRect();
    return Math.abs(r.left - box.left) < 2 && Math.abs(r.right - box.right) < 2;
  }, index);
}

/** The home page with the test's clock installed before it loads, and its quarry carousel once it can play. */
async function quarryWithClock(page: Page, lang: Lang) {
  await page.clock.install();
  await page.goto(pathTo(lang, { page: 'home' }));
  await hydrated(page);
  const c = carousel(page, lang, 'quarry');
  const total = slides.filter((s) => s.set === 'quarry').length;
  const showing = (number: number) =>
    expect(currentSlide(c)).toHaveAttribute('aria-label', uiText(lang, 'company', 'carousel.slide', { number, total }));
  return { c, showing };
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`home (${lang})`, () => {
    test('shows three slide sets, the category tiles, 9 news, the sales team and the company facts', async ({
      page,
    }) => {
      await page.goto(pathTo(lang, { page: 'home' }));
      for (const set of sets) {
        const c = carousel(page, lang, set);
        const data = slides.filter((s) => s.set === set);
        await expect(c.locator('.carousel-slide')).toHaveCount(data.length);
        for (const s of data) await expect(c.getByText(s.title[lang], { exact: true })).toBeAttached();
      }
      // New products link to their detail pages.
      for (const s of slides.filter((x) => x.set === 'new-products')) {
        const product = readData(`products/${s.productId}.json`);
        await expect(carousel(page, lang, 'new-products').getByRole('link', { name: s.title[lang] })).toHaveAttribute(
          'href',
          pathTo(lang, { page: 'product', slug: product.slug, id: product.id }),
        );
      }
      const byProducts = categories.find((c) => c.id === 9)!;
      await expect(page.getByRole('link', { name: byProducts.name[lang] })).toHaveAttribute(
        'href',
        pathTo(lang, { page: 'category', slug: 'by-products', id: 9 }),
      );
      await expect(page.locator('.news-grid li')).toHaveCount(9);
      for (const n of news) await expect(page.locator('.news-grid')).toContainText(n.name[lang]);
      const teamSection = page.locator('main').getByRole('region', { name: uiText(lang, 'pages', 'home.team') });
      for (const m of team) {
        await expect(teamSection.getByRole('heading', { name: m.name })).toBeVisible();
        await expect(teamSection.locator(`a[href="mailto:${m.email}"]`)).toBeVisible();
        await expect(teamSection.locator(`a[href="${m.watsappLink}"]`)).toHaveAttribute('target', '_blank');
      }
      const about = page.locator('main').getByRole('region', { name: uiText(lang, 'pages', 'home.about') });
      await expect(about).toContainText(uiText(lang, 'pages', 'home.facts.since', { year: company.since }));
      await expect(about).toContainText(uiText(lang, 'pages', 'home.facts.years', { years: company.years }));
      await expect(about).toContainText(
        uiText(lang, 'pages', 'home.facts.capacity', { amount: company.monthlyCapacityM2.toLocaleString(lang) }),
      );
    });

    test('the first slide image is the only eager, high-priority image; the other slides load lazily', async ({
      page,
    }) => {
      await page.goto(pathTo(lang, { page: 'home' }));
      const first = carousel(page, lang, 'quarry').locator('.carousel-slide').first().locator('img.photo-img');
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      const others = page.locator('.carousel-slide img.photo-img');
      const count = await others.count();
      expect(count).toBe(slides.length);
      for (let i = 1; i < count; i++) await expect(others.nth(i)).toHaveAttribute('loading', 'lazy');
    });

    test('carousel works by keyboard, with arrows mirrored in Arabic', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pathTo(lang, { page: 'home' }));
      // The controls are drawn once the page has hydrated, which can take longer than an expect's 5 s under CI's load.
      await hydrated(page);
      const c = carousel(page, lang, 'production');
      await expect(c.getByRole('button', { name: uiText(lang, 'company', 'carousel.next') })).toBeVisible();
      const total = slides.filter((s) => s.set === 'production').length;
      await expect(currentSlide(c)).toHaveAttribute(
        'aria-label',
        uiText(lang, 'company', 'carousel.slide', { number: 1, total }),
      );
      // Next button by keyboard.
      await c.getByRole('button', { name: uiText(lang, 'company', 'carousel.next') }).focus();
      await page.keyboard.press('Enter');
      await expect(currentSlide(c)).toHaveAttribute(
        'aria-label',
        uiText(lang, 'company', 'carousel.slide', { number: 2, total }),
      );
      await expect.poll(() => inView(c, 1)).toBe(true);
      // Arrow keys follow the reading direction: "forward" is ArrowLeft in Arabic.
      await c.locator('.carousel-track').focus();
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(currentSlide(c)).toHaveAttribute(
        'aria-label',
        uiText(lang, 'company', 'carousel.slide', { number: 3, total }),
      );
      await expect.poll(() => inView(c, 2)).toBe(true);
      await page.keyboard.press('End');
      await expect(currentSlide(c)).toHaveAttribute(
        'aria-label',
        uiText(lang, 'company', 'carousel.slide', { number: total, total }),
      );
      // Circular: forward from the last slide goes to the first.
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(currentSlide(c)).toHaveAttribute(
        'aria-label',
        uiText(lang, 'company', 'carousel.slide', { number: 1, total }),
      );
      await expect.poll(() => inView(c, 0)).toBe(true);
    });

    test('autoplay holds still for a while after a press elsewhere on the page, and while the carousel is out of view', async ({
      page,
    }) => {
      const { c, showing } = await quarryWithClock(page, lang);
      await expect(c.getByRole('button', { name: uiText(lang, 'company', 'carousel.pause') })).toBeVisible();
      await page.clock.runFor(3000);
      // A press on the carousel's heading: not on the carousel, nothing to follow.
      // The clock also runs in real time: 2 s of margin for a slow machine before the slide may change.
      await page.locator('#slides-quarry').click();
      await page.clock.runFor(2000);
      await showing(1);
      await page.clock.runFor(2500);
      await showing(2);
      // Out of view, it stays on its slide; back in view, it goes on an interval later. The observer reports in the
      // browser's real frames, which the test's clock does not drive: the track says when its rotation timer stops
      // and starts again.
      const track = c.locator('.carousel-track');
      await expect(track).toHaveAttribute('data-autoplay', 'running');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(track).not.toHaveAttribute('data-autoplay');
      await page.clock.runFor(10_000);
      await showing(2);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(track).toHaveAttribute('data-autoplay', 'running');
      await showing(2);
      await page.clock.runFor(4100);
      await showing(3);
    });

    test('autoplays unless reduced motion is asked for; the pause control and keyboard focus stop it', async ({
      page,
    }) => {
      const { c, showing } = await quarryWithClock(page, lang);
      const pause = c.getByRole('button', { name: uiText(lang, 'company', 'carousel.pause') });
      await expect(pause).toBeVisible();
      await page.clock.runFor(4100);
      await showing(2);
      await pause.click();
      await expect(c.getByRole('button', { name: uiText(lang, 'company', 'carousel.play') })).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.runFor(10_000);
      await showing(2);
      // Another carousel: keyboard focus entering it stops its rotation for good.
      const other = carousel(page, lang, 'production');
      await other.getByRole('button', { name: uiText(lang, 'company', 'carousel.previous') }).focus();
      await expect(other.getByRole('button', { name: uiText(lang, 'company', 'carousel.play') })).toBeVisible();

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await hydrated(page);
      await expect(c.getByRole('button', { name: uiText(lang, 'company', 'carousel.play') })).toBeVisible();
      await page.clock.runFor(10_000);
      await showing(1);
    });
  });
}
