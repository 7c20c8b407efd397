// Markdown prose on the built site: About and USA About show the editors' headings and lists (Arabic right-to-left,
// links in the page's language), a project story, the privacy page in every language linked from the footer and both
// contact forms.
import { test, expect, type Page } from 'playwright/test';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { enhancedContactForm, readContent, readData, uiText } from './site-data';

/** The Markdown headings (##) and list items (- or 1.) of a content file, as plain text. */
function outline(file: string) {
  const { body } = readContent(file);
  const plain = (s: string) =>
    s
      .replace(/\*\*|\*|`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim();
  return {
    headings: [...body.matchAll(/^## (.*)$/gm)].map((m) => plain(m[1])),
    items: [...body.matchAll(/^(?:- |\d+\. )(.*)$/gm)].map((m) => plain(m[1])),
  };
}

for (const lang of ['en', 'ar'] as const) {
  for (const [name, route, file] of [
    ['About', { page: 'about' }, 'about'],
    ['USA About', { page: 'usaAbout' }, 'usa-about'],
  ] as const) {
    test(`${name} (${lang}) shows the Markdown's headings and lists, in the page's direction, links in its language`, async ({
      page,
    }) => {
      await page.goto(pathTo(lang, route));
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const content = readContent(`${file}/${lang}.md`);
      await expect(page.locator('h1')).toHaveText(content.data.title);
      const { headings, items } = outline(`${file}/${lang}.md`);
      const prose = page.locator('main .prose').first();
      await expect(prose.locator('h2')).toHaveText(headings);
      await expect(prose.locator('li')).toHaveText(items);
      // The list's bullets sit on the reading side: right in Arabic, left in English.
      const box = await prose.locator('li').first().boundingBox();
      const list = await prose.locator('ul').first().boundingBox();
      expect(box && list).toBeTruthy();
      if (lang === 'ar') expect(Math.round(list!.x + list!.width)).toBeGreaterThan(Math.round(box!.x + box!.width));
      else expect(box!.x).toBeGreaterThan(list!.x);
      // Site links written without a prefix lead to the page in this language.
      const hrefs = await prose.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of hrefs)
        if (href?.startsWith('/') && !href.endsWith('.pdf'))
          expect(href.startsWith(lang === 'en' ? '/' : `/${lang}/`)).toBe(true);
    });
  }

  test(`About (${lang}) sends readers on to fabrication, projects and contact, and shows its picture with a reserved size`, async ({
    page,
  }) => {
    await page.goto(pathTo(lang, { page: 'about' }));
    const prose = page.locator('main .prose').first();
    for (const target of ['fabrication', 'projects', 'contact'] as const) {
      await expect(prose.locator(`a[href="${pathTo(lang, { page: target })}"]`)).toHaveCount(1);
    }
    const img = prose.locator('img');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    expect(
      await img.evaluate(
        (i: HTMLImageElement) => i.complete || new Promise((r) => i.addEventListener('load', () => r(true))),
      ),
    ).toBeTruthy();
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  });
}

test('a project story is the Markdown of its language', async ({ page }) => {
  const project = readData('projects/2.json');
  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(pathTo(lang, { page: 'project', slug: project.slug, id: project.id }));
    await expect(page.locator('main .project-story')).toHaveText(readContent(`projects/2/${lang}.md`).body);
  }
});

test('the privacy page exists in every language, linked from the footer', async ({ page }) => {
  test.setTimeout(120_000); // five languages, two page loads each
  for (const lang of langCodes) {
    await page.goto(pathTo(lang, { page: 'home' }));
    const link = page.locator('footer').getByRole('link', { name: uiText(lang, 'common', 'footer.privacy') });
    await expect(link).toHaveAttribute('href', pathTo(lang, { page: 'privacy' }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'privacy' })}$`));
    const content = readContent(`privacy/${lang}.md`);
    await expect(page.locator('h1')).toHaveText(content.data.title);
    await expect(page.locator('main .prose h2')).toHaveText(outline(`privacy/${lang}.md`).headings);
    await expect(page.locator('main .prose a[href^="mailto:"]')).toHaveCount(1);
  }
});

async function privacyLinkOfForm(page: Page, lang: Lang) {
  const link = page
    .locator('form.contact-form')
    .getByRole('link', { name: uiText(lang, 'contact', 'form.privacyLink') });
  await expect(link).toHaveAttribute('href', pathTo(lang, { page: 'privacy' }));
}

test('both contact forms link to the privacy page: without JavaScript and once enhanced', async ({ page, browser }) => {
  test.setTimeout(120_000); // two languages, each with and without JavaScript
  for (const [lang, route] of [
    ['es', { page: 'contact' }],
    ['ar', { page: 'usaContact' }],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(pathTo(lang, route));
    await privacyLinkOfForm(noJs, lang);
    await context.close();

    await page.goto(pathTo(lang, route));
    await enhancedContactForm(page);
    await privacyLinkOfForm(page, lang);
  }
});
