// The UI texts of the PDFs in each language: the site's locale files through i18next with the site's options, so
// plurals and {{placeholders}} read as on the pages.
import fs from 'fs';
import path from 'path';
import i18next, { type Resource, type TFunction } from 'i18next';
import { langCodes, type Lang } from '../i18n/languages';
import { i18nextOptions } from '../i18n/options';

/** A text by `ns:key`, with its {{placeholders}} filled. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One translator per language over every namespace in `localesDir` (keys are written `ns:key`). */
export function pdfTranslators(localesDir: string): Record<Lang, Translate> {
  const resources: Resource = {};
  for (const lang of langCodes) {
    resources[lang] = {};
    for (const file of fs.readdirSync(path.join(localesDir, lang))) {
      if (file.endsWith('.json'))
        resources[lang][file.replace(/\.json$/, '')] = JSON.parse(
          fs.readFileSync(path.join(localesDir, lang, file), 'utf8'),
        ) as Resource[string][string];
    }
  }
  const instance = i18next.createInstance();
  // Synchronous: the resources are all here.
  void instance.init({ ...i18nextOptions, resources, lng: 'en', fallbackLng: false, initImmediate: false });
  const translator = (lang: Lang): Translate => {
    const t: TFunction = instance.getFixedT(lang);
    // The same labels fill every sheet: each (key, values) is looked up once (800 sheets, ~55 texts each).
    const known = new Map<string, string>();
    return (key, values = {}) => {
      const id = `${key}\u0000${JSON.stringify(values)}`;
      let text = known.get(id);
      if (text === undefined) {
        // A missing text would print its key into the document: stop the build naming it instead.
        if (!instance.exists(key, { lng: lang, ...values })) throw new Error(`PDF text missing: ${lang}/${key}`);
        text = t(key, values);
        known.set(id, text);
      }
      return text;
    };
  };
  return Object.fromEntries(langCodes.map((lang) => [lang, translator(lang)])) as Record<Lang, Translate>;
}
