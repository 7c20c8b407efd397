// The USA stock filter selection, kept in the page URL's query (the shared useFilterSelection over the USA facets).
import { usaFilters, type UsaFilterFacet } from '../../usa/filters';
import { useFilterSelection, type FilterSelectionState } from '../filters/useFilterSelection';

export type UsaSelectionState = FilterSelectionState<UsaFilterFacet>;

export function useUsaSelection(search: string, known: Record<UsaFilterFacet, ReadonlySet<string>>): UsaSelectionState {
  return useFilterSelection(usaFilters, search, known);
}
