// Reads the site's data and locale files so tests can state what a page must show, in each language.
import { createPageI18n } from '../../src/i18n/page-i18n';
import fs from 'fs';
import path from 'path';
import type { Lang } from '../../src/i18n/languages';
import type { Page } from 'playwright/test';
import matter from 'gray-matter';

const root = path.resolve(__dirname, '..', '..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the data files read as they are, without their schema types

export function readData(file: string): Json {
  return JSON.parse(fs.readFileSync(path.join(root, 'data', file), 'utf8'));
}

export function item(file: string, id: number | string): Json {
  const found = (readData(file).items as Json[]).find((x) => x.id === id || x.slug === id);
  if (!found) throw new Error(`${file} has no item ${id}`);
  return found;
}

/** A Markdown file of data/content/ ("about/fr.md", "faq/3/ar.md"): its frontmatter and its Markdown text. */
export function readContent(file: string): { data: Json; body: string } {
  const parsed = matter(fs.readFileSync(path.join(root, 'data', 'content', file), 'utf8'));
  return { data: parsed.data, body: parsed.content.trim() };
}

/** A UI text from the locale files, translated as the page translates it (the page's i18n instance, its options). */
export function uiText(lang: Lang, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const data = fs.readFileSync(path.join(root, 'src', 'i18n', 'locales', lang, `${ns}.json`), 'utf8');
  const i18n = createPageI18n({ edges: [{ node: { ns, data, language: lang } }] }, lang);
  if (!i18n.exists(key)) throw new Error(`missing ${lang}/${ns}:${key}`);
  return i18n.t(key, vars);
}

/** Resolves once React has hydrated the page (the browser-shell plugin marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Gatsby's Head API takes <title> and <html lang dir> away and puts them back whenever the page component renders
  // again after hydration; a check that runs in that gap would see a page without them.
  await page.waitForFunction(
    () => document.title !== '' && document.documentElement.lang !== '' && document.documentElement.dir !== '',
  );
}

/** The contact form in its validated version: it loads on the first interaction with the form (here a hover). */
export async function enhancedContactForm(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('form.contact-form').hover();
  await page.locator('.contact-form .iti').waitFor({ state: 'visible' });
}
