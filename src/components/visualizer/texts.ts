// The visualizer's words for what it shows: a size in the page's numbers, the text alternative of the view, and why
// a stone may not go on a surface (the first usage it lacks, the most specific one).
import type { TFunction } from 'i18next';
import { numberFormat } from '../../i18n/formats';
import type { Lang } from '../../i18n/languages';
import type { Usage } from '../../data/application';
import type { LayingSize, PatternName, SceneSurface } from '../../visualizer/types';

/** "40.6 × 61 cm" (in the page's digits and decimal sign), or the name of a French pattern set. */
export function sizeText(t: TFunction, lang: Lang, size: LayingSize): string {
  if (size.kind === 'patternSet') return t('visualizer:sizeSet');
  const n = numberFormat(lang, { maximumFractionDigits: 1 });
  return t('visualizer:sizeValue', { width: n.format(size.widthCm), height: n.format(size.heightCm) });
}

export function jointText(t: TFunction, lang: Lang, mm: number): string {
  return t('visualizer:jointValue', { width: numberFormat(lang, { maximumFractionDigits: 1 }).format(mm) });
}

/** "Ivory Travertine 40.6 × 61 cm, French pattern, on the kitchen floor". */
export function viewText(
  t: TFunction,
  lang: Lang,
  v: { stone: string; size: LayingSize; pattern: PatternName; surface: SceneSurface },
): string {
  return t('visualizer:alt', {
    stone: v.stone,
    size: sizeText(t, lang, v.size),
    pattern: t(`visualizer:altPatterns.${v.pattern}`),
    surface: v.surface.name[lang],
  });
}

/** The reason shown beside a surface the stone may not go on. */
export function reasonText(t: TFunction, missing: readonly Usage[]): string {
  return t(`visualizer:reasons.${missing[0]}`);
}
