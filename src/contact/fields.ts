// The contact kind's fields: where a message was sent from, its error codes and its fields in form order (no yup here,
// so the plain form stays light). The contact details themselves are every kind's (src/inquiry/fields.ts).
import { detailErrorKeys } from '../inquiry/fields';
import { quoteRequestErrorKeys, quoteRequestFields } from './quote-request';

/**
 * The pages a contact message is sent from. `sampleRequest` is accepted too, as it always was (a message posted with
 * it is stored and mailed as coming from the sample request page).
 */
export const contactSources = ['contact', 'usaContact', 'dialog', 'sampleRequest'] as const;
export type ContactSource = (typeof contactSources)[number];

export function toSource(value: unknown, fallback: ContactSource = 'contact'): ContactSource {
  return typeof value === 'string' && (contactSources as readonly string[]).includes(value)
    ? (value as ContactSource)
    : fallback;
}

/** Every error a contact message can get: the contact details', the quote list's and its request fields'. */
export const contactErrorKeys = [...detailErrorKeys, 'quoteInvalid', ...quoteRequestErrorKeys] as const;
export type ContactErrorKey = (typeof contactErrorKeys)[number];

/** Every field a contact message can have an error on, in the form's order. */
export const contactFieldOrder = ['name', 'email', 'phone', 'message', 'quote', ...quoteRequestFields] as const;
export type ContactField = (typeof contactFieldOrder)[number];
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;
