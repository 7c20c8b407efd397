// A one-product edit re-renders only the pages that show that product. Gatsby re-runs a page when its
// context changes or when a node its query read changes; a query over a product connection (allProduct) reads every
// product. So: (1) no template queries a product connection except the search pages, (2) listing, filter and detail
// pages carry the cards they show in their context, and editing one product changes exactly the contexts of the
// pages showing it, in the edited language.
import fs from 'fs';
import path from 'path';
import { listingPageSize, listingPageSpecs, type ListingData } from '../../src/node/pages/listing-pages';
import { productPageSpecs } from '../../src/node/pages/detail-pages';
import type { CatalogueProduct } from '../../src/node/pages/product-cards';
import { localizedPages, type LocalizedPageSpec } from '../../src/node/page-context';
import { pathTo, filterFamilies, type Route } from '../../src/routes';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { scaledProducts } from '../../scripts/bench-build-lib';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
const facets = (file: string) =>
  (readJson(file).items as { id: number; slug: string }[]).map((f) => ({ jsonId: f.id, slug: f.slug }));

/** The products as page creation's GraphQL query returns them (the image stands in for sharp's output), `scale` × the sample. */
function catalogue(scale = 1): CatalogueProduct[] {
  const sample: Parameters<typeof scaledProducts>[0] = fs
    .readdirSync(path.join(dataDir, 'products'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson(path.join('products', f)));
  return [...sample, ...scaledProducts(sample, scale)]
    .map((p) => p as Record<string, any>) // eslint-disable-line @typescript-eslint/no-explicit-any -- product JSON read loosely, as the data layer does
    .map((p) => ({
      jsonId: p.id,
      slug: p.slug,
      code: p.code,
      category: p.category,
      colors: p.colors ?? [],
      areas: p.areas ?? [],
      edges: p.edges ?? [],
      finishes: p.finishes ?? [],
      materials: p.materials ?? [],
      styles: p.styles ?? [],
      types: p.types ?? [],
      name: p.name,
      cardImage: {
        gatsbyImageData: {
          layout: 'constrained',
          width: 320,
          height: 240,
          images: { fallback: { src: `/${p.images?.[0]}` } },
        },
      },
    }));
}

const listingData = (products: CatalogueProduct[]): ListingData => ({
  allProduct: { nodes: products },
  allCategory: { nodes: facets('categories.json') },
  allColor: { nodes: facets('colors.json') },
  allArea: { nodes: facets('areas.json') },
  allEdge: { nodes: facets('edges.json') },
  allFinish: { nodes: facets('finishes.json') },
  allMaterial: { nodes: facets('materials.json') },
  allStyle: { nodes: facets('styles.json') },
  allProductType: { nodes: facets('types.json') },
});
const applications = new Map(
  (readJson('categories.json').items as { id: number; application?: string }[]).map((c) => [
    c.id,
    c.application ?? null,
  ]),
);

/** Every listing, filter and product page by path, with its context as Gatsby compares it. */
function pages(products: CatalogueProduct[]): Map<string, string> {
  const specs: LocalizedPageSpec[] = [
    ...listingPageSpecs(listingData(products)),
    ...productPageSpecs(products, applications),
  ];
  return new Map(specs.flatMap(localizedPages).map((p) => [p.path, JSON.stringify(p.context)]));
}

function changedPages(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}

describe.each([1, 10])(
  'a one-product edit in a catalogue %i× the sample re-renders only the pages showing that product',
  (scale) => {
    const products = catalogue(scale);
    const edited = products.find((p) => p.jsonId === 948)!;
    const withEdit = (change: (p: CatalogueProduct) => CatalogueProduct) =>
      products.map((p) => (p.jsonId === edited.jsonId ? change(p) : p));

    /** Where the edited product appears, worked out from its own data: the listing page it falls on, every filter of its category it matches. */
    function pagesShowing(lang: Lang): string[] {
      const sorted = [...products].sort((a, b) => a.jsonId - b.jsonId);
      const pageOf = (inList: (p: CatalogueProduct) => boolean) =>
        Math.floor(sorted.filter(inList).findIndex((p) => p.jsonId === edited.jsonId) / listingPageSize) + 1;
      const listingRoute = (
        page: 'category' | 'color' | 'area',
        id: number,
        slug: string,
        pageNumber: number,
      ): Route => ({ page, slug, id, pageNumber });
      const routes: Route[] = [];
      // Every page of its category: each carries the category's cards, which its filters choose from.
      const category = facets('categories.json').find((c) => c.jsonId === edited.category)!;
      const categoryPages = Math.ceil(sorted.filter((p) => p.category === edited.category).length / listingPageSize);
      for (let n = 1; n <= categoryPages; n++) routes.push(listingRoute('category', category.jsonId, category.slug, n));
      for (const color of facets('colors.json').filter((c) => edited.colors.includes(c.jsonId)))
        routes.push(
          listingRoute(
            'color',
            color.jsonId,
            color.slug,
            pageOf((p) => p.colors.includes(color.jsonId)),
          ),
        );
      for (const area of facets('areas.json').filter((a) => edited.areas.includes(a.jsonId)))
        routes.push(
          listingRoute(
            'area',
            area.jsonId,
            area.slug,
            pageOf((p) => p.areas.includes(area.jsonId)),
          ),
        );
      const files = {
        color: 'colors.json',
        edge: 'edges.json',
        finish: 'finishes.json',
        material: 'materials.json',
        style: 'styles.json',
        type: 'types.json',
      } as const;
      const values = {
        color: edited.colors,
        edge: edited.edges,
        finish: edited.finishes,
        material: edited.materials,
        style: edited.styles,
        type: edited.types,
      };
      for (const family of filterFamilies) {
        for (const f of facets(files[family])) {
          if (
            family === 'finish' ? edited.finishes.includes(f.slug) : (values[family] as number[]).includes(f.jsonId)
          ) {
            routes.push(
              family === 'finish'
                ? { page: 'filter', categoryId: edited.category, family, slug: f.slug }
                : { page: 'filter', categoryId: edited.category, family, slug: f.slug, id: f.jsonId },
            );
          }
        }
      }
      // Product pages that show it among their similar products (same category, ranked by shared colours and areas).
      const similarOn = productPageSpecs(products, applications).filter((s) =>
        JSON.stringify(s.contextFor?.(lang)).includes(`"id":${edited.jsonId},`),
      );
      return [...routes.map((r) => pathTo(lang, r)), ...similarOn.map((s) => pathTo(lang, s.route))].sort();
    }

    const before = pages(products);

    test('a French name: the French listing, filter and similar-product pages that show it, nothing else', () => {
      const after = pages(withEdit((p) => ({ ...p, name: { ...p.name, fr: `${p.name.fr} (modifié)` } })));
      const changed = changedPages(before, after);
      const expected = pagesShowing('fr');
      expect(expected.length).toBeGreaterThan(10); // its category, colours, areas, filters and similar products
      expect(changed).toEqual(expected);
      // Of 4,110 listing, filter and product pages at ×1 (13,150 at ×10): 31 (85 at ×10, its category's 12 pages among them).
      expect(changed.length).toBeLessThan(100);
      expect(before.size).toBeGreaterThan(4000 * (scale === 1 ? 1 : 3));
    });

    test('a new photo changes those pages in every language', () => {
      const after = pages(
        withEdit((p) => ({
          ...p,
          cardImage: {
            gatsbyImageData: {
              layout: 'constrained',
              width: 320,
              height: 240,
              images: { fallback: { src: '/new.jpg' } },
            },
          },
        })),
      );
      expect(changedPages(before, after)).toEqual(langCodes.flatMap(pagesShowing).sort());
    });

    test('a text the cards do not show (the description) changes no page context', () => {
      const after = pages(withEdit((p) => ({ ...p, description: 'changed' }) as CatalogueProduct));
      expect(changedPages(before, after)).toEqual([]);
    });

    test('moving it to another colour changes the colour listings it leaves and joins (and the pages after it)', () => {
      const newColor = facets('colors.json').find((c) => !edited.colors.includes(c.jsonId))!;
      const changed = changedPages(before, pages(withEdit((p) => ({ ...p, colors: [...p.colors, newColor.jsonId] }))));
      expect(changed).toContain(pathTo('en', { page: 'color', slug: newColor.slug, id: newColor.jsonId }));
      expect(
        changed.every(
          (p) => /\/product\/(color|filter|detail)\//.test(p) || /\/product\/[a-z-]+\/\d+\/(page\/\d+\/)?$/.test(p),
        ),
      ).toBe(true);
    });
  },
);

describe('templates read products from their context, not from a product connection', () => {
  const templates = fs.readdirSync(path.join(root, 'src', 'templates')).filter((f) => f.endsWith('.tsx'));
  test.each(templates)('%s', (file) => {
    const source = fs.readFileSync(path.join(root, 'src', 'templates', file), 'utf8');
    const query = source.slice(source.indexOf('graphql`'));
    // A connection over Product is re-run by Gatsby for any product edit.
    expect(query.includes('graphql`') ? /\ballProduct\s*[({]/.test(query) : false).toBe(false);
  });
});
