// USA stock sizes and thicknesses as the page's language writes them: the data keeps the warehouse's inch codes
// ("12x24", "1 1/4 in", "3 cm"); the page shows their numbers and unit words by Intl ("12 × 24 po", "3 см").
import { numberFormat } from '../i18n/formats';

type Unit = 'inch' | 'centimeter';
const unitOf: Record<string, Unit> = { in: 'inch', cm: 'centimeter' };

/**
 * A measure in the page's language, with Intl's own unit word and its place around the number; a fraction of an inch
 * ("1 1/4") keeps the trade's way of writing it (whole numbers formatted by Intl), so no figure is rounded.
 */
function withUnit(figure: string, unit: Unit, lang: string): string {
  return numberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' })
    .formatToParts(1.5) // a fraction's plural form ("other" in every language here), as for "1/2" or "12 × 24"
    .flatMap((part) =>
      part.type === 'integer' ? [figure] : part.type === 'decimal' || part.type === 'fraction' ? [] : [part.value],
    )
    .join('');
}

/** A whole number, decimal or "whole num/den" written by the page's language. */
function figureText(text: string, lang: string): string | null {
  const fraction = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(text);
  const number = numberFormat(lang, { maximumFractionDigits: 2 }).format;
  if (fraction) {
    const [, whole, num, den] = fraction;
    return `${whole ? `${number(Number(whole))} ` : ''}${number(Number(num))}/${number(Number(den))}`;
  }
  return /^\d+(?:\.\d+)?$/.test(text) ? number(Number(text)) : null;
}

/** "1/2 in", "1 1/4 in", "3 cm" in the page's language; an unknown form is shown as the data has it. */
export function thicknessText(thickness: string, lang: string): string {
  const match = /^(.+?)\s*(in|cm)$/.exec(thickness.trim());
  const figure = match && figureText(match[1], lang);
  return match && figure ? withUnit(figure, unitOf[match[2]], lang) : thickness;
}

/**
 * A size code ("12x24", in inches, as the warehouse lists them) as "12 × 24 in" in the page's language, or null when
 * the size is not one (a pattern set, named by `patternName`).
 */
export function sizeText(size: string, lang: string): string | null {
  const sides = size.split('x');
  if (sides.length < 2) return null;
  const figures = sides.map((s) => figureText(s.trim(), lang));
  if (figures.some((f) => f === null)) return null;
  return withUnit(figures.join(' × '), 'inch', lang);
}
