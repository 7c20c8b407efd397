// The pages' <head> texts come from one i18next instance per language and set of texts (src/i18n/page-i18n.ts): the
// build renders thousands of heads from a few sets. A head must still get its own page's texts.
import { createPageI18n, type LocaleNodes } from '../../src/i18n/page-i18n';

const locales = (lang: string, title: string): LocaleNodes => ({
  edges: [
    { node: { ns: 'pages', language: lang, data: JSON.stringify({ home: { title } }) } },
    { node: { ns: 'pages', language: 'en', data: JSON.stringify({ home: { title: 'Natural stone' } }) } },
  ],
});

test('pages with the same language and texts share one instance', () => {
  expect(createPageI18n(locales('fr', 'Pierre naturelle'), 'fr')).toBe(
    createPageI18n(locales('fr', 'Pierre naturelle'), 'fr'),
  );
});

test('other texts or another language get their own instance and their own title', () => {
  const title = (nodes: LocaleNodes, lang: string) => createPageI18n(nodes, lang).getFixedT(lang)('pages:home.title');
  expect(title(locales('fr', 'Pierre naturelle'), 'fr')).toBe('Pierre naturelle');
  // An editor's change of one text: the next page with it must not get the first page's title.
  expect(title(locales('fr', 'Pierres naturelles'), 'fr')).toBe('Pierres naturelles');
  expect(title(locales('es', 'Piedra natural'), 'es')).toBe('Piedra natural');
  // No text in the page's language: English, as the body does.
  expect(title({ edges: [locales('ru', '').edges[1]] }, 'ru')).toBe('Natural stone');
});

test('a long build keeps a bounded number of instances, and one dropped is made again the same', () => {
  const first = createPageI18n(locales('ar', 'حجر طبيعي'), 'ar');
  for (let i = 0; i < 40; i++) createPageI18n(locales('en', `Title ${i}`), 'en');
  const again = createPageI18n(locales('ar', 'حجر طبيعي'), 'ar');
  expect(again).not.toBe(first);
  expect(again.getFixedT('ar')('pages:home.title')).toBe('حجر طبيعي');
});
