// Filter panel of the USA stock page: one group of checkboxes per facet with the count each option would give,
// and a clear-all button. Disabled until the page is interactive (the prerendered page lists all items).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usaFilterFacets, isEmptySelection, type UsaFilterFacet, type UsaSelection } from '../../usa/filters';
import type { FilterOption } from '../../usa/facets';
import { usePageLang } from '../usePageLang';

export interface UsaFilterPanelProps {
  options: Record<UsaFilterFacet, FilterOption[]>;
  counts: Record<UsaFilterFacet, Map<string, number>>;
  selection: UsaSelection;
  ready: boolean;
  onToggle: (facet: UsaFilterFacet, value: string) => void;
  onClear: () => void;
}

export function UsaFilterPanel({ options, counts, selection, ready, onToggle, onClear }: UsaFilterPanelProps) {
  const { t } = useTranslation('usa');
  const lang = usePageLang();
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
                  const checked = selection[facet]?.includes(option.value) ?? false;
                  const count = counts[facet].get(option.value) ?? 0;
                  const id = `usa-${facet}-${option.value}`;
                  return (
                    <li key={option.value}>
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
                        <span className="usa-count">({count.toLocaleString(lang)})</span>
                      </label>
                    </li>
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
