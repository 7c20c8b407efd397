// Inputs of the sample request form of its own: the country picker (the shared filtered select) and one sample row
// (stone, finish, kind); its text fields are the kinds' shared ones (src/components/inquiry-form/fields.tsx). Each works as plain
// HTML before and without JavaScript.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { FilteredSelect, type FilterOption } from '../../components/FilteredSelect';
import type { Country } from '../countries';
import { ErrorText, errorId } from '../../components/inquiry-form/fields';
import { rowFields, sampleErrorVars, sampleKinds, stoneToken, type SampleErrorKey } from '../fields';
import type { FinishName, SampleStone } from '../stones';

interface CountryProps {
  countries: Country[];
  value: string;
  error?: SampleErrorKey;
  /** With JavaScript: a filter box narrows the list as the visitor types. */
  searchable: boolean;
  onChange: (code: string) => void;
  onBlur: () => void;
}

export function CountryPicker({ countries, value, error, searchable, onChange, onBlur }: CountryProps) {
  const { t } = useTranslation('contact');
  const options = React.useMemo(
    () => countries.map((c): FilterOption => ({ value: c.code, label: c.name, texts: [c.name], code: c.code })),
    [countries],
  );
  return (
    <FilteredSelect
      id="country"
      className={`contact-field sample-country${error ? ' has-error' : ''}`}
      label={
        <>
          {t('samples.country')}
          <span aria-hidden="true"> *</span>
        </>
      }
      options={options}
      placeholder={t('samples.countryChoose')}
      value={value}
      searchable={searchable}
      onChange={onChange}
      filterLabel={t('samples.countrySearch')}
      countText={(shown, total) => t('samples.countryCount', { shown, total })}
      select={{
        name: 'country',
        required: true,
        'aria-required': true,
        autoComplete: 'country',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId('country') : undefined,
        onBlur,
      }}
    >
      <ErrorText name="country" error={error} vars={sampleErrorVars} />
    </FilteredSelect>
  );
}

export interface RowValue {
  stone: string;
  finish: string;
  sample: string;
}

interface RowProps {
  n: number;
  row: RowValue;
  stones: SampleStone[];
  finishes: FinishName[];
  /** With JavaScript the finish list is the chosen stone's; without, every finish (the page cannot know the stone). */
  enhanced: boolean;
  onChange: (row: RowValue) => void;
  onRemove?: () => void;
}

export function SampleRow({ n, row, stones, finishes, enhanced, onChange, onRemove }: RowProps) {
  const { t } = useTranslation('contact');
  const f = rowFields(n);
  const stone = stones.find((s) => stoneToken(s) === row.stone);
  const finishList = enhanced && stone ? finishes.filter((x) => stone.finishes.includes(x.slug)) : finishes;
  const groups = [
    { label: t('samples.catalogue'), items: stones.filter((s) => s.kind === 'product') },
    { label: t('samples.usaStock'), items: stones.filter((s) => s.kind === 'usaStock') },
  ];
  return (
    <fieldset className="sample-row">
      <legend>{t('samples.sampleN', { n })}</legend>
      <div className="contact-field">
        <label htmlFor={f.stone}>{t('samples.stone')}</label>
        <select
          id={f.stone}
          name={f.stone}
          value={row.stone}
          onChange={(e) => {
            const next = stones.find((s) => stoneToken(s) === e.target.value);
            const finish = next?.finishes.includes(row.finish)
              ? row.finish
              : next?.finishes.length === 1
                ? next.finishes[0]
                : '';
            onChange({ ...row, stone: e.target.value, finish });
          }}
        >
          <option value="">{t('samples.stoneChoose')}</option>
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.items.map((s) => (
                <option key={stoneToken(s)} value={stoneToken(s)}>
                  {s.name} ({s.code})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="contact-field">
        <label htmlFor={f.finish}>{t('samples.finish')}</label>
        <select
          id={f.finish}
          name={f.finish}
          value={row.finish}
          onChange={(e) => onChange({ ...row, finish: e.target.value })}
        >
          <option value="">{t('samples.finishChoose')}</option>
          {finishList.map((x) => (
            <option key={x.slug} value={x.slug}>
              {x.name}
            </option>
          ))}
        </select>
      </div>
      <div className="contact-field">
        <label htmlFor={f.sample}>{t('samples.kind')}</label>
        <select
          id={f.sample}
          name={f.sample}
          value={row.sample}
          onChange={(e) => onChange({ ...row, sample: e.target.value })}
        >
          {sampleKinds.map((k) => (
            <option key={k} value={k}>
              {t(`samples.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {onRemove && (
        <button type="button" className="button button-secondary sample-remove" onClick={onRemove}>
          {t('samples.remove', { n })}
        </button>
      )}
    </fieldset>
  );
}
