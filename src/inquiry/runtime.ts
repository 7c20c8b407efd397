// Wires the contact function from the environment and the site's kinds: database, mailer, rate limit and origins,
// opened once per process.
import path from 'path';
import company from '../../data/company.json';
import usa from '../../data/usa.json';
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
import { HostStorageMissing, onHost } from './host';
import type { ContactBackend, ContactConfig } from './handler';
import type { InquiryKinds } from './kind';

export interface ContactSettings {
  databaseUrl?: string;
  /** On the host: without DATABASE_URL nothing is accepted (a local store would vanish with the instance). */
  requireDatabase: boolean;
  dataDir: string;
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
  const dataRoot = path.resolve(env.CONTACT_DATA_DIR || '.data');
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
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    requireDatabase: hosted,
    dataDir: path.join(dataRoot, 'pglite'),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      outboxDir: hosted ? null : path.join(dataRoot, 'outbox'),
      from: env.CONTACT_MAIL_FROM || `"${company.name} website" <website@${domain}>`,
      to: {
        main: env.CONTACT_MAIL_TO || company.email,
        usa: env.CONTACT_MAIL_TO_USA || env.CONTACT_MAIL_TO || usa.email,
      },
      lang: toLang(env.CONTACT_MAIL_LANG || 'en'),
    },
    rate: parseRateLimit(env.CONTACT_RATE_LIMIT, defaultRate),
    config: { allowedOrigins: siteOrigins, trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' },
  };
}

export async function openInquiryRuntime(
  settings: ContactSettings,
  kinds: InquiryKinds,
  log: (m: string, e?: unknown) => void = console.error,
): Promise<ContactRuntime> {
  if (settings.requireDatabase && !settings.databaseUrl)
    throw new HostStorageMissing('DATABASE_URL is not set: inquiries cannot be kept on the host');
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const store = new InquiryStore(db);
  const mailer = await createMailer(settings.mail);
  const compose = (i: StoredInquiry) => composeInquiryMail(i, settings.mail, kinds);
  const deliver = async (id: string, stored?: StoredInquiry) => {
    try {
      return await deliverInquiry(store, mailer, compose, id, log, stored);
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
