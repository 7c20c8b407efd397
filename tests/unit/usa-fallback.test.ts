// USA texts exist in en, fr, es; Russian and Arabic show English, marked lang="en".
import { langCodes } from '../../src/i18n/languages';
import { usaFallbackLang, usaLabel, usaTextLang, sqftToM2 } from '../../src/data/usa-stock';

const travertine = { text: 'Travertin', en: 'Travertine' };

const rules = [
  ['en', 'en', undefined],
  ['fr', 'fr', undefined],
  ['es', 'es', undefined],
  ['ru', 'en', 'en'],
  ['ar', 'en', 'en'],
] as const;

describe.each(rules)('%s', (lang, textLang, marked) => {
  it(`shows USA texts in ${textLang}${marked ? ' marked lang="en"' : ''}`, () => {
    expect(usaTextLang(lang)).toBe(textLang);
    expect(usaFallbackLang(lang)).toBe(marked);
  });
  it('labels filters in the same language', () => {
    const label = usaLabel(travertine, lang);
    expect(label).toEqual(marked ? { text: 'Travertine', lang: 'en' } : { text: 'Travertin' });
  });
});

it('has a rule for every site language', () => {
  expect(rules.map(([lang]) => lang).sort()).toEqual([...langCodes].sort());
});

it('shows square metres alongside square feet, to one decimal', () => {
  expect(sqftToM2(640)).toBe(59.5);
  expect(sqftToM2(10.76)).toBe(1);
});
