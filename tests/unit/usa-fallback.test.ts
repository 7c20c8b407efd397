// USA item texts exist in en, fr, es; Russian and Arabic show them in English, marked lang="en". Facet names (shared
// data in five languages) show in the page's language.
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
  it("labels filters and facets (finish, edge…) in the page's language, whatever the item texts do", () => {
    expect(usaLabel(travertine)).toEqual({ text: 'Travertin' });
    expect(usaLabel({ text: '', en: 'Travertine' })).toEqual({ text: 'Travertine', lang: 'en' });
  });
});

it('has a rule for every site language', () => {
  expect(rules.map(([lang]) => lang).sort()).toEqual([...langCodes].sort());
});

it('shows square metres alongside square feet, to one decimal', () => {
  expect(sqftToM2(640)).toBe(59.5);
  expect(sqftToM2(10.76)).toBe(1);
});
