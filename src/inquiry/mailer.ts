// Emails stored inquiries to the sales team: SMTP when SMTP_URL is set, else .eml files in .data/outbox/.
import fs from 'fs';
import path from 'path';
import type { Transporter } from 'nodemailer';
import type { InquiryStore, StoredInquiry } from './store';
import { contactText } from './messages';
import { escapeHtml } from './html';
import { controlChars } from './fields';
import { kindOf, type InquiryKinds, type Mailbox } from './kind';
import { inquiryReference } from '../routes/inquiry-reference';
import type { Lang } from '../i18n/languages';

export interface MailSettings {
  smtpUrl?: string;
  /** .eml files when there is no SMTP_URL; null on the host, whose file system does not outlive the instance. */
  outboxDir: string | null;
  from: string;
  /** The address a kind's mailbox stands for here (the preview address on a deploy preview, never a sales one). */
  to: (box: Mailbox) => string;
  /** Set where no mail may go (a deploy preview without CONTACT_PREVIEW_MAIL_TO): the reason each row stays unsent. */
  noMail?: string;
  /** A deploy preview's mail says so in its subject. */
  preview?: boolean;
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

/** A mail's Message-ID: the inquiry, when it was stored, what kind of mail (`copy`) and the sending domain. */
export const messageIdOf = (i: StoredInquiry, s: MailSettings, kind = '') =>
  `<inquiry-${i.id}${kind ? `-${kind}` : ''}-${i.createdAt.getTime()}@${s.from.replace(/^.*@|>.*$/g, '') || 'localhost'}>`;

/** The sales e-mail of a stored inquiry: the rows every inquiry has, the message, and its kind's part. */
export function composeInquiryMail(i: StoredInquiry, s: MailSettings, kinds: InquiryKinds): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => contactText(s.lang, key, vars);
  const source = t(`mail.sources.${i.source}`);
  const kind = kindOf(kinds, i.type);
  const own = kind.mail(i, { lang: s.lang, t, source });
  const rows: [string, string][] = [
    [t('mail.reference'), inquiryReference(kind.referencePrefix, i.id)],
    [t('mail.received'), i.createdAt.toISOString()],
    [t('form.name'), i.name],
    ...own.senderRows,
    [t('form.email'), i.email],
    [t('form.phone'), i.phone],
    [t('mail.language'), i.lang],
    [t('mail.source'), source],
    ...own.rows,
  ];
  const lists = own.lists.filter((l) => l.items.length);
  const text = [
    t('mail.intro'),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t('form.message')}:`,
    i.message,
    ...lists.flatMap((l) => ['', `${l.title}:`, ...l.items.map((x) => `- ${x}`)]),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html><body><p>${e(t('mail.intro'))}</p><table>${rows.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<h2>${e(t('form.message'))}</h2><p>${e(i.message).replace(/\r?\n/g, '<br>')}</p>${lists.map((l) => `<h2>${e(l.title)}</h2><ul>${l.items.map((x) => `<li>${e(x)}</li>`).join('')}</ul>`).join('')}</body></html>`;
  return {
    from: s.from,
    to: s.to(own.to),
    replyTo: { name: headerSafe(i.name), address: headerSafe(i.email, 254) },
    subject: headerSafe(s.preview ? t('mail.previewSubject', { subject: own.subject }) : own.subject, 200),
    text,
    html,
    messageId: messageIdOf(i, s),
    headers: { 'X-Inquiry-Id': i.id },
  };
}

export interface Mailer {
  send(message: MailMessage, id: string): Promise<void>;
  close(): void;
}

export async function createMailer(s: MailSettings): Promise<Mailer> {
  const noMail = s.noMail;
  if (noMail) return { send: () => Promise.reject(new Error(noMail)), close: () => undefined };
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
      const file = path.join(outboxDir, `inquiry-${id.replace(/[^0-9a-z-]/gi, '')}-${Date.now()}.eml`);
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
  compose: (i: StoredInquiry) => MailMessage,
  id: string,
  log?: (m: string, e?: unknown) => void,
  stored?: StoredInquiry,
): Promise<boolean> {
  // A row just written is passed in (one round trip fewer per post); --resend reads it.
  const inquiry = stored ?? (await store.get(id));
  if (!inquiry) return false;
  if (inquiry.sentAt) return true;
  try {
    await mailer.send(compose(inquiry), inquiry.id);
    await store.markSent(inquiry.id);
    return true;
  } catch (e) {
    log?.(`contact: inquiry ${id} stored but not sent`, e);
    await store.markFailed(inquiry.id, e instanceof Error ? e.message : String(e)).catch(() => undefined);
    return false;
  }
}
