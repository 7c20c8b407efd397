// Emails stored inquiries to the sales team: SMTP when SMTP_URL is set, else .eml files in .data/outbox/.
import fs from 'fs';
import path from 'path';
import type { Transporter } from 'nodemailer';
import type { InquiryStore, StoredInquiry } from './store';
import { contactText } from './messages';
import { escapeHtml } from './html';
import { controlChars } from '../contact/fields';
import type { Lang } from '../i18n/languages';
import type { ShippingAddress } from '../samples/fields';
import { countryName } from '../samples/countries';

export interface MailSettings {
  smtpUrl?: string;
  /** .eml files when there is no SMTP_URL; null on the host, whose file system does not outlive the instance. */
  outboxDir: string | null;
  from: string;
  /** Where inquiries go: USA contact inquiries to the warehouse, the rest to the main sales address. */
  to: { main: string; usa: string };
  /** Language of the email's labels (the sales team's). */
  lang: Lang;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one inquiry, so a mail system that gets it twice can tell it is one message. */
  messageId: string;
  headers: Record<string, string>;
}

/** Header text never carries line breaks or control characters, whatever reached the database. */
const headerSafe = (s: string, max = 150) => s.replace(new RegExp(controlChars.source, 'g'), ' ').slice(0, max);

/** The finish as sales read it: its slug in words (the function has no catalogue to name it in their language). */
const finishLabel = (slug: string) => slug.replace(/-/g, ' ');

export const addressLine = (a: ShippingAddress, lang: Lang) =>
  `${a.street}, ${a.postalCode} ${a.city}, ${countryName(a.country, lang)} (${a.country})`;

/** "Sample request: 3 stones → Lyon, FR", in the plural form the sales team's language needs for the count. */
export function sampleSubject(i: Pick<StoredInquiry, 'samples' | 'address'>, lang: Lang): string {
  const count = i.samples.length;
  const form = new Intl.PluralRules(lang).select(count);
  const vars = { count, city: i.address?.city ?? '', country: i.address?.country ?? '' };
  const text = contactText(lang, `mail.sampleSubject_${form}`, vars);
  return text === `mail.sampleSubject_${form}` ? contactText(lang, 'mail.sampleSubject_other', vars) : text;
}

export function composeInquiryMail(i: StoredInquiry, s: MailSettings): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => contactText(s.lang, key, vars);
  const source = t(`mail.sources.${i.source}`);
  const rows: [string, string][] = [
    [t('mail.reference'), i.id],
    [t('mail.received'), i.createdAt.toISOString()],
    [t('form.name'), i.name],
    [t('form.email'), i.email],
    [t('form.phone'), i.phone],
    [t('mail.language'), i.lang],
    [t('mail.source'), source],
  ];
  if (i.type === 'sample') {
    rows.splice(3, 0, [t('samples.company'), i.company || '—']);
    if (i.address) rows.push([t('samples.address'), addressLine(i.address, s.lang)]);
  }
  const sampleLines = i.samples.map((x) => `${x.code} — ${finishLabel(x.finish)} — ${t(`samples.kinds.${x.sample}`)}`);
  const quoteLines = i.quote.map(
    (q) => `${q.code} — ${q.name}${q.size ? ` (${q.size})` : ''}: ${q.quantity} ${t(`form.units.${q.unit}`)}`,
  );
  const text = [
    t('mail.intro'),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t('form.message')}:`,
    i.message,
    ...(quoteLines.length ? ['', `${t('mail.quote')}:`, ...quoteLines.map((l) => `- ${l}`)] : []),
    ...(sampleLines.length ? ['', `${t('mail.samples')}:`, ...sampleLines.map((l) => `- ${l}`)] : []),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html><body><p>${e(t('mail.intro'))}</p><table>${rows.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<h2>${e(t('form.message'))}</h2><p>${e(i.message).replace(/\r?\n/g, '<br>')}</p>${quoteLines.length ? `<h2>${e(t('mail.quote'))}</h2><ul>${quoteLines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>` : ''}${sampleLines.length ? `<h2>${e(t('mail.samples'))}</h2><ul>${sampleLines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>` : ''}</body></html>`;
  return {
    from: s.from,
    to: i.source === 'usaContact' ? s.to.usa : s.to.main,
    replyTo: { name: headerSafe(i.name), address: headerSafe(i.email, 254) },
    subject: headerSafe(
      i.type === 'sample' ? sampleSubject(i, s.lang) : t('mail.subject', { name: i.name, source }),
      200,
    ),
    text,
    html,
    messageId: `<inquiry-${i.id}-${i.createdAt.getTime()}@${s.from.replace(/^.*@|>.*$/g, '') || 'localhost'}>`,
    headers: { 'X-Inquiry-Id': i.id },
  };
}

export interface Mailer {
  send(message: MailMessage, id: string): Promise<void>;
  close(): void;
}

export async function createMailer(s: MailSettings): Promise<Mailer> {
  const nodemailer = (await import(/* webpackIgnore: true */ 'nodemailer')).default;
  if (s.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(s.smtpUrl, {});
    /* Short waits: the contact function sends before it answers, and gives up waiting after mailWaitMs
       (src/inquiry/delivery.ts); a dead or hung server fails the send well within it, and the row stays unsent for the
       scheduled resend. */
    Object.assign(transport.options, { connectionTimeout: 2_000, greetingTimeout: 2_000, socketTimeout: 3_000 });
    return { send: async (m) => void (await transport.sendMail(m)), close: () => transport.close() };
  }
  const outboxDir = s.outboxDir;
  if (!outboxDir) {
    // The inquiry stays stored and unsent (with this reason) until `npm run inquiries -- --resend` with SMTP_URL set.
    return { send: () => Promise.reject(new Error('SMTP_URL is not set')), close: () => undefined };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Asynchronous writes: the synchronous ones held the event loop for a third of a 200-client load run.
  let outboxReady: Promise<unknown> | null = null;
  return {
    async send(m, id) {
      const info = await transport.sendMail(m);
      await (outboxReady ??= fs.promises.mkdir(outboxDir, { recursive: true }));
      const file = path.join(outboxDir, `inquiry-${id.replace(/\D/g, '')}-${Date.now()}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer).catch((e: unknown) => {
        outboxReady = null; // the folder may have been removed: make it again next time
        throw e;
      });
    },
    close: () => transport.close(),
  };
}

/** Sends one stored inquiry and records the outcome; false (never a throw) when it stays unsent. */
export async function deliverInquiry(
  store: InquiryStore,
  mailer: Mailer,
  settings: MailSettings,
  id: string,
  log?: (m: string, e?: unknown) => void,
  stored?: StoredInquiry,
): Promise<boolean> {
  // A row just written is passed in (one round trip fewer per post); --resend reads it.
  const inquiry = stored ?? (await store.get(id));
  if (!inquiry) return false;
  if (inquiry.sentAt) return true;
  try {
    await mailer.send(composeInquiryMail(inquiry, settings), inquiry.id);
    await store.markSent(inquiry.id);
    return true;
  } catch (e) {
    log?.(`contact: inquiry ${id} stored but not sent`, e);
    await store.markFailed(inquiry.id, e instanceof Error ? e.message : String(e)).catch(() => undefined);
    return false;
  }
}
