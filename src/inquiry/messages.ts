// Inquiry texts for the server side, every kind's, from the `contact` locale namespace (the function answers in the
// visitor's language without i18next).
import en from '../i18n/locales/en/contact.json';
import fr from '../i18n/locales/fr/contact.json';
import es from '../i18n/locales/es/contact.json';
import ru from '../i18n/locales/ru/contact.json';
import ar from '../i18n/locales/ar/contact.json';
import { langCodes, type Lang } from '../i18n/languages';
import { detailErrorVars, type ErrorVars, type FieldErrors } from './fields';

type Texts = typeof en;
const texts: Record<Lang, Texts> = { en, fr, es, ru, ar };

/** `contact:` text at a dotted key, with {{placeholders}} filled; the English text if a language lacks it. */
export function contactText(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const lookup = (l: Lang) =>
    key
      .split('.')
      .reduce<unknown>(
        (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
        texts[l],
      );
  const value = lookup(lang) ?? lookup('en');
  if (typeof value !== 'string') return key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** An error code's message, its placeholders filled from `vars` (a kind's; the contact details' by default). */
export function errorText(lang: Lang, key: string, vars: ErrorVars = detailErrorVars): string {
  return contactText(lang, `errors.${key}`, vars[key] ?? {});
}

/** Per-field messages in a language, for the 400 answer. */
export function translateErrors(lang: Lang, errors: FieldErrors, vars: ErrorVars): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, errorText(lang, key as string, vars)]),
  );
}

/** Picks the best site language from an Accept-Language header. */
export function langFromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { code: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((x) => (langCodes as readonly string[]).includes(x.code))?.code as Lang | undefined) ?? null;
}
