// USA stock words in the page's language: sizes and thicknesses with Intl's numbers and unit words, and the hold form's
// lots with "crates free" in the plural form the language needs (the form without JavaScript, rendered by the function).
import { renderHoldFormPage } from '../../src/holds/html';
import type { HoldStock } from '../../src/holds/stock';
import { sizeText, thicknessText } from '../../src/usa/format';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { contactText } from '../../src/inquiry/messages';

const inch = (lang: Lang, n: number) => new Intl.NumberFormat(lang, { style: 'unit', unit: 'inch' }).format(n);

describe.each(langCodes)('%s', (lang) => {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format;
  // Intl's own unit word around a number, for any figure ("12 × 24" in place of 2.5).
  const withInch = (figure: string) => inch(lang, 2.5).replace(number(2.5), figure);

  it("writes a size code's inches with Intl's unit word and the page's numbers", () => {
    expect(sizeText('12x24', lang)).toBe(withInch(`${number(12)} × ${number(24)}`));
    expect(sizeText('118x71', lang)).toBe(withInch(`${number(118)} × ${number(71)}`));
    expect(sizeText('french-pattern', lang)).toBeNull();
  });

  it('writes a thickness as the trade does (a fraction of an inch), in the unit word of the page', () => {
    expect(thicknessText('1/2 in', lang)).toBe(withInch('1/2'));
    expect(thicknessText('1 1/4 in', lang)).toBe(withInch('1 1/4'));
    expect(thicknessText('3 cm', lang)).toBe(
      new Intl.NumberFormat(lang, { style: 'unit', unit: 'centimeter' }).format(3),
    );
    expect(thicknessText('about half an inch', lang)).toBe('about half an inch');
  });

  it('names each lot of the form without JavaScript with "crates free" in the plural form of its number', () => {
    const lot = (id: string, crates: number) => ({
      lot: id,
      shade: 'A1',
      crates,
      boxes: 0,
      sqft: crates * 640,
      location: 'A-01',
      status: 'available' as const,
    });
    const stock: HoldStock = [
      {
        id: 5001,
        sku: 'US-1',
        name: { en: 'Ivory' },
        perBox: { sqft: 10 },
        perCrate: { boxes: 64, sqft: 640 },
        lots: [lot('L1', 1), lot('L2', 2), lot('L5', 5), lot('L11', 11), lot('L21', 21)],
      },
    ];
    const html = renderHoldFormPage({ lang, source: '', values: {}, errors: {} }, stock, '2026-12-01');
    const plural = new Intl.PluralRules(lang);
    for (const crates of [1, 2, 5, 11, 21]) {
      const expected = contactText(lang, `holds.lotOption_${plural.select(crates)}`, {
        name: 'Ivory',
        sku: 'US-1',
        lot: `L${crates}`,
        shade: 'A1',
        count: crates,
      });
      expect(html).toContain(`>${expected}</option>`);
    }
    if (lang === 'en') expect(html).not.toMatch(/\b1 crates/);
  });
});
