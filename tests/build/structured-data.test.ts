// The JSON-LD of one built page per family against the fields Google requires for its search features (product
// snippets and merchant listings, breadcrumbs, videos, FAQ, carousels, organization logo), read from public/ after
// `npm run build`. A field that goes missing from a template fails here, naming the page and the field.
import fs from 'fs';
import path from 'path';
import { pathTo, type Route } from '../../src/routes';
import { validateJsonLd } from '../../src/seo/validate';
import type { Lang } from '../../src/i18n/languages';
import { stockOn, warehouseDate } from '../../src/usa/lots';

const root = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, 'data', file), 'utf8'));
type Node = Record<string, unknown> & { '@type': string };

function graphOf(lang: Lang, route: Route): { page: string; nodes: Node[]; problems: string[] } {
  const page = pathTo(lang, route);
  const html = fs.readFileSync(path.join(root, 'public', ...page.split('/').filter(Boolean), 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect({ page, jsonLdScripts: scripts.length }).toEqual({ page, jsonLdScripts: 1 });
  const json = scripts[0][1];
  return { page, nodes: JSON.parse(json)['@graph'], problems: validateJsonLd(json).problems };
}

/** The first node of a type, failing with the page's name when there is none. */
function nodeOf(g: { page: string; nodes: Node[] }, type: string): Node {
  const node = g.nodes.find((n) => n['@type'] === type);
  expect({ page: g.page, type, present: !!node }).toEqual({ page: g.page, type, present: true });
  return node!;
}

/** The dotted paths that are absent or empty, e.g. ["offers.priceCurrency"]. */
function missing(node: unknown, fields: string[]): string[] {
  return fields.filter((field) => {
    const value = field
      .split('.')
      .reduce<unknown>(
        (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
        node,
      );
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

const breadcrumbOk = (g: { page: string; nodes: Node[] }) => {
  const items = nodeOf(g, 'BreadcrumbList').itemListElement as Node[];
  expect(items.length).toBeGreaterThan(1);
  expect(items.flatMap((item, i) => missing(item, ['position', 'name', 'item']).map((f) => `${i}.${f}`))).toEqual([]);
};

const product = readJson('products/801.json');
const usaInStock = readJson('usa-stock/5001.json');
const usaOutOfStock = readJson('usa-stock/5016.json');

describe.each<Lang>(['en', 'ar'])('JSON-LD in %s', (lang) => {
  it('catalogue product: a Product with its test values, and no invented offer', () => {
    const g = graphOf(lang, { page: 'product', slug: product.slug, id: product.id });
    expect(g.problems).toEqual([]);
    const p = nodeOf(g, 'Product');
    expect(missing(p, ['name', 'image', 'description', 'sku', 'brand.name', 'url'])).toEqual([]);
    // The catalogue has no sale price: Google shows a plain result, never a made-up price.
    expect(p.offers).toBeUndefined();
    const props = p.additionalProperty as Node[];
    expect(props.length).toBeGreaterThanOrEqual(5);
    for (const prop of props) expect(missing(prop, ['name', 'value', 'unitCode'])).toEqual([]);
    expect(props.map((x) => x.measurementTechnique)).toContain(product.technical.density.standard);
    breadcrumbOk(g);
  });

  it('USA stock item: a merchant listing with price per square foot, availability and inventory level from its lots', () => {
    for (const item of [usaInStock, usaOutOfStock]) {
      // As the build computed it from the lots (src/node/nodes.ts), on the warehouse's date.
      const stock = stockOn(item.lots, item, warehouseDate(new Date()));
      const g = graphOf(lang, { page: 'usaStockItem', id: item.id });
      expect(g.problems).toEqual([]);
      const p = nodeOf(g, 'Product');
      expect(missing(p, ['name', 'image', 'offers.price', 'offers.priceCurrency', 'offers.availability'])).toEqual([]);
      const offers = p.offers as Node;
      expect(offers.priceCurrency).toBe('USD');
      expect(Number(offers.price)).toBe(item.salePrice);
      expect(offers.availability).toBe(`https://schema.org/${stock.availability}`);
      expect(offers.inventoryLevel).toEqual({
        '@type': 'QuantitativeValue',
        value: stock.inventoryLevel,
        unitCode: 'FTK',
      });
      expect((offers.priceSpecification as Node).unitCode).toBe('FTK');
      breadcrumbOk(g);
    }
    expect(
      [usaInStock, usaOutOfStock].map((item) => stockOn(item.lots, item, warehouseDate(new Date())).availability),
    ).toEqual(['InStock', 'OutOfStock']);
  });

  it('videos: every VideoObject has name, thumbnail and upload date', () => {
    const g = graphOf(lang, { page: 'videos' });
    expect(g.problems).toEqual([]);
    const videos = g.nodes.filter((n) => n['@type'] === 'VideoObject');
    expect(videos.length).toBe(readJson('videos.json').items.length);
    for (const v of videos) expect(missing(v, ['name', 'thumbnailUrl', 'uploadDate', 'description'])).toEqual([]);
  });

  it('FAQ: every question has its answer', () => {
    const g = graphOf(lang, { page: 'faq' });
    expect(g.problems).toEqual([]);
    const questions = nodeOf(g, 'FAQPage').mainEntity as Node[];
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(missing(q, ['name', 'acceptedAnswer.text'])).toEqual([]);
  });

  it('category listing and USA stock: breadcrumbs and a carousel ItemList with URLs', () => {
    const category = readJson('categories.json').items[0];
    for (const route of [{ page: 'category', slug: category.slug, id: category.id }, { page: 'usaStock' }] as Route[]) {
      const g = graphOf(lang, route);
      expect(g.problems).toEqual([]);
      const list = nodeOf(g, 'ItemList').itemListElement as Node[];
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) expect(missing(entry, ['position', 'url'])).toEqual([]);
    }
  });

  it('project: breadcrumbs', () => {
    const project = fs.readdirSync(path.join(root, 'data', 'projects')).sort()[0];
    const p = readJson(`projects/${project}`);
    const g = graphOf(lang, { page: 'project', slug: p.slug, id: p.id });
    expect(g.problems).toEqual([]);
    breadcrumbOk(g);
  });

  it('home: the Organization with its logo and address', () => {
    const g = graphOf(lang, { page: 'home' });
    expect(g.problems).toEqual([]);
    expect(missing(nodeOf(g, 'Organization'), ['name', 'url', 'logo', 'address.streetAddress'])).toEqual([]);
  });
});
