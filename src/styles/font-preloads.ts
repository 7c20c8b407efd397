// Fonts each language's pages preload: the files fonts.css names for the scripts that language shows, so the browser
// fetches each once. With font-display: optional, Chrome holds the first render (up to ~100 ms) only for preloaded
// fonts; without the preload, text could be laid out in the fallback face and then, the file arriving inside the
// block period, in the web font: a small layout shift on some loads (measured 0.00002-0.003 in en, ru and ar).
import interLatin from '../../.cache/subset-fonts/inter-latin-wght-normal.woff2';
import interCyrillic from '../../.cache/subset-fonts/inter-cyrillic-wght-normal.woff2';
import notoArabic from '../../.cache/subset-fonts/noto-sans-arabic-arabic-wght-normal.woff2';
import type { Lang } from '../i18n/languages';

// One file per script: both weights are in it (a variable font, src/node/fonts.ts).
export const fontPreloads: Record<Lang, string[]> = {
  en: [interLatin],
  fr: [interLatin],
  es: [interLatin],
  ru: [interLatin, interCyrillic],
  // Arabic pages draw their Latin runs in the local fallback (fonts.css), so they fetch the Arabic file only.
  ar: [notoArabic],
};
