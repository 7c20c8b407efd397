// The contact form's quote part, shown when the visitor's quote list has lines: the lines as they will be sent (size,
// finish, quantity) and what a request for quotation carries beside them (company, destination, delivery city or port,
// when it is needed), every one optional. After sending, the list stays until the visitor clears it.
import React from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { pathTo } from '../../routes';
import { LocalizedLink } from '../../components/LocalizedLink';
import type { QuoteItem } from '../../quote/quote-list';
import { finishName } from '../../quote/finish-names';
import { numberFormat } from '../../i18n/formats';
import { countriesIn } from '../../samples/countries';
import { ErrorText, inputAttrs, textFieldsOf } from '../../components/inquiry-form/fields';
import { contactErrorVars, neededByChoices, quoteRequestLimits } from '../quote-request';

export type QuoteRequestValues = {
  company: string;
  country: string;
  delivery: string;
  neededBy: string;
};
export const emptyQuoteRequest: QuoteRequestValues = { company: '', country: '', delivery: '', neededBy: '' };

/** Each request field's label (contact namespace): beside the field and in the form's list of errors. */
export const quoteRequestLabels: Record<keyof QuoteRequestValues, string> = {
  company: 'samples.company',
  country: 'quoteRequest.country',
  delivery: 'quoteRequest.delivery',
  neededBy: 'quoteRequest.neededBy',
};

interface Props {
  items: QuoteItem[];
  lang: Lang;
  form: Pick<FormikProps<QuoteRequestValues>, 'values' | 'handleChange' | 'handleBlur'>;
  errorOf: (name: keyof QuoteRequestValues) => string | undefined;
}

function QuoteLines({ items, lang }: { items: QuoteItem[]; lang: Lang }) {
  const { t } = useTranslation('contact');
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t('form.quoteCode')}</th>
          <th scope="col">{t('form.quoteName')}</th>
          <th scope="col">{t('form.quoteSize')}</th>
          <th scope="col">{t('form.quoteQuantity')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.key}>
            <td dir="ltr">{i.code}</td>
            <td>{i.name}</td>
            <td>
              {i.size && <span dir="ltr">{i.size}</span>}
              {i.size && i.finish && ' · '}
              {i.finish && finishName(i.finish, lang)}
              {!i.size && !i.finish && '—'}
            </td>
            <td>
              {t('form.quoteAmount', {
                quantity: numberFormat(lang).format(i.quantity),
                unit: t(`form.units.${i.unit}`),
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function QuoteRequest({ items, lang, form, errorOf }: Props) {
  const { t } = useTranslation('contact');
  const text = textFieldsOf(form, errorOf, contactErrorVars);
  // Named in the page's language by the browser's Intl: this part is only ever drawn in the browser (the list lives
  // there), so it never has to match prerendered HTML.
  const countries = React.useMemo(() => countriesIn(lang), [lang]);
  const choice = (name: 'country' | 'neededBy') => ({
    ...inputAttrs(name, false, errorOf(name)),
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });
  return (
    <fieldset className="contact-quote">
      <legend>{t('form.quoteTitle')}</legend>
      <QuoteLines items={items} lang={lang} />
      <LocalizedLink to={pathTo(lang, { page: 'quote' })}>{t('form.quoteEdit')}</LocalizedLink>
      <p className="contact-note">{t('quoteRequest.intro')}</p>
      {text('company', t(quoteRequestLabels.company), {
        maxLength: quoteRequestLimits.company,
        autoComplete: 'organization',
      })}
      <div className={`contact-field${errorOf('country') ? ' has-error' : ''}`}>
        <label htmlFor="country">{t(quoteRequestLabels.country)}</label>
        <select {...choice('country')} autoComplete="country">
          <option value="">{t('quoteRequest.notSure')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <ErrorText name="country" error={errorOf('country')} vars={contactErrorVars} />
      </div>
      {text('delivery', t(quoteRequestLabels.delivery), {
        maxLength: quoteRequestLimits.delivery,
        autoComplete: 'address-level2',
      })}
      <div className={`contact-field${errorOf('neededBy') ? ' has-error' : ''}`}>
        <label htmlFor="neededBy">{t(quoteRequestLabels.neededBy)}</label>
        <select {...choice('neededBy')}>
          <option value="">{t('quoteRequest.notSure')}</option>
          {neededByChoices.map((c) => (
            <option key={c} value={c}>
              {t(`quoteRequest.neededByChoices.${c}`)}
            </option>
          ))}
        </select>
        <ErrorText name="neededBy" error={errorOf('neededBy')} vars={contactErrorVars} />
      </div>
    </fieldset>
  );
}
