// The contact inquiry schema (yup), the one set of rules the browser form and the function both apply.
import { array, mixed, object, string, ValidationError } from 'yup';
import { maxQuoteItems, parseQuoteItem, type NewQuoteItem } from '../quote/quote-list';
import {
  contactFieldOrder,
  contactLimits,
  contactSources,
  controlChars,
  storableRecord,
  emailPattern,
  messageControlChars,
  phoneDigits,
  phonePattern,
  requiredErrorKeys,
  toLang,
  toSource,
  type ContactErrorKey,
  type ContactErrors,
  type ContactField,
  type ContactSource,
} from './fields';
import type { Lang } from '../i18n/languages';
import type { InquiryType, SampleItem, ShippingAddress } from '../samples/fields';

export const trimmed = () =>
  string()
    .typeError('invalid')
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .default('');

/** The visitor-typed fields: what the form validates while typing and on submit. */
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

/** A quote list as sent: an array, or its JSON text when posted form-encoded. Each line must pass the quote list's own parser. */
const quoteSchema = array(mixed())
  .transform((value: unknown, original: unknown) => {
    if (typeof original !== 'string') return value;
    if (original.trim() === '') return [];
    try {
      return JSON.parse(original) as unknown;
    } catch {
      return original; // not JSON: the type check below reports it
    }
  })
  .typeError('quoteInvalid')
  .max(maxQuoteItems, 'quoteInvalid')
  .test('quote-items', 'quoteInvalid', (items) => (items ?? []).every((i) => parseQuoteItem(i) !== null))
  .default([]);

export const contactSchema = contactFieldsSchema.shape({
  quote: quoteSchema,
  source: string().oneOf(contactSources).default('contact'),
  lang: string().default('en'),
});

export interface ContactInquiry {
  /** A message from the contact form, or a sample request (src/samples), which adds company, address and samples. */
  type: InquiryType;
  name: string;
  email: string;
  phone: string;
  message: string;
  quote: NewQuoteItem[];
  source: ContactSource;
  lang: Lang;
  company: string;
  address: ShippingAddress | null;
  samples: SampleItem[];
}

export type ContactValidation = { ok: true; value: ContactInquiry } | { ok: false; errors: ContactErrors };

function fieldOf(path: string | undefined): ContactField | null {
  const head = (path ?? '').split(/[.[]/)[0];
  return (contactFieldOrder as readonly string[]).includes(head) ? (head as ContactField) : null;
}

/** First error of each field, from a yup error that collected them all. */
export function errorsOf(error: ValidationError): ContactErrors {
  const errors: ContactErrors = {};
  for (const e of error.inner.length ? error.inner : [error]) {
    const field = fieldOf(e.path);
    if (field && !errors[field]) errors[field] = String(e.message) as ContactErrorKey;
  }
  return errors;
}

export function sync<T>(run: () => T): { ok: true; value: T } | { ok: false; errors: ContactErrors } {
  try {
    return { ok: true, value: run() };
  } catch (e) {
    if (e instanceof ValidationError) return { ok: false, errors: errorsOf(e) };
    throw e;
  }
}

/** Validates only what the visitor typed (the form's own check). */
export function validateContactFields(
  input: unknown,
):
  | { ok: true; value: Pick<ContactInquiry, 'name' | 'email' | 'phone' | 'message'> }
  | { ok: false; errors: ContactErrors } {
  return sync(() => contactFieldsSchema.validateSync(input, { abortEarly: false, stripUnknown: true }));
}

/** Validates a whole inquiry (the function's check); unknown fields are dropped, source and language fall back to defaults. */
export function validateContact(input: unknown): ContactValidation {
  const record = storableRecord(input);
  const result = sync(() =>
    contactSchema.validateSync(
      { ...record, source: toSource(record.source), lang: toLang(record.lang) },
      { abortEarly: false, stripUnknown: true },
    ),
  );
  if (!result.ok) return result;
  const v = result.value;
  // Quote lines come as JSON text in a plain form post: their text is made storable once parsed.
  const quote = (v.quote ?? []).map((i) => {
    const { key, ...item } = parseQuoteItem(storableRecord(i))!;
    return item;
  });
  return {
    ok: true,
    value: {
      type: 'contact',
      name: v.name,
      email: v.email,
      phone: v.phone,
      message: v.message,
      quote,
      source: toSource(v.source),
      lang: toLang(v.lang),
      company: '',
      address: null,
      samples: [],
    },
  };
}

/** The summary line above the fields: "Please Fill All Input" when a required field is empty, else a general one. */
export function summaryKey(errors: ContactErrors): 'summary' | 'summaryInvalid' {
  return Object.values(errors).some((k) => k !== undefined && requiredErrorKeys.includes(k))
    ? 'summary'
    : 'summaryInvalid';
}
