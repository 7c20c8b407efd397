// The stone: a filter box over a select (catalogue, then USA stock), as the sample request page picks a country. The
// chosen stone stays listed while the filter hides it, so the select never shows a blank choice.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { VisualizerStone } from '../../visualizer/types';

/** Lower case without accents, so "creme" finds "Crème" and "turk" finds "Türk". */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

interface Props {
  stones: readonly VisualizerStone[];
  value: string;
  disabled: boolean;
  onChange: (key: string) => void;
}

export function StonePicker({ stones, value, disabled, onChange }: Props) {
  const { t } = useTranslation('visualizer');
  const [filter, setFilter] = React.useState('');
  const shown = React.useMemo(() => {
    const f = folded(filter.trim());
    return f ? stones.filter((s) => folded(s.name).includes(f) || folded(s.code).includes(f)) : stones;
  }, [stones, filter]);
  const chosen = stones.find((s) => s.key === value);
  const listed = chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown;
  const groups = [
    { label: t('catalogue'), items: listed.filter((s) => s.kind === 'product') },
    { label: t('usaStock'), items: listed.filter((s) => s.kind === 'usaStock') },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="viz-field viz-stone">
      <label htmlFor="viz-stone">{t('stone')}</label>
      <input
        type="search"
        className="viz-stone-filter"
        aria-label={t('stoneFilter')}
        aria-controls="viz-stone"
        aria-describedby="viz-stone-count"
        placeholder={t('stoneFilter')}
        value={filter}
        disabled={disabled}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
          // Enter takes the first stone the filter leaves (the form has nothing to submit).
          if (e.key === 'Enter') {
            e.preventDefault();
            if (shown[0] && shown[0].key !== value) onChange(shown[0].key);
          }
        }}
      />
      <select id="viz-stone" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.items.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name} ({s.code})
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id="viz-stone-count" className="viz-hint" aria-live="polite">
        {filter.trim() ? t('stoneCount', { shown: shown.length, total: stones.length }) : ''}
      </p>
    </div>
  );
}
