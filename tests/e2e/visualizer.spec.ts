// The room visualizer on the built site, in English and Arabic: opened from a product page with that stone; scene,
// pattern and grout in the address, Back and Forward walking through them; two stones differ on the surface and
// nowhere else (the canvas's pixels against the scene's mask); a surface the stone may not go on is disabled with its
// reason; the whole way from a product page to "Order a sample" by keyboard; and the page without JavaScript.
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { visualizerPath } from '../../src/routes/visualizer-query';
import { cdnImageUrl } from '../../src/images/cdn-url';
import { suitability } from '../../src/visualizer/suitability';
import { isApplicationKey, type ApplicationKey } from '../../src/data/application';
import type { Lang } from '../../src/i18n/languages';
import type { Scene } from '../../src/visualizer/types';
import { hydrated, item, readData, uiText } from './site-data';

const sceneDir = path.resolve(__dirname, '..', '..', 'data', 'visualizer', 'scenes');
const sceneFiles: Scene[] = fs
  .readdirSync(sceneDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readData(`visualizer/scenes/${f}`) as Scene)
  .sort((a, b) => a.order - b.order);
const applicationOf = (productId: number): ApplicationKey => {
  const application = item('categories.json', readData(`products/${productId}.json`).category).application;
  if (!isApplicationKey(application)) throw new Error(`product ${productId} has no stone type`);
  return application;
};
// Ivory travertine (opened from its page) and Crema Marfil marble: both go on every indoor floor.
const first = readData('products/829.json');
const second = readData('products/807.json');
const productPath = (lang: Lang) => pathTo(lang, { page: 'product', slug: first.slug, id: first.id });
const t = (lang: Lang, key: string, vars?: Record<string, string | number>) => uiText(lang, 'visualizer', key, vars);

/** A stone, a scene and a surface of it the stone may not go on (with the usages it lacks), from the data. */
function unsuitableCase(): { productId: number; scene: Scene; surface: string; missing: string[] } {
  for (const productId of [849, 829, 807]) {
    for (const scene of sceneFiles) {
      for (const surface of scene.surfaces) {
        const verdict = suitability(applicationOf(productId), surface.needs);
        if (!verdict.allowed) return { productId, scene, surface: surface.id, missing: [...verdict.missing] };
      }
    }
  }
  throw new Error('no scene has a surface that limestone, travertine or marble may not go on');
}

const canvas = (page: Page) => page.locator('canvas.viz-canvas');

/** Waits until the canvas shows the view whose address matches `pattern` (it carries the address it drew). */
async function drawnWith(page: Page, pattern: RegExp) {
  await expect(canvas(page)).toBeVisible();
  await expect(canvas(page)).toHaveAttribute('data-drawn', pattern);
}

/** The scenes as the page has them (published picture paths), from its page data. */
async function pageScenes(page: Page, lang: Lang): Promise<Scene[]> {
  const pagePath = pathTo(lang, { page: 'visualizer' });
  const response = await page.request.get(
    `/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { pageContext: { scenes: Scene[] } } }).result.pageContext.scenes;
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(lang, () => {
    test('opens from a product page with that stone; scene, pattern and grout are in the address, Back and Forward restore them', async ({
      page,
    }) => {
      await page.goto(productPath(lang));
      await hydrated(page);
      await page.getByRole('link', { name: uiText(lang, 'common', 'visualizer.open'), exact: true }).click();
      await expect(page).toHaveURL(visualizerPath(lang, { stone: `product:${first.id}` }));
      await hydrated(page);
      await drawnWith(page, new RegExp(`stone=product:${first.id}&`));
      await expect(page.locator('#viz-stone')).toHaveValue(`product:${first.id}`);
      await expect(page.locator('#viz-caption')).toContainText(first.name[lang]);

      const scene = sceneFiles[1] ?? sceneFiles[0];
      await page.locator('#viz-scene').selectOption(scene.id);
      await expect(page).toHaveURL(new RegExp(`scene=${scene.id}`));
      await drawnWith(page, new RegExp(`scene=${scene.id}`));
      await page.getByLabel(t(lang, 'patterns.brick'), { exact: true }).check();
      await expect(page).toHaveURL(/pattern=brick/);
      await drawnWith(page, /pattern=brick/);
      await page.getByLabel(t(lang, 'grouts.anthracite'), { exact: true }).check();
      await expect(page).toHaveURL(/grout=anthracite/);
      await drawnWith(page, /pattern=brick.*grout=anthracite/);
      await expect(page.locator('#viz-caption')).toContainText(t(lang, 'altPatterns.brick'));
      const withGrout = page.url();

      await page.goBack();
      await expect(page).toHaveURL(/pattern=brick&joint=3&grout=grey$/);
      await drawnWith(page, /pattern=brick.*grout=grey/);
      await expect(page.getByLabel(t(lang, 'grouts.grey'), { exact: true })).toBeChecked();
      await page.goBack();
      await drawnWith(page, /pattern=straight/);
      await expect(page.getByLabel(t(lang, 'patterns.straight'), { exact: true })).toBeChecked();
      await expect(page.locator('#viz-caption')).toContainText(t(lang, 'altPatterns.straight'));
      await page.goForward();
      await page.goForward();
      await expect(page).toHaveURL(withGrout);
      await drawnWith(page, /grout=anthracite/);
      await expect(page.locator('#viz-scene')).toHaveValue(scene.id);

      // The shared link shows the same view in a fresh page.
      await page.goto(withGrout);
      await hydrated(page);
      await drawnWith(page, /pattern=brick.*grout=anthracite/);
      await expect(page.getByLabel(t(lang, 'grouts.anthracite'), { exact: true })).toBeChecked();
    });

    test('two stones differ on the surface and are the same pixels off it', async ({ page }) => {
      const scene = sceneFiles[0];
      const surface = scene.surfaces.find((s) =>
        [first.id, second.id].every((id) => suitability(applicationOf(id), s.needs).allowed),
      );
      expect(surface, `a surface of ${scene.id} both stones may go on`).toBeTruthy();
      await page.goto(visualizerPath(lang, { stone: `product:${first.id}`, scene: scene.id, surface: surface!.id }));
      await hydrated(page);
      await drawnWith(page, new RegExp(`stone=product:${first.id}&scene=${scene.id}&surface=${surface!.id}`));
      await canvas(page).evaluate((c: HTMLCanvasElement) => {
        (window as unknown as { firstPixels: Uint8ClampedArray }).firstPixels = c
          .getContext('2d')!
          .getImageData(0, 0, c.width, c.height).data;
      });
      await page.locator('#viz-stone').selectOption(`product:${second.id}`);
      await expect(page).toHaveURL(new RegExp(`stone=product:${second.id}`));
      await drawnWith(page, new RegExp(`stone=product:${second.id}&scene=${scene.id}&surface=${surface!.id}`));

      const published = (await pageScenes(page, lang)).find((s) => s.id === scene.id)!;
      const width = await canvas(page).evaluate((c: HTMLCanvasElement) => c.width);
      const maskUrl = cdnImageUrl(published.mask, { width, format: 'png', quality: 100 });
      const channel = { r: 0, g: 1, b: 2 }[surface!.maskChannel];
      const counts = await canvas(page).evaluate(
        async (c: HTMLCanvasElement, { maskUrl, channel }) => {
          const image = new Image();
          image.src = maskUrl;
          await image.decode();
          const scratch = document.createElement('canvas');
          scratch.width = c.width;
          scratch.height = c.height;
          const context = scratch.getContext('2d')!;
          context.drawImage(image, 0, 0, c.width, c.height);
          const mask = context.getImageData(0, 0, c.width, c.height).data;
          const before = (window as unknown as { firstPixels: Uint8ClampedArray }).firstPixels;
          const after = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let on = 0;
          let onDiffer = 0;
          let off = 0;
          let offDiffer = 0;
          for (let i = 0; i < after.length; i += 4) {
            const differs = before[i] !== after[i] || before[i + 1] !== after[i + 1] || before[i + 2] !== after[i + 2];
            // Every channel of the mask zero: no surface at all there; the channel full: only this surface.
            if (mask[i] === 0 && mask[i + 1] === 0 && mask[i + 2] === 0) {
              off++;
              if (differs) offDiffer++;
            } else if (mask[i + channel] === 255) {
              on++;
              if (differs) onDiffer++;
            }
          }
          return { on, onDiffer, off, offDiffer };
        },
        { maskUrl, channel },
      );
      expect(counts.on).toBeGreaterThan(1000);
      expect(counts.off).toBeGreaterThan(1000);
      expect(counts.onDiffer / counts.on).toBeGreaterThan(0.5);
      expect(counts.offDiffer).toBe(0);
    });

    test('a surface the stone may not go on is disabled, with the reason beside it', async ({ page }) => {
      const { productId, scene, surface, missing } = unsuitableCase();
      await page.goto(visualizerPath(lang, { stone: `product:${productId}`, scene: scene.id }));
      await hydrated(page);
      await drawnWith(page, new RegExp(`stone=product:${productId}&scene=${scene.id}`));
      const radio = page.locator(`#viz-surface-${surface}`);
      await expect(radio).toBeDisabled();
      await expect(radio).not.toBeChecked();
      const reason = t(lang, `reasons.${missing[0]}`);
      await expect(page.locator(`#viz-surface-${surface}-reason`)).toHaveText(reason);
      await expect(page.locator(`#viz-surface-${surface}-reason`)).toBeVisible();
      await expect(radio).toHaveAccessibleDescription(reason);
    });

    test('by keyboard alone from the product page’s “See it in a room” to “Order a sample”', async ({ page }) => {
      await page.goto(productPath(lang));
      await hydrated(page);
      const tabTo = async (found: () => Promise<boolean>, what: string) => {
        for (let i = 0; i < 120; i++) {
          if (await found()) return;
          await page.keyboard.press('Tab');
        }
        throw new Error(`Tab never reached ${what}`);
      };
      const focusedIs = (selector: string) => page.locator(selector).evaluate((e) => e === document.activeElement);
      const visibleFocus = () =>
        page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle !== 'none');

      await tabTo(
        () => page.evaluate(() => document.activeElement?.closest('.see-in-room') !== null),
        '“See it in a room”',
      );
      expect(await visibleFocus()).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(visualizerPath(lang, { stone: `product:${first.id}` }));
      await hydrated(page);
      await drawnWith(page, /pattern=straight/);

      await tabTo(() => focusedIs('#viz-pattern-straight'), 'the pattern');
      expect(await visibleFocus()).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(/pattern=brick/);
      await drawnWith(page, /pattern=brick/);
      await expect(page.locator('#viz-pattern-brick')).toBeFocused();

      const order = page.locator('.viz-actions').getByRole('link', { name: uiText(lang, 'common', 'sample.order') });
      await tabTo(() => order.evaluate((e) => e === document.activeElement), '“Order a sample”');
      expect(await visibleFocus()).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`${pathTo(lang, { page: 'sampleRequest' })}\\?stone=product%3A${first.id}&finish=&sample=$`),
      );
      await hydrated(page);
      await expect(page.locator('#stone1')).toHaveValue(`product:${first.id}:${first.code}`);
    });

    test('without JavaScript: the preview picture and what the interactive view offers', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(pathTo(lang, { page: 'visualizer' }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'title'));
      const preview = page.locator('.viz-frame img[alt]:not([alt=""])').last();
      await expect(preview).toBeVisible();
      await expect(preview).toHaveJSProperty('complete', true);
      expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // (Playwright's text queries skip <noscript>, whose content a browser without scripts shows as any paragraph.)
      await expect(page.locator('.viz-noscript')).toHaveText(t(lang, 'noscript'));
      await expect(page.locator('.viz-noscript')).toBeVisible();
      await expect(page.getByText(t(lang, 'intro'))).toBeVisible();
      await expect(canvas(page)).toBeHidden();
      await context.close();
    });
  });
}
