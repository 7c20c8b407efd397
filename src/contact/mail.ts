// The contact kind's part of the sales e-mail (subject, the quote list, which sales address) and of the CLI's listing.
import type { NewQuoteItem } from '../quote/quote-list';
import { finishName } from '../quote/finish-names';
import type { Lang } from '../i18n/languages';
import type { KindMail, MailContext } from '../inquiry/kind';
import type { StoredInquiry } from '../inquiry/store';
import { salesMailbox, warehouseMailbox } from '../inquiry-mailboxes';

/** The quote list as this kind stored it. */
const quoteOf = (i: StoredInquiry) => i.quote as NewQuoteItem[];
/** "60x60, Polished": the line's size and finish, in the sales team's language. */
const variantOf = (q: NewQuoteItem, lang: Lang = 'en') =>
  [q.size, q.finish && finishName(q.finish, lang)].filter(Boolean).join(', ');

export function contactMail(i: StoredInquiry, { t, source, lang }: MailContext): KindMail {
  return {
    subject: t('mail.subject', { name: i.name, source }),
    // Messages from the USA contact page go to the warehouse.
    to: i.source === 'usaContact' ? warehouseMailbox : salesMailbox,
    senderRows: [],
    rows: [],
    lists: [
      {
        title: t('mail.quote'),
        items: quoteOf(i).map(
          (q) =>
            `${q.code} — ${q.name}${variantOf(q, lang) ? ` (${variantOf(q, lang)})` : ''}: ${q.quantity} ${t(`form.units.${q.unit}`)}`,
        ),
      },
    ],
  };
}

export const contactListing = {
  line: (i: StoredInquiry) => `${i.quote.length} quote line(s)`,
  columns: ['quote'],
  cells: (i: StoredInquiry) => ({
    quote: quoteOf(i)
      .map((q) => `${q.code} ${q.name}${variantOf(q) ? ` ${variantOf(q)}` : ''} × ${q.quantity} ${q.unit}`)
      .join('; '),
  }),
};
