// USA ready-stock rules: which language its texts show in (item texts: English where none exist; shared facet names:
// the page's) and unit conversions.
import { usaTextLangs, defaultLang, type Lang } from '../i18n/languages';

/** USA texts exist in en, fr, es; other languages show the English text (and mark it lang="en"). */
export function usaTextLang(lang: Lang): Lang {
  return usaTextLangs.includes(lang) ? lang : defaultLang;
}

export const squareMetresPerSquareFoot = 0.09290304;

export function sqftToM2(sqft: number): number {
  return Math.round(sqft * squareMetresPerSquareFoot * 10) / 10;
}

/** A filter or facet name as USA pages query it: the visitor's language and English. */
export interface UsaFacetName {
  text: string;
  en: string;
}

/**
 * USA filter and facet names (finishes, edges, categories, colours…) are shared data with all five languages: they show
 * in the visitor's language, and in English (marked lang="en") only where a name has no text in it.
 */
export function usaLabel(name: UsaFacetName): { text: string; lang?: Lang } {
  return name.text ? { text: name.text } : { text: name.en, lang: defaultLang };
}

/** `lang` attribute for a USA text shown in a page of `lang`: set only when the text fell back to another language. */
export function usaFallbackLang(lang: Lang): Lang | undefined {
  const textLang = usaTextLang(lang);
  return textLang === lang ? undefined : textLang;
}
