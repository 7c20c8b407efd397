// USA ready-stock rules: which language its texts are shown in (spec §4 fallback) and unit conversions.
import { usaTextLangs, defaultLang, type Lang } from '../i18n/languages';

/** USA texts exist in en, fr, es; other languages show the English text (and mark it lang="en"). */
export function usaTextLang(lang: Lang): Lang {
  return usaTextLangs.includes(lang) ? lang : defaultLang;
}

export const squareMetresPerSquareFoot = 0.09290304;

export function sqftToM2(sqft: number): number {
  return Math.round(sqft * squareMetresPerSquareFoot * 10) / 10;
}
