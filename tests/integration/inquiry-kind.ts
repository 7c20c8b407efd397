// What the tests of one inquiry kind on the durable path share (hold-requests, sample-requests): a PostgreSQL database
// and a scratch folder of their own, a store as it was before a migration, the contact function on a local port, a
// post to it, an SMTP sink and the one mail it got, and the CLI's CSV read back by column.
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import type { AddressInfo } from 'net';
import pg from 'pg';
import { settingsFromEnv, type ContactRuntime, type ContactSettings } from '../../src/inquiry/runtime';
import { handleContact } from '../../src/inquiry-kinds';
import { openDatabase, type Database } from '../../src/inquiry/db';
import { migrations } from '../../src/inquiry/migrations';
import { decodeMail, startSmtpSink, type SmtpSink } from '../../scripts/smtp-sink';

export type StoreKind = 'postgres' | 'pglite';

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of the test file's own on the test server (TEST_DATABASE_URL, set by global-setup.ts), so the contact
 * tests' resets never meet it, and a scratch folder; both made before the file's tests and removed after them.
 */
export function ownStores(name: string) {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const database = `${name}_it_${process.pid}`;
  const postgresUrl = (() => {
    const u = new URL(serverUrl);
    u.pathname = `/${database}`;
    return u.toString();
  })();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-it-`));

  beforeAll(async () => {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${database}`);
    await admin(serverUrl, `CREATE DATABASE ${database}`);
  }, 60_000);
  afterAll(async () => {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const settingsFor = (kind: StoreKind, dir: string, smtpUrl?: string): ContactSettings =>
    settingsFromEnv({
      CONTACT_DATA_DIR: dir,
      SMTP_URL: smtpUrl,
      DATABASE_URL: kind === 'postgres' ? postgresUrl : undefined,
    });

  /** The store as it was before a later migration: emptied, then migrations 1 to `version` applied and recorded. */
  async function storeUpTo(kind: StoreKind, dir: string, version: number): Promise<Database> {
    const old = await openDatabase(
      kind === 'postgres' ? { databaseUrl: postgresUrl } : { dataDir: path.join(dir, 'pglite') },
    );
    await old.query('DROP TABLE IF EXISTS inquiries, contact_rate, contact_migrations');
    await old.query(
      'CREATE TABLE contact_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const m of migrations.filter((x) => x.version <= version)) {
      for (const statement of m.statements) await old.query(statement);
      await old.query('INSERT INTO contact_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    }
    return old;
  }

  return { scratch, settingsFor, storeUpTo };
}

/** The contact function on a local port; `now` fixes the day it checks against (today otherwise). */
export async function serve(rt: ContactRuntime, now?: Date): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer(
    (req, res) =>
      void handleContact(req, res, { backend: rt.backend, limiter: rt.limiter, config: rt.settings.config }, now),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((r) => server.close(() => r())) };
}

/** A JSON post to the contact function, as the enhanced forms send it. */
export const post = (base: string, body: unknown, key: string) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

/** An SMTP sink for the tests of the describe block this is called in: started before them, closed after them. */
export function smtpSinkOfBlock(): () => SmtpSink {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  return () => sink;
}

/** The visitor's copy of an inquiry says it is an automatic answer (src/inquiry/visitor-copy.ts); sales mail does not. */
const isVisitorCopy = (m: SmtpSink['received'][number]) => /^Auto-Submitted: auto-replied/im.test(m.raw);
export const salesMails = (sink: SmtpSink) => sink.received.filter((m) => !isVisitorCopy(m));
export const visitorCopies = (sink: SmtpSink) => sink.received.filter(isVisitorCopy);

/** The sink's one sales mail, once it has come (five seconds at most): its recipients and its decoded text. */
export async function onlyMail(sink: SmtpSink): Promise<{ to: string[]; text: string }> {
  for (let i = 0; i < 50 && salesMails(sink).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const [mail, ...more] = salesMails(sink);
  expect(more).toHaveLength(0);
  return { to: mail.to, text: decodeMail(mail.raw) };
}

/** `npm run inquiries -- --csv` output: its rows below the header, and a cell of the first by its column (quoted). */
export function csvTable(csv: string): { rows: number; cell: (name: string) => string } {
  const lines = csv.trim().split('\r\n');
  const header = lines[0].split(',');
  return {
    rows: lines.length - 1,
    cell: (name: string) => lines[1].match(/"(?:[^"]|"")*"/g)![header.indexOf(name)],
  };
}
