// USA stock filters: which items match a combined selection, how many items each option would give,
// and how a selection is written to and read from the URL query (so a filtered view can be shared).

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
export interface FilterableItem {
  facets: Record<UsaFilterFacet, readonly string[]>;
}

/** Chosen option values per facet; an empty or missing list means "any". */
export type UsaSelection = Partial<Record<UsaFilterFacet, readonly string[]>>;

/** A record with one entry per facet. */
export function perFacet<T>(make: (facet: UsaFilterFacet) => T): Record<UsaFilterFacet, T> {
  const record = {} as Record<UsaFilterFacet, T>;
  for (const facet of usaFilterFacets) record[facet] = make(facet);
  return record;
}

export const isUsaFilterFacet = (value: string): value is UsaFilterFacet =>
  (usaFilterFacets as readonly string[]).includes(value);

/** Options within a facet widen the result (OR); different facets narrow it (AND). */
export function matchesSelection(item: FilterableItem, selection: UsaSelection, ignore?: UsaFilterFacet): boolean {
  return usaFilterFacets.every((facet) => {
    const chosen = selection[facet];
    if (facet === ignore || !chosen || chosen.length === 0) return true;
    return chosen.some((value) => item.facets[facet].includes(value));
  });
}

export function filterItems<T extends FilterableItem>(items: readonly T[], selection: UsaSelection): T[] {
  return items.filter((item) => matchesSelection(item, selection));
}

/**
 * For each facet and option: how many items the result would hold with that option ticked, given the
 * other facets' choices. The facet's own choices are ignored, since ticking another option of the same facet widens.
 */
export function optionCounts(
  items: readonly FilterableItem[],
  selection: UsaSelection,
): Record<UsaFilterFacet, Map<string, number>> {
  const counts = perFacet(() => new Map<string, number>());
  for (const facet of usaFilterFacets) {
    for (const item of items) {
      if (!matchesSelection(item, selection, facet)) continue;
      for (const value of new Set(item.facets[facet])) counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
    }
  }
  return counts;
}

export function isEmptySelection(selection: UsaSelection): boolean {
  return usaFilterFacets.every((f) => !selection[f]?.length);
}

/** Ticks or unticks one option; the result is a new selection. */
export function toggleOption(selection: UsaSelection, facet: UsaFilterFacet, value: string): UsaSelection {
  const current = selection[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...selection, [facet]: next };
}

/** Query string of a selection (`?category=travertine&color=beige,white`), facets in panel order; '' when nothing is chosen. */
export function selectionToQuery(selection: UsaSelection): string {
  const params = usaFilterFacets.flatMap((f) =>
    selection[f]?.length ? [`${f}=${selection[f]!.map(encodeURIComponent).join(',')}`] : [],
  );
  return params.length ? `?${params.join('&')}` : '';
}

export interface ParsedSelection {
  selection: UsaSelection;
  /** Values in the link that name no option (a mistyped or outdated link): reported, never fatal. */
  unknown: string[];
}

/**
 * Reads a selection from a query string. Values are checked against the known options of each facet;
 * repeated keys and comma lists both work; other query parameters are left alone.
 */
export function selectionFromQuery(
  search: string,
  known: Record<UsaFilterFacet, ReadonlySet<string>>,
): ParsedSelection {
  const params = new URLSearchParams(search);
  const selection: UsaSelection = {};
  const unknown: string[] = [];
  for (const facet of usaFilterFacets) {
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
}
