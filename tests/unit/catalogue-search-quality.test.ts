// The quality of the catalogue search as a buyer sees it: 70+ searches over the five languages (typos, plurals, stems,
// word order, an unknown word, a product code), each judged by a rule over data/. Fails when any search finds nothing
// or the first three results are right less than 92% of the time.
import path from 'path';
import { buildIndex, search, type SearchIndex } from '../../src/catalogue/search';
import { searchTextsFromData } from '../../scripts/search-data';
import { synonymsFor } from '../../src/catalogue/search-index';
import { readSynonyms } from '../../src/catalogue/search-index-files';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { measureQuality, productFacts, qualitySet } from './helpers/search-quality-set';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const indexes = new Map<Lang, SearchIndex>(
  langCodes.map((lang) => [
    lang,
    buildIndex(searchTextsFromData(dataDir, lang), lang, synonymsFor(readSynonyms(dataDir), lang)),
  ]),
);
const ranked = (lang: Lang, term: string) => search(indexes.get(lang)!, term).map((h) => h.doc.id);
const figures = measureQuality(productFacts(dataDir), qualitySet, ranked);

test('the set has at least 60 searches, in every language', () => {
  expect(qualitySet.length).toBeGreaterThanOrEqual(60);
  for (const lang of langCodes) expect(qualitySet.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(10);
});

test('no search of the set finds nothing', () => {
  console.log(
    `search quality: ${figures.searches} searches, precision of the first three ${figures.precisionAt3.toFixed(3)}, ` +
      `${figures.empty.length} empty${figures.misses.length ? '\n' : ''}` +
      figures.misses
        .map((m) => `  ${m.c.lang} "${m.c.term}" (${m.c.kind}): ${m.shown.join(', ') || 'nothing'}`)
        .join('\n'),
  );
  expect(figures.empty.map((c) => `${c.lang}: ${c.term}`)).toEqual([]);
});

test('the first three results are right at least 92% of the time', () => {
  expect(figures.precisionAt3).toBeGreaterThanOrEqual(0.92);
});

test('a term the catalogue does not know at all still finds nothing', () => {
  for (const lang of langCodes) expect(ranked(lang, 'zzzz qqqq')).toEqual([]);
});
