// What every inquiry has, whatever its kind: the function's address, the honeypot and idempotency fields, and the
// sender's contact details (name, e-mail, phone, message) with their limits, patterns and error codes. No yup here,
// so the prerendered forms stay light.
import { langCodes, type Lang } from '../i18n/languages';

/** The contact function's address (src/api/contact.ts): every kind posts here. */
export const contactEndpoint = '/api/contact';

export const contactLimits = {
  name: 100,
  email: 254,
  /** Raw text as typed, spaces and punctuation included; the digits are bounded by the pattern. */
  phone: 32,
  message: 5000,
  idempotencyKey: 64,
} as const;

/** Field names as posted by the form (no-JS path) and in the JSON body. `website` is the honeypot. */
export const honeypotField = 'website';
export const idempotencyField = 'idempotencyKey';
export const idempotencyHeader = 'idempotency-key';
/** The post's kind (src/inquiry-kinds.ts); a post without a known one is the first kind's. */
export const typeField = 'type';

/** The contact details' error codes; each is a key under `errors.` in the `contact` locale namespace, as are a kind's own. */
export const detailErrorKeys = [
  'nameRequired',
  'nameTooLong',
  'nameInvalid',
  'emailRequired',
  'emailTooLong',
  'emailInvalid',
  'phoneRequired',
  'phoneTooLong',
  'phoneInvalid',
  'messageTooLong',
  'messageInvalid',
  'invalid',
] as const;
export type DetailErrorKey = (typeof detailErrorKeys)[number];
export const detailFields = ['name', 'email', 'phone', 'message'] as const;
export type DetailField = (typeof detailFields)[number];

/** A field's first error code, by field name: the form's own check and the function's 400 answer alike. */
export type FieldErrors = Partial<Record<string, string>>;
/** Placeholder values of the error messages that have them, by code. */
export type ErrorVars = Partial<Record<string, Record<string, string | number>>>;

export const detailErrorVars: ErrorVars = {
  nameTooLong: { max: contactLimits.name },
  emailTooLong: { max: contactLimits.email },
  phoneTooLong: { max: contactLimits.phone },
  messageTooLong: { max: contactLimits.message },
};

/**
 * The summary line above the fields: "Please Fill All Input" when a required field is empty, else a general one.
 * A code ending in `Required` (every kind's) means a required field was left empty.
 */
export function summaryKey(errors: FieldErrors): 'summary' | 'summaryInvalid' {
  return Object.values(errors).some((k) => k !== undefined && k.endsWith('Required')) ? 'summary' : 'summaryInvalid';
}

/** A practical address check (the same on both sides): one @, no spaces or characters mail headers treat specially, a dotted domain. */
export const emailPattern = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"_]+\.[^\s@<>()[\]\\,;:"_.]{2,}$/;
/** International number: optional +, then 6 to 15 digits (E.164), with spaces, dots, dashes or brackets between. */
export const phonePattern = /^\+?[0-9][0-9 .()-]*$/;
export const phoneDigits = (value: string): number => value.replace(/\D/g, '').length;
/** Control characters (line breaks included) have no place in a name, an address or a phone number. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlChars = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A message may hold line breaks and tabs, but no other control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const messageControlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Keys are opaque tokens from crypto.randomUUID() or similar. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function toLang(value: unknown): Lang {
  return typeof value === 'string' && (langCodes as readonly string[]).includes(value) ? (value as Lang) : 'en';
}

/**
 * Text PostgreSQL can store: a NUL or a lone surrogate half (which no UTF-8 can hold) becomes U+FFFD, so such a post
 * is answered by the checks like any other text instead of failing to be stored (found by the property tests).
 */
const storable = (v: string) =>
  v.replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * A posted record as the checks take it, at every depth: its text storable, and without names every object already
 * has (`constructor`, `toString`, `__proto__`…), which the schema library would take for its own and throw on.
 */
export function storableRecord(input: unknown): Record<string, unknown> {
  const clean = (v: unknown): unknown => {
    if (typeof v === 'string') return storable(v);
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([k]) => !(k in Object.prototype))
          .map(([k, x]) => [k, clean(x)]),
      );
    return v;
  };
  const record = clean(input);
  return record && typeof record === 'object' && !Array.isArray(record) ? (record as Record<string, unknown>) : {};
}
