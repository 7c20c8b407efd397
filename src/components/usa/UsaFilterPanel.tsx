// Filter panel of the USA stock page: one group of checkboxes per facet with the count each option would give,
// and a clear-all button. Disabled until the page is interactive (the prerendered page lists all items).
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usaFilterFacets, isEmptySelection, type UsaFilterFacet, type UsaSelection } from '../../usa/filters';
import type { FilterOption } from '../../usa/facets';
import { usePageLang } from '../usePageLang';

export interface UsaFilterPanelProps {
  options: Record<UsaFilterFacet, FilterOption[]>;
  counts: Record<UsaFilterFacet, Map<string, number>>;
  selection: UsaSelection;
  ready: boolean;
  /** Stable (useUsaSelection), so an option whose box and count did not change is not rendered again. */
  onToggle: (facet: UsaFilterFacet, value: string) => void;
  onClear: () => void;
}

export function UsaFilterPanel({ options, counts, selection, ready, onToggle, onClear }: UsaFilterPanelProps) {
  const { t } = useTranslation('usa');
  const lang = usePageLang();
  // One formatter for every count (toLocaleString would make one per call, on every tick).
  const format = React.useMemo(() => new Intl.NumberFormat(lang).format, [lang]);
  return (
    <section className="usa-filters" aria-labelledby="usa-filters-title">
      {/* The fieldset disables every checkbox until the page is interactive; its heading is its legend, so the group has
          a name (WCAG H71) without a second visible title. */}
      <fieldset className="usa-filters-body" disabled={!ready}>
        <legend>
          <h2 id="usa-filters-title">{t('filters.title')}</h2>
        </legend>
        {usaFilterFacets
          .filter((facet) => options[facet].length > 0)
          .map((facet) => (
            <fieldset key={facet} className="usa-facet">
              <legend>{t(`filters.facets.${facet}`)}</legend>
              <ul>
                {options[facet].map((option) => {
                  const count = counts[facet].get(option.value) ?? 0;
                  return (
                    <FacetOption
                      key={option.value}
                      facet={facet}
                      option={option}
                      checked={selection[facet]?.includes(option.value) ?? false}
                      count={count}
                      countText={format(count)}
                      onToggle={onToggle}
                    />
                  );
                })}
              </ul>
            </fieldset>
          ))}
      </fieldset>
      {!isEmptySelection(selection) && (
        <button type="button" className="usa-clear" onClick={onClear}>
          {t('filters.clearAll')}
        </button>
      )}
    </section>
  );
}

interface FacetOptionProps {
  facet: UsaFilterFacet;
  option: FilterOption;
  checked: boolean;
  count: number;
  countText: string;
  onToggle: (facet: UsaFilterFacet, value: string) => void;
}

/** One option: a tick renders the ticked box alone at once; the counts that change follow with the results. */
const FacetOption = React.memo(function FacetOption({
  facet,
  option,
  checked,
  count,
  countText,
  onToggle,
}: FacetOptionProps) {
  const id = `usa-${facet}-${option.value}`;
  return (
    <li>
      <input
        type="checkbox"
        id={id}
        name={facet}
        value={option.value}
        checked={checked}
        disabled={!checked && count === 0}
        onChange={() => onToggle(facet, option.value)}
      />
      <label htmlFor={id}>
        <span lang={option.lang}>{option.label}</span> <span className="usa-count">({countText})</span>
      </label>
    </li>
  );
});
