// The hold request form. Prerendered as a plain form posting to /api/contact (the lots free on the build's date in a
// list, crates, dates and the contact fields): it works without JavaScript. In the browser the same form takes the lot
// from the address (?item=…&lot=…), works out what it has free on the browser's date (src/usa/lots.ts), checks with
// the shared yup rules and sends JSON with an idempotency key. Nothing loads later: the first Send behaves like every
// other.
import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usaFallbackLang } from '../../data/usa-stock';
import type { Lang } from '../../i18n/languages';
import { holdPickFrom, pathTo, withReference } from '../../routes';
import { contactLimits } from '../../inquiry/fields';
import { ErrorText, inputAttrs, textFieldsOf } from '../../components/inquiry-form/fields';
import { ContactDetails } from '../../components/inquiry-form/ContactDetails';
import { InquiryFormFrame } from '../../components/inquiry-form/InquiryFormFrame';
import { typedValues, useInquiryForm } from '../../components/inquiry-form/useInquiryForm';
import { warehouseDate } from '../../usa/lots';
import { holdDays, holdErrorVars, holdLimits, lotToken, parseLotToken } from '../fields';
import { holdEnd, validateHoldFields, wholeNumber, type HoldFieldValues } from '../schema';
import { findLot, holdableLots, itemName, type HoldItem, type LotNow } from '../stock';
import { dateTimeFormat, numberFormat } from '../../i18n/formats';

interface Props {
  lang: Lang;
  stock: HoldItem[];
  buildDate: string;
  titleId: string;
}

const fieldOrder = ['lot', 'crates', 'start', 'days', 'name', 'company', 'email', 'phone', 'message'] as const;
const blank: HoldFieldValues = {
  lot: '',
  crates: '',
  start: '',
  days: String(holdDays),
  name: '',
  company: '',
  email: '',
  phone: '',
  message: '',
};

/** The address's lot as the page shows it: found and holdable, found but with nothing free, or not found at all. */
type Arrival = { kind: 'none' } | { kind: 'unknown' } | { kind: 'noneFree'; lot: LotNow } | { kind: 'chosen' };

export function HoldForm({ lang, stock, buildDate, titleId }: Props) {
  const { t } = useTranslation('contact');
  // The build's date until the browser's is known (the prerendered list is the build's).
  const [today, setToday] = React.useState(buildDate);
  const [enhanced, setEnhanced] = React.useState(false);
  const [arrival, setArrival] = React.useState<Arrival>({ kind: 'none' });
  const ctx = React.useMemo(() => ({ stock, today }), [stock, today]);
  const lots = React.useMemo(() => holdableLots(stock, today), [stock, today]);

  const inquiry = useInquiryForm<HoldFieldValues>({
    lang,
    initialValues: blank,
    validate: (values) => {
      const r = validateHoldFields(values, ctx);
      return r.ok ? {} : r.errors;
    },
    fieldOrder,
    payload: (values) => ({ ...values, type: 'hold' }),
    onSent: ({ reference }) => navigate(withReference(pathTo(lang, { page: 'usaHoldThanks' }), reference)),
  });
  const { formik, formRef, attempted, errorOf } = inquiry;

  React.useEffect(() => {
    const date = warehouseDate(new Date());
    setToday(date);
    // Whatever was typed or chosen before the scripts ran is kept; the lot of the address comes first.
    const typed = typedValues(formRef.current, blank);
    const pick = holdPickFrom(window.location.search);
    const found = pick ? findLot(stock, pick, date) : null;
    if (pick && !found) setArrival({ kind: 'unknown' });
    else if (found && (found.status === 'sold' || found.freeCrates === 0)) setArrival({ kind: 'noneFree', lot: found });
    else if (found) {
      typed.lot = lotToken(found.item.id, found.lot.lot);
      // The calculator's crates when the lot has them free, else one.
      if (!typed.crates) typed.crates = String(pick?.crates && pick.crates <= found.freeCrates ? pick.crates : 1);
      setArrival({ kind: 'chosen' });
    }
    if (!typed.start) typed.start = date;
    void formik.setValues(typed, false);
    setEnhanced(true);
    // Once, when the page is shown: later changes are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const input = (name: keyof HoldFieldValues, required: boolean, hint?: string) => ({
    ...inputAttrs(name, required, errorOf(name), hint),
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  });
  const text = textFieldsOf(formik, errorOf, holdErrorVars);

  const pick = parseLotToken(formik.values.lot);
  const chosen = enhanced && pick ? findLot(stock, pick, today) : null;
  const fallback = chosen ? usaFallbackLang(lang) : undefined;
  const days = wholeNumber(formik.values.days);
  const start = formik.values.start || today;
  const end = /^\d{4}-\d{2}-\d{2}$/.test(start) && days >= 1 && days <= holdDays ? holdEnd(start, days) : null;
  const dateText = (date: string) =>
    dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const stockLink = <a href={pathTo(lang, { page: 'usaStock' })}>{t('holds.backToStock')}</a>;

  return (
    <InquiryFormFrame
      {...inquiry.frame}
      lang={lang}
      className="contact-form hold-form"
      titleId={titleId}
      type="hold"
      privacyNote={t('holds.privacyNote')}
      sendLabel={t('holds.send')}
      sendingLabel={t('holds.sending')}
    >
      {arrival.kind === 'unknown' && (
        <p className="contact-failed hold-unknown" role="status">
          {t('holds.unknown')} {stockLink}
        </p>
      )}
      {arrival.kind === 'noneFree' && (
        <p className="contact-failed hold-unknown" role="status">
          {t(arrival.lot.status === 'sold' ? 'errors.lotSold' : 'holds.noneFree')} {stockLink}
        </p>
      )}
      <fieldset className="hold-lot">
        <legend>{t('holds.chosen')}</legend>
        {!enhanced && <p className="contact-note">{t('holds.noJs')}</p>}
        <div className={`contact-field${errorOf('lot') ? ' has-error' : ''}`}>
          <label htmlFor="lot">
            {t('holds.lot')}
            <span aria-hidden="true"> *</span>
          </label>
          <select {...input('lot', true)}>
            <option value="">{t('holds.lotChoose')}</option>
            {lots.map(({ item, lot, freeCrates }) => (
              <option key={lotToken(item.id, lot.lot)} value={lotToken(item.id, lot.lot)}>
                {t('holds.lotOption', {
                  name: itemName(item, lang),
                  sku: item.sku,
                  lot: lot.lot,
                  shade: lot.shade,
                  crates: freeCrates,
                  count: freeCrates,
                })}
              </option>
            ))}
          </select>
          <ErrorText name="lot" error={errorOf('lot')} vars={holdErrorVars} />
        </div>
        {chosen && (
          <dl className="hold-facts">
            <dt>{t('holds.item')}</dt>
            <dd lang={fallback}>{itemName(chosen.item, lang)}</dd>
            <dt>{t('holds.sku')}</dt>
            <dd>
              <bdi>{chosen.item.sku}</bdi>
            </dd>
            <dt>{t('holds.lot')}</dt>
            <dd>
              <bdi>{chosen.lot.lot}</bdi>
            </dd>
            <dt>{t('holds.shade')}</dt>
            <dd>
              <bdi>{chosen.lot.shade}</bdi>
            </dd>
            <dt>{t('holds.free')}</dt>
            <dd className="hold-free">{numberFormat(lang).format(chosen.freeCrates)}</dd>
          </dl>
        )}
        {chosen?.status === 'held' && chosen.lot.holdUntil && (
          <p className="contact-note">{t('holds.heldUntil', { date: dateText(chosen.lot.holdUntil) })}</p>
        )}
        <div className={`contact-field${errorOf('crates') ? ' has-error' : ''}`}>
          <label htmlFor="crates">
            {t('holds.crates')}
            <span aria-hidden="true"> *</span>
          </label>
          <input type="text" inputMode="numeric" autoComplete="off" {...input('crates', true)} />
          <ErrorText name="crates" error={errorOf('crates')} vars={holdErrorVars} />
        </div>
      </fieldset>
      <div className="hold-dates">
        <div className={`contact-field${errorOf('start') ? ' has-error' : ''}`}>
          <label htmlFor="start">{t('holds.start')}</label>
          <p className="contact-hint" id="start-hint">
            {t('holds.startHint')}
          </p>
          <input type="date" dir="ltr" min={today} {...input('start', false, 'startHint')} />
          <ErrorText name="start" error={errorOf('start')} vars={holdErrorVars} />
        </div>
        <div className={`contact-field${errorOf('days') ? ' has-error' : ''}`}>
          <label htmlFor="days">
            {t('holds.days')}
            <span aria-hidden="true"> *</span>
          </label>
          <p className="contact-hint" id="days-hint">
            {t('holds.daysHint', { max: holdDays })}
          </p>
          <input type="text" inputMode="numeric" autoComplete="off" {...input('days', true, 'daysHint')} />
          <ErrorText name="days" error={errorOf('days')} vars={holdErrorVars} />
        </div>
        {enhanced && end && (
          <p className="contact-note hold-end" role="status">
            {t('holds.end', { date: dateText(end) })}
          </p>
        )}
      </div>
      <p className="contact-note">{t('form.requiredNote')}</p>
      <ContactDetails
        lang={lang}
        form={formik}
        attempted={attempted}
        company={{ label: t('holds.company'), maxLength: holdLimits.company }}
        initialCountry="us"
        errorVars={holdErrorVars}
      />
      {text('message', t('holds.note'), { maxLength: contactLimits.message, autoComplete: 'off', multiline: true })}
    </InquiryFormFrame>
  );
}
