// Language list: the path decides the language, Arabic is right-to-left.
import { directionOf, langFromPath, languages } from '../../src/i18n/languages';

describe('languages', () => {
  it('has the five site languages, English first', () => {
    expect(languages.map((l) => l.code)).toEqual(['en', 'fr', 'es', 'ru', 'ar']);
  });
  it('reads the language from the first path segment only', () => {
    expect(langFromPath('/fr/about/')).toBe('fr');
    expect(langFromPath('/ar')).toBe('ar');
    expect(langFromPath('/about/fr/')).toBe('en');
    expect(langFromPath('/de/')).toBe('en');
    expect(langFromPath('/')).toBe('en');
  });
  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'fr', 'es', 'ru'].map((l) => directionOf(l as 'en'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});
