// What a distributor's request for quotation carries beside the quote list: company, destination country, delivery city
// or port and when the stone is needed. Every field is optional (a person may not know yet); no yup here, so the
// contact form's fields stay light. Stored as the row's company and the kind's details (src/contact/schema.ts).
import { detailErrorVars, type ErrorVars } from '../inquiry/fields';

/** When the stone is needed, as buyers answer it: a time frame, not a date. */
export const neededByChoices = ['asap', 'oneMonth', 'threeMonths', 'sixMonths', 'later'] as const;
export type NeededBy = (typeof neededByChoices)[number];

export const quoteRequestLimits = { company: 120, delivery: 120 } as const;

export const quoteRequestFields = ['company', 'country', 'delivery', 'neededBy'] as const;
export type QuoteRequestField = (typeof quoteRequestFields)[number];

export const quoteRequestErrorKeys = [
  'companyTooLong',
  'companyInvalid',
  'countryInvalid',
  'deliveryTooLong',
  'deliveryInvalid',
  'invalid',
] as const;
export type QuoteRequestErrorKey = (typeof quoteRequestErrorKeys)[number];

/** The request fields the visitor gave (stored in the row's `details`). */
export type QuoteRequestDetails = {
  country?: string;
  delivery?: string;
  neededBy?: NeededBy;
};

/** The contact kind's error placeholders: the contact details' and these fields'. */
export const contactErrorVars: ErrorVars = {
  ...detailErrorVars,
  companyTooLong: { max: quoteRequestLimits.company },
  deliveryTooLong: { max: quoteRequestLimits.delivery },
};
