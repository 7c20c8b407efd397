// A faceted filter panel: one group of checkboxes per facet with the count each option would give, and a clear-all
// button. Disabled until the page is interactive. Shared by the USA stock page and the category listings; `prefix`
// names its classes and ids (usa-filters, usa-facet, usa-color-white…), so each page styles its own.
import React from 'react';
import { usePageLang } from '../usePageLang';
import type { FilterOption, Selection } from '../../filters/selection';
import { numberFormat } from '../../i18n/formats';
import '../../styles/filters.css';

export interface FilterPanelProps<F extends string> {
  prefix: string;
  /** The facets in panel order; a facet without options is left out. */
  facets: readonly F[];
  options: Record<F, readonly FilterOption[]>;
  counts: Record<F, Map<string, number>>;
  selection: Selection<F>;
  ready: boolean;
  /** Stable (useFilterSelection), so an option whose box and count did not change is not rendered again. */
  onToggle: (facet: F, value: string) => void;
  onClear: () => void;
  title: string;
  facetLabel: (facet: F) => string;
  clearLabel: string;
}

export function FilterPanel<F extends string>({
  prefix,
  facets,
  options,
  counts,
  selection,
  ready,
  onToggle,
  onClear,
  title,
  facetLabel,
  clearLabel,
}: FilterPanelProps<F>) {
  const lang = usePageLang();
  // One formatter for every count, kept for the page's life (toLocaleString would make one per call, on every tick).
  const format = numberFormat(lang).format;
  const chosen = facets.some((f) => selection[f]?.length);
  return (
    <section className={`filter-panel ${prefix}-filters`} aria-labelledby={`${prefix}-filters-title`}>
      {/* The fieldset disables every checkbox until the page is interactive; its heading is its legend, so the group has
          a name (WCAG H71) without a second visible title. */}
      <fieldset className={`filter-panel-body ${prefix}-filters-body`} disabled={!ready}>
        <legend>
          <h2 id={`${prefix}-filters-title`}>{title}</h2>
        </legend>
        {facets
          .filter((facet) => options[facet].length > 0)
          .map((facet) => (
            <fieldset key={facet} className={`filter-facet ${prefix}-facet`}>
              <legend>{facetLabel(facet)}</legend>
              <ul>
                {options[facet].map((option) => {
                  const count = counts[facet].get(option.value) ?? 0;
                  return (
                    <FacetOption
                      key={option.value}
                      prefix={prefix}
                      facet={facet}
                      option={option}
                      checked={selection[facet]?.includes(option.value) ?? false}
                      count={count}
                      countText={format(count)}
                      onToggle={onToggle as (facet: string, value: string) => void}
                    />
                  );
                })}
              </ul>
            </fieldset>
          ))}
      </fieldset>
      {chosen && (
        <button type="button" className={`filter-clear ${prefix}-clear`} onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </section>
  );
}

interface FacetOptionProps {
  prefix: string;
  facet: string;
  option: FilterOption;
  checked: boolean;
  count: number;
  countText: string;
  onToggle: (facet: string, value: string) => void;
}

/** One option: a tick renders the ticked box alone at once; the counts that change follow with the results. */
const FacetOption = React.memo(function FacetOption({
  prefix,
  facet,
  option,
  checked,
  count,
  countText,
  onToggle,
}: FacetOptionProps) {
  const id = `${prefix}-${facet}-${option.value}`;
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
        <span lang={option.lang}>{option.label}</span>{' '}
        <span className={`filter-count ${prefix}-count`}>({countText})</span>
      </label>
    </li>
  );
});
