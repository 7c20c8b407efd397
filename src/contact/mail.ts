// The contact kind's part of the sales e-mail (subject, the quote list, which sales address) and of the CLI's listing.
import type { NewQuoteItem } from '../quote/quote-list';
import type { KindMail, MailContext } from '../inquiry/kind';
import type { StoredInquiry } from '../inquiry/store';
import { salesMailbox, warehouseMailbox } from '../inquiry-mailboxes';

/** The quote list as this kind stored it. */
const quoteOf = (i: StoredInquiry) => i.quote as NewQuoteItem[];

export function contactMail(i: StoredInquiry, { t, source }: MailContext): KindMail {
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
          (q) => `${q.code} — ${q.name}${q.size ? ` (${q.size})` : ''}: ${q.quantity} ${t(`form.units.${q.unit}`)}`,
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
      .map((q) => `${q.code} ${q.name}${q.size ? ` ${q.size}` : ''} × ${q.quantity} ${q.unit}`)
      .join('; '),
  }),
};
