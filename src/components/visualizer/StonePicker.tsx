// The stone: the shared filtered select over the catalogue's stones, then the USA stock's.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { VisualizerStone } from '../../visualizer/types';
import { FilteredSelect, type FilterOption } from '../FilteredSelect';

interface Props {
  stones: readonly VisualizerStone[];
  value: string;
  disabled: boolean;
  onChange: (key: string) => void;
}

/** Memoized: it renders every stone, and its props change only with the stone list, the choice or `disabled`. */
export const StonePicker = React.memo(function StonePicker({ stones, value, disabled, onChange }: Props) {
  const { t } = useTranslation('visualizer');
  const groups = { product: t('catalogue'), usaStock: t('usaStock') };
  const options = React.useMemo(
    () =>
      stones.map(
        (s): FilterOption => ({
          value: s.key,
          label: `${s.name} (${s.code})`,
          texts: [s.name, s.code],
          group: s.kind === 'product' ? groups.product : groups.usaStock,
        }),
      ),
    [stones, groups.product, groups.usaStock],
  );
  return (
    <FilteredSelect
      id="viz-stone"
      className="viz-field viz-stone"
      label={t('stone')}
      options={options}
      groups={[groups.product, groups.usaStock]}
      value={value}
      disabled={disabled}
      onChange={onChange}
      filterLabel={t('stoneFilter')}
      countText={(shown, total) => t('stoneCount', { shown, total })}
    />
  );
});
