// Editors' synonyms (data/search-synonyms.json): a buyer's word the catalogue does not use finds what its rule says,
// below what the term's own words find; a rule missing a language is refused by `npm run check:data`.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildIndex, correction, search } from '../../src/catalogue/search';
import { synonymsFor } from '../../src/catalogue/search-index';
import { readSynonyms } from '../../src/catalogue/search-index-files';
import { checkData } from '../../src/checks/validate';
import { searchTextsFromData } from '../../scripts/search-data';
import type { Lang } from '../../src/i18n/languages';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const indexFor = (lang: Lang) =>
  buildIndex(searchTextsFromData(dataDir, lang), lang, synonymsFor(readSynonyms(dataDir), lang));
const en = indexFor('en');
const ids = (index: ReturnType<typeof indexFor>, term: string) => search(index, term).map((h) => h.doc.id);

test('"worktop" finds the countertop and the vanity tops, and is not "corrected"', () => {
  expect(ids(buildIndex(searchTextsFromData(dataDir, 'en'), 'en'), 'worktop')).not.toContain(910);
  expect(ids(en, 'worktop')).toEqual(expect.arrayContaining([910, 902, 903]));
  expect(correction(en, 'worktop')).toBeNull();
});

test('the English rules work on every page, the language’s own too', () => {
  expect(ids(indexFor('ru'), 'worktop')).toContain(910);
  expect(ids(indexFor('fr'), 'carrelage')).toContain(948);
});

test('what the synonym finds is added a little lower; what the term finds keeps its rank', () => {
  const hits = search(en, 'floor');
  const own = search(buildIndex(searchTextsFromData(dataDir, 'en'), 'en'), 'floor');
  const tile = search(en, 'tile');
  expect(own.length).toBeGreaterThan(0);
  expect(hits.length).toBeGreaterThan(own.length);
  for (const h of own) expect(hits.find((x) => x.doc.id === h.doc.id)!.score).toBeGreaterThanOrEqual(h.score);
  const onlyTile = hits.find((x) => !own.some((o) => o.doc.id === x.doc.id))!;
  expect(onlyTile.score).toBeCloseTo(0.9 * tile.find((t) => t.doc.id === onlyTile.doc.id)!.score);
});

test('check:data refuses a rule without a language', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synonyms-'));
  try {
    fs.cpSync(path.join(dataDir, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
    const file = JSON.parse(fs.readFileSync(path.join(dataDir, 'search-synonyms.json'), 'utf8'));
    delete file.items[0].finds.ar;
    fs.writeFileSync(path.join(dir, 'search-synonyms.json'), JSON.stringify(file));
    const { problems } = checkData(dir);
    expect(problems.filter((p) => p.file === 'search-synonyms.json').map((p) => p.pointer)).toEqual([
      '/items/0/finds/ar',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
