// The category listings' filters in the browser: the shared faceted filters (src/filters/selection.ts) over the
// catalogue's facets, and the uses buyers filter by. What a product has of each is worked out at build time
// (product-facets.ts) and comes with its card in the page context.
import { facetFilters, type Filterable, type Selection } from '../filters/selection';
import type { Usage } from '../data/application';

/** The facets in panel order: the six families of the static filter pages, then the use. */
export const catalogueFilterFacets = ['color', 'finish', 'material', 'type', 'style', 'edge', 'use'] as const;
export type CatalogueFilterFacet = (typeof catalogueFilterFacets)[number];
export type CatalogueSelection = Selection<CatalogueFilterFacet>;
export type FilterableProduct = Filterable<CatalogueFilterFacet>;

export const catalogueFilters = facetFilters(catalogueFilterFacets);

/** The uses buyers filter by, as the address writes them (`?use=wet-areas`), with the usage row each stands for. */
export const filterUses = [
  { slug: 'floors', usage: 'floor' },
  { slug: 'wet-areas', usage: 'wetAreas' },
  { slug: 'outdoor', usage: 'exterior' },
  { slug: 'commercial', usage: 'commercial' },
] as const satisfies readonly { slug: string; usage: Usage }[];
export type FilterUse = (typeof filterUses)[number]['slug'];
