// The built HTML is valid for an independent validator: html-validate with its recommended rules (less the
// few React and Gatsby contradict: html-validate.config.ts) finds nothing on one page of every family, the footer on
// each, in English, Arabic and French. This reads public/ as the host serves it (the post-build pass has run), so no
// browser is needed for it. And every <fieldset> of the USA stock page has a legend with text (WCAG H71).
import fs from 'fs';
import path from 'path';
import { test, expect } from 'playwright/test';
import { HtmlValidate, type Message } from 'html-validate';
import type { Lang } from '../../src/i18n/languages';
import { pathTo, type Route } from '../../src/routes';
import { htmlValidateConfig } from './html-validate.config';
import { hydrated, readData } from './site-data';

const publicDir = path.resolve(__dirname, '..', '..', 'public');
const product948 = readData('products/948.json');
const project1 = readData('projects/1.json');

const routes: [string, Route][] = [
  ['home', { page: 'home' }],
  ['product detail 948', { page: 'product', slug: product948.slug, id: 948 }],
  ['category listing', { page: 'category', slug: 'travertine', id: 2 }],
  ['colour listing', { page: 'color', slug: 'beige', id: 4 }],
  ['filter', { page: 'filter', categoryId: 2, family: 'finish', slug: 'honed' }],
  ['projects', { page: 'projects' }],
  ['project detail', { page: 'project', slug: project1.slug, id: 1 }],
  ['USA stock', { page: 'usaStock' }],
  ['USA filter', { page: 'usaFilter', facet: 'category', slug: 'travertine' }],
  ['USA stock item', { page: 'usaStockItem', id: 5001 }],
  ['USA about', { page: 'usaAbout' }],
  ['about', { page: 'about' }],
  ['fabrication', { page: 'fabrication' }],
  ['catalogue', { page: 'catalog' }],
  ['contact', { page: 'contact' }],
  ['videos', { page: 'videos' }],
  ['faq', { page: 'faq' }],
  ['quote', { page: 'quote' }],
];
const langs: Lang[] = ['en', 'ar', 'fr'];

const validator = new HtmlValidate(htmlValidateConfig);

function builtPage(urlPath: string): { file: string; html: string } {
  const file = path.join(publicDir, urlPath, 'index.html');
  if (!fs.existsSync(file))
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run npm run build first`);
  return { file, html: fs.readFileSync(file, 'utf8') };
}

const describe = (m: Message) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message} (${m.selector ?? ''})`;

for (const lang of langs) {
  for (const [name, route] of routes) {
    test(`${lang} ${name}: html-validate finds nothing`, async () => {
      const { file, html } = builtPage(pathTo(lang, route));
      const report = await validator.validateString(html, file);
      const messages = report.results.flatMap((r) => r.messages);
      // The two rules the pages once broke are named on their own, so a failure says at once which came back.
      expect(
        messages.filter((m) => m.ruleId === 'element-permitted-content').map(describe),
        'e.g. a <div> inside a <button>',
      ).toEqual([]);
      expect(
        messages.filter((m) => m.ruleId === 'aria-label-misuse').map(describe),
        'aria-label on an element whose role takes no name',
      ).toEqual([]);
      expect(messages.map(describe)).toEqual([]);
    });
  }

  test(`${lang} USA stock: every fieldset has a legend with text, as its first child`, async ({ page }) => {
    // html-validate's wcag/h71 checks the prerendered page for the legend; this checks its text on the live page.
    await page.goto(pathTo(lang, { page: 'usaStock' }));
    await hydrated(page);
    const fieldsets = await page.locator('fieldset').evaluateAll((list) =>
      list.map((f) => {
        const first = f.firstElementChild;
        return {
          className: f.className,
          legend: first?.tagName === 'LEGEND' ? (first.textContent ?? '').trim() : null,
        };
      }),
    );
    expect(fieldsets.length).toBeGreaterThan(1); // the panel and one group per facet
    expect(fieldsets.filter((f) => !f.legend)).toEqual([]);
    // The legend is what screen readers announce as the group's name.
    for (const [i, f] of fieldsets.entries())
      await expect(page.locator('fieldset').nth(i)).toHaveAccessibleName(f.legend!);
  });
}
