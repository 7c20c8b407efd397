// The filterable part of the USA stock page: the filter panel and the results, with the selection in the URL. It holds
// the selection itself, so a tick renders this part only (not the page's header, footer and links). A tick renders
// its box and writes the address at once; the counts and the list follow as a deferred render (useDeferredValue), which
// React does in slices after the tick has been painted.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { UsaFilterPanel } from './UsaFilterPanel';
import { useUsaSelection } from './useUsaSelection';
import { KeptList } from '../KeptList';
import {
  filterItems,
  isEmptySelection,
  optionCounts,
  type FilterableItem,
  type UsaFilterFacet,
  type UsaSelection,
} from '../../usa/filters';
import { availableNow, type FilterOption } from '../../usa/facets';

type Item = FilterableItem & { key: string };

interface Props {
  items: readonly Item[];
  options: Record<UsaFilterFacet, FilterOption[]>;
  known: Record<UsaFilterFacet, ReadonlySet<string>>;
  /** Every item's card, rendered once (KeptList). */
  cards: { key: string; element: React.ReactElement }[];
  /** The page address's query, where the selection is read from. */
  search: string;
}

export function UsaStockList({ items, options, known, cards, search }: Props) {
  const { selection, unknown, ready, toggle, clear } = useUsaSelection(search, known);
  const shownSelection = React.useDeferredValue(selection);
  const counts = React.useMemo(() => optionCounts(items, shownSelection), [items, shownSelection]);
  const { t } = useTranslation('usa');
  return (
    <div className="usa-stock">
      {/* Past the filters' many boxes to the cards, for a keyboard; the panel comes first in the page's order. */}
      <a className="usa-skip-results results-skip" href="#usa-results">
        {t('filters.skipToResults')}
      </a>
      <UsaFilterPanel
        options={options}
        counts={counts}
        selection={selection}
        ready={ready}
        onToggle={toggle}
        onClear={clear}
      />
      <UsaResults items={items} cards={cards} selection={shownSelection} unknown={unknown} />
    </div>
  );
}

interface ResultsProps {
  items: readonly Item[];
  cards: Props['cards'];
  selection: UsaSelection;
  unknown: string[];
}

/** The result count and the cards of the selection (rendered again only when the deferred selection changes). */
const UsaResults = React.memo(function UsaResults({ items, cards, selection, unknown }: ResultsProps) {
  const { t } = useTranslation(['pages', 'usa']);
  const shown = React.useMemo(() => filterItems(items, selection), [items, selection]);
  const shownKeys = React.useMemo(() => new Set(shown.map((i) => i.key)), [shown]);
  // What can be had on the page's day, and what cannot: an item whose lots are all sold or held is not "in stock".
  const inStock = items.filter((i) => i.facets.stock.includes(availableNow)).length;
  const out = items.length - inStock;
  const inStockText = t('usa:filters.inStockCount', { count: inStock });
  return (
    <div className="usa-results" id="usa-results" tabIndex={-1}>
      {unknown.length > 0 && (
        <p className="usa-notice" role="status">
          {t('usa:filters.unknown', { values: unknown.join(', ') })}
        </p>
      )}
      <p className="usa-result-count" aria-live="polite">
        {isEmptySelection(selection)
          ? out > 0
            ? t('usa:filters.stockSummary', {
                inStock: inStockText,
                outOfStock: t('usa:filters.outOfStockCount', { count: out }),
              })
            : inStockText
          : t('usa:filters.results', { count: shown.length, total: items.length })}
      </p>
      {shown.length === 0 && items.length > 0 && <p>{t('usa:filters.none')}</p>}
      <KeptList className="card-grid usa-grid" shown={shownKeys} items={cards} />
    </div>
  );
});
