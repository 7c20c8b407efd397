// A filter selection kept in the page URL's query (src/filters/selection.ts), so a filtered view can be shared, survives
// a reload and is there again when the visitor comes Back to the page.
import React from 'react';
import type { FacetFilters, Selection } from '../../filters/selection';
import { afterPaint } from '../afterPaint';

export interface FilterSelectionState<F extends string> {
  selection: Selection<F>;
  /** Values of the link that name no option. */
  unknown: string[];
  /** False during prerendering and hydration, when the selection cannot be read yet. */
  ready: boolean;
  /** Stable across renders, so the options of the panel that did not change need not render again. */
  toggle: (facet: F, value: string) => void;
  clear: () => void;
}

export function useFilterSelection<F extends string>(
  filters: FacetFilters<F>,
  search: string,
  known: Record<F, ReadonlySet<string>>,
): FilterSelectionState<F> {
  const [selection, setSelection] = React.useState<Selection<F>>({});
  const [unknown, setUnknown] = React.useState<string[]>([]);
  const [ready, setReady] = React.useState(false);
  // The selection the next toggle starts from (a ref, so toggle itself never changes).
  const current = React.useRef(selection);
  React.useEffect(() => {
    current.current = selection;
  }, [selection]);

  // Read after mount, so the hydrated page matches the prerendered one.
  React.useEffect(() => {
    const parsed = filters.selectionFromQuery(search, known);
    setSelection(parsed.selection);
    setUnknown(parsed.unknown);
    setReady(true);
  }, [filters, search, known]);

  const apply = React.useCallback(
    (next: Selection<F>) => {
      current.current = next;
      setSelection(next);
      // The same empty list when there was none, so the results do not render again for it.
      setUnknown((was) => (was.length ? [] : was));
      // replaceState, not navigate: the page stays, scrolls nowhere, and the URL can be copied or reloaded. Written
      // right after the next paint: replaceState took 48 of a tick's 120 ms at 4x CPU, and the ticked box should show
      // first. Not if the visitor has left the page in between (the entry is then another page's).
      const { pathname, hash } = window.location;
      void afterPaint().then(() => {
        if (window.location.pathname === pathname)
          window.history.replaceState(window.history.state, '', `${pathname}${filters.selectionToQuery(next)}${hash}`);
      });
    },
    [filters],
  );

  return {
    selection,
    unknown,
    ready,
    toggle: React.useCallback(
      (facet: F, value: string) => apply(filters.toggleOption(current.current, facet, value)),
      [apply, filters],
    ),
    clear: React.useCallback(() => apply({}), [apply]),
  };
}
