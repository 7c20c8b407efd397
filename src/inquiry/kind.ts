// What a kind of inquiry (a contact message, a sample request…) hands the core, every kind in the same shape. The core
// (src/inquiry/) knows no kind: it is given the site's list (src/inquiry-kinds.ts) and looks a post's kind up in it.
import type { Lang } from '../i18n/languages';
import type { ErrorVars, FieldErrors } from './fields';
import type { FormPageInput } from './html';
import type { Inquiry, KindFields, StoredInquiry } from './store';

export type MailRow = [label: string, value: string];

/** The sales team's language and its texts (the `contact` locale namespace), and the inquiry's source named in it. */
export interface MailContext {
  lang: Lang;
  t: (key: string, vars?: Record<string, string | number>) => string;
  source: string;
}

/**
 * A sales mailbox, named by the kind whose mail goes there: its address (from data/) and the setting that replaces it
 * (CONTACT_MAIL_TO also replaces every mailbox's address when its own setting is not set). A deploy preview mails none
 * of them (src/inquiry/runtime.ts).
 */
export interface Mailbox {
  address: string;
  setting: string;
}

/** A kind's part of the sales e-mail; the core writes the rest (src/inquiry/mailer.ts). */
export interface KindMail {
  subject: string;
  /** The sales mailbox that receives it. */
  to: Mailbox;
  /** Rows after the sender's name (e.g. the company), and after the rows every inquiry has (e.g. an address). */
  senderRows: MailRow[];
  rows: MailRow[];
  /** Lists after the message, each under its heading; an empty one is left out (a quote list, the samples). */
  lists: { title: string; items: string[] }[];
}

/** `F`: the kind's own fields (src/inquiry/store.ts), as its validate writes them and its mail and listing read them. */
export interface InquiryKind<F extends KindFields = KindFields> {
  /** The `type` its posts carry and its rows keep. */
  type: string;
  /** Three capitals before the row's number in the reference a visitor is given (src/routes/inquiry-reference.ts). */
  referencePrefix: string;
  /** The page a post says it was sent from; known before the post is checked, so a refusal can link back to it. */
  sourceOf(record: Record<string, unknown>): string;
  /**
   * The function's check of a whole post: the inquiry to store (its own fields in `fields`), or errors by field. `now`
   * is the handler's clock, for a kind whose rules depend on the day.
   */
  validate(
    record: Record<string, unknown>,
    now: Date,
  ): { ok: true; value: Inquiry<F> } | { ok: false; errors: FieldErrors };
  /** Placeholder values of its error messages. */
  errorVars: ErrorVars;
  /** Those of a post, when they depend on what it says (a sample request's country names its postal code). */
  errorVarsFor?(record: Record<string, unknown>, lang: Lang): ErrorVars;
  /** Its pages for a visitor without JavaScript. */
  pages: {
    /** The page its form is on, for a post from `source`: where a refusal's "back" link goes. */
    form(lang: Lang, source: string): string;
    /** Where a post goes once it is stored. */
    thanks(lang: Lang): string;
    /** Its form again, filled with what was sent and its errors. */
    renderForm(input: FormPageInput): string;
  };
  mail(i: StoredInquiry<F>, c: MailContext): KindMail;
  /** `npm run inquiries`: the end of its line in the table, and its own columns of the CSV export with their cells. */
  listing: {
    line(i: StoredInquiry<F>): string;
    columns: readonly string[];
    cells(i: StoredInquiry<F>): Record<string, string>;
  };
}

/** The kinds a site takes; the first is the kind of a post (or a row) that names none of them. */
export type InquiryKinds = readonly [InquiryKind, ...InquiryKind[]];

export const kindOf = (kinds: InquiryKinds, type: unknown): InquiryKind =>
  kinds.find((k) => k.type === type) ?? kinds[0];
