// Videos page in English and Arabic (and the French list's place on /fr): tabs by keyboard, queue order,
// no player and no third-party request until a poster is clicked.
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { readData, uiText } from './site-data';

type Video = { id: number; group: string; name: Record<Lang, string>; url: string; queue: string };
const videos = readData('videos.json').items as Video[];
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const inGroup = (group: string) =>
  videos.filter((v) => v.group === group).sort((a, b) => a.queue.localeCompare(b.queue));

/** Requests that leave the site (anything not served by the local server). */
function thirdPartyRequests(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  const own = new URL(baseURL).host;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.host !== own) seen.push(r.url());
  });
  return seen;
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`videos (${lang})`, () => {
    test('tabs switch by keyboard and list each group in queue order', async ({ page }) => {
      await open(page, pathTo(lang, { page: 'videos' }));
      const tablist = page.getByRole('tablist', { name: uiText(lang, 'company', 'videos.tabs') });
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveText(
        ['projects', 'production', 'informative'].map((g) => uiText(lang, 'pages', `videos.groups.${g}`)),
      );
      const panelTitles = () => page.getByRole('tabpanel').locator('.video-title');
      await expect(panelTitles()).toHaveText(inGroup('projects').map((v) => v.name[lang]));
      await tabs.first().focus();
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(panelTitles()).toHaveText(inGroup('production').map((v) => v.name[lang]));
      await page.keyboard.press('End');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(panelTitles()).toHaveText(inGroup('informative').map((v) => v.name[lang]));
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      // The French list follows the tabs outside /fr.
      const french = page.getByRole('region', { name: uiText(lang, 'pages', 'videos.groups.informative_fr') });
      await expect(french.locator('.video-title')).toHaveText(inGroup('informative_fr').map((v) => v.name[lang]));
      await expect(french).toContainText(uiText(lang, 'company', 'videos.frenchNote'));
      expect((await french.boundingBox())!.y).toBeGreaterThan((await tablist.boundingBox())!.y);
    });

    test('no iframe and no third-party request until a poster is clicked; the player has a title', async ({
      page,
      baseURL,
    }) => {
      const outside = thirdPartyRequests(page, baseURL!);
      await page.route(
        (url) => url.hostname.endsWith('youtube-nocookie.com'),
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
      );
      await open(page, pathTo(lang, { page: 'videos' }));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(outside).toEqual([]);
      const video = inGroup('projects')[1];
      const poster = page.getByRole('button', {
        name: uiText(lang, 'company', 'videos.play', { name: video.name[lang] }),
      });
      await poster.focus();
      await page.keyboard.press('Enter');
      const frame = page.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('title', video.name[lang]);
      await expect(frame).toHaveAttribute('src', `${video.url}?autoplay=1`);
      await expect(frame).toBeFocused();
      await expect.poll(() => outside.some((u) => u.startsWith(video.url))).toBe(true);
    });
  });
}

test('without JavaScript every group shows under its own heading', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathTo('en', { page: 'videos' }));
  await expect(page.getByRole('tablist')).toBeHidden();
  for (const group of ['projects', 'production', 'informative']) {
    await expect(
      page.getByRole('heading', { name: uiText('en', 'pages', `videos.groups.${group}`), exact: true }),
    ).toBeVisible();
    for (const v of inGroup(group)) await expect(page.getByText(v.name.en, { exact: true })).toBeVisible();
  }
  await context.close();
});

test('on /fr the French informative list comes first', async ({ page }) => {
  await page.goto(pathTo('fr', { page: 'videos' }));
  const french = page.getByRole('region', { name: uiText('fr', 'pages', 'videos.groups.informative_fr') });
  const tablist = page.getByRole('tablist');
  expect((await french.boundingBox())!.y).toBeLessThan((await tablist.boundingBox())!.y);
  await expect(french.locator('.video-title')).toHaveText(inGroup('informative_fr').map((v) => v.name.fr));
});
