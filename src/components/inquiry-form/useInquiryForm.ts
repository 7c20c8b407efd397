// Every inquiry form's sending in the browser (contact, sample, hold): formik with the kind's own check, live checks
// from the first Send on, the function's refusal shown like the form's own, focus on the first wrong field, the status
// (errors, failed, sent) announced and toasted, and one idempotency key per inquiry, kept for a resend after a failure.
import React from 'react';
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { useToast } from '../toast/useToast';
import { contactEndpoint, honeypotField, summaryKey, type FieldErrors } from '../../inquiry/fields';
import { newIdempotencyKey, sendInquiry } from '../../inquiry/submit';

/** What the form says above its fields; `n` counts the attempts, so a second one is announced again. */
export type InquiryStatus =
  | { kind: 'errors'; message: string; errors: FieldErrors; n: number }
  | { kind: 'failed'; message: string; n: number }
  | { kind: 'sent'; message: string; reference?: string; n: number };

export interface InquiryFormOptions<V extends Record<string, string>> {
  lang: Lang;
  initialValues: V;
  /** The kind's check of the form's values (its shared yup rules): an error code by field, none when all is well. */
  validate: (values: V) => FieldErrors;
  /** The fields in page order: focus goes to the first one in error. */
  fieldOrder: readonly string[];
  /** A field whose error is shown at another element (the samples at the first row): that element's id. */
  focusIds?: Partial<Record<string, string>>;
  /** The fields a Send marks as visited (their errors show); by default every value's. */
  checkedOnSend?: readonly (keyof V & string)[];
  /** What is posted besides the page's language and the honeypot: the values and the kind's own (type, samples…). */
  payload: (values: V) => Record<string, unknown>;
  /** After the function stored it: the thanks page, or the form emptied for the next message. */
  onSent: (sent: { message: string; reference?: string }) => void | Promise<void>;
}

export function useInquiryForm<V extends Record<string, string>>(options: InquiryFormOptions<V>) {
  const { lang, validate, fieldOrder, focusIds = {}, payload, onSent } = options;
  const { t } = useTranslation('contact');
  const toast = useToast();
  const formRef = React.useRef<HTMLFormElement>(null);
  // Made on the first Send and kept until the inquiry is stored: a resend after a failure is the same inquiry.
  const keyRef = React.useRef('');
  const [attempted, setAttempted] = React.useState(false);
  const [status, setStatus] = React.useState<InquiryStatus | null>(null);
  const announce = (next: InquiryStatus extends infer S ? (S extends unknown ? Omit<S, 'n'> : never) : never) =>
    setStatus((s) => ({ ...next, n: (s?.n ?? 0) + 1 }) as InquiryStatus);

  const formik = useFormik<V>({
    initialValues: options.initialValues,
    validateOnChange: attempted,
    // Live checks start with the first send: an error appearing on blur would move the Send button under the pointer.
    validateOnBlur: attempted,
    validate: (values) => validate(values) as FormikErrors<V>,
    onSubmit: async (values) => {
      keyRef.current ||= newIdempotencyKey();
      const website = formRef.current?.querySelector<HTMLInputElement>(`input[name="${honeypotField}"]`)?.value ?? '';
      const result = await sendInquiry(contactEndpoint, { ...payload(values), lang, website }, keyRef.current, lang);
      if (result.kind === 'sent') {
        keyRef.current = ''; // the next one is a new inquiry
        const message = result.message || t('result.sent');
        announce({ kind: 'sent', message, reference: result.reference });
        await onSent({ message, reference: result.reference });
        return;
      }
      if (result.kind === 'invalid') return showErrors(result.codes, result.message);
      // Failed or timed out: everything typed stays in the form, and the same key makes a resend safe.
      const message = result.kind === 'timeout' ? t('result.timeout') : (result.message ?? t('result.failed'));
      announce({ kind: 'failed', message });
      toast.error(message);
    },
  });

  /** The form's own errors or the function's (its `summary`), shown the same way. */
  function showErrors(errors: FieldErrors, summary?: string) {
    const message = summary || t(`errors.${summaryKey(errors)}`);
    announce({ kind: 'errors', message, errors });
    void formik.setErrors(errors as FormikErrors<V>);
    toast.error(message);
    const first = fieldOrder.find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${focusIds[first] ?? first}`)?.focus();
  }

  const send = async () => {
    if (formik.isSubmitting) return;
    setAttempted(true);
    const checked = options.checkedOnSend ?? Object.keys(options.initialValues);
    await formik.setTouched(Object.fromEntries(checked.map((k) => [k, true])) as FormikTouched<V>, false);
    const errors = validate(formik.values);
    if (Object.keys(errors).length) return showErrors(errors);
    await formik.submitForm();
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void send();
  };
  /** A field's error as the form shows it: once the field was visited or a Send was pressed. */
  const errorOf = (f: keyof V & string): string | undefined =>
    formik.touched[f] && formik.errors[f] ? (formik.errors[f] as string) : undefined;

  /** What the form's frame (InquiryFormFrame) takes from here. */
  const frame = { formRef, onSubmit, status, submitting: formik.isSubmitting };
  return { formik, formRef, attempted, setAttempted, status, send, errorOf, frame };
}

export type InquiryForm<V extends Record<string, string>> = ReturnType<typeof useInquiryForm<V>>;

/** What was typed or chosen in the prerendered form before the scripts ran, so taking over loses nothing. */
export function typedValues<V extends Record<string, string>>(form: HTMLFormElement | null, blank: V): V {
  const data = form ? new FormData(form) : null;
  return Object.fromEntries(
    Object.entries(blank).map(([k, empty]) => {
      const typed = data?.get(k);
      return [k, typeof typed === 'string' ? typed : empty];
    }),
  ) as V;
}
