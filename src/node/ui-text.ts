// A UI text from the locale files as a page of that language writes it (the page's own i18n instance and options), for
// code that runs outside the site: the e2e tests' expectations and the bench's copies of a page's answers.
import fs from 'fs';
import path from 'path';
import { createPageI18n } from '../i18n/page-i18n';
import type { Lang } from '../i18n/languages';

const localesDir = path.join(__dirname, '..', 'i18n', 'locales');

export function uiText(lang: Lang, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const data = fs.readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8');
  const i18n = createPageI18n({ edges: [{ node: { ns, data, language: lang } }] }, lang);
  if (!i18n.exists(key)) throw new Error(`missing ${lang}/${ns}:${key}`);
  return i18n.t(key, vars);
}
