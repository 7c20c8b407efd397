// USA stock filters: the shared faceted filters (src/filters/selection.ts) over the USA stock's facets: which items
// match a combined selection, how many items each option would give, and the selection in the URL query.
import { facetFilters, type Filterable, type ParsedSelection as Parsed, type Selection } from '../filters/selection';

/**
 * The USA stock facets, in the order the filter panel shows them: availability (`stock=available`: something can be had
 * today, src/usa/lots.ts), then the eight facets of the data.
 */
export const usaFilterFacets = [
  'stock',
  'category',
  'color',
  'area',
  'type',
  'edge',
  'style',
  'material',
  'finish',
] as const;
export type UsaFilterFacet = (typeof usaFilterFacets)[number];

/** An item as the filters see it: for every facet, the option values (slugs) it has. */
export type FilterableItem = Filterable<UsaFilterFacet>;
/** Chosen option values per facet; an empty or missing list means "any". */
export type UsaSelection = Selection<UsaFilterFacet>;
export type ParsedSelection = Parsed<UsaFilterFacet>;

export const usaFilters = facetFilters(usaFilterFacets);
export const {
  perFacet,
  isFacet: isUsaFilterFacet,
  matchesSelection,
  filterItems,
  optionCounts,
  isEmptySelection,
  toggleOption,
  selectionToQuery,
  selectionFromQuery,
} = usaFilters;
