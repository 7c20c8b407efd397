// The contact kind's part of the sales e-mail (subject, the quote list, which sales address) and of the CLI's listing.
import type { NewQuoteItem } from '../quote/quote-list';
import { finishName } from '../quote/finish-names';
import type { Lang } from '../i18n/languages';
import { countryName } from '../samples/countries';
import type { QuoteRequestDetails } from './quote-request';
import type { KindMail, MailContext, MailRow } from '../inquiry/kind';
import type { StoredInquiry } from '../inquiry/store';
import type { ContactFields } from './schema';
import { salesMailbox, warehouseMailbox } from '../inquiry-mailboxes';

type StoredMessage = StoredInquiry<ContactFields>;
const quoteOf = (i: StoredMessage) => i.fields.quote ?? [];
/** "60x60, Polished": the line's size and finish, in the sales team's language. */
const variantOf = (q: NewQuoteItem, lang: Lang = 'en') =>
  [q.size, q.finish && finishName(q.finish, lang)].filter(Boolean).join(', ');

/** A request for quotation's destination and time frame, in the sales team's language; none when not given. */
function requestRows(d: QuoteRequestDetails, t: MailContext['t'], lang: Lang): MailRow[] {
  return [
    ...(d.country ? [[t('samples.country'), `${countryName(d.country, lang)} (${d.country})`] as MailRow] : []),
    ...(d.delivery ? [[t('quoteRequest.delivery'), d.delivery] as MailRow] : []),
    ...(d.neededBy ? [[t('quoteRequest.neededBy'), t(`quoteRequest.neededByChoices.${d.neededBy}`)] as MailRow] : []),
  ];
}

export function contactMail(i: StoredMessage, { t, source, lang }: MailContext): KindMail {
  return {
    subject: t('mail.subject', { name: i.name, source }),
    // Messages from the USA contact page go to the warehouse.
    to: i.source === 'usaContact' ? warehouseMailbox : salesMailbox,
    senderRows: i.fields.company ? [[t('samples.company'), i.fields.company]] : [],
    rows: requestRows(i.fields, t, lang),
    lists: [
      {
        title: t('mail.quote'),
        items: quoteOf(i).map((q) => {
          const variant = variantOf(q, lang);
          return `${q.code} — ${q.name}${variant ? ` (${variant})` : ''}: ${q.quantity} ${t(`form.units.${q.unit}`)}`;
        }),
      },
    ],
  };
}

export const contactListing = {
  line: (i: StoredMessage) => `${quoteOf(i).length} quote line(s)`,
  columns: ['quote'],
  cells: (i: StoredMessage) => ({
    quote: quoteOf(i)
      .map((q) => [`${q.code} ${q.name}`, variantOf(q), `× ${q.quantity} ${q.unit}`].filter(Boolean).join(' '))
      .join('; '),
  }),
};
