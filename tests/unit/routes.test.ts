// Route module: every route pattern builds and parses back in every language.
import { langCodes } from '../../src/i18n/languages';
import {
  decodeSearchTerm,
  encodeSearchTerm,
  filePathTo,
  parseFilePath,
  isUsaSection,
  parsePath,
  pathTo,
  searchTarget,
  slugify,
  translatePath,
  type Route,
} from '../../src/routes';

const examples: [Route, string][] = [
  [{ page: 'home' }, '/'],
  [{ page: 'about' }, '/about/'],
  [{ page: 'catalog' }, '/catalog/'],
  [{ page: 'contact' }, '/contact/'],
  [{ page: 'quote' }, '/quote/'], // the visitor's quote list
  [{ page: 'fabrication' }, '/fabrication/'],
  [{ page: 'faq' }, '/faq/'],
  [{ page: 'videos' }, '/videos/'],
  [{ page: 'visualizer' }, '/visualizer/'], // the room visualizer
  [{ page: 'projects' }, '/projects/'],
  [{ page: 'project', slug: 'hilton-lobby', id: 3 }, '/projects/detail/hilton-lobby/3/'],
  [{ page: 'search', term: 'beige marble' }, '/search/beige_marble/'],
  [{ page: 'category', slug: 'travertine', id: 2 }, '/product/travertine/2/'],
  [{ page: 'category', slug: 'marble', id: 1, pageNumber: 2 }, '/product/marble/1/page/2/'],
  [{ page: 'color', slug: 'beige', id: 4 }, '/product/color/beige/4/'],
  [{ page: 'area', slug: 'facede', id: 7 }, '/product/area/facede/7/'],
  [{ page: 'product', slug: 'silver-travertine', id: 948 }, '/product/detail/silver-travertine/948/'],
  [
    { page: 'filter', categoryId: 1, family: 'color', slug: 'white', id: 1 },
    '/product/filter/category/1/color/white/1/',
  ],
  [
    { page: 'filter', categoryId: 2, family: 'edge', slug: 'bullnose', id: 2 },
    '/product/filter/category/2/edge/bullnose/2/',
  ],
  [{ page: 'filter', categoryId: 2, family: 'finish', slug: 'honed' }, '/product/filter/category/2/finish/honed/'],
  [
    { page: 'filter', categoryId: 3, family: 'material', slug: 'limestone', id: 3 },
    '/product/filter/category/3/material/limestone/3/',
  ],
  [
    { page: 'filter', categoryId: 4, family: 'style', slug: 'modern', id: 2 },
    '/product/filter/category/4/style/modern/2/',
  ],
  [{ page: 'filter', categoryId: 5, family: 'type', slug: 'paver', id: 4 }, '/product/filter/category/5/type/paver/4/'],
  [{ page: 'usaAbout' }, '/usa/about/'],
  [{ page: 'usaContact' }, '/usa/contact/'],
  [{ page: 'usaFaq' }, '/usa/faq/'],
  [{ page: 'usaStock' }, '/usa/stock/'],
  [{ page: 'usaStockItem', id: 5001 }, '/usa/stock/product/detail/5001/'],
  [{ page: 'usaFilter', facet: 'area', id: 3, slug: 'bathroom' }, '/usa/filter/area/3/bathroom/'],
  [{ page: 'usaFilter', facet: 'category', slug: 'mosaics' }, '/usa/filter/category/mosaics/'],
  [{ page: 'usaFilter', facet: 'color', slug: 'grey' }, '/usa/filter/color/grey/'],
  [{ page: 'usaFilter', facet: 'mosaicSize', slug: '2x2' }, '/usa/filter/mosaic/size/2x2/'],
  [{ page: 'usaFilter', facet: 'size', slug: '12x24' }, '/usa/filter/size/12x24/'],
  [{ page: 'usaSearch', term: 'walnut' }, '/usa/search/walnut/'],
];

describe('pathTo / parsePath', () => {
  it.each(examples)('builds %j as %s in English', (route, path) => {
    expect(pathTo('en', route)).toBe(path);
  });

  it.each(langCodes.flatMap((lang) => examples.map(([route, path]) => [lang, route, path] as const)))(
    '%s: %j round-trips',
    (lang, route, englishPath) => {
      const path = pathTo(lang, route);
      expect(path).toBe(lang === 'en' ? englishPath : `/${lang}${englishPath}`);
      expect(parsePath(path)).toEqual({ lang, route });
    },
  );

  it('parses paths without trailing slash, with query and hash', () => {
    expect(parsePath('/fr/product/travertine/2?x=1#top')).toEqual({
      lang: 'fr',
      route: { page: 'category', slug: 'travertine', id: 2 },
    });
  });

  it('treats the generic /product/{name}/{id} form as a category listing of that id', () => {
    expect(parsePath('/product/anything/2/')).toEqual({
      lang: 'en',
      route: { page: 'category', slug: 'anything', id: 2 },
    });
    expect(parsePath('/ar/product/by-product/9/')).toEqual({
      lang: 'ar',
      route: { page: 'category', slug: 'by-product', id: 9 },
    });
  });

  it('rejects paths that are no route', () => {
    for (const bad of [
      '/nowhere/',
      '/product/',
      '/product/detail/x/',
      '/product/marble/abc/',
      '/product/marble/0/',
      '/usa/nothing/',
      '/product/marble/1/page/1/',
      '/de/about/',
    ]) {
      expect(parsePath(bad)).toBeNull();
    }
  });

  it('takes the language only from the first segment; anything else is English', () => {
    expect(parsePath('/about/')?.lang).toBe('en');
    expect(parsePath('/en/about/')).toBeNull();
    expect(parsePath('/ru/')).toEqual({ lang: 'ru', route: { page: 'home' } });
  });
});

describe('search terms', () => {
  it.each(['a/b', 'what?', '#1', '100%', 'a&b', '<script>', 'мрамор белый', 'رخام أبيض', '石材'])(
    'round-trips %s',
    (term) => {
      const path = pathTo('fr', { page: 'search', term });
      expect(path.split('/').length).toBe(5); // '', 'fr', 'search', term, ''
      expect(parsePath(path)).toEqual({ lang: 'fr', route: { page: 'search', term } });
    },
  );

  it('trims leading spaces, turns other spaces into underscores and caps at 100 characters', () => {
    expect(encodeSearchTerm('   white  marble ')).toBe('white__marble_');
    expect(decodeURIComponent(encodeSearchTerm('x'.repeat(500)))).toHaveLength(100);
  });

  it('keeps malformed escapes as typed', () => {
    expect(decodeSearchTerm('100%zz')).toBe('100%zz');
    expect(decodeSearchTerm('100%25')).toBe('100%'); // singly encoded by hand
  });

  it('keeps % and ~ out of reach of Gatsby decoding the path more than once', () => {
    for (const term of ['100%', '%41', '50%25', 'a%2Fb', '~25', 'a~b%']) {
      const segment = encodeSearchTerm(term);
      const twice = decodeURIComponent(decodeURIComponent(segment));
      expect(() => decodeURIComponent(twice)).not.toThrow();
      expect(decodeURIComponent(twice)).toBe(twice);
      expect(decodeSearchTerm(segment)).toBe(term);
    }
    expect(encodeSearchTerm('50% off')).toBe('50~25_off');
  });

  it('sends blank terms home, or to USA stock in the USA section', () => {
    for (const blank of ['', ' ', '   ', null, undefined]) {
      expect(searchTarget('en', blank, false)).toBe('/');
      expect(searchTarget('ar', blank, false)).toBe('/ar/');
      expect(searchTarget('es', blank, true)).toBe('/es/usa/stock/');
    }
    expect(searchTarget('ru', ' beige travertine', false)).toBe('/ru/search/beige_travertine/');
    expect(searchTarget('en', 'walnut', true)).toBe('/usa/search/walnut/');
  });
});

describe('sections and language switching', () => {
  it('recognises the USA section after the language prefix', () => {
    expect(isUsaSection('/usa/stock/')).toBe(true);
    expect(isUsaSection('/fr/usa/faq/')).toBe(true);
    expect(isUsaSection('/product/usa/2/')).toBe(false);
    expect(isUsaSection('/')).toBe(false);
  });

  it('translates a path into the same page in another language', () => {
    expect(translatePath('/fr/product/detail/silver-travertine/948/', 'ar')).toBe(
      '/ar/product/detail/silver-travertine/948/',
    );
    expect(translatePath('/ru/usa/stock/', 'en')).toBe('/usa/stock/');
    expect(translatePath('/404/', 'es')).toBe('/es/');
  });
});

describe('slugify', () => {
  it.each([
    ['Classic Light Travertine', 'classic-light-travertine'],
    ['Çanakkale Beyaz Mermer', 'canakkale-beyaz-mermer'],
    ['Dünya Işıklı Ağaç', 'dunya-isikli-agac'],
    ['Crème Brûlée — 30×60', 'creme-brulee-30-60'],
    ['Травертин Классик', 'travertin-klassik'],
    ['رخام', 'item'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('files beside the pages', () => {
  it('gives each language its own data sheet and company profile, English without a prefix', () => {
    expect(filePathTo('en', { file: 'datasheet', slug: 'botticino-classico-marble', id: 801 })).toBe(
      '/datasheets/botticino-classico-marble-801.pdf',
    );
    expect(filePathTo('ar', { file: 'datasheet', slug: 'botticino-classico-marble', id: 801 })).toBe(
      '/ar/datasheets/botticino-classico-marble-801.pdf',
    );
    expect(filePathTo('en', { file: 'companyProfile', path: '/company-profile.pdf' })).toBe('/company-profile.pdf');
    expect(filePathTo('ru', { file: 'companyProfile', path: '/company-profile.pdf' })).toBe('/ru/company-profile.pdf');
  });

  it('reads each address back for the PDF function, and nothing else', () => {
    const profile = '/company-profile.pdf';
    for (const lang of langCodes) {
      const sheet = { file: 'datasheet', slug: 'botticino-classico-marble', id: 801 } as const;
      expect(parseFilePath(filePathTo(lang, sheet), profile)).toEqual({ lang, route: sheet });
      const company = { file: 'companyProfile', path: profile } as const;
      expect(parseFilePath(filePathTo(lang, company), profile)).toEqual({ lang, route: company });
      const quoteList = { file: 'quoteList' } as const;
      expect(parseFilePath(`${filePathTo(lang, quoteList)}?l=p801~~1~m2~`, profile)).toEqual({
        lang,
        route: quoteList,
      });
    }
    for (const other of [
      '/datasheets/botticino-classico-marble-0801.pdf',
      '/datasheets/801.pdf',
      '/datasheets/Botticino-801.pdf',
      '/datasheets/a/b-801.pdf',
      '/datasheets/botticino-801.pdf.exe',
      '/en/datasheets/botticino-801.pdf',
      '/de/company-profile.pdf',
      '/fr/company-profile.PDF',
      '/en/quote-list.pdf',
      '/fr/quote-list.pdf/x',
    ])
      expect(parseFilePath(other, profile)).toBeNull();
  });
});
