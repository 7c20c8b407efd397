// The CMS live preview (src/cms/preview/): each kind of entry renders with the site's own view from an entry whose
// optional fields are missing, without throwing; a text the previewed language lacks shows the English one, marked
// (data-missing) and listed above the page; Arabic is right to left. Rendered to a string with the same module
// replacements as the preview bundle (src/cms/preview/aliases.ts).
import fs from 'fs';
import path from 'path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { moduleShims, packageShims } from '../../src/cms/preview/aliases';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
for (const [name, shim] of Object.entries(packageShims(root))) jest.doMock(name, () => jest.requireActual(shim));
for (const [file, shim] of Object.entries(moduleShims(root))) jest.doMock(file, () => jest.requireActual(shim));

type Templates = typeof import('../../src/cms/preview/templates');
type Related = typeof import('../../src/cms/preview/related');
type Language = typeof import('../../src/cms/preview/language');
type Images = typeof import('../../src/cms/preview/images');
type Frame = typeof import('../../src/cms/preview/PreviewFrame');
let templates: Templates;
let related: Related;
let language: Language;
let images: Images;
let frame: Frame;

const readJson = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, rel), 'utf8')) as Record<string, unknown>;
const config = () =>
  (jest.requireActual('../../src/cms/config') as typeof import('../../src/cms/config')).buildCmsConfig(dataDir);

beforeAll(async () => {
  templates = await import('../../src/cms/preview/templates');
  related = await import('../../src/cms/preview/related');
  language = await import('../../src/cms/preview/language');
  images = await import('../../src/cms/preview/images');
  frame = await import('../../src/cms/preview/PreviewFrame');
  // The other entries a page names things from, as the CMS would load them.
  for (const f of ['categories', 'colors', 'areas', 'edges', 'finishes', 'materials', 'styles', 'types'])
    related.setRelated('catalogue', f, readJson(`${f}.json`));
  for (const f of ['company', 'usa', 'fabrication', 'faq']) related.setRelated('site', f, readJson(`${f}.json`));
  images.setPhotoManifest({
    'generated/products/948-1.jpg': { src: '/static/photos/abc-948-1.jpg', width: 1600, height: 1200 },
  });
});

/** The fields of a collection (or of a files collection's file) as the CMS config gives them to the preview. */
function fieldsOf(collection: string, file?: string) {
  const c = config().collections.find((x) => x.name === collection)!;
  const fields = file
    ? (c.files as { name: string; fields: unknown }[]).find((f) => f.name === file)!.fields
    : c.fields;
  return JSON.parse(JSON.stringify(fields)) as import('../../src/cms/preview/text').PreviewField[];
}

function render(
  template: string,
  entry: { collection: string; slug: string; path: string; data: Record<string, unknown>; file?: string },
  lang: 'en' | 'fr' | 'es' | 'ru' | 'ar' = 'en',
): string {
  language.choosePreviewLanguage(lang);
  const Preview = templates.previewTemplates()[template];
  expect(Preview).toBeDefined();
  const input = {
    ...entry,
    fields: fieldsOf(entry.collection, entry.file),
    getAsset: (p: string) => ({ url: `blob:asset/${p}`, path: p }),
    fieldAt: () => undefined,
  };
  return renderToStaticMarkup(React.createElement(Preview as React.FC<{ input: typeof input }>, { input }));
}

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';

describe('product preview', () => {
  const sparse = {
    $schema: '../schemas/product.schema.json',
    id: 961,
    code: 'TRV-961',
    slug: 'test-stone',
    category: 2,
    name: { en: 'Test Stone' },
    description: { en: 'A stone.', fr: '' },
    stoneType: { en: 'Travertine' },
    country: { en: 'Turkey' },
    variation: { var_1: 'MEDIUM', var_2: 'MEDIUM' },
  };

  it('renders an entry without photos, sizes, price, test values or filters, in French with the English stand-ins marked', () => {
    const html = render(
      'products',
      { collection: 'products', slug: '961', path: 'data/products/961.json', data: sparse },
      'fr',
    );
    expect(h1(html)).toBe('<span lang="en" data-missing="fr">Test Stone</span>');
    expect(html).toContain('<span lang="en" data-missing="fr">A stone.</span>');
    expect(html).toMatch(/Missing in French<\/strong>[^<]*:\s*Name, Description, Stone Type, Country/);
    // The page's own parts, translated: the French UI texts around the English stand-ins.
    expect(html).toContain('class="product-detail catalogue-page"');
    expect(html).toMatch(/<div class="cms-preview" lang="fr" dir="ltr"/);
  });

  it('renders product 948 in Arabic, right to left, with its photo, usage table and the units switch', () => {
    const data = readJson('products/948.json');
    const html = render(
      'products',
      { collection: 'products', slug: '948', path: 'data/products/948.json', data },
      'ar',
    );
    expect(h1(html)).toBe((data.name as Record<string, string>).ar);
    expect(html).toMatch(/<div class="cms-preview" lang="ar" dir="rtl"/);
    expect(html).not.toContain('data-missing');
    expect(html).toContain('src="/.netlify/images?url=/static/photos/abc-948-1.jpg&amp;w=800&amp;h=600');
    // Photo's sizer, as the pages draw it: the photo's box has its size before the photo arrives (not 0 × 0).
    expect(html).toContain('%3Csvg%20height=&#x27;600&#x27;%20width=&#x27;800&#x27;');
    expect(html).toContain('class="unit-switch"');
    expect(html).toContain('class="usage-table"');
    expect(html).toContain('ترافرتين'); // the category's name from categories.json, in Arabic
  });
});

describe('USA stock preview', () => {
  const sparse = {
    id: 5099,
    sku: 'US-TEST-1',
    slug: 'test-item',
    category: 2,
    name: { en: 'Test Tile', es: 'Baldosa' },
    salePrice: 3.5,
    inStock: true,
    sqftAvailable: 100,
    surface: 'honed',
    edge: 1,
    perBox: { pieces: 5, sqft: 10 },
    perCrate: { boxes: 10, sqft: 100 },
    size: '12x24',
  };
  const entry = { collection: 'usa-stock', slug: '5099', path: 'data/usa-stock/5099.json', data: sparse };

  it('renders without description, photos, thickness, hashtags or product, marking French texts missing', () => {
    const html = render('usa-stock', entry, 'fr');
    expect(h1(html)).toBe('<span lang="en" data-missing="fr">Test Tile</span>');
    expect(html).toMatch(/Missing in French/);
  });

  it('shows Russian pages the English texts by the site rule, not as missing', () => {
    const html = render('usa-stock', entry, 'ru');
    expect(html).toMatch(/<h1 lang="en">Test Tile<\/h1>/);
    expect(html).not.toContain('data-missing="ru"');
    expect(html).not.toMatch(/Missing in Russian/);
    // An English text the entry lacks is missing everywhere: an empty mark where it would stand, and listed.
    expect(html).toContain('<p lang="en"><span data-missing="en"></span></p>');
    expect(html).toMatch(/Required, still empty<\/strong>[^<]*: Description, Color/);
  });
});

describe('project preview', () => {
  it('renders a project without photos or link, and without its story loaded', () => {
    const data = { id: 99, slug: 'test', name: { en: 'Lobby' }, country: { en: 'Spain', ar: 'إسبانيا' }, photos: [] };
    const html = render('projects', { collection: 'projects', slug: '99', path: 'data/projects/99.json', data }, 'ar');
    expect(h1(html)).toBe('<span lang="en" data-missing="ar">Lobby</span>');
    expect(html).toContain('إسبانيا');
    expect(html).toMatch(/Missing in Arabic<\/strong>[^<]*: Name\./);
    // The story is another file: without it the page says so above it instead of failing.
    expect(html).toContain('Not shown: content-projects/99/ar could not be loaded');
  });

  it('renders a project story from its Markdown, with the project from the repository', () => {
    related.setRelated('projects', '1', readJson('projects/1.json'));
    const html = render('content-projects', {
      collection: 'content-projects',
      slug: '1/fr',
      path: 'data/content/projects/1/fr.md',
      data: { body: 'Un **hall** en [travertin](/product/travertine/2).' },
    });
    expect(h1(html)).toBe('Hall du Hilton Garden Inn, Dubaï');
    expect(html).toContain('<strong>hall</strong> en <a href="/fr/product/travertine/2/">travertin</a>');
    expect(html).toMatch(/Required, still empty<\/strong>[^<]*: Description/);
  });
});

describe('Markdown page previews', () => {
  const page = (name: string, lang: string, data: Record<string, unknown>) =>
    render(`${name}-${lang}`, {
      collection: 'pages',
      file: `${name}-${lang}`,
      slug: `${name}-${lang}`,
      path: `data/content/${name}/${lang}.md`,
      data,
    });

  it.each(['about', 'usa-about', 'fabrication', 'privacy'])(
    '%s renders with an empty text and no description',
    (name) => {
      const html = page(name, 'ar', { title: 'عنوان' });
      expect(h1(html)).toBe('عنوان');
      expect(html).toMatch(/<div class="cms-preview" lang="ar" dir="rtl"/);
      expect(html).toMatch(/Required, still empty<\/strong>[^<]*: Description, Text/);
      // The other languages are the page's other files, each opened in a fresh load of the editor.
      expect(html).toContain(`href="?file=${name}-en#/collections/pages/entries/${name}-en"`);
    },
  );

  it('marks the company texts the page shows beside the Markdown when they lack the language', () => {
    const company = readJson('company.json');
    related.setRelated('site', 'company', { ...company, mission: { en: 'Our mission.' } });
    const html = page('about', 'fr', { title: 'À propos', description: 'd', body: '## Notre pierre' });
    expect(html).toContain('<h2>Notre pierre</h2>');
    expect(html).toContain('<span lang="en" data-missing="fr">Our mission.</span>');
    related.setRelated('site', 'company', company);
  });

  it('renders an FAQ answer with its question', () => {
    const html = render('content-faq', {
      collection: 'content-faq',
      slug: '3/es',
      path: 'data/content/faq/3/es.md',
      data: { title: '¿Pregunta?', body: '' },
    });
    expect(html).toContain('<h2>¿Pregunta?</h2>');
    expect(html).toContain('href="?file=3%2Fru#/collections/content-faq/entries/3/ru"');
  });
});

describe('when the page cannot be shown', () => {
  it('the frame keeps the title and says what failed instead of going blank, and tries again on the next change', () => {
    const { PreviewBoundary } = frame;
    const fallback = (e: Error) => React.createElement('p', null, `failed: ${e.message}`);
    const state = PreviewBoundary.getDerivedStateFromError(new RangeError('Invalid currency code : US'));
    const boundary = new PreviewBoundary({ attempt: 1, fallback, children: 'page' });
    boundary.state = { ...boundary.state, ...state };
    expect(renderToStaticMarkup(boundary.render() as React.ReactElement)).toBe(
      '<p>failed: Invalid currency code : US</p>',
    );
    expect(
      PreviewBoundary.getDerivedStateFromProps({ attempt: 2, fallback, children: 'page' }, boundary.state),
    ).toEqual({
      error: null,
      attempt: 2,
    });
  });
});
