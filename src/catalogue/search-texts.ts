// The UI texts of the search results in each language, from the locale files through i18next (plural forms included),
// for the search function, which has no React tree to translate with.
import i18next, { type TFunction } from 'i18next';
import type { Lang } from '../i18n/languages';
import { i18nextOptions } from '../i18n/options';
import type { ResultTexts } from './search-results';
import enCatalogue from '../i18n/locales/en/catalogue.json';
import enPages from '../i18n/locales/en/pages.json';
import frCatalogue from '../i18n/locales/fr/catalogue.json';
import frPages from '../i18n/locales/fr/pages.json';
import esCatalogue from '../i18n/locales/es/catalogue.json';
import esPages from '../i18n/locales/es/pages.json';
import ruCatalogue from '../i18n/locales/ru/catalogue.json';
import ruPages from '../i18n/locales/ru/pages.json';
import arCatalogue from '../i18n/locales/ar/catalogue.json';
import arPages from '../i18n/locales/ar/pages.json';

const resources = {
  en: { catalogue: enCatalogue, pages: enPages },
  fr: { catalogue: frCatalogue, pages: frPages },
  es: { catalogue: esCatalogue, pages: esPages },
  ru: { catalogue: ruCatalogue, pages: ruPages },
  ar: { catalogue: arCatalogue, pages: arPages },
};

let instance: typeof i18next | null = null;

function translator(lang: Lang, ns: 'catalogue' | 'pages'): TFunction {
  if (!instance) {
    instance = i18next.createInstance();
    // The site's options; synchronous, the resources are here.
    void instance.init({ ...i18nextOptions, resources, lng: lang, fallbackLng: false, initImmediate: false });
  }
  return instance.getFixedT(lang, ns);
}

export function resultTexts(lang: Lang): ResultTexts {
  const t = translator(lang, 'catalogue');
  const tp = translator(lang, 'pages');
  return {
    results: (term) => t('search.results', { term }),
    count: (count) => tp('listing.count', { count }),
    none: (term) => t('search.none', { term }),
    didYouMean: (term) => t('search.didYouMean', { term }),
    tryCategories: t('search.tryCategories'),
  };
}
