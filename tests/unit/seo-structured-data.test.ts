// JSON-LD builders fed with the real data files, checked against the schema.org rules of src/seo/validate.ts.
import {
  breadcrumbList,
  faqPage,
  itemList,
  jsonLdScript,
  organization,
  product,
  videoObject,
  type JsonLdNode,
} from '../../src/seo/structured-data';
import { validateJsonLd, validateNode } from '../../src/seo/validate';
import { pathTo } from '../../src/routes';
import { readData, readContent, item } from '../e2e/site-data';
import { stockOn } from '../../src/usa/lots';

const siteUrl = 'https://stone.example';
const company = readData('company.json');
const team = readData('team.json').items as {
  name: string;
  job: Record<string, string>;
  email: string;
  whatsapp: string;
}[];
const p948 = readData('products/948.json');
const usa = readData('usa-stock/5001.json');
const valid = (node: JsonLdNode) => expect(validateNode(node)).toEqual([]);

describe('Organization', () => {
  const org = organization(siteUrl, '/fr/', {
    name: company.name,
    email: company.email,
    phone: company.phone,
    address: company.address.fr,
    foundingYear: company.since,
    socials: company.socials.map((s: { link: string }) => s.link),
    team: team.map((m) => ({ name: m.name, job: m.job.fr, email: m.email, whatsapp: m.whatsapp })),
  });

  it('is valid and has the company contact and one sales contact point per team member', () => {
    valid(org);
    const points = org.contactPoint as { contactType: string; email: string }[];
    expect(points.map((c) => c.email)).toEqual([company.email, ...team.map((m) => m.email)]);
    expect(points.slice(1).every((c) => c.contactType === 'sales')).toBe(true);
    expect(org.url).toBe(`${siteUrl}/fr/`);
  });
});

describe('Product', () => {
  const path = pathTo('en', { page: 'product', slug: p948.slug, id: 948 });
  it('catalogue product: valid, absolute URL and images', () => {
    const node = product(siteUrl, {
      name: p948.name.en,
      description: p948.description.en,
      sku: p948.code,
      path,
      images: ['/static/x/948-1.jpg'],
      brand: company.name,
    });
    valid(node);
    expect(node.url).toBe(`${siteUrl}${path}`);
    expect(node.image).toEqual([`${siteUrl}/static/x/948-1.jpg`]);
    expect(node.offers).toBeUndefined();
  });

  // Item 5001 on a day of its partial hold, after it; item 5027 (one lot, wholly held) during the hold, after it; and
  // loose boxes only.
  const item5027 = readData('usa-stock/5027.json');
  const loose: typeof usa = { ...usa, lots: [{ ...usa.lots[3] }] };
  it.each([
    ['5001 during its partial hold', usa, '2026-12-01', 'InStock', 8960],
    ['5001 after the hold', usa, '2026-12-23', 'InStock', 9600],
    ['5027 wholly held', item5027, '2026-12-01', 'OutOfStock', 0],
    ['5027 after the hold', item5027, '2026-12-19', 'InStock', 800],
    ['loose boxes only', loose, '2026-12-01', 'LimitedAvailability', 440],
  ])(
    'USA stock item (%s): valid Offer, price per sq ft in USD, availability and inventoryLevel from the lots',
    (_name, data, date, availability, level) => {
      const stock = stockOn(data.lots, { perBox: data.perBox, perCrate: data.perCrate }, date as string);
      const node = product(siteUrl, {
        name: data.name.en,
        description: data.description.en,
        sku: data.sku,
        path: pathTo('en', { page: 'usaStockItem', id: data.id }),
        images: [`/static/y/${data.id}-1.jpg`],
        brand: company.name,
        offer: {
          price: data.salePrice,
          currency: 'USD',
          availability: stock.availability,
          unitCode: 'FTK',
          inventoryLevel: stock.inventoryLevel,
        },
      });
      valid(node);
      const offer = node.offers as Record<string, unknown>;
      expect(offer.price).toBe(data.salePrice.toFixed(2));
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.availability).toBe(`https://schema.org/${availability}`);
      expect(offer.inventoryLevel).toEqual({ '@type': 'QuantitativeValue', value: level, unitCode: 'FTK' });
    },
  );
});

it('BreadcrumbList: valid, positions from 1, absolute item URLs', () => {
  const category = item('categories.json', 2);
  const node = breadcrumbList(siteUrl, [
    { name: 'Accueil', path: '/fr/' },
    { name: category.name.fr, path: pathTo('fr', { page: 'category', slug: category.slug, id: 2 }) },
    { name: p948.name.fr, path: pathTo('fr', { page: 'product', slug: p948.slug, id: 948 }) },
  ]);
  valid(node);
  expect((node.itemListElement as { position: number; item: string }[]).map((i) => [i.position, i.item])).toEqual([
    [1, `${siteUrl}/fr/`],
    [2, `${siteUrl}/fr/product/${category.slug}/2/`],
    [3, `${siteUrl}/fr/product/detail/${p948.slug}/948/`],
  ]);
});

it('FAQPage: every question of the USA FAQ with its answer', () => {
  const faq = (readData('faq.json').items as { id: number; group: string }[]).filter((q) => q.group === 'usa');
  const node = faqPage(
    faq.map((q) => readContent(`faq/${q.id}/es.md`)).map((c) => ({ question: c.data.title, answer: c.body })),
  );
  valid(node);
  expect((node.mainEntity as unknown[]).length).toBe(faq.length);
});

it('VideoObject: valid for every video', () => {
  for (const v of readData('videos.json').items as {
    name: Record<string, string>;
    url: string;
    uploadDate: string;
  }[]) {
    valid(
      videoObject(siteUrl, {
        name: v.name.ru,
        description: v.name.ru,
        embedUrl: v.url,
        thumbnail: '/static/p.jpg',
        uploadDate: v.uploadDate,
      }),
    );
  }
});

it('ItemList: valid, numbered, absolute URLs', () => {
  const node = itemList(siteUrl, 'Travertine', [
    { name: 'A', path: '/product/detail/a/1/' },
    { name: 'B', path: '/product/detail/b/2/' },
  ]);
  valid(node);
  expect(node.numberOfItems).toBe(2);
});

describe('the checker fails on what a search engine would reject', () => {
  const offer = { '@type': 'Offer', price: '3.89', priceCurrency: 'USD', availability: 'https://schema.org/InStock' };
  it.each<[string, JsonLdNode, RegExp]>([
    ['missing required property', { '@type': 'Product', description: 'x' }, /Product\.name: is required/],
    ['misspelt property', { '@type': 'Product', name: 'x', prise: 3 }, /prise: is not a Product property/],
    ['relative URL', { '@type': 'Product', name: 'x', url: '/product/' }, /url: must be an absolute URL/],
    [
      'bad availability',
      { '@type': 'Product', name: 'x', offers: { ...offer, availability: 'in stock' } },
      /availability/,
    ],
    ['bad currency', { '@type': 'Product', name: 'x', offers: { ...offer, priceCurrency: '$' } }, /ISO 4217/],
    ['wrong nested type', { '@type': 'FAQPage', mainEntity: [{ '@type': 'Answer', text: 'x' }] }, /must be Question/],
    [
      'unnumbered list',
      { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 2, url: 'https://a.b/' }] },
      /position: must be 1/,
    ],
    ['video without thumbnail', { '@type': 'VideoObject', name: 'x', description: 'y' }, /thumbnailUrl: is required/],
    ['unknown type', { '@type': 'Prodcut', name: 'x' }, /unknown type/],
  ])('%s', (_, node, message) => {
    expect(validateNode(node).join('\n')).toMatch(message);
  });
});

it('the script text is valid JSON-LD and cannot close its script element', () => {
  const text = jsonLdScript([faqPage([{ question: 'a</script><script>alert(1)</script>', answer: 'b' }])]);
  expect(text).not.toContain('</script>');
  expect(validateJsonLd(text)).toEqual({ types: ['FAQPage'], problems: [] });
  expect(JSON.parse(text)['@graph'][0].mainEntity[0].name).toContain('</script>');
});
