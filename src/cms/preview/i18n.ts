// The UI texts of the preview's pages: the site's locale files (src/i18n/locales/) of the namespaces the previewed
// views use, in every language, bundled into the preview (esbuild bundles each file a `require` pattern matches), and
// one translator per language built the way gatsby-plugin-react-i18next builds a page's: the site's options, English
// as the fallback language, the browser stand-in of i18next the pages use (src/browser/i18next.ts).
import { createInstance } from '../../browser/i18next';
import { defaultLang, type Lang } from '../../i18n/languages';
import { i18nextOptions } from '../../i18n/options';

type Texts = Record<string, unknown>;

/* eslint-disable @typescript-eslint/no-require-imports -- a `require` pattern is how esbuild bundles one namespace's file of every language */
const namespaces = (lang: Lang): Record<string, Texts> => ({
  common: require(`../../i18n/locales/${lang}/common.json`) as Texts,
  pages: require(`../../i18n/locales/${lang}/pages.json`) as Texts,
  catalogue: require(`../../i18n/locales/${lang}/catalogue.json`) as Texts,
  technical: require(`../../i18n/locales/${lang}/technical.json`) as Texts,
  usa: require(`../../i18n/locales/${lang}/usa.json`) as Texts,
  company: require(`../../i18n/locales/${lang}/company.json`) as Texts,
  consent: require(`../../i18n/locales/${lang}/consent.json`) as Texts,
});
/* eslint-enable @typescript-eslint/no-require-imports */

type Translator = ReturnType<typeof createInstance>;
const made = new Map<Lang, Translator>();

/** The translator of a language (made once): the page's language, then English. */
export function translatorFor(lang: Lang): Translator {
  const known = made.get(lang);
  if (known) return known;
  const resources: Record<string, Record<string, Texts>> = { [lang]: namespaces(lang) };
  if (lang !== defaultLang) resources[defaultLang] = namespaces(defaultLang);
  const names = Object.keys(resources[lang]);
  const i18n = createInstance();
  void i18n.init({
    ...i18nextOptions,
    resources,
    lng: lang,
    fallbackLng: defaultLang,
    defaultNS: names[0],
    fallbackNS: names.slice(1),
  });
  made.set(lang, i18n);
  return i18n;
}
