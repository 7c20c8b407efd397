// The one list of site languages; every other module derives from it.
export const languages = [
  { code: 'en', hrefLang: 'en', localName: 'English', shortCode: 'EN', dir: 'ltr' },
  { code: 'fr', hrefLang: 'fr', localName: 'Français', shortCode: 'FR', dir: 'ltr' },
  { code: 'es', hrefLang: 'es', localName: 'Español', shortCode: 'ES', dir: 'ltr' },
  { code: 'ru', hrefLang: 'ru', localName: 'Русский', shortCode: 'RU', dir: 'ltr' },
  { code: 'ar', hrefLang: 'ar', localName: 'العربية', shortCode: 'AR', dir: 'rtl' },
] as const;

export type Lang = (typeof languages)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const defaultLang: Lang = 'en';
export const langCodes: readonly Lang[] = languages.map((l) => l.code);

/** USA stock texts exist only in these languages; others fall back to English. */
export const usaTextLangs: readonly Lang[] = ['en', 'fr', 'es'];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langCodes as readonly string[]).includes(value);
}

export function languageOf(lang: Lang) {
  return languages.find((l) => l.code === lang) ?? languages[0];
}

export function directionOf(lang: Lang): Direction {
  return languageOf(lang).dir;
}

/** The language is the first path segment; anything else means English. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLang(first) && first !== defaultLang ? first : defaultLang;
}
