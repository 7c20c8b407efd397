// Product listings: category, colour and area pages (paginated), plus the six filter families within each category.
// Each page gets the cards it shows in its context (product-cards.ts), so a product edit re-renders only its pages; a
// category's pages get every card of the category with its facets, which their filters choose from in the browser.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages, type LocalizedPageSpec } from '../page-context';
import { queryOrPanic } from './query';
import { productCard, productCardFields, type CatalogueProduct } from './product-cards';
import { facetsByFamily } from '../../catalogue/facets';
import { productFacets, productUses } from '../../catalogue/product-facets';
import type { RawTechnical } from '../../data/technical';
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
/** A product as the listings read it: its card, and the lab values its uses are worked out from. */
export type ListingProduct = CatalogueProduct & { technical?: RawTechnical | null };
export interface ListingData {
  allProduct: { nodes: ListingProduct[] };
  /** `application`: the stone type of the category's products (its usage table, data/categories.json). */
  allCategory: { nodes: (Facet & { application?: string | null })[] };
  allColor: { nodes: Facet[] };
  allArea: { nodes: Facet[] };
  allEdge: { nodes: Facet[] };
  allFinish: { nodes: Facet[] };
  allMaterial: { nodes: Facet[] };
  allStyle: { nodes: Facet[] };
  allProductType: { nodes: Facet[] };
}

const facetFields = 'nodes { jsonId slug }';
const measurement = '{ value unit standard lab tested }';
/** The lab values a product's uses rest on (src/data/claims.ts). */
const technicalFields = `technical {
  stone marbleClass density ${measurement} waterAbsorption ${measurement} compressiveStrength ${measurement}
  flexuralStrength ${measurement} abrasion ${measurement} frostResistance ${measurement}
  slipResistance { finish value unit standard lab tested }
}`;

export async function createListingPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<ListingData>(
    args,
    `{
      allProduct(sort: { jsonId: ASC }) { nodes { ${productCardFields} ${technicalFields} } }
      allCategory { nodes { jsonId slug application } } allColor { ${facetFields} } allArea { ${facetFields} }
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
  const applicationOf = new Map(data.allCategory.nodes.map((c) => [c.jsonId, c.application]));
  /** Each product's options per filter facet (the same in every language). */
  const facetsOfProduct = new Map(
    products.map((p) => [
      p.jsonId,
      productFacets(p, facetsOf, productUses(applicationOf.get(p.category), p.technical, p.finishes)),
    ]),
  );

  /**
   * The pages of a listing. `filterable` (category listings): every page carries every card of the listing with its
   * facets, and where its own cards start and end among them; its filters choose from all of them in the browser.
   */
  const paginate = (
    listed: CatalogueProduct[],
    route: (pageNumber: number) => Route,
    ids: Record<string, unknown>,
    filterable = false,
  ) => {
    const numPages = Math.max(1, Math.ceil(listed.length / listingPageSize));
    for (let pageNumber = 1; pageNumber <= numPages; pageNumber++) {
      const pageStart = (pageNumber - 1) * listingPageSize;
      const pageEnd = Math.min(listed.length, pageNumber * listingPageSize);
      specs.push({
        route: route(pageNumber),
        template: 'listing',
        // An empty listing is kept out of search engines and the sitemap.
        noindex: listed.length === 0,
        context: {
          ...ids,
          totalCount: listed.length,
          pageNumber,
          numPages,
          ...(filterable && { pageStart, pageEnd }),
        },
        contextFor: filterable
          ? (lang: Lang) => ({
              products: listed.map((p) => ({ ...productCard(p, lang), facets: facetsOfProduct.get(p.jsonId)! })),
            })
          : cardsOf(listed.slice(pageStart, pageEnd)),
      });
    }
  };

  for (const c of data.allCategory.nodes) {
    paginate(
      products.filter((p) => p.category === c.jsonId),
      (pageNumber) => ({ page: 'category', slug: c.slug, id: c.jsonId, pageNumber }),
      { listKind: 'category', categoryId: c.jsonId, availableFacets: facetsInCategory(c.jsonId) },
      true,
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
