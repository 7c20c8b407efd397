// The contact form in the browser: formik with the shared yup rules, inline errors announced, focus on the first
// invalid field, the visitor's quote list, toasts, and a POST retried at most once (same idempotency key).
import React from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { useToast } from '../../components/toast/useToast';
import { clearQuoteList, useQuoteList } from '../../quote/quote-list';
import { contactEndpoint, summaryKey } from '../../inquiry/fields';
import { validateContactFields } from '../../inquiry/schema';
import { newIdempotencyKey, sendInquiry } from '../../inquiry/submit';
import { Field, Honeypot } from '../../inquiry/form/fields';
import { PhoneField } from '../../inquiry/form/PhoneField';
import { contactFieldOrder, type ContactErrorKey, type ContactErrors, type ContactSource } from '../fields';
import { PrivacyNote } from './PrivacyNote';
import { QuoteRequest, emptyQuoteRequest, quoteRequestLabels, type QuoteRequestValues } from './QuoteRequest';

export interface InitialValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface EnhancedFormProps {
  lang: Lang;
  source: ContactSource;
  initial: InitialValues;
  focusId: string | null;
  /** Send was pressed on the plain form before this one loaded: do what that press does here. */
  sendOnMount?: boolean;
  titleId: string;
}

type Status =
  | { kind: 'errors'; summary: string; errors: ContactErrors; n: number }
  /** `quoteSent`: a quote list went with it; it stays in the browser until the visitor clears it. */
  | { kind: 'sent'; n: number; reference?: string; quoteSent: boolean }
  | { kind: 'failed'; message: string; n: number }
  | null;

export function EnhancedForm({ lang, source, initial, focusId, sendOnMount, titleId }: EnhancedFormProps) {
  const { t } = useTranslation('contact');
  const toast = useToast();
  const quote = useQuoteList();
  const keyRef = React.useRef(newIdempotencyKey());
  const formRef = React.useRef<HTMLFormElement>(null);
  const phoneRef = React.useRef<HTMLInputElement>(null);
  const [status, setStatus] = React.useState<Status>(null);
  const [attempted, setAttempted] = React.useState(false);

  const focusFirst = (errors: ContactErrors) => {
    const first = contactFieldOrder.find((f) => errors[f] && f !== 'quote');
    if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  };
  const showErrors = (errors: ContactErrors, summary?: string) => {
    setStatus((s) => ({
      kind: 'errors',
      summary: summary ?? t(`errors.${summaryKey(errors)}`),
      errors,
      n: (s?.n ?? 0) + 1,
    }));
    focusFirst(errors);
  };

  const formik = useFormik<InitialValues & QuoteRequestValues>({
    initialValues: { ...initial, ...emptyQuoteRequest },
    validateOnChange: attempted,
    // Live checks start with the first send: an error appearing on blur would move the Send button under the pointer.
    validateOnBlur: attempted,
    validate: (values) => {
      const r = validateContactFields(values);
      return r.ok ? {} : (r.errors as Record<string, string>);
    },
    onSubmit: async (values) => {
      const honeypot = formRef.current?.querySelector<HTMLInputElement>('input[name="website"]')?.value ?? '';
      const payload = { ...values, lang, source, website: honeypot, quote: quote.map(({ key, ...item }) => item) };
      const result = await sendInquiry(contactEndpoint, payload, keyRef.current, lang);
      if (result.kind === 'sent') {
        const message = result.message || t('result.sent');
        toast.success(message);
        const quoteSent = quote.length > 0;
        setStatus((s) => ({ kind: 'sent', n: (s?.n ?? 0) + 1, reference: result.reference, quoteSent }));
        keyRef.current = newIdempotencyKey(); // the next message is a new inquiry
        if (phoneRef.current) phoneRef.current.value = '';
        formik.resetForm({ values: { name: '', email: '', phone: '', message: '', ...emptyQuoteRequest } });
        setAttempted(false);
        return;
      }
      if (result.kind === 'invalid') {
        formik.setErrors(result.codes as Record<string, string>);
        showErrors(result.codes as ContactErrors, result.message);
        toast.error(result.message);
        return;
      }
      // Failed or timed out: everything typed stays in the form, and the same key makes a resend safe.
      const message = result.kind === 'timeout' ? t('result.timeout') : (result.message ?? t('result.failed'));
      setStatus((s) => ({ kind: 'failed', message, n: (s?.n ?? 0) + 1 }));
      toast.error(message);
    },
  });

  React.useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  const send = async () => {
    if (formik.isSubmitting) return;
    setAttempted(true);
    const errors = (await formik.validateForm()) as ContactErrors;
    await formik.setTouched({ name: true, email: true, phone: true, message: true }, false);
    if (Object.keys(errors).length) {
      showErrors(errors);
      toast.error(t(`errors.${summaryKey(errors)}`));
      return;
    }
    await formik.submitForm();
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void send();
  };
  React.useEffect(() => {
    if (sendOnMount) void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the press that loaded this form
  }, []);

  const errorOf = (f: keyof (InitialValues & QuoteRequestValues)): ContactErrorKey | undefined =>
    formik.touched[f] && formik.errors[f] ? (formik.errors[f] as ContactErrorKey) : undefined;
  // The request fields are checked by the function only: their errors show as it answered them.
  const requestErrorOf = (f: keyof QuoteRequestValues): string | undefined => formik.errors[f];
  const listed =
    status?.kind === 'errors'
      ? contactFieldOrder.filter(
          (f) => formik.errors[f as keyof InitialValues] || (f === 'quote' && status.errors.quote),
        )
      : [];

  return (
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={contactEndpoint}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      aria-busy={formik.isSubmitting || undefined}
    >
      {/* Announced at once; keyed so a second failed attempt is read out again. */}
      <div className="contact-status" role="alert" key={status?.n ?? 0}>
        {status?.kind === 'errors' && listed.length > 0 && (
          <div className="contact-summary">
            <p>{status.summary}</p>
            <ul>
              {listed.map((f) => {
                const key = (
                  f === 'quote' ? status.errors.quote : formik.errors[f as keyof InitialValues]
                ) as ContactErrorKey;
                const label = f in quoteRequestLabels ? quoteRequestLabels[f as keyof QuoteRequestValues] : `form.${f}`;
                return <li key={f}>{f === 'quote' ? t(`errors.${key}`) : <a href={`#${f}`}>{t(label)}</a>}</li>;
              })}
            </ul>
          </div>
        )}
        {status?.kind === 'failed' && <p className="contact-failed">{status.message}</p>}
      </div>
      <div className="contact-sent" role="status">
        {status?.kind === 'sent' && (
          <>
            <p>{t('result.sent')}</p>
            {status.reference && (
              <p className="contact-reference">
                {t('thanks.reference')} <strong dir="ltr">{status.reference}</strong>
              </p>
            )}
            {status.quoteSent && quote.length > 0 && (
              <p>
                {t('quoteRequest.kept')}{' '}
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    clearQuoteList();
                    toast.success(t('quoteRequest.cleared'));
                  }}
                >
                  {t('quoteRequest.clear')}
                </button>
              </p>
            )}
          </>
        )}
      </div>
      <p className="contact-note">{t('form.requiredNote')}</p>
      <Field
        name="name"
        required
        error={errorOf('name')}
        value={formik.values.name}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <Field
        name="email"
        required
        error={errorOf('email')}
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <PhoneField
        lang={lang}
        initialCountry={source === 'usaContact' ? 'us' : ''}
        defaultValue={initial.phone}
        error={errorOf('phone')}
        inputRef={phoneRef}
        onValue={(v) => void formik.setFieldValue('phone', v, attempted)}
        onBlur={() => void formik.setFieldTouched('phone', true)}
      />
      <Field
        name="message"
        error={errorOf('message')}
        value={formik.values.message}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      {quote.length > 0 && <QuoteRequest items={quote} lang={lang} form={formik} errorOf={requestErrorOf} />}
      <Honeypot />
      <PrivacyNote lang={lang} />
      <button type="submit" className="contact-submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
