// Wires the contact function from the environment and the site's kinds: database, mailer, rate limit and origins,
// opened once per process.
import path from 'path';
import company from '../../data/company.json';
import { openDatabase } from './db';
import { InquiryStore, type StoredInquiry } from './store';
import {
  composeInquiryMail,
  createMailer,
  deliverInquiry,
  type MailMessage,
  type MailSettings,
  type Mailer,
} from './mailer';
import { RateLimiter, SharedRateLimiter, parseRateLimit, type ClientLimiter, type RateLimit } from './rate-limit';
import { toLang } from './fields';
import { chooseDatabase, HostStorageMissing, isPreview, onHost } from './host';
import type { ContactBackend, ContactConfig } from './handler';
import type { InquiryKinds } from './kind';
import { composeVisitorCopy } from './visitor-copy';

export interface ContactSettings {
  /** This deploy's PostgreSQL (src/inquiry/host.ts chooses it: a preview never gets production's). */
  databaseUrl?: string;
  /** On the host without a database of this deploy's own: why nothing is accepted (a local store would vanish). */
  missingDatabase?: string;
  /** A deploy preview or branch deploy: its own store, the preview address, and a thanks that says so. */
  preview: boolean;
  dataDir: string;
  /** Connections at most: an instance of the function serves one call at a time (src/inquiry/db.ts). */
  poolMax?: number;
  mail: MailSettings;
  rate: RateLimit;
  config: ContactConfig;
}

export interface ContactRuntime {
  store: InquiryStore;
  mailer: Mailer;
  settings: ContactSettings;
  limiter: ClientLimiter;
  backend: ContactBackend;
  /** The sales e-mail of a stored inquiry, by its kind. */
  compose(i: StoredInquiry): MailMessage;
  close(): Promise<void>;
}

/* Read through globalThis: Gatsby's function bundler replaces `process.env.X` with its value at BUILD time, while
   DATABASE_URL, SMTP_URL and the rest belong to the machine the function RUNS on. */
const runtimeEnv = (): Record<string, string | undefined> => globalThis.process.env;

export const defaultRate: RateLimit = { limit: 10, windowMs: 10 * 60_000 };

export function settingsFromEnv(env = runtimeEnv()): ContactSettings {
  const preview = isPreview(env);
  // Locally a preview keeps its embedded store and outbox apart from the local "production" ones.
  const dataRoot = path.join(path.resolve(env.CONTACT_DATA_DIR || '.data'), preview ? 'preview' : '');
  const domain = company.email.split('@')[1];
  const siteOrigins = [env.SITE_URL, ...(env.CONTACT_ALLOWED_ORIGINS ?? '').split(',')]
    .map((o) => {
      try {
        return o ? new URL(o.trim()).origin : null;
      } catch {
        return null;
      }
    })
    .filter((o): o is string => !!o);
  const hosted = onHost(env);
  const database = chooseDatabase(env);
  const previewTo = env.CONTACT_PREVIEW_MAIL_TO || '';
  return {
    databaseUrl: database.kind === 'postgres' ? database.url : undefined,
    missingDatabase: database.kind === 'none' ? database.reason : undefined,
    preview,
    dataDir: path.join(dataRoot, 'pglite'),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      outboxDir: hosted ? null : path.join(dataRoot, 'outbox'),
      from: env.CONTACT_MAIL_FROM || `"${company.name} website" <website@${domain}>`,
      // A preview mails the preview address whatever the kind, or nobody: never a sales mailbox.
      to: preview ? () => previewTo : (box) => env[box.setting] || env.CONTACT_MAIL_TO || box.address,
      noMail:
        preview && !previewTo
          ? `a ${env.CONTEXT} mails only CONTACT_PREVIEW_MAIL_TO, which is not set (the sales team is never mailed)`
          : undefined,
      preview,
      lang: toLang(env.CONTACT_MAIL_LANG || 'en'),
    },
    rate: parseRateLimit(env.CONTACT_RATE_LIMIT, defaultRate),
    config: {
      allowedOrigins: siteOrigins,
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      preview,
    },
  };
}

export async function openInquiryRuntime(
  settings: ContactSettings,
  kinds: InquiryKinds,
  log: (m: string, e?: unknown) => void = console.error,
): Promise<ContactRuntime> {
  if (settings.missingDatabase) throw new HostStorageMissing(settings.missingDatabase);
  const db = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolMax: settings.poolMax,
  });
  const store = new InquiryStore(db);
  const mailer = await createMailer(settings.mail);
  const compose = (i: StoredInquiry) => composeInquiryMail(i, settings.mail, kinds);
  /* The visitor's copy goes out beside the sales mail of a row just stored (not on a resend), within the same wait
     before the answer; it is sent once, and a failure only logged: the request is stored and sales get it anyway. */
  const sendCopy = async (i: StoredInquiry) => {
    const copy = composeVisitorCopy(i, settings.mail, kinds);
    if (copy)
      await mailer.send(copy, `${i.id}-copy`).catch((e: unknown) => log(`contact: copy of ${i.id} not sent`, e));
  };
  const deliver = async (id: string, stored?: StoredInquiry) => {
    try {
      const [sent] = await Promise.all([
        deliverInquiry(store, mailer, compose, id, log, stored),
        stored ? sendCopy(stored) : undefined,
      ]);
      return sent;
    } catch (e) {
      log(`contact: inquiry ${id} stored, delivery not attempted`, e);
      return false;
    }
  };
  return {
    store,
    mailer,
    settings,
    // PostgreSQL is shared by every instance of the function, so its counts are too; PGlite is one process.
    limiter: db.kind === 'postgres' ? new SharedRateLimiter(db, settings.rate, log) : new RateLimiter(settings.rate),
    backend: { save: (i, key, hash) => store.save(i, key, hash), deliver },
    compose,
    async close() {
      mailer.close();
      await db.close();
    },
  };
}

/* Gatsby re-evaluates a function's bundle on every request, so the one open database lives on globalThis. */
const slot = Symbol.for('taurus-stone.contact.runtime');
type Slot = { [slot]?: Promise<ContactRuntime> };

export function sharedInquiryRuntime(kinds: InquiryKinds): Promise<ContactRuntime> {
  const g = globalThis as Slot;
  if (!g[slot]) {
    g[slot] = openInquiryRuntime(settingsFromEnv(), kinds).catch((e: unknown) => {
      delete g[slot]; // try again on the next request rather than fail forever
      throw e;
    });
  }
  return g[slot];
}
