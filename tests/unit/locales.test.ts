// Every UI text exists in every language, with the plural forms that language needs and the same placeholders.
import fs from 'fs';
import path from 'path';
import { langCodes } from '../../src/i18n/languages';

const localeDir = path.resolve(__dirname, '..', '..', 'src', 'i18n', 'locales');
const namespaces = fs.readdirSync(path.join(localeDir, 'en')).filter((f) => f.endsWith('.json'));
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key).forEach((val, kk) => out.set(kk, val));
    else out.set(key, String(v));
  }
  return out;
}

const read = (lang: string, ns: string) => flatten(JSON.parse(fs.readFileSync(path.join(localeDir, lang, ns), 'utf8')));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('%s', (ns) => {
  const english = read('en', ns);
  const baseKeys = new Set([...english.keys()].map((k) => k.replace(pluralSuffix, '')));
  const pluralKeys = new Set(
    [...english.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')),
  );

  it.each(langCodes.filter((l) => l !== 'en'))('%s has every text, translated, with matching placeholders', (lang) => {
    const texts = read(lang, ns);
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const key of baseKeys) {
      const englishText = english.get(key) ?? english.get(`${key}_other`) ?? '';
      const wanted = pluralKeys.has(key) ? forms.map((f) => `${key}_${f}`) : [key];
      for (const k of wanted) {
        const text = texts.get(k);
        if (text === undefined || text.trim() === '') problems.push(`${k}: missing`);
        else if (
          pluralKeys.has(key)
            ? !placeholders(text).every((p) => placeholders(englishText).includes(p))
            : placeholders(text).join() !== placeholders(englishText).join()
        ) {
          // Plural forms may leave the number out ("no products"), but never invent a placeholder.
          problems.push(`${k}: placeholders differ`);
        }
      }
    }
    for (const k of texts.keys()) if (!baseKeys.has(k.replace(pluralSuffix, ''))) problems.push(`${k}: not in English`);
    expect(problems).toEqual([]);
  });

  it('is not an English copy', () => {
    for (const lang of langCodes.filter((l) => l !== 'en')) {
      const texts = read(lang, ns);
      const same = [...english.keys()].filter(
        (k) => texts.get(k) === english.get(k) && /[a-z]{4,}/i.test(english.get(k) ?? ''),
      );
      // A few words are the same in several languages (e.g. "Contact", "Catalog"), a copied file is not.
      expect({ lang, same: same.length <= Math.max(3, english.size * 0.1) }).toEqual({ lang, same: true });
    }
  });
});
