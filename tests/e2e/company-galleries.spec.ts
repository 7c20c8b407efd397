// Fabrication, catalogue and projects in English and Arabic: photo groups and pages that open full screen by
// keyboard, the catalogue's lazy pages and page jump, project cards and details with their products.
import { test, expect, type Page } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { readContent, readData, uiText } from './site-data';

type Localized = Record<Lang, string>;
const fabrication = readData('fabrication.json').items as { id: number; group: string; title: Localized }[];
const catalogPages = readData('catalog.json').pages as { page: number }[];
const projectFiles = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((id) =>
  readData(`projects/${id}.json`),
);
const project1 = readData('projects/1.json');
const groups = ['factories', 'quarries', 'usa-warehouse'] as const;
const common = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  uiText(lang, 'common', key, vars);

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`fabrication (${lang})`, () => {
    test('three groups of four photos; a photo opens the full-screen gallery by keyboard and focus returns', async ({
      page,
    }) => {
      await open(page, pathTo(lang, { page: 'fabrication' }));
      for (const group of groups) {
        const section = page.getByRole('region', { name: uiText(lang, 'pages', `fabrication.groups.${group}`) });
        const photos = fabrication.filter((p) => p.group === group);
        expect(photos).toHaveLength(4);
        await expect(section.locator('button.photo-open')).toHaveCount(photos.length);
        await expect(section.locator('figcaption')).toHaveText(photos.map((p) => p.title[lang]));
      }
      const quarries = fabrication.filter((p) => p.group === 'quarries');
      const title = uiText(lang, 'pages', 'fabrication.groups.quarries');
      const opener = page.getByRole('button', {
        name: uiText(lang, 'company', 'gallery.open', { title: quarries[1].title[lang], number: 2, total: 4 }),
      });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: uiText(lang, 'company', 'gallery.label', { title }) });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.gallery-status')).toHaveText(
        common(lang, 'gallery.position', { current: 2, total: 4 }),
      );
      await expect(dialog.locator('.image-gallery-slide.image-gallery-center figcaption')).toHaveText(
        quarries[1].title[lang],
      );
      await dialog.getByRole('button', { name: common(lang, 'gallery.next') }).press('Enter');
      await expect(dialog.locator('.gallery-status')).toHaveText(
        common(lang, 'gallery.position', { current: 3, total: 4 }),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });

  test.describe(`catalogue (${lang})`, () => {
    test('59 lazily loaded numbered pages; the page-number form jumps or explains', async ({ page }) => {
      await open(page, pathTo(lang, { page: 'catalog' }));
      const pages = page.locator('.catalog-pages > li');
      await expect(pages).toHaveCount(catalogPages.length);
      await expect(pages.locator('figcaption')).toHaveText(
        catalogPages.map((p) => uiText(lang, 'pages', 'catalog.page', { number: p.page })),
      );
      const images = page.locator('.catalog-pages img.photo-img');
      await expect(images).toHaveCount(catalogPages.length);
      for (let i = 0; i < catalogPages.length; i += 1) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
      // Far-down pages are not fetched until the visitor gets near them.
      const last = images.nth(catalogPages.length - 1);
      expect(await last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);

      const total = catalogPages.length;
      const input = page.getByLabel(uiText(lang, 'company', 'catalog.pageNumber', { total }));
      await input.fill(String(total + 1));
      await input.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(uiText(lang, 'company', 'catalog.invalid', { total }));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await input.fill(String(total));
      await input.press('Enter');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator(`#page-${total}`)).toBeFocused();
      await expect(page.locator(`#page-${total}`)).toBeInViewport();
      expect(new URL(page.url()).hash).toBe(`#page-${total}`);
      await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // The page links (work without JavaScript too).
      await page.getByText(uiText(lang, 'company', 'catalog.allPages')).click();
      await page
        .getByRole('link', { name: uiText(lang, 'pages', 'catalog.page', { number: 30 }), exact: true })
        .click();
      expect(new URL(page.url()).hash).toBe('#page-30');
      await expect(page.locator('#page-30')).toBeInViewport();
    });

    test('a catalogue page opens full screen', async ({ page }) => {
      await open(page, pathTo(lang, { page: 'catalog' }));
      const total = catalogPages.length;
      await page
        .getByRole('button', {
          name: uiText(lang, 'company', 'gallery.open', {
            title: uiText(lang, 'pages', 'catalog.pageAlt', { number: 3, total }),
            number: 3,
            total,
          }),
        })
        .click();
      const dialog = page.getByRole('dialog', { name: uiText(lang, 'pages', 'catalog.title') });
      await expect(dialog.locator('.gallery-status')).toHaveText(
        common(lang, 'gallery.position', { current: 3, total }),
      );
      await dialog.getByRole('button', { name: common(lang, 'gallery.close') }).click();
      await expect(dialog).toBeHidden();
    });
  });

  test.describe(`projects (${lang})`, () => {
    test('the overview lists every project as a card with name and country', async ({ page }) => {
      await page.goto(pathTo(lang, { page: 'projects' }));
      await expect(page.getByText(uiText(lang, 'pages', 'projects.description'))).toBeVisible();
      const cards = page.locator('main .card');
      await expect(cards).toHaveCount(projectFiles.length);
      for (const p of projectFiles) {
        const card = cards.filter({ hasText: p.name[lang] });
        await expect(card).toContainText(p.country[lang]);
        await expect(card.getByRole('link')).toHaveAttribute(
          'href',
          pathTo(lang, { page: 'project', slug: p.slug, id: p.id }),
        );
      }
    });

    test('a project shows its story, photos linking to the products used, the gallery and its website', async ({
      page,
    }) => {
      await open(page, pathTo(lang, { page: 'project', slug: project1.slug, id: project1.id }));
      await expect(page.locator('h1')).toHaveText(project1.name[lang]);
      await expect(
        page.getByText(uiText(lang, 'company', 'projects.country', { country: project1.country[lang] })),
      ).toBeVisible();
      await expect(page.locator('main .project-story p')).toHaveText(
        readContent(`projects/${project1.id}/${lang}.md`).body,
      );
      const captions = page.locator('.project-photos figcaption');
      await expect(captions).toHaveCount(project1.photos.length);
      for (const [i, photo] of project1.photos.entries()) {
        const product = readData(`products/${photo.productId}.json`);
        await expect(captions.nth(i).getByRole('link', { name: photo.productName[lang] })).toHaveAttribute(
          'href',
          pathTo(lang, { page: 'product', slug: product.slug, id: product.id }),
        );
      }
      const website = page.getByRole('link', { name: uiText(lang, 'pages', 'project.externalLink') });
      await expect(website).toHaveAttribute('href', project1.link);
      await expect(website).toHaveAttribute('target', '_blank');
      const last = project1.photos.length - 1;
      await page.locator('.project-photos button.photo-open').nth(last).press('Enter');
      const dialog = page.getByRole('dialog', {
        name: uiText(lang, 'company', 'gallery.label', { title: project1.name[lang] }),
      });
      await expect(dialog.locator('.gallery-status')).toHaveText(
        common(lang, 'gallery.position', { current: last + 1, total: project1.photos.length }),
      );
      await expect(dialog.locator('.image-gallery-slide.image-gallery-center figcaption')).toHaveText(
        uiText(lang, 'company', 'projects.stoneUsed', { product: project1.photos[last].productName[lang] }),
      );
    });
  });
}
