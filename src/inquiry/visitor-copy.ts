// The copy of a stored inquiry mailed to the visitor, in their language: the reference to quote, and what the sales
// team will act on (the kind's rows and lists: quote lines with size and finish, samples and address, the held lot).
// The free-text message is left out, so the form cannot be used to mail someone else a text of one's choosing; replies
// go to the sales mailbox. A deploy preview mails its copy only to its preview address, as every mail it sends.
import company from '../../data/company.json';
import { messageIdOf, type MailMessage, type MailSettings } from './mailer';
import { directionOf } from '../i18n/languages';
import type { StoredInquiry } from './store';
import { contactText } from './messages';
import { escapeHtml } from './html';
import { kindOf, type InquiryKinds } from './kind';
import { inquiryReference } from '../routes/inquiry-reference';

export function composeVisitorCopy(i: StoredInquiry, s: MailSettings, kinds: InquiryKinds): MailMessage | null {
  if (s.noMail) return null;
  const kind = kindOf(kinds, i.type);
  const t = (key: string, vars: Record<string, string | number> = {}) => contactText(i.lang, key, vars);
  const own = kind.mail(i, { lang: i.lang, t, source: t(`mail.sources.${i.source}`) });
  const salesAddress = s.to(own.to);
  const reference = inquiryReference(kind.referencePrefix, i.id);
  const lists = own.lists.filter((l) => l.items.length);
  const lines = [
    t('copy.greeting', { name: i.name }),
    '',
    t('copy.intro', { company: company.name }),
    '',
    `${t('thanks.reference')} ${reference}`,
    ...own.rows.map(([k, v]) => `${k}: ${v}`),
    ...lists.flatMap((l) => ['', `${l.title}:`, ...l.items.map((x) => `- ${x}`)]),
    '',
    t('copy.reply'),
  ];
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${i.lang}" dir="${directionOf(i.lang)}"><body>${lines
    .map((l) => (l === '' ? '' : `<p>${e(l)}</p>`))
    .join('')}</body></html>`;
  return {
    from: s.from,
    to: s.preview ? salesAddress : i.email,
    replyTo: { name: company.name, address: salesAddress },
    subject: t('copy.subject', { reference, company: company.name }),
    text: lines.join('\n'),
    html,
    messageId: messageIdOf(i, s, 'copy'),
    headers: { 'X-Inquiry-Id': i.id, 'Auto-Submitted': 'auto-replied' },
  };
}
