// Filter panel of the USA stock page: the shared FilterPanel over the USA facets, with the USA texts and classes.
// Disabled until the page is interactive (the prerendered page lists all items).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usaFilterFacets, type UsaFilterFacet, type UsaSelection } from '../../usa/filters';
import type { FilterOption } from '../../usa/facets';
import { FilterPanel } from '../filters/FilterPanel';

export interface UsaFilterPanelProps {
  options: Record<UsaFilterFacet, FilterOption[]>;
  counts: Record<UsaFilterFacet, Map<string, number>>;
  selection: UsaSelection;
  ready: boolean;
  /** Stable (useUsaSelection), so an option whose box and count did not change is not rendered again. */
  onToggle: (facet: UsaFilterFacet, value: string) => void;
  onClear: () => void;
}

export function UsaFilterPanel(props: UsaFilterPanelProps) {
  const { t } = useTranslation('usa');
  return (
    <FilterPanel
      prefix="usa"
      facets={usaFilterFacets}
      title={t('filters.title')}
      facetLabel={(facet) => t(`filters.facets.${facet}`)}
      clearLabel={t('filters.clearAll')}
      {...props}
    />
  );
}
