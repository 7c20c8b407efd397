// Search words, ranking, code lookup and highlighting, with Russian and Arabic cases from the sample data.
import fs from 'fs';
import path from 'path';
import {
  buildIndex,
  compactCode,
  correction,
  highlight,
  productWithCode,
  search,
  tokenize,
  type SearchIndex,
} from '../../src/catalogue/search';
import { fold } from '../../src/text/fold';
import { searchTextsFromData } from '../../scripts/search-data';
import { langCodes, type Lang } from '../../src/i18n/languages';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const product = (id: number) => JSON.parse(fs.readFileSync(path.join(dataDir, 'products', `${id}.json`), 'utf8'));
const docsFor = (lang: Lang): SearchIndex => buildIndex(searchTextsFromData(dataDir, lang), lang);

describe('tokenize', () => {
  it('splits on anything but letters and digits and drops the Arabic article', () => {
    expect(tokenize('TRV-948, travertine!')).toEqual(['trv', '948', 'travertine']);
    expect(tokenize('الترافرتين والرخام')).toEqual(['ترافرتين', 'رخام']);
  });
  it('keeps short Arabic words whole', () => {
    expect(tokenize('الي')).toEqual(['الي']);
  });
});

describe('search over the sample catalogue', () => {
  const en = docsFor('en');
  const ru = docsFor('ru');
  const ar = docsFor('ar');
  const p948 = product(948);

  it('finds a product by its code in any spelling and ranks it first', () => {
    for (const term of ['TRV-948', 'trv948', 'trv 948']) {
      expect(search(en, term)[0].doc.id).toBe(948);
      expect(productWithCode(en, term)?.id).toBe(948);
    }
    expect(productWithCode(en, '948')).toBeNull();
  });

  it('matches Russian names with ё written as е, and inflected forms', () => {
    const black = [...ru.docs.values()].find((d) => /ё/.test(d.name));
    if (!black) throw new Error('sample data should hold a Russian name with ё');
    const word = black.name.split(/\s+/).find((w) => /ё/.test(w)) ?? '';
    expect(search(ru, word.replace(/ё/g, 'е')).map((h) => h.doc.id)).toContain(black.id);
    const hits = search(ru, 'травертина').map((h) => h.doc.id);
    expect(hits).toContain(948);
    expect(hits.length).toBeGreaterThan(5);
  });

  it('ranks a name match above a description-only match (Russian)', () => {
    const hits = search(ru, 'травертин');
    const nameHits = hits.filter((h) => fold(h.doc.name).includes('травертин'));
    const lastNameHit = hits.indexOf(nameHits[nameHits.length - 1]);
    const others = hits.slice(0, lastNameHit).filter((h) => !nameHits.includes(h));
    expect(others).toEqual([]);
  });

  it('matches Arabic with or without the article and diacritics', () => {
    const withArticle = search(ar, 'الترافرتين').map((h) => h.doc.id);
    const without = search(ar, 'ترافرتين').map((h) => h.doc.id);
    const voweled = search(ar, 'تْرافِرتين').map((h) => h.doc.id);
    expect(withArticle).toContain(948);
    expect(without).toEqual(withArticle);
    expect(voweled).toEqual(withArticle);
  });

  it('matches English words on a non-English page, but ranks the page language first', () => {
    const hits = search(ru, 'Denizli Silver');
    expect(hits[0].doc.id).toBe(948);
  });

  it('leaves out a word the catalogue does not know, ranking what the others find lower', () => {
    const both = search(en, 'travertine silver');
    const unknown = search(en, 'travertine zzzz');
    expect(unknown.map((h) => h.doc.id)).toEqual(search(en, 'travertine').map((h) => h.doc.id));
    expect(unknown[0].score).toBeLessThan(both[0].score);
    expect(search(en, 'zzzz qqqq')).toEqual([]);
    expect(search(en, '   ')).toEqual([]);
  });

  it('requires every known word to match, in any order', () => {
    const ids = (term: string) => search(en, term).map((h) => h.doc.id);
    expect(ids('noche travertine')).toEqual(ids('travertine noche'));
    for (const id of ids('noche travertine')) expect(product(id).name.en).toMatch(/Noche/);
  });

  it('forgives one wrong, missing, extra or swapped letter from 4 letters, two from 8', () => {
    const first = (index: SearchIndex, term: string) => search(index, term)[0]?.doc.name ?? 'nothing';
    expect(first(en, 'mosiac')).toMatch(/Mosaic/); // swapped
    expect(first(en, 'onxy')).toMatch(/Onyx/); // swapped, 4 letters
    expect(first(en, 'carara')).toMatch(/Carrara/); // missing
    expect(first(en, 'thassoss')).toMatch(/Thassos/); // extra
    expect(first(en, 'botticcino')).toMatch(/Botticino/); // extra
    expect(first(en, 'emparador')).toMatch(/Emperador/); // wrong
    expect(first(en, 'calacata goldd')).toMatch(/Calacatta Gold/); // two words, one slip each
    expect(first(en, 'bottichino')).toMatch(/Botticino/); // two slips, 10 letters
    expect(first(ru, 'траветрин')).toMatch(/[Тт]равертин/);
    expect(first(ar, 'ترافرتن')).toMatch(/ترافرتين/);
    // Short words stay exact: three letters forgive nothing.
    expect(search(en, 'onx')).toEqual([]);
  });

  it('finds plurals and inflected forms in each language', () => {
    const fr = docsFor('fr');
    const es = docsFor('es');
    expect(search(fr, 'margelles').map((h) => h.doc.id)).toContain(887);
    expect(search(es, 'adoquines').map((h) => h.doc.id)).toContain(884);
    expect(search(ru, 'известняка').length).toBeGreaterThan(5);
    expect(search(ar, 'ترافرتينات').map((h) => h.doc.id)).toContain(948);
  });

  it('orders equal scores by name then id, so results are stable', () => {
    const hits = search(en, 'marble');
    for (let i = 1; i < hits.length; i++) {
      const [a, b] = [hits[i - 1], hits[i]];
      expect(a.score > b.score || (a.score === b.score && a.doc.name.localeCompare(b.doc.name) <= 0)).toBe(true);
    }
  });

  it('has a document for every product in every language', () => {
    const count = fs.readdirSync(path.join(dataDir, 'products')).filter((f) => f.endsWith('.json')).length;
    for (const lang of langCodes) expect(docsFor(lang).docs.size).toBe(count);
    expect(p948.code).toBe('TRV-948');
  });
});

describe('did you mean', () => {
  const en = docsFor('en');
  it('offers the closest catalogue words for the words that match nothing as typed', () => {
    expect(correction(en, 'carara white')).toBe('carrara white');
    expect(correction(en, 'limstone')).toBe('limestone');
    expect(correction(docsFor('es'), 'marmol blnco')).toBe('marmol blanco');
    expect(correction(docsFor('ru'), 'траветрин')).toBe('травертин');
  });
  it('offers nothing when every word matches as typed, or a word is nowhere near', () => {
    expect(correction(en, 'white marble')).toBeNull();
    expect(correction(en, 'trav')).toBeNull();
    expect(correction(en, 'zzzz')).toBeNull();
  });
});

describe('compactCode', () => {
  it('keeps only letters and digits', () => {
    expect(compactCode(' Trv – 948 ')).toBe('trv948');
  });
});

describe('highlight', () => {
  const marked = (text: string, term: string, lang: Lang = 'en', terms: string[] = []) =>
    highlight(text, term, lang, terms)
      .filter((s) => s.mark)
      .map((s) => s.text);
  it('marks the words of the term in the original spelling', () => {
    expect(marked('Crema Marfil Mármol', 'marmol')).toEqual(['Mármol']);
    expect(marked('Чёрный мрамор', 'черный')).toEqual(['Чёрный']);
    expect(marked('ترافرتين دنيزلي الفضي', 'الترافرتين')).toEqual(['ترافرتين']);
  });
  it('marks a whole word found by a forgiving match', () => {
    expect(marked('Carrara White Marble', 'carara', 'en', ['carrara'])).toEqual(['Carrara']);
  });
  it('rejoins the text unchanged', () => {
    const text = 'الرُّخَام Ёлка Façade';
    expect(
      highlight(text, 'رخام елка facade')
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
