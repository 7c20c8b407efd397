// Search words, ranking, code lookup and highlighting, with Russian and Arabic cases from the sample data.
import fs from 'fs';
import path from 'path';
import {
  buildDoc,
  compactCode,
  highlight,
  productWithCode,
  search,
  tokenize,
  type SearchDoc,
} from '../../src/catalogue/search';
import { fold } from '../../src/text/fold';
import { searchTextsFromData } from '../../scripts/search-data';
import { langCodes, type Lang } from '../../src/i18n/languages';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const product = (id: number) => JSON.parse(fs.readFileSync(path.join(dataDir, 'products', `${id}.json`), 'utf8'));
const docsFor = (lang: Lang): SearchDoc[] => searchTextsFromData(dataDir, lang).map(buildDoc);

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
    const black = ru.find((d) => /ё/.test(d.name));
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

  it('requires every word to match', () => {
    expect(search(en, 'travertine zzzz')).toEqual([]);
    expect(search(en, '   ')).toEqual([]);
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
    for (const lang of langCodes) expect(docsFor(lang)).toHaveLength(count);
    expect(p948.code).toBe('TRV-948');
  });
});

describe('compactCode', () => {
  it('keeps only letters and digits', () => {
    expect(compactCode(' Trv – 948 ')).toBe('trv948');
  });
});

describe('highlight', () => {
  const marked = (text: string, term: string) =>
    highlight(text, term)
      .filter((s) => s.mark)
      .map((s) => s.text);
  it('marks the words of the term in the original spelling', () => {
    expect(marked('Crema Marfil Mármol', 'marmol')).toEqual(['Mármol']);
    expect(marked('Чёрный мрамор', 'черный')).toEqual(['Чёрный']);
    expect(marked('ترافرتين دنيزلي الفضي', 'الترافرتين')).toEqual(['ترافرتين']);
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
