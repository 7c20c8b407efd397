// The contact form in the browser: the inquiry forms' sending (src/components/inquiry-form/useInquiryForm.ts) with the contact
// details' rules, an error summary naming each wrong field by its label, the visitor's quote list with its request
// fields, and after sending an empty form for the next message.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { useToast } from '../../components/toast/useToast';
import { clearQuoteList, useQuoteList } from '../../quote/quote-list';
import { validateContactFields } from '../../inquiry/schema';
import { Field } from '../../components/inquiry-form/fields';
import { ContactDetails } from '../../components/inquiry-form/ContactDetails';
import { InquiryFormFrame, type ListedError } from '../../components/inquiry-form/InquiryFormFrame';
import { useInquiryForm } from '../../components/inquiry-form/useInquiryForm';
import { contactFieldOrder, type ContactSource } from '../fields';
import { contactErrorVars } from '../quote-request';
import { QuoteRequest, emptyQuoteRequest, quoteRequestLabels, type QuoteRequestValues } from './QuoteRequest';

export type InitialValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export interface EnhancedFormProps {
  lang: Lang;
  source: ContactSource;
  initial: InitialValues;
  focusId: string | null;
  /** Send was pressed on the plain form before this one loaded: do what that press does here. */
  sendOnMount?: boolean;
  titleId: string;
}

type Values = InitialValues & QuoteRequestValues;
const blank: Values = { name: '', email: '', phone: '', message: '', ...emptyQuoteRequest };
/** The fields the page checks; the request fields are checked by the function only. */
const checkedOnSend = ['name', 'email', 'phone', 'message'] as const;

export function EnhancedForm({ lang, source, initial, focusId, sendOnMount, titleId }: EnhancedFormProps) {
  const { t } = useTranslation('contact');
  const toast = useToast();
  const quote = useQuoteList();
  const phoneRef = React.useRef<HTMLInputElement>(null);
  /** A quote list went with the message sent; it stays in the browser until the visitor clears it. */
  const [quoteSent, setQuoteSent] = React.useState(false);

  const inquiry = useInquiryForm<Values>({
    lang,
    initialValues: { ...initial, ...emptyQuoteRequest },
    validate: (values) => {
      const r = validateContactFields(values);
      return r.ok ? {} : r.errors;
    },
    // The quote list has no field of its own to focus.
    fieldOrder: contactFieldOrder.filter((f) => f !== 'quote'),
    checkedOnSend,
    payload: (values) => ({ ...values, source, quote: quote.map(({ key, ...item }) => item) }),
    onSent: ({ message }) => {
      toast.success(message);
      setQuoteSent(quote.length > 0);
      if (phoneRef.current) phoneRef.current.value = '';
      inquiry.formik.resetForm({ values: blank });
      inquiry.setAttempted(false);
    },
  });
  const { formik, status, errorOf } = inquiry;

  React.useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);
  React.useEffect(() => {
    if (sendOnMount) void inquiry.send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the press that loaded this form
  }, []);

  // The request fields are checked by the function only: their errors show as it answered them.
  const requestErrorOf = (f: keyof QuoteRequestValues): string | undefined => formik.errors[f];
  const listed: ListedError[] =
    status?.kind === 'errors'
      ? contactFieldOrder.flatMap((f): ListedError[] => {
          if (f === 'quote')
            return status.errors.quote ? [{ field: f, text: t(`errors.${status.errors.quote}`), link: false }] : [];
          if (!formik.errors[f]) return [];
          return [
            {
              field: f,
              text: t(f in quoteRequestLabels ? quoteRequestLabels[f as keyof QuoteRequestValues] : `form.${f}`),
              link: true,
            },
          ];
        })
      : [];

  return (
    <InquiryFormFrame
      {...inquiry.frame}
      lang={lang}
      className="contact-form"
      titleId={titleId}
      listed={listed}
      sendLabel={t('form.send')}
      sendingLabel={t('form.sending')}
    >
      <div className="contact-sent" role="status">
        {status?.kind === 'sent' && (
          <>
            <p>{t('result.sent')}</p>
            {status.reference && (
              <p className="contact-reference">
                {t('thanks.reference')} <strong dir="ltr">{status.reference}</strong>
              </p>
            )}
            {quoteSent && quote.length > 0 && (
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
      <ContactDetails
        lang={lang}
        form={formik}
        attempted={inquiry.attempted}
        initialCountry={source === 'usaContact' ? 'us' : ''}
        errorVars={contactErrorVars}
        phone={{ defaultValue: initial.phone, inputRef: phoneRef }}
      />
      <Field
        name="message"
        error={errorOf('message')}
        value={formik.values.message}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      {quote.length > 0 && <QuoteRequest items={quote} lang={lang} form={formik} errorOf={requestErrorOf} />}
    </InquiryFormFrame>
  );
}
