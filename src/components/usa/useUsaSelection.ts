// The USA stock filter selection, kept in the page URL's query so a filtered view can be shared and survives a reload.
import React from 'react';
import {
  selectionFromQuery,
  selectionToQuery,
  toggleOption,
  type UsaFilterFacet,
  type UsaSelection,
} from '../../usa/filters';
import { afterPaint } from '../afterPaint';

export interface UsaSelectionState {
  selection: UsaSelection;
  /** Values of the link that name no option. */
  unknown: string[];
  /** False during prerendering and hydration, when the selection cannot be read yet. */
  ready: boolean;
  /** Stable across renders, so the options of the panel that did not change need not render again. */
  toggle: (facet: UsaFilterFacet, value: string) => void;
  clear: () => void;
}

export function useUsaSelection(search: string, known: Record<UsaFilterFacet, ReadonlySet<string>>): UsaSelectionState {
  const [selection, setSelection] = React.useState<UsaSelection>({});
  const [unknown, setUnknown] = React.useState<string[]>([]);
  const [ready, setReady] = React.useState(false);
  // The selection the next toggle starts from (a ref, so toggle itself never changes).
  const current = React.useRef(selection);
  React.useEffect(() => {
    current.current = selection;
  }, [selection]);

  // Read after mount, so the hydrated page matches the prerendered one (all items).
  React.useEffect(() => {
    const parsed = selectionFromQuery(search, known);
    setSelection(parsed.selection);
    setUnknown(parsed.unknown);
    setReady(true);
  }, [search, known]);

  const apply = React.useCallback((next: UsaSelection) => {
    current.current = next;
    setSelection(next);
    // The same empty list when there was none, so the results do not render again for it.
    setUnknown((was) => (was.length ? [] : was));
    // replaceState, not navigate: the page stays, scrolls nowhere, and the URL can be copied or reloaded. Written right
    // after the next paint: replaceState took 48 of a tick's 120 ms at 4x CPU, and the ticked box should show first.
    // Not if the visitor has left the page in between (the entry is then another page's).
    const { pathname, hash } = window.location;
    void afterPaint().then(() => {
      if (window.location.pathname === pathname)
        window.history.replaceState(window.history.state, '', `${pathname}${selectionToQuery(next)}${hash}`);
    });
  }, []);

  return {
    selection,
    unknown,
    ready,
    toggle: React.useCallback(
      (facet: UsaFilterFacet, value: string) => apply(toggleOption(current.current, facet, value)),
      [apply],
    ),
    clear: React.useCallback(() => apply({}), [apply]),
  };
}
