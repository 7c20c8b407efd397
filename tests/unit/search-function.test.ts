// Catalogue search on the host: the index written at build time finds the same products in the same order
// as the search rules over the data files; the function answers a term with its results (HTML in the search page, or
// JSON for searches made in the page), redirects a product code and the script-less form, and never sends the index.
import { buildIndex, search } from '../../src/catalogue/search';
import { searchTexts } from '../../src/catalogue/search-index';
import { indexDocs, searchAnswer } from '../../src/catalogue/search-results';
import { resultsElementId } from '../../src/catalogue/search-endpoint';
import { resultTexts } from '../../src/catalogue/search-texts';
import { searchTextsFromData } from '../../scripts/search-data';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { categories, dataDir, indexed, indexFor, searchSite, type SearchSite } from './helpers/search-site';

const terms: Record<Lang, string[]> = {
  en: ['travertine', 'beige marble', 'pool coping', 'white', 'xx'],
  fr: ['travertin', 'marbre beige', 'margelle', 'Travertine'],
  es: ['travertino', 'mármol beige', 'remate piscina'],
  ru: ['травертин', 'черный мрамор', 'бежевый'],
  ar: ['ترافرتين', 'التْرافِرتين', 'رخام بيج'],
};

describe('the index finds what the search rules find over the data files, in the same order', () => {
  test.each(langCodes)('%s', (lang) => {
    const fromIndex = indexDocs(indexFor(lang));
    const reference = buildIndex(searchTextsFromData(dataDir, lang), lang, indexFor(lang).synonyms);
    for (const term of terms[lang]) {
      const expected = search(reference, term).map((h) => [h.doc.id, h.score]);
      expect(expected.length).toBeGreaterThan(term === 'xx' ? -1 : 0);
      expect(search(fromIndex, term).map((h) => [h.doc.id, h.score])).toEqual(expected);
    }
  });
});

test('a result shows the card picture as WebP when the photo is a JPEG, and the fallback when there is no WebP', () => {
  const jpeg = {
    ...indexed[0],
    cardImage: {
      gatsbyImageData: {
        images: {
          fallback: { src: '/static/a/1-320.jpg', srcSet: '/static/a/1-320.jpg 320w,\n/static/a/1-640.jpg 640w' },
          sources: [{ type: 'image/webp', srcSet: '/static/a/1-320.webp 320w,\n/static/a/1-640.webp 640w' }],
        },
      },
    },
  };
  expect(searchTexts(jpeg, 'en')).toMatchObject({
    image: '/static/a/1-320.webp',
    imageSrcSet: '/static/a/1-320.webp 320w, /static/a/1-640.webp 640w',
  });
  expect(searchTexts(indexed[0], 'en')).toMatchObject({
    image: `/static/${indexed[0].jsonId}-320.webp`,
    imageSrcSet: `/static/${indexed[0].jsonId}-320.webp 320w, /static/${indexed[0].jsonId}-640.webp 640w`,
  });
  expect(searchTexts({ ...indexed[0], cardImage: null }, 'en')).toMatchObject({ image: null, imageSrcSet: null });
});

describe('the answer to a term', () => {
  const index = indexFor('ru');
  const docs = indexDocs(index);

  test('every hit as a card, best first, the term marked, the first image loaded first', () => {
    const answer = searchAnswer(index, docs, 'черный мрамор', resultTexts('ru'));
    if (!('html' in answer)) throw new Error('expected results');
    const hrefs = [...answer.html.matchAll(/<li class="card"><a href="([^"]+)"/g)].map((m) => m[1]);
    const hits = search(docs, 'черный мрамор');
    expect(hrefs).toEqual(hits.map((h) => pathTo('ru', { page: 'product', slug: h.doc.slug, id: h.doc.id })));
    expect(answer.count).toBe(hits.length);
    expect(answer.html).toContain('<mark>');
    expect(answer.html.match(/fetchpriority="high"/g)).toHaveLength(1);
    // Each card shows its listing card's picture, both widths on one line.
    const first = hits[0].doc.id;
    expect(answer.html).toContain(
      `src="/static/${first}-320.webp" srcset="/static/${first}-320.webp 320w, /static/${first}-640.webp 640w"`,
    );
    // Russian plural forms from the locale file.
    expect(answer.html).toContain(`Результаты по запросу «черный мрамор»`);
  });

  test('a word that matches nothing as typed gets "did you mean", in the page language, linking the corrected search', () => {
    const answer = searchAnswer(index, docs, 'карара', resultTexts('ru'));
    if (!('html' in answer)) throw new Error('expected results');
    expect(answer.count).toBeGreaterThan(0);
    const href = pathTo('ru', { page: 'search', term: 'каррара' });
    expect(answer.html).toContain(
      `<p class="search-correction">Возможно, вы имели в виду «<a href="${href}">каррара</a>»?</p>`,
    );
    const typed = searchAnswer(index, docs, 'каррара', resultTexts('ru'));
    expect('html' in typed && typed.html).not.toContain('search-correction');
  });

  test('a product code opens that product', () => {
    expect(searchAnswer(index, docs, 'trv 948', resultTexts('ru'))).toEqual({
      redirect: pathTo('ru', { page: 'product', slug: 'denizli-silver-travertine', id: 948 }),
    });
  });

  test('no hit offers the categories; the term is shown as text, never as markup', () => {
    const answer = searchAnswer(
      indexFor('ar'),
      indexDocs(indexFor('ar')),
      '<img src=x onerror=alert(1)>',
      resultTexts('ar'),
    );
    if (!('html' in answer)) throw new Error('expected an answer');
    expect(answer.count).toBe(0);
    expect(answer.html).not.toContain('<img src=x');
    expect(answer.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    for (const c of categories)
      expect(answer.html).toContain(
        `href="${pathTo('ar', { page: 'category', slug: c.slug, id: c.id })}">${c.name.ar}</a>`,
      );
  });
});

describe('the search function', () => {
  let site: SearchSite;
  beforeAll(() => {
    site = searchSite();
  });
  afterAll(() => site.remove());
  const call = (url: string, viaHost = false, acceptEncoding?: string) => site.call(url, viaHost, acceptEncoding);

  test('a search page holds its results in its HTML, with the site headers', () => {
    const reply = call(pathTo('en', { page: 'search', term: 'travertine' }), true);
    expect(reply.status).toBe(200);
    expect(reply.headers['x-frame-options']).toBe('DENY');
    const html = String(reply.body);
    const hits = search(indexDocs(indexFor('en')), 'travertine');
    expect(html.match(/<li class="card">/g)).toHaveLength(hits.length);
    expect(html).toMatch(new RegExp(`<div id="${resultsElementId}"><div data-lang="en" data-term="travertine">`));
    // Only the results: the index itself is not in the page.
    expect(html.length).toBeLessThan(JSON.stringify(indexFor('en')).length / 4);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  test('a search page and its JSON travel compressed as the browser accepts: Brotli, else gzip', () => {
    const page = pathTo('ar', { page: 'search', term: 'رخام' });
    const plain = call(page, true);
    const br = call(page, true, 'gzip, deflate, br, zstd');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
    });
    expect(br.body).toBe(plain.body);
    expect(br.bytes).toBeLessThan(plain.bytes / 3);
    const gzip = call(page, true, 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(plain.body);
    const json = call('/api/search?lang=fr&q=marbre', false, 'br');
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.body).toEqual(call('/api/search?lang=fr&q=marbre').body);
  });

  test("the form sent without JavaScript goes to the term's page; a blank term goes home; a code to its product", () => {
    expect(call('/fr/search/?q=marbre+beige', true)).toMatchObject({
      status: 302,
      location: pathTo('fr', { page: 'search', term: 'marbre beige' }),
    });
    expect(call('/ar/search/?q=+', true)).toMatchObject({ status: 302, location: pathTo('ar', { page: 'home' }) });
    expect(call('/search/TRV-948/', true)).toMatchObject({
      status: 302,
      location: pathTo('en', { page: 'product', slug: 'denizli-silver-travertine', id: 948 }),
    });
  });

  test('searches made in the page get JSON; bad requests are refused', () => {
    const reply = call('/api/search?lang=es&q=travertino');
    expect(reply.status).toBe(200);
    expect((reply.body as { count: number }).count).toBe(search(indexDocs(indexFor('es')), 'travertino').length);
    expect(call('/api/search?lang=xx&q=a').status).toBe(400);
  });
});
