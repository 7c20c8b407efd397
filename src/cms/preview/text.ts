// The entry's texts as the site shows them, and what the editor has not written yet. The site shows a text in the
// page's language, else English (src/node/schema.ts, localizedText); the preview does the same and marks the English
// stand-in as missing (LocalizedText), and lists the fields still empty above the page.
import { defaultLang, langCodes, type Lang } from '../../i18n/languages';
import type { ShownText } from '../../components/LocalizedText';

export type Json = Record<string, unknown>;

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A localized value ({ en, fr, … }) in `textLang`, the language the site shows it in on a page of that language. */
export function shownText(value: unknown, textLang: Lang): ShownText {
  const texts = (value && typeof value === 'object' ? value : {}) as Json;
  if (filled(texts[textLang])) return { text: texts[textLang] };
  if (textLang !== defaultLang && filled(texts[defaultLang]))
    return { text: texts[defaultLang], shownIn: defaultLang, missingIn: textLang };
  return { text: '', missingIn: textLang };
}

/** A CMS field as config.yml declares it (src/cms/fields.ts), plain. */
export interface PreviewField {
  name: string;
  label?: string;
  widget: string;
  required?: boolean;
  languages?: { code: string }[];
  fields?: PreviewField[];
  field?: PreviewField;
}

export interface MissingTexts {
  /** Labels of the texts with nothing in the previewed language (the page shows the English text). */
  inLanguage: string[];
  /** Labels of required fields left empty (the editor refuses to save them). */
  required: string[];
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** What the entry lacks for a page in `lang`: texts of that language (where the site has them) and required fields. */
export function missingTexts(fields: readonly PreviewField[], data: Json, lang: Lang): MissingTexts {
  const found: MissingTexts = { inLanguage: [], required: [] };
  const walk = (list: readonly PreviewField[], values: Json, prefix: string) => {
    for (const f of list) {
      const label = `${prefix}${f.label ?? f.name}`;
      const value = values[f.name];
      if (f.widget === 'hidden') continue;
      if (f.widget === 'localized') {
        const codes = (f.languages ?? []).map((l) => l.code);
        // A language without texts of its own in this collection (USA stock in ru, ar) shows English by design.
        const textLang = codes.includes(lang) ? lang : defaultLang;
        const texts = (value && typeof value === 'object' ? value : {}) as Json;
        const t = texts[textLang];
        if (isEmpty(t) || (Array.isArray(t) && t.every(isEmpty)))
          (textLang === defaultLang && f.required !== false ? found.required : found.inLanguage).push(label);
        continue;
      }
      if (f.required !== false && isEmpty(value)) {
        found.required.push(label);
        continue;
      }
      if (f.fields && value && typeof value === 'object' && !Array.isArray(value))
        walk(f.fields, value as Json, `${label} › `);
      if (f.fields && Array.isArray(value))
        value.forEach((item, i) => {
          if (item && typeof item === 'object') walk(f.fields!, item as Json, `${label} ${i + 1} › `);
        });
    }
  };
  walk(fields, data, '');
  found.inLanguage = [...new Set(found.inLanguage)];
  return found;
}

export const isLangCode = (v: unknown): v is Lang =>
  typeof v === 'string' && (langCodes as readonly string[]).includes(v);
