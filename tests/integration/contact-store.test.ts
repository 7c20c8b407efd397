// Storage and delivery of inquiries against a real PostgreSQL and the embedded PGlite, with a real SMTP sink.
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import type { AddressInfo } from 'net';
import { settingsFromEnv, type ContactRuntime, type ContactSettings } from '../../src/inquiry/runtime';
import { handleContact, openRuntime } from '../../src/inquiry-kinds';
import { openDatabase } from '../../src/inquiry/db';
import { migrations } from '../../src/inquiry/migrations';
import { resendUnsent, main as inquiriesCli } from '../../scripts/inquiries';
import type { Inquiry } from '../../src/inquiry/store';
import { startSmtpSink, decodeMail, type SmtpSink } from '../../scripts/smtp-sink';
import pg from 'pg';

// Set by global-setup.ts: TEST_DATABASE_URL, or the embedded server it started.
const postgresUrl = process.env.TEST_DATABASE_URL as string;
const inquiry: Inquiry = {
  type: 'contact',
  name: 'Eve <b>Bold</b>',
  email: 'eve@example.com',
  phone: '+1 770 555 0148',
  message: 'Need 300 m2\nfor a <script>hotel</script> lobby',
  source: 'usaContact',
  lang: 'en',
  fields: {
    quote: [
      {
        kind: 'product',
        id: 948,
        code: 'TRV-948',
        name: 'Silver Travertine',
        size: '60x60',
        quantity: 300,
        unit: 'm2',
      },
    ],
  },
};
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-it-'));
const template = path.join(scratch, 'template');
let roots = 0;
/** A data folder with its own embedded database: a copy of one created (and migrated) once, as creating one takes seconds. */
const tmp = () => {
  const root = path.join(scratch, `root-${++roots}`);
  fs.cpSync(template, path.join(root, 'pglite'), { recursive: true });
  return root;
};

beforeAll(async () => {
  await (await openDatabase({ dataDir: template })).close();
}, 120_000);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function settingsFor(kind: 'postgres' | 'pglite', dir: string, smtpUrl?: string): ContactSettings {
  const base = settingsFromEnv({
    CONTACT_DATA_DIR: dir,
    SMTP_URL: smtpUrl,
    DATABASE_URL: kind === 'postgres' ? postgresUrl : undefined,
  });
  return base;
}

async function resetPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL is not reachable at ${postgresUrl}: set TEST_DATABASE_URL to a running server or let the tests start an embedded one (${(e as Error).message})`,
    );
  }
  await client.query('DROP TABLE IF EXISTS inquiries, contact_rate, contact_migrations');
  await client.end();
}

describe.each(['pglite', 'postgres'] as const)('inquiry store on %s', (kind) => {
  let dir: string;
  let rt: ContactRuntime;

  beforeAll(async () => {
    if (kind === 'postgres') await resetPostgres();
    dir = tmp();
    rt = await openRuntime(settingsFor(kind, dir));
  });
  afterAll(async () => {
    await rt.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies the migrations once (reopening is a no-op)', async () => {
    expect(rt.store.db.kind).toBe(kind);
    const again = kind === 'postgres' ? await openRuntime(settingsFor(kind, dir)) : null;
    await again?.close();
    const versions = await rt.store.db.query<{ version: number }>('SELECT version FROM contact_migrations');
    expect(versions.rows.map((r) => Number(r.version))).toEqual(migrations.map((m) => m.version));
  });

  it('stores an inquiry with its quote list, once per idempotency key', async () => {
    const first = await rt.store.save(inquiry, 'key-aaaaaaaaaaaaaaaa', 'hash-1');
    expect(first.status).toBe('created');
    expect(await rt.store.save(inquiry, 'key-aaaaaaaaaaaaaaaa', 'hash-1')).toEqual({
      status: 'replayed',
      id: first.status !== 'conflict' && first.id,
    });
    expect(await rt.store.save(inquiry, 'key-aaaaaaaaaaaaaaaa', 'hash-2')).toEqual({ status: 'conflict' });
    const row = await rt.store.get(first.status !== 'conflict' ? first.id : '');
    expect(row).toMatchObject({ ...inquiry, sentAt: null, sendAttempts: 0 });
  });

  it('keeps one row when the same key arrives many times at once', async () => {
    const before = await rt.store.count();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => rt.store.save(inquiry, 'key-concurrent-000001', 'hash-c')),
    );
    expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
    expect(new Set(results.map((r) => r.status !== 'conflict' && r.id)).size).toBe(1);
    expect(await rt.store.count()).toBe(before + 1);
  });
});

describe('delivery', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('emails the sales team through SMTP with the right fields, escaped, and marks the row sent', async () => {
    const dir = tmp();
    const rt = await openRuntime(settingsFor('pglite', dir, sink.url));
    try {
      const saved = await rt.store.save(inquiry, 'key-smtp-000000000001', 'h');
      if (saved.status === 'conflict') throw new Error('unexpected conflict');
      expect(await rt.backend.deliver(saved.id)).toBe(true);
      expect(sink.received).toHaveLength(1);
      const mail = sink.received[0];
      expect(mail.to).toEqual(['usa@taurusstone.com']); // a USA contact inquiry goes to the warehouse
      const text = decodeMail(mail.raw);
      expect(text).toMatch(/^Reply-To: .*eve@example\.com/m);
      expect(text).toMatch(/^Subject: New inquiry from Eve <b>Bold<\/b> \(USA contact page\)/m);
      expect(text).toContain('+1 770 555 0148');
      expect(text).toContain('TRV-948 — Silver Travertine (60x60): 300 m²');
      const htmlPart = text.slice(text.indexOf('Content-Type: text/html'));
      expect(htmlPart).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
      expect(htmlPart).toContain('&lt;script&gt;hotel&lt;/script&gt;');
      expect(htmlPart).not.toMatch(/<script|<b>/);
      expect((await rt.store.get(saved.id))?.sentAt).toBeInstanceOf(Date);
    } finally {
      await rt.close();
    }
  });

  it('keeps the inquiry stored and unsent when SMTP is down; --resend delivers it later', async () => {
    const dir = tmp();
    const down = await startSmtpSink();
    const port = down.port;
    await down.close(); // nothing listens on this port now
    const rt = await openRuntime(settingsFor('pglite', dir, `smtp://127.0.0.1:${port}`), () => undefined);
    let saved;
    try {
      saved = await rt.store.save(inquiry, 'key-smtp-down-0000001', 'h');
      if (saved.status === 'conflict') throw new Error('unexpected conflict');
      expect(await rt.backend.deliver(saved.id)).toBe(false);
      const row = await rt.store.get(saved.id);
      expect(row).toMatchObject({ sentAt: null, sendAttempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await rt.close();
    }
    // The mail server is back on the same address: the CLI's --resend sends what was left.
    const back = await startSmtpSink(port);
    try {
      process.env.CONTACT_DATA_DIR = dir;
      process.env.SMTP_URL = back.url;
      const out: string[] = [];
      expect(await inquiriesCli(['--resend'], (s) => out.push(s))).toBe(0);
      expect(out.join('')).toBe('resent 1, still unsent 0\n');
      expect(back.received).toHaveLength(1);
      expect(decodeMail(back.received[0].raw)).toContain('eve@example.com');
      const rt2 = await openRuntime(settingsFor('pglite', dir));
      const rows = await rt2.store.list({ unsentOnly: true });
      expect(rows).toEqual([]);
      expect(await resendUnsent(rt2, () => undefined)).toEqual({ sent: 0, failed: 0 });
      await rt2.close();
    } finally {
      delete process.env.CONTACT_DATA_DIR;
      delete process.env.SMTP_URL;
      await back.close();
    }
  });

  it('writes an .eml file to .data/outbox when no SMTP_URL is set, and the CLI exports CSV', async () => {
    const dir = tmp();
    const rt = await openRuntime(settingsFor('pglite', dir));
    try {
      const saved = await rt.store.save(
        { ...inquiry, source: 'contact', name: '=HYPERLINK("x")' },
        'key-outbox-0000000001',
        'h',
      );
      if (saved.status === 'conflict') throw new Error('unexpected conflict');
      expect(await rt.backend.deliver(saved.id)).toBe(true);
      const files = fs.readdirSync(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      const eml = decodeMail(fs.readFileSync(path.join(dir, 'outbox', files[0]), 'utf8'));
      expect(eml).toMatch(/^To: info@taurusstone\.com/m);
    } finally {
      await rt.close();
    }
    process.env.CONTACT_DATA_DIR = dir;
    try {
      const out: string[] = [];
      expect(await inquiriesCli(['--csv'], (s) => out.push(s))).toBe(0);
      const lines = out.join('').trim().split('\r\n');
      expect(lines[0]).toBe(
        'id,type,created_at,lang,source,name,email,phone,message,quote,company,street,postal_code,city,region,country,samples,sku,lot,shade,crates,hold_start,hold_end,sent_at,send_attempts,last_error',
      );
      expect(lines).toHaveLength(2); // header + one row (the message's line break stays inside its quoted cell)
      expect(out.join('')).toContain(`"'=HYPERLINK(""x"")"`);
    } finally {
      delete process.env.CONTACT_DATA_DIR;
    }
  });
});

describe('the function with its real runtime', () => {
  it('answers 200 only after the row is in PostgreSQL and its e-mail has left', async () => {
    await resetPostgres();
    const dir = tmp();
    const rt = await openRuntime(settingsFor('postgres', dir));
    const server = http.createServer(
      (req, res) =>
        void handleContact(req, res, { backend: rt.backend, limiter: rt.limiter, config: rt.settings.config }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, 'Idempotency-Key': 'key-function-00000001' },
        body: JSON.stringify({ ...inquiry, name: 'Ayşe', website: '' }),
      });
      expect(res.status).toBe(200);
      expect((await rt.store.list()).map((r) => r.name)).toEqual(['Ayşe']);
      // The mail leaves before the answer (the host freezes the function once it has answered): the row is marked sent.
      expect((await rt.store.list())[0].sentAt).toBeInstanceOf(Date);
    } finally {
      await new Promise((r) => server.close(r));
      await rt.close();
    }
  });
});

describe('npm run inquiries -- --delete <email> (a privacy request)', () => {
  it('deletes every inquiry of that address, whatever its case, keeps the others, and says how many went', async () => {
    const dir = tmp();
    const rt = await openRuntime(settingsFor('pglite', dir));
    try {
      await rt.store.save({ ...inquiry, email: 'Forget.Me@example.com' }, 'key-delete-000000001', 'h1');
      await rt.store.save(
        { ...inquiry, email: 'forget.me@example.com', message: 'second' },
        'key-delete-000000002',
        'h2',
      );
      await rt.store.save({ ...inquiry, email: 'keep.me@example.com' }, 'key-delete-000000003', 'h3');
    } finally {
      await rt.close();
    }
    process.env.CONTACT_DATA_DIR = dir;
    try {
      const out: string[] = [];
      expect(await inquiriesCli(['--delete', 'forget.me@EXAMPLE.com'], (s) => out.push(s))).toBe(0);
      expect(out.join('')).toMatch(/^deleted 2 inquiry\(ies\) sent with forget\.me@EXAMPLE\.com from /);
      const again: string[] = [];
      expect(await inquiriesCli(['--delete', 'forget.me@example.com'], (s) => again.push(s))).toBe(0);
      expect(again.join('')).toMatch(/^deleted 0 inquiry/);
      expect(await inquiriesCli(['--delete'], () => undefined)).toBe(2);
    } finally {
      delete process.env.CONTACT_DATA_DIR;
    }
    const rt2 = await openRuntime(settingsFor('pglite', dir));
    expect((await rt2.store.list()).map((r) => r.email)).toEqual(['keep.me@example.com']);
    await rt2.close();
  });
});
