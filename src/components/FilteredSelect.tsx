// A filter box over a native select, the one picker of a long list (the sample form's country, the visualizer's stone).
// Typing narrows the list, ignoring case and accents (src/text/fold.ts); Enter, or a single match left, chooses it; how
// many are listed is read out. The select stays the form's field, so the choice works as plain HTML without the box.
import React from 'react';
import { fold } from '../text/fold';
import '../styles/filtered-select.css';

export interface FilterOption {
  value: string;
  label: string;
  /** Texts the filter finds it by, from any part of them. */
  texts: readonly string[];
  /** Found also when the filter is exactly this (a country's ISO code), not by a part of it. */
  code?: string;
  /** The label of the group it is listed under (see `groups`). */
  group?: string;
}

interface Props {
  /** The select's id (the filter box and the count are named after it). */
  id: string;
  label: React.ReactNode;
  options: readonly FilterOption[];
  /** Group labels in their order; without, the list is flat. */
  groups?: readonly string[];
  value: string;
  onChange: (value: string) => void;
  filterLabel: string;
  countText: (shown: number, total: number) => string;
  /** An empty first choice ("Choose a country"). */
  placeholder?: string;
  /** False: no filter box (prerendered, before the scripts run). */
  searchable?: boolean;
  disabled?: boolean;
  /** The wrapper's classes of the form it sits in. */
  className: string;
  /** More of the select's attributes (name, required, autoComplete, aria-invalid…). */
  select?: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'disabled'>;
  /** Under the picker (an error message). */
  children?: React.ReactNode;
}

interface Folded {
  option: FilterOption;
  texts: string[];
  code?: string;
}

/** The options a filter text finds (all of them for a blank one). */
function matching(all: readonly Folded[], text: string): FilterOption[] {
  const f = fold(text.trim());
  return all.filter((o) => !f || o.code === f || o.texts.some((t) => t.includes(f))).map((o) => o.option);
}

export function FilteredSelect(props: Props) {
  const { id, options, value, onChange, searchable = true, disabled } = props;
  const [filter, setFilter] = React.useState('');
  const folded = React.useMemo(
    () => options.map((o): Folded => ({ option: o, texts: o.texts.map(fold), code: o.code && fold(o.code) })),
    [options],
  );
  const shown = React.useMemo(() => matching(folded, filter), [folded, filter]);
  const chosen = options.find((o) => o.value === value);
  // The chosen one stays listed while the filter hides it, so the select never shows a blank choice.
  const listed = chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown;
  const choose = (o: FilterOption | undefined) => {
    if (o && o.value !== value) onChange(o.value);
  };
  const countId = `${id}-count`;
  const item = (o: FilterOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <div className={`filtered-select ${props.className}`}>
      <label htmlFor={id}>{props.label}</label>
      {searchable && (
        <input
          type="search"
          className="filtered-select-filter"
          aria-label={props.filterLabel}
          aria-controls={id}
          aria-describedby={countId}
          placeholder={props.filterLabel}
          value={filter}
          disabled={disabled}
          onChange={(e) => {
            setFilter(e.target.value);
            const left = e.target.value.trim() ? matching(folded, e.target.value) : [];
            if (left.length === 1) choose(left[0]);
          }}
          onKeyDown={(e) => {
            // Enter takes the first match; it does not send the form the box sits in.
            if (e.key === 'Enter') {
              e.preventDefault();
              choose(shown[0]);
            }
          }}
        />
      )}
      <select {...props.select} id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.groups
          ? props.groups.map((g) => {
              const items = listed.filter((o) => o.group === g);
              return (
                items.length > 0 && (
                  <optgroup key={g} label={g}>
                    {items.map(item)}
                  </optgroup>
                )
              );
            })
          : listed.map(item)}
      </select>
      {searchable && (
        <p id={countId} className="filtered-select-count" aria-live="polite">
          {filter.trim() ? props.countText(shown.length, options.length) : ''}
        </p>
      )}
      {props.children}
    </div>
  );
}
