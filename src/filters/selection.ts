// Faceted filters shared by the USA stock page and the catalogue's category listings: which items match a combined
// selection (OR within a facet, AND across facets), how many items each option would give, and how a selection is
// written to and read from the URL query (so a filtered view can be shared, reloaded and found again by Back).

import type { Lang } from '../i18n/languages';

/** An option of a facet as the panel shows it. */
export interface FilterOption {
  value: string;
  label: string;
  /** Set when the label fell back to another language than the page's (English). */
  lang?: Lang;
}

/** An item as the filters see it: for every facet, the option values (slugs) it has. */
export interface Filterable<F extends string> {
  facets: Record<F, readonly string[]>;
}

/** Chosen option values per facet; an empty or missing list means "any". */
export type Selection<F extends string> = Partial<Record<F, readonly string[]>>;

export interface ParsedSelection<F extends string> {
  selection: Selection<F>;
  /** Values in the link that name no option (a mistyped or outdated link): reported, never fatal. */
  unknown: string[];
}

/** The filter operations over one list of facets (in the order the panel shows them and the address names them). */
export interface FacetFilters<F extends string> {
  readonly facets: readonly F[];
  perFacet<T>(make: (facet: F) => T): Record<F, T>;
  isFacet(value: string): value is F;
  matchesSelection(item: Filterable<F>, selection: Selection<F>, ignore?: F): boolean;
  filterItems<T extends Filterable<F>>(items: readonly T[], selection: Selection<F>): T[];
  optionCounts(items: readonly Filterable<F>[], selection: Selection<F>): Record<F, Map<string, number>>;
  isEmptySelection(selection: Selection<F>): boolean;
  toggleOption(selection: Selection<F>, facet: F, value: string): Selection<F>;
  selectionToQuery(selection: Selection<F>): string;
  selectionFromQuery(search: string, known: Record<F, ReadonlySet<string>>): ParsedSelection<F>;
}

export function facetFilters<F extends string>(facets: readonly F[]): FacetFilters<F> {
  const perFacet = <T>(make: (facet: F) => T): Record<F, T> => {
    const record = {} as Record<F, T>;
    for (const facet of facets) record[facet] = make(facet);
    return record;
  };
  const matchesSelection = (item: Filterable<F>, selection: Selection<F>, ignore?: F): boolean =>
    facets.every((facet) => {
      const chosen = selection[facet];
      if (facet === ignore || !chosen || chosen.length === 0) return true;
      return chosen.some((value) => item.facets[facet].includes(value));
    });
  return {
    facets,
    perFacet,
    isFacet: (value: string): value is F => (facets as readonly string[]).includes(value),
    matchesSelection,
    filterItems: (items, selection) => items.filter((item) => matchesSelection(item, selection)),
    // For each facet and option: how many items the result would hold with that option ticked, given the other
    // facets' choices. The facet's own choices are ignored, since ticking another option of the same facet widens.
    optionCounts: (items, selection) => {
      const counts = perFacet(() => new Map<string, number>());
      for (const facet of facets) {
        for (const item of items) {
          if (!matchesSelection(item, selection, facet)) continue;
          for (const value of new Set(item.facets[facet]))
            counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
        }
      }
      return counts;
    },
    isEmptySelection: (selection) => facets.every((f) => !selection[f]?.length),
    toggleOption: (selection, facet, value) => {
      const current = selection[facet] ?? [];
      const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      return { ...selection, [facet]: next };
    },
    // `?category=travertine&color=beige,white`, facets in panel order; '' when nothing is chosen.
    selectionToQuery: (selection) => {
      const params = facets.flatMap((f) => {
        const chosen = selection[f];
        return chosen?.length ? [`${f}=${chosen.map(encodeURIComponent).join(',')}`] : [];
      });
      return params.length ? `?${params.join('&')}` : '';
    },
    // Values are checked against the known options of each facet; repeated keys and comma lists both work; other
    // query parameters are left alone.
    selectionFromQuery: (search, known) => {
      const params = new URLSearchParams(search);
      const selection: Selection<F> = {};
      const unknown: string[] = [];
      for (const facet of facets) {
        const values = params
          .getAll(facet)
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean);
        const valid: string[] = [];
        for (const value of values) {
          if (!known[facet].has(value)) unknown.push(value);
          else if (!valid.includes(value)) valid.push(value);
        }
        if (valid.length) selection[facet] = valid;
      }
      return { selection, unknown };
    },
  };
}
