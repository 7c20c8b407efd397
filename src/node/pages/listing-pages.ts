// Product listings: category, colour and area pages (paginated), plus the six filter families within each category.
// Each page gets the cards it shows in its context (product-cards.ts), so a product edit re-renders only its pages.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages, type LocalizedPageSpec } from '../page-context';
import { queryOrPanic } from './query';
import { productCard, productCardFields, type CatalogueProduct } from './product-cards';
import { facetsByFamily } from '../../catalogue/facets';
import { filterFamilies, type FilterFamily, type Route } from '../../routes';
import type { Lang } from '../../i18n/languages';

/** Products per listing page; longer listings paginate with crawlable links. */
export const listingPageSize = 24;

interface Facet {
  jsonId: number;
  slug: string;
}
type ProductFacets = Pick<
  CatalogueProduct,
  'category' | 'colors' | 'areas' | 'edges' | 'finishes' | 'materials' | 'styles' | 'types'
>;
export interface ListingData {
  allProduct: { nodes: CatalogueProduct[] };
  allCategory: { nodes: Facet[] };
  allColor: { nodes: Facet[] };
  allArea: { nodes: Facet[] };
  allEdge: { nodes: Facet[] };
  allFinish: { nodes: Facet[] };
  allMaterial: { nodes: Facet[] };
  allStyle: { nodes: Facet[] };
  allProductType: { nodes: Facet[] };
}

const facetFields = 'nodes { jsonId slug }';

export async function createListingPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<ListingData>(
    args,
    `{
      allProduct(sort: { jsonId: ASC }) { nodes { ${productCardFields} } }
      allCategory { ${facetFields} } allColor { ${facetFields} } allArea { ${facetFields} }
      allEdge { ${facetFields} } allFinish { ${facetFields} } allMaterial { ${facetFields} }
      allStyle { ${facetFields} } allProductType { ${facetFields} }
    }`,
    'listing data',
  );
  for (const spec of listingPageSpecs(data)) createLocalizedPages(args.actions, spec);
}

/** Every listing and filter page, each with the cards it shows (products in id order, `listingPageSize` a page). */
export function listingPageSpecs(data: ListingData): LocalizedPageSpec[] {
  const products = [...data.allProduct.nodes].sort((a, b) => a.jsonId - b.jsonId);
  const specs: LocalizedPageSpec[] = [];
  const facetsOf = facetsByFamily(data);

  const valuesOf = (p: ProductFacets, family: FilterFamily): (number | string)[] =>
    ({ color: p.colors, edge: p.edges, finish: p.finishes, material: p.materials, style: p.styles, type: p.types })[
      family
    ];
  /** Slugs of the facets of each family that at least one product of the category has: the filter links worth showing. */
  const facetsInCategory = (categoryId: number): Record<FilterFamily, string[]> => {
    const inCategory = products.filter((p) => p.category === categoryId);
    const present = (family: FilterFamily, facets: readonly Facet[]) =>
      facets
        .filter((f) => inCategory.some((p) => valuesOf(p, family).includes(family === 'finish' ? f.slug : f.jsonId)))
        .map((f) => f.slug);
    return Object.fromEntries(filterFamilies.map((family) => [family, present(family, facetsOf[family])])) as Record<
      FilterFamily,
      string[]
    >;
  };

  /** The cards a page shows, in the page's language. */
  const cardsOf = (items: CatalogueProduct[]) => (lang: Lang) => ({ products: items.map((p) => productCard(p, lang)) });

  const paginate = (listed: CatalogueProduct[], route: (pageNumber: number) => Route, ids: Record<string, unknown>) => {
    const numPages = Math.max(1, Math.ceil(listed.length / listingPageSize));
    for (let pageNumber = 1; pageNumber <= numPages; pageNumber++) {
      specs.push({
        route: route(pageNumber),
        template: 'listing',
        // An empty listing is kept out of search engines and the sitemap.
        noindex: listed.length === 0,
        context: { ...ids, totalCount: listed.length, pageNumber, numPages },
        contextFor: cardsOf(listed.slice((pageNumber - 1) * listingPageSize, pageNumber * listingPageSize)),
      });
    }
  };

  for (const c of data.allCategory.nodes) {
    paginate(
      products.filter((p) => p.category === c.jsonId),
      (pageNumber) => ({ page: 'category', slug: c.slug, id: c.jsonId, pageNumber }),
      { listKind: 'category', categoryId: c.jsonId, availableFacets: facetsInCategory(c.jsonId) },
    );
  }
  for (const c of data.allColor.nodes) {
    paginate(
      products.filter((p) => p.colors.includes(c.jsonId)),
      (pageNumber) => ({ page: 'color', slug: c.slug, id: c.jsonId, pageNumber }),
      {
        listKind: 'color',
        colorId: c.jsonId,
      },
    );
  }
  for (const a of data.allArea.nodes) {
    paginate(
      products.filter((p) => p.areas.includes(a.jsonId)),
      (pageNumber) => ({ page: 'area', slug: a.slug, id: a.jsonId, pageNumber }),
      {
        listKind: 'area',
        areaId: a.jsonId,
      },
    );
  }

  for (const c of data.allCategory.nodes) {
    const availableFacets = facetsInCategory(c.jsonId);
    for (const family of filterFamilies) {
      for (const facet of facetsOf[family]) {
        const route: Route =
          family === 'finish'
            ? { page: 'filter', categoryId: c.jsonId, family, slug: facet.slug }
            : { page: 'filter', categoryId: c.jsonId, family, slug: facet.slug, id: facet.jsonId };
        const value = family === 'finish' ? facet.slug : facet.jsonId;
        // A filter page lists all its products on one page.
        const listed = products.filter((p) => p.category === c.jsonId && valuesOf(p, family).includes(value));
        specs.push({
          route,
          template: 'listing',
          noindex: listed.length === 0,
          context: {
            listKind: 'filter',
            categoryId: c.jsonId,
            availableFacets,
            filterFamily: family,
            [`${family}Id`]: facet.jsonId,
            totalCount: listed.length,
            pageNumber: 1,
            numPages: 1,
          },
          contextFor: cardsOf(listed),
        });
      }
    }
  }
  return specs;
}
