// The number reader (src/i18n/read-number.ts): what a person types in each page language reads as they mean it, or is
// refused (as ambiguous with both readings, or as not a number); every number Intl writes in the five languages reads
// back to itself. A failure prints its seed: FC_SEED=<seed> FC_PATH=<path> replays it (docs/testing.md).
import { fc, test } from '@fast-check/jest';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { readNumber } from '../../src/i18n/read-number';
import { readQuantity } from '../../src/catalogue/quantity';
import { readingProblem, readingText } from '../../src/components/QuantityEcho';
import { uiText } from '../../src/node/ui-text';

const ambiguous = (a: number, b: number) => ({ ok: false, error: 'ambiguous', readings: [a, b] });
const invalid = { ok: false, error: 'invalid' };

// Hand-typed forms, as people write them in each language (with and without groups, other keyboards' digits).
const typed: Record<Lang, [string, unknown][]> = {
  en: [
    ['1200', 1200],
    ['1,200', 1200],
    ['1,200.5', 1200.5],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['1 200', 1200],
    ['1,234,567.25', 1234567.25],
    ['١٢٠٠', 1200],
    ['۱۲۰۰', 1200],
    ['1,20', ambiguous(1.2, 120)],
    ['12,5', ambiguous(12.5, 125)],
    ['1.200,5', 1200.5],
    ['1,2,3', invalid],
    ['12.5.1', invalid],
    ['lots', invalid],
    ['12 m2', invalid],
    ['-5', invalid],
    ['1e3', invalid],
    ['0x10', invalid],
    ['1..2', invalid],
    ['12.', invalid],
  ],
  fr: [
    ['1200', 1200],
    ['1 200', 1200],
    ['1\u202f200', 1200],
    ['1\u00a0200,5', 1200.5],
    ['12,5', 12.5],
    ['1,200', 1.2],
    ['12.5', 12.5],
    ['1.200', ambiguous(1.2, 1200)],
    ['1.200.000', 1200000],
    ['1 200.5', 1200.5],
    ['١٢٠٠', 1200],
    ['douze', invalid],
    ['1 20', invalid],
  ],
  es: [
    ['1200', 1200],
    ['1.200', 1200],
    ['1.200,5', 1200.5],
    ['12,5', 12.5],
    ['1 200', 1200],
    ['12.5', ambiguous(12.5, 125)],
    ['1,200.5', 1200.5],
    ['١٢٠٠', 1200],
    ['mucho', invalid],
  ],
  ru: [
    ['1200', 1200],
    ['1 200', 1200],
    ['1\u00a0200,5', 1200.5],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.200', ambiguous(1.2, 1200)],
    ['١٢٠٠', 1200],
    ['много', invalid],
  ],
  ar: [
    ['١٢٠٠', 1200],
    ['۱۲۰۰', 1200],
    ['١٬٢٠٠', 1200],
    ['١٬٢٠٠٫٥', 1200.5],
    ['١٫٥', 1.5],
    ['1,200', 1200],
    ['1200.5', 1200.5],
    ['\u200f١٢٠٠\u200f', 1200],
    ['١,٢٠', ambiguous(1.2, 120)],
    ['١٢٠٠ م', invalid],
  ],
};

describe.each(langCodes)('typed in %s', (lang) => {
  it.each(typed[lang])('%s', (text, expected) => {
    expect(readNumber(text, lang)).toEqual(typeof expected === 'number' ? { ok: true, value: expected } : expected);
  });
});

it('says an empty field is empty, not wrong', () => {
  expect(readNumber('  ', 'en')).toEqual({ ok: false, error: 'empty' });
});

// Quantities as the quote list keeps them: up to 1,000,000 with at most two decimals.
const quantity = fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100);
const lang = fc.constantFrom(...langCodes);

describe('what Intl writes reads back', () => {
  test.prop([lang, quantity])('in the page language', (l, q) => {
    expect(readNumber(new Intl.NumberFormat(l).format(q), l)).toEqual({ ok: true, value: q });
  });
  test.prop([lang, quantity])('without groups', (l, q) => {
    expect(readNumber(new Intl.NumberFormat(l, { useGrouping: false }).format(q), l)).toEqual({ ok: true, value: q });
  });
  test.prop([lang, quantity])('in Arabic-Indic digits', (l, q) => {
    const arabic = new Intl.NumberFormat(`${l}-u-nu-arab`).format(q);
    expect(readNumber(arabic, l)).toEqual({ ok: true, value: q });
  });
  test.prop([lang, fc.integer({ min: 1, max: 999_999_999 })])('whole numbers with groups', (l, n) => {
    expect(readNumber(new Intl.NumberFormat(l).format(n), l)).toEqual({ ok: true, value: n });
  });
});

describe('hand-typed forms', () => {
  // What a person writes with the page's signs, grouped or not, in Western or Arabic-Indic digits, reads as meant.
  const signs = (l: Lang) => {
    const parts = new Intl.NumberFormat(l).formatToParts(1234567.5);
    return {
      group: parts.find((p) => p.type === 'group')!.value,
      decimal: parts.find((p) => p.type === 'decimal')!.value,
    };
  };
  const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x660 + +d));
  const group3 = (digits: string, sep: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  test.prop([lang, fc.nat({ max: 99_999_999 }), fc.boolean(), fc.boolean(), fc.constantFrom('', '5', '25', '05')])(
    'with the page’s signs',
    (l, whole, grouped, arabic, fraction) => {
      const { group, decimal } = signs(l);
      // A person types a plain space where French and Russian print a no-break one.
      const sep = /\s/.test(group) ? ' ' : group;
      let text = grouped ? group3(String(whole), sep) : String(whole);
      if (fraction) text += decimal + fraction;
      if (arabic) text = toArabicDigits(text);
      expect(readNumber(text, l)).toEqual({ ok: true, value: Number(`${whole}.${fraction || 0}`) });
    },
  );
  test.prop([lang, fc.string({ minLength: 1, maxLength: 12 })])(
    'anything else is read or refused, never thrown',
    (l, s) => {
      const reading = readNumber(s, l);
      if (reading.ok) expect(Number.isFinite(reading.value)).toBe(true);
      else expect(['empty', 'invalid', 'ambiguous']).toContain(reading.error);
    },
  );
  test.prop([lang, fc.stringMatching(/^[0-9.,]{1,9}$/)])('a refused ambiguity offers two different numbers', (l, s) => {
    const reading = readNumber(s, l);
    if (!reading.ok && reading.error === 'ambiguous') expect(reading.readings[0]).not.toBe(reading.readings[1]);
  });
  it('a text that reads the same either way is not asked about (fast-check found ",0" in English offered 0 or 0)', () => {
    expect(readNumber(',0', 'en')).toEqual({ ok: true, value: 0 });
    expect(readNumber('0,0', 'en')).toEqual({ ok: true, value: 0 });
    expect(readNumber('1,0', 'en')).toEqual({ ok: false, error: 'ambiguous', readings: [1, 10] });
  });
});

describe('a quantity for the quote list', () => {
  it('reads by the page language (the defect: "1,200" in English went in as 1.2)', () => {
    expect(readQuantity('1,200', 'en')).toEqual({ ok: true, value: 1200 });
    expect(readQuantity('1.200', 'es')).toEqual({ ok: true, value: 1200 });
    expect(readQuantity('1,200.5', 'en')).toEqual({ ok: true, value: 1200.5 });
    expect(readQuantity('١٢٠٠', 'ar')).toEqual({ ok: true, value: 1200 });
  });
  it('refuses zero and more than the list takes, and rounds to hundredths', () => {
    expect(readQuantity('0', 'en')).toEqual({ ok: false, error: 'invalid' });
    expect(readQuantity('1000000.01', 'en')).toEqual({ ok: false, error: 'invalid' });
    expect(readQuantity('1000000', 'en')).toEqual({ ok: true, value: 1_000_000 });
    expect(readQuantity('2.346', 'en')).toEqual({ ok: true, value: 2.35 });
  });
  it('passes an ambiguity on with both readings', () => {
    expect(readQuantity('1,20', 'en')).toEqual(ambiguous(1.2, 120));
  });
});

describe('what the visitor is shown', () => {
  const t = (lang: Lang) => (key: string, vars: Record<string, string>) => uiText(lang, 'pages', key, vars);
  it('beside the field: the number as the page writes it, with its unit', () => {
    expect(readingText(readQuantity('1,200', 'en'), 'm²', 'en', t('en'))).toBe('Read as 1,200 m²');
    expect(readingText(readQuantity('1200,5', 'fr'), 'm²', 'fr', t('fr'))).toBe('Lu : 1\u202f200,5 m²');
    expect(readingText(readQuantity('1,2,3', 'en'), 'm²', 'en', t('en'))).toBe('');
  });
  it('for an ambiguity: both readings in the page’s own format', () => {
    expect(readingProblem(readQuantity('1,20', 'en'), ' 1,20 ', 'bad', 'en', t('en'))).toBe(
      '“1,20” could be 1.2 or 120. Please type it again so that it can only mean one of them.',
    );
    expect(readingProblem(readQuantity('1.200', 'ru'), '1.200', 'bad', 'ru', t('ru'))).toContain(
      '1,2 или как 1\u00a0200',
    );
  });
  it('for anything else, the field’s own message; nothing when it reads', () => {
    expect(readingProblem(readQuantity('lots', 'es'), 'lots', 'bad', 'es', t('es'))).toBe('bad');
    expect(readingProblem(readQuantity('12', 'es'), '12', 'bad', 'es', t('es'))).toBeNull();
  });
});
