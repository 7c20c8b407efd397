// The contact kind's schema (yup): the contact details' rules (src/inquiry/schema.ts) plus the quote list, source and
// language; the one set of rules the browser form and the function both apply.
import { array, mixed, string } from 'yup';
import { maxQuoteItems, parseQuoteItem, type NewQuoteItem } from '../quote/quote-list';
import { storableRecord, toLang } from '../inquiry/fields';
import { contactFieldsSchema, sync, textLine, trimmed } from '../inquiry/schema';
import { isCountryCode } from '../samples/countries';
import { neededByChoices, quoteRequestLimits, type NeededBy, type QuoteRequestDetails } from './quote-request';
import type { Inquiry } from '../inquiry/store';
import { contactFieldOrder, contactSources, toSource, type ContactErrors, type ContactSource } from './fields';

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
  // A request for quotation's own fields, each optional.
  company: textLine(quoteRequestLimits.company, 'companyTooLong', 'companyInvalid'),
  country: trimmed()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    .test('country-code', 'countryInvalid', (v) => !v || isCountryCode(v)),
  delivery: textLine(quoteRequestLimits.delivery, 'deliveryTooLong', 'deliveryInvalid'),
  neededBy: trimmed().test('needed-by', 'invalid', (v) => !v || (neededByChoices as readonly string[]).includes(v)),
  source: string().oneOf(contactSources).default('contact'),
  lang: string().default('en'),
});

/** A message's own fields: the company and quote list when given, and the request fields the visitor gave. */
export type ContactFields = QuoteRequestDetails & { company?: string; quote?: NewQuoteItem[] };

export interface ContactMessage extends Inquiry<ContactFields> {
  type: 'contact';
  source: ContactSource;
}

/** Only what the visitor gave: a plain message has no fields, and its row reads back as one always did. */
function fieldsOf(v: {
  company?: string;
  country?: string;
  delivery?: string;
  neededBy?: string;
  quote: NewQuoteItem[];
}): ContactFields {
  return {
    ...(v.company ? { company: v.company } : {}),
    ...(v.quote.length ? { quote: v.quote } : {}),
    ...(v.country ? { country: v.country } : {}),
    ...(v.delivery ? { delivery: v.delivery } : {}),
    ...(v.neededBy ? { neededBy: v.neededBy as NeededBy } : {}),
  };
}

export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors };

/** Validates a whole message (the function's check); unknown fields are dropped, source and language fall back to defaults. */
export function validateContact(input: unknown): ContactValidation {
  const record = storableRecord(input);
  const result = sync(
    () =>
      contactSchema.validateSync(
        { ...record, source: toSource(record.source), lang: toLang(record.lang) },
        { abortEarly: false, stripUnknown: true },
      ),
    contactFieldOrder,
  );
  if (!result.ok) return { ok: false, errors: result.errors as ContactErrors };
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
      source: toSource(v.source),
      lang: toLang(v.lang),
      fields: fieldsOf({ ...v, quote }),
    },
  };
}
