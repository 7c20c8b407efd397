// The sample request form. Prerendered as a plain form posting to /api/contact (five sample rows to choose from,
// the contact and address fields): it works without JavaScript. In the browser the same form takes the stones from the
// address (?stone=…), narrows each finish list to its stone's, shows the address fields the chosen country uses (its
// rules from the page's context), checks with the shared yup rules and sends JSON with an idempotency key. Nothing
// loads later: the first Send behaves like every other.
import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { pathTo, samplePicksFrom, withReference } from '../../routes';
import { contactLimits } from '../../inquiry/fields';
import { ErrorText, textFieldsOf } from '../../components/inquiry-form/fields';
import { ContactDetails } from '../../components/inquiry-form/ContactDetails';
import { InquiryFormFrame } from '../../components/inquiry-form/InquiryFormFrame';
import { typedValues, useInquiryForm } from '../../components/inquiry-form/useInquiryForm';
import type { Country } from '../countries';
import {
  addressErrorVars,
  lookupIn,
  postalLabelKey,
  regionLabelKey,
  ruleFor,
  type AddressRuleLookup,
  type AddressRules,
} from '../address-rules';
import {
  maxSamples,
  parseStoneToken,
  sampleKinds,
  sampleLimits,
  stoneToken,
  type SampleErrorKey,
  type SampleErrors,
} from '../fields';
import { validateSampleFields, type SampleFieldValues } from '../schema';
import type { FinishName, SampleStone } from '../stones';
import { CountryPicker, SampleRow, type RowValue } from './inputs';

interface Props {
  lang: Lang;
  stones: SampleStone[];
  finishes: FinishName[];
  countries: Country[];
  /** Every country's address rule (from the build's address data). */
  addressRules: AddressRules;
  titleId: string;
}

const fieldOrder = [
  'samples',
  'name',
  'company',
  'email',
  'phone',
  'country',
  'street',
  'city',
  'region',
  'postalCode',
  'message',
];
const emptyRow: RowValue = { stone: '', finish: '', sample: 'chip' };
const blank: SampleFieldValues = {
  name: '',
  company: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  message: '',
};

/** The rows as the request sends them; rows without a stone are left out. */
export function samplesOf(rows: RowValue[]): unknown[] {
  return rows.flatMap((r) => {
    const stone = parseStoneToken(r.stone);
    return stone ? [{ ...stone, finish: r.finish, sample: r.sample }] : [];
  });
}

/** The address's stones as rows (the first five known ones), and how many it asked for. */
function rowsFromAddress(search: string, stones: SampleStone[]): { rows: RowValue[]; asked: number } {
  const picks = samplePicksFrom(search);
  const rows = picks.flatMap((p) => {
    const stone = stones.find((s) => s.kind === p.kind && s.id === p.id);
    if (!stone) return [];
    const finish = stone.finishes.includes(p.finish) ? p.finish : stone.finishes.length === 1 ? stone.finishes[0] : '';
    const sample = (sampleKinds as readonly string[]).includes(p.sample) ? p.sample : 'chip';
    return [{ stone: stoneToken(stone), finish, sample }];
  });
  return { rows: rows.slice(0, maxSamples), asked: rows.length };
}

/** What is sent: a field the country's form does not show goes empty (typed for the country chosen before). */
function sentValues(values: SampleFieldValues, rules: AddressRuleLookup): SampleFieldValues {
  const rule = ruleFor(rules, values.country);
  return {
    ...values,
    region: rule.region === 'none' ? '' : values.region,
    postalCode: rule.postalCode === 'none' ? '' : values.postalCode,
  };
}

export function SampleForm({ lang, stones, finishes, countries, addressRules, titleId }: Props) {
  const { t } = useTranslation('contact');
  const rules = React.useMemo(() => lookupIn(addressRules), [addressRules]);
  // Prerendered (and on the first render in the browser): five empty rows for a visitor without JavaScript.
  const [rows, setRows] = React.useState<RowValue[]>(() => Array.from({ length: maxSamples }, () => emptyRow));
  const [enhanced, setEnhanced] = React.useState(false);
  const [asked, setAsked] = React.useState(0);

  const errorsFor = (values: SampleFieldValues, current: RowValue[]): SampleErrors => {
    const r = validateSampleFields({ ...sentValues(values, rules), samples: samplesOf(current) }, rules);
    return r.ok ? {} : r.errors;
  };
  const inquiry = useInquiryForm<SampleFieldValues>({
    lang,
    initialValues: blank,
    validate: (values) => errorsFor(values, rows),
    fieldOrder,
    focusIds: { samples: 'stone1' },
    payload: (values) => ({ ...sentValues(values, rules), type: 'sample', samples: samplesOf(rows) }),
    onSent: ({ reference }) => navigate(withReference(pathTo(lang, { page: 'sampleThanks' }), reference)),
  });
  const { formik, formRef, attempted } = inquiry;

  React.useEffect(() => {
    const form = formRef.current;
    // Whatever was typed or chosen before the scripts ran is kept; the stones of the address come first.
    const data = form ? new FormData(form) : null;
    void formik.setValues(typedValues(form, blank), false);
    const chosen = rows
      .map((_, i) => ({
        stone: String(data?.get(`stone${i + 1}`) ?? ''),
        finish: String(data?.get(`finish${i + 1}`) ?? ''),
        sample: String(data?.get(`sample${i + 1}`) ?? 'chip'),
      }))
      .filter((r) => r.stone !== '');
    const fromAddress = rowsFromAddress(window.location.search, stones);
    const next = fromAddress.rows.length ? fromAddress.rows : chosen.length ? chosen : [emptyRow];
    setRows(next);
    setAsked(fromAddress.asked);
    setEnhanced(true);
    // Once, when the page is shown: later changes are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorOf = (f: keyof SampleFieldValues) => inquiry.errorOf(f) as SampleErrorKey | undefined;
  const samplesError = attempted ? errorsFor(formik.values, rows).samples : undefined;
  // The chosen country's form: which fields, their names there (ZIP code, emirate…) and its postal code's example.
  const rule = ruleFor(rules, formik.values.country);
  const errorVars = addressErrorVars(rule, (k) => t(k));
  const text = textFieldsOf(formik, errorOf, errorVars);
  const setRow = (i: number, row: RowValue) => setRows((all) => all.map((r, j) => (j === i ? row : r)));

  return (
    <InquiryFormFrame
      {...inquiry.frame}
      lang={lang}
      className="contact-form sample-form"
      titleId={titleId}
      type="sample"
      privacyNote={t('samples.privacyNote')}
      sendLabel={t('samples.send')}
      sendingLabel={t('samples.sending')}
    >
      <fieldset className="sample-rows" aria-describedby={samplesError ? 'samples-error' : undefined}>
        <legend>{t('samples.chosen')}</legend>
        {!enhanced && <p className="contact-note">{t('samples.noJs')}</p>}
        {asked > maxSamples && (
          <p className="contact-failed" role="status">
            {t('samples.overLimit', { count: asked, max: maxSamples })}
          </p>
        )}
        {rows.map((row, i) => (
          <SampleRow
            // Rows are positions in the request: sample 1, sample 2…
            key={i}
            n={i + 1}
            row={row}
            stones={stones}
            finishes={finishes}
            enhanced={enhanced}
            onChange={(r) => setRow(i, r)}
            onRemove={enhanced && rows.length > 1 ? () => setRows((all) => all.filter((_, j) => j !== i)) : undefined}
          />
        ))}
        <ErrorText name="samples" error={samplesError} vars={errorVars} />
        {enhanced &&
          (rows.length < maxSamples ? (
            <button
              type="button"
              className="button button-secondary sample-add"
              onClick={() => setRows((all) => [...all, emptyRow])}
            >
              {t('samples.add')}
            </button>
          ) : (
            <p className="contact-note" role="status">
              {t('samples.limit', { max: maxSamples })}
            </p>
          ))}
      </fieldset>
      <p className="contact-note">{t('form.requiredNote')}</p>
      <ContactDetails
        lang={lang}
        form={formik}
        attempted={attempted}
        company={{ label: t('samples.company'), maxLength: sampleLimits.company }}
        initialCountry=""
        errorVars={errorVars}
      />
      <fieldset className="sample-address">
        <legend>{t('samples.address')}</legend>
        <CountryPicker
          countries={countries}
          value={formik.values.country}
          error={errorOf('country')}
          searchable={enhanced}
          onChange={(code) => void formik.setFieldValue('country', code, attempted)}
          onBlur={() => void formik.setFieldTouched('country', true)}
        />
        {text('street', t('samples.street'), {
          required: true,
          maxLength: sampleLimits.street,
          autoComplete: 'address-line1',
        })}
        {text('city', t('samples.city'), {
          required: rule.city === 'required',
          maxLength: sampleLimits.city,
          autoComplete: 'address-level2',
        })}
        {rule.region !== 'none' &&
          text('region', t(regionLabelKey(rule)), {
            required: rule.region === 'required',
            maxLength: sampleLimits.region,
            autoComplete: 'address-level1',
          })}
        {rule.postalCode !== 'none' &&
          text('postalCode', t(postalLabelKey(rule)), {
            required: rule.postalCode === 'required',
            maxLength: sampleLimits.postalCode,
            autoComplete: 'postal-code',
          })}
      </fieldset>
      {text('message', t('samples.note'), { maxLength: contactLimits.message, autoComplete: 'off', multiline: true })}
    </InquiryFormFrame>
  );
}
