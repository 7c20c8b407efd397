// The contact details' rules (yup), which every kind's schema extends, and how a kind's yup errors become the error
// codes by field that its form, its no-JS page and the function's 400 answer show.
import { object, string, ValidationError } from 'yup';
import {
  contactLimits,
  controlChars,
  detailFields,
  emailPattern,
  messageControlChars,
  phoneDigits,
  phonePattern,
  type DetailErrorKey,
  type DetailField,
} from './fields';

export const trimmed = () =>
  string()
    .typeError('invalid')
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .default('');

/** One line of text (a company, a street, a port): at most `max` characters, no line break or control character. */
export const textLine = (max: number, tooLong: string, invalid: string) =>
  trimmed()
    .max(max, tooLong)
    .test('line-chars', invalid, (v) => !v || !controlChars.test(v));

/** The visitor-typed contact details: what a form validates while typing and on submit. */
export const contactFieldsSchema = object({
  name: trimmed()
    .required('nameRequired')
    .max(contactLimits.name, 'nameTooLong')
    .test('name-chars', 'nameInvalid', (v) => !v || !controlChars.test(v)),
  email: trimmed()
    .required('emailRequired')
    .max(contactLimits.email, 'emailTooLong')
    .test('email-format', 'emailInvalid', (v) => !v || emailPattern.test(v)),
  phone: trimmed()
    .required('phoneRequired')
    .max(contactLimits.phone, 'phoneTooLong')
    .test(
      'phone-format',
      'phoneInvalid',
      (v) => !v || (phonePattern.test(v) && phoneDigits(v) >= 6 && phoneDigits(v) <= 15),
    ),
  message: trimmed()
    .max(contactLimits.message, 'messageTooLong')
    .test('message-chars', 'messageInvalid', (v) => !v || !messageControlChars.test(v)),
});

/** First error of each of `fields`, from a yup error that collected them all (errors on other paths are dropped). */
export function errorsOf<F extends string>(error: ValidationError, fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const e of error.inner.length ? error.inner : [error]) {
    const head = (e.path ?? '').split(/[.[]/)[0];
    const field = (fields as readonly string[]).includes(head) ? (head as F) : null;
    if (field && !errors[field]) errors[field] = String(e.message);
  }
  return errors;
}

/** Runs a yup check: its value, or its errors by field (the codes are the schema's messages). */
export function sync<T, F extends string>(
  run: () => T,
  fields: readonly F[],
): { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> } {
  try {
    return { ok: true, value: run() };
  } catch (e) {
    if (e instanceof ValidationError) return { ok: false, errors: errorsOf(e, fields) };
    throw e;
  }
}

export type DetailValues = { name: string; email: string; phone: string; message: string };

/** Validates only the contact details as typed (a form's own check). */
export function validateContactFields(
  input: unknown,
): { ok: true; value: DetailValues } | { ok: false; errors: Partial<Record<DetailField, DetailErrorKey>> } {
  const r = sync(
    () => contactFieldsSchema.validateSync(input, { abortEarly: false, stripUnknown: true }),
    detailFields,
  );
  return r.ok ? r : { ok: false, errors: r.errors as Partial<Record<DetailField, DetailErrorKey>> };
}
