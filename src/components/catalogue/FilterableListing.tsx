// The filterable part of a category listing: the filter links as prerendered (crawlers, no JavaScript), replaced by
// the checkbox panel once the page is interactive, and the results. Several options within a family widen the result,
// families narrow it; each option shows how many products it would give; the selection lives in the address
// (useFilterSelection). With nothing chosen the page shows its own cards and page links; with a choice, every matching
// product of the category on one list. A tick renders its box at once; the counts and cards follow as a deferred render.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CardGrid, type CardData } from '../ProductCard';
import { FilterPanel } from '../filters/FilterPanel';
import { useFilterSelection } from '../filters/useFilterSelection';
import { ListingLayout } from './ListingLayout';
import { catalogueFilters, catalogueFilterFacets, type CatalogueFilterFacet } from '../../catalogue/filters';
import type { FilterableProduct } from '../../catalogue/filters';
import type { FilterOption } from '../../filters/selection';

export type FilterableCardData = CardData & FilterableProduct;

interface Props {
  /** Every card of the category, in listing order, with its facets. */
  cards: readonly FilterableCardData[];
  /** Where this page's own cards start and end among them. */
  pageStart: number;
  pageEnd: number;
  options: Record<CatalogueFilterFacet, readonly FilterOption[]>;
  /** The page address's query, where the selection is read from. */
  search: string;
  /** What the page shows before it is interactive: the links to the filter pages. */
  links: React.ReactNode;
  pagination: React.ReactNode;
}

export function FilterableListing({ cards, pageStart, pageEnd, options, search, links, pagination }: Props) {
  const { t } = useTranslation(['catalogue', 'pages']);
  const known = React.useMemo(
    () => catalogueFilters.perFacet((f) => new Set(options[f].map((o) => o.value))),
    [options],
  );
  const { selection, unknown, ready, toggle, clear } = useFilterSelection(catalogueFilters, search, known);
  const shownSelection = React.useDeferredValue(selection);
  const counts = React.useMemo(() => catalogueFilters.optionCounts(cards, shownSelection), [cards, shownSelection]);
  const chosen = catalogueFilterFacets.reduce((n, f) => n + (selection[f]?.length ?? 0), 0);
  const facetLabel = React.useCallback(
    (facet: CatalogueFilterFacet) => (facet === 'use' ? t('catalogue:filters.use') : t(`pages:filters.${facet}`)),
    [t],
  );
  return (
    <ListingLayout
      chosen={chosen}
      filters={
        ready ? (
          <FilterPanel
            prefix="catalogue"
            facets={catalogueFilterFacets}
            options={options}
            counts={counts}
            selection={selection}
            ready={ready}
            onToggle={toggle}
            onClear={clear}
            title={t('pages:listing.filters')}
            facetLabel={facetLabel}
            clearLabel={t('catalogue:filters.clearAll')}
          />
        ) : (
          links
        )
      }
    >
      <Results
        cards={cards}
        pageStart={pageStart}
        pageEnd={pageEnd}
        selection={shownSelection}
        unknown={unknown}
        pagination={pagination}
      />
    </ListingLayout>
  );
}

interface ResultsProps {
  cards: Props['cards'];
  pageStart: number;
  pageEnd: number;
  selection: ReturnType<typeof useFilterSelection<CatalogueFilterFacet>>['selection'];
  unknown: string[];
  pagination: React.ReactNode;
}

/** The result count (announced politely) and the cards (rendered again only when the deferred selection changes). */
const Results = React.memo(function Results({
  cards,
  pageStart,
  pageEnd,
  selection,
  unknown,
  pagination,
}: ResultsProps) {
  const { t } = useTranslation(['catalogue', 'pages']);
  const filtered = !catalogueFilters.isEmptySelection(selection);
  const shown = React.useMemo(
    () => (filtered ? catalogueFilters.filterItems(cards, selection) : cards.slice(pageStart, pageEnd)),
    [cards, filtered, selection, pageStart, pageEnd],
  );
  return (
    <>
      {unknown.length > 0 && (
        <p className="listing-notice" role="status">
          {t('catalogue:filters.unknown', { values: unknown.join(', ') })}
        </p>
      )}
      <p className="listing-count" aria-live="polite">
        {filtered
          ? t('catalogue:filters.results', { count: shown.length, total: cards.length })
          : t('pages:listing.count', { count: cards.length })}
      </p>
      {filtered && shown.length === 0 && <p className="empty">{t('catalogue:filters.none')}</p>}
      {shown.length > 0 && <CardGrid cards={shown} />}
      {!filtered && pagination}
    </>
  );
});
