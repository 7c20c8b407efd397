// Product listings: category, colour and area pages (paginated), plus the six filter families within each category.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import { facetsByFamily } from '../../catalogue/facets';
import { filterFamilies, type FilterFamily, type Route } from '../../routes';

/** Products per listing page; longer listings paginate with crawlable links. */
export const listingPageSize = 24;

interface Facet {
  jsonId: number;
  slug: string;
}
interface ProductFacets {
  category: number;
  colors: number[];
  areas: number[];
  edges: number[];
  finishes: string[];
  materials: number[];
  styles: number[];
  types: number[];
}
interface ListingData {
  allProduct: { nodes: ProductFacets[] };
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

/** Product field (GraphQL filter key) each filter family matches on. */
const familyField: Record<FilterFamily, string> = {
  color: 'colors',
  edge: 'edges',
  finish: 'finishes',
  material: 'materials',
  style: 'styles',
  type: 'types',
};

export async function createListingPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<ListingData>(
    args,
    `{
      allProduct { nodes { category colors areas edges finishes materials styles types } }
      allCategory { ${facetFields} } allColor { ${facetFields} } allArea { ${facetFields} }
      allEdge { ${facetFields} } allFinish { ${facetFields} } allMaterial { ${facetFields} }
      allStyle { ${facetFields} } allProductType { ${facetFields} }
    }`,
    'listing data',
  );
  const products = data.allProduct.nodes;
  const { actions } = args;
  const facetsOf = facetsByFamily(data);

  const valuesOf = (p: ProductFacets, family: FilterFamily): (number | string)[] =>
    ({ color: p.colors, edge: p.edges, finish: p.finishes, material: p.materials, style: p.styles, type: p.types })[family];
  /** Slugs of the facets of each family that at least one product of the category has: the filter links worth showing. */
  const facetsInCategory = (categoryId: number): Record<FilterFamily, string[]> => {
    const inCategory = products.filter((p) => p.category === categoryId);
    const present = (family: FilterFamily, facets: Facet[]) =>
      facets.filter((f) => inCategory.some((p) => valuesOf(p, family).includes(family === 'finish' ? f.slug : f.jsonId))).map((f) => f.slug);
    return Object.fromEntries(filterFamilies.map((family) => [family, present(family, facetsOf[family])])) as Record<FilterFamily, string[]>;
  };

  const paginate = (
    count: number,
    route: (pageNumber: number) => Route,
    filter: Record<string, unknown>,
    ids: Record<string, unknown>,
  ) => {
    const numPages = Math.max(1, Math.ceil(count / listingPageSize));
    for (let pageNumber = 1; pageNumber <= numPages; pageNumber++) {
      createLocalizedPages(actions, {
        route: route(pageNumber),
        template: 'listing',
        // An empty listing is kept out of search engines and the sitemap.
        noindex: count === 0,
        context: { ...ids, filter, skip: (pageNumber - 1) * listingPageSize, limit: listingPageSize, pageNumber, numPages },
      });
    }
  };

  for (const c of data.allCategory.nodes) {
    const count = products.filter((p) => p.category === c.jsonId).length;
    paginate(
      count,
      (pageNumber) => ({ page: 'category', slug: c.slug, id: c.jsonId, pageNumber }),
      { category: { eq: c.jsonId } },
      { listKind: 'category', categoryId: c.jsonId, availableFacets: facetsInCategory(c.jsonId) },
    );
  }
  for (const c of data.allColor.nodes) {
    const count = products.filter((p) => p.colors.includes(c.jsonId)).length;
    paginate(count, (pageNumber) => ({ page: 'color', slug: c.slug, id: c.jsonId, pageNumber }), { colors: { eq: c.jsonId } }, {
      listKind: 'color',
      colorId: c.jsonId,
    });
  }
  for (const a of data.allArea.nodes) {
    const count = products.filter((p) => p.areas.includes(a.jsonId)).length;
    paginate(count, (pageNumber) => ({ page: 'area', slug: a.slug, id: a.jsonId, pageNumber }), { areas: { eq: a.jsonId } }, {
      listKind: 'area',
      areaId: a.jsonId,
    });
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
        createLocalizedPages(actions, {
          route,
          template: 'listing',
          noindex: !products.some((p) => p.category === c.jsonId && valuesOf(p, family).includes(value)),
          context: {
            listKind: 'filter',
            categoryId: c.jsonId,
            availableFacets,
            filterFamily: family,
            [`${family}Id`]: facet.jsonId,
            filter: { category: { eq: c.jsonId }, [familyField[family]]: { eq: value } },
            skip: 0,
            limit: 1000,
            pageNumber: 1,
            numPages: 1,
          },
        });
      }
    }
  }
}
