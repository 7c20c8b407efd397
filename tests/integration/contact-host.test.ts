// The contact function on the host: nothing accepted that cannot be kept, and one rate limit shared by all instances.
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import type { AddressInfo } from 'net';
import { settingsFromEnv, type ContactRuntime } from '../../src/inquiry/runtime';
import { handleContact, openRuntime } from '../../src/inquiry-kinds';
import { checkHostStorage, HostStorageMissing } from '../../src/inquiry/host';

const postgresUrl = process.env.TEST_DATABASE_URL as string;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-host-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const netlify = { NETLIFY: 'true', CONTEXT: 'production' };

describe('the build on the host', () => {
  it('fails a production build without DATABASE_URL with one line naming it, and warns without SMTP_URL', () => {
    const check = checkHostStorage({ ...netlify });
    expect(check.errors).toHaveLength(1);
    expect(check.errors[0]).toMatch(/^DATABASE_URL is not set: /);
    expect(check.errors[0]).not.toContain('\n');
    expect(check.warnings.join('\n')).toMatch(/SMTP_URL is not set: inquiries are stored but not e-mailed/);
    expect(check.warnings.join('\n')).toMatch(/SITE_URL is not set: canonical links/);
  });

  it('lets a deploy preview build, with a warning; passes when both are set; changes nothing locally', () => {
    const preview = checkHostStorage({ NETLIFY: 'true', CONTEXT: 'deploy-preview' });
    expect(preview.errors).toEqual([]);
    expect(preview.warnings[0]).toMatch(
      /no database of its own.*never uses production's DATABASE_URL.*refuses contact posts with 503/,
    );
    expect(
      checkHostStorage({
        ...netlify,
        DATABASE_URL: postgresUrl,
        SMTP_URL: 'smtp://mail:25',
        SITE_URL: 'https://example.com',
      }),
    ).toEqual({ errors: [], warnings: [] });
    expect(checkHostStorage({})).toEqual({ errors: [], warnings: [] });
  });
});

describe('the function on the host', () => {
  it('refuses to open an embedded store (no DATABASE_URL) on a Lambda instance', async () => {
    const settings = settingsFromEnv({
      AWS_LAMBDA_FUNCTION_NAME: 'contact',
      CONTACT_DATA_DIR: path.join(scratch, 'lambda'),
    });
    await expect(openRuntime(settings)).rejects.toBeInstanceOf(HostStorageMissing);
    expect(fs.existsSync(path.join(scratch, 'lambda'))).toBe(false);
  });

  it('keeps the inquiry unsent (no .eml outbox) on the host without SMTP_URL', async () => {
    const dir = path.join(scratch, 'host-mail');
    const rt = await openRuntime(
      settingsFromEnv({ ...netlify, DATABASE_URL: postgresUrl, CONTACT_DATA_DIR: dir }),
      () => undefined,
    );
    try {
      const saved = await rt.store.save(
        {
          type: 'contact',
          name: 'Host Mail',
          email: 'h@example.com',
          phone: '+1 770 555 0100',
          message: '',
          source: 'contact',
          lang: 'en',
          fields: {},
        },
        `key-host-mail-${Date.now()}`,
        'h',
      );
      if (saved.status === 'conflict') throw new Error('unexpected conflict');
      expect(await rt.backend.deliver(saved.id)).toBe(false);
      expect(await rt.store.get(saved.id)).toMatchObject({ sentAt: null, lastError: 'SMTP_URL is not set' });
      expect(fs.existsSync(path.join(dir, 'outbox'))).toBe(false);
    } finally {
      await rt.close();
    }
  });
});

describe('rate limit with PostgreSQL', () => {
  const instances: { rt: ContactRuntime; server: http.Server; base: string }[] = [];

  beforeAll(async () => {
    // Two instances of the function, as on the host: separate processes' state, one database. 3 posts per minute.
    for (let i = 0; i < 2; i++) {
      const rt = await openRuntime(
        settingsFromEnv({
          DATABASE_URL: postgresUrl,
          CONTACT_DATA_DIR: path.join(scratch, `rate-${i}`),
          CONTACT_RATE_LIMIT: '3/60',
        }),
        () => undefined,
      );
      const server = http.createServer(
        (req, res) =>
          void handleContact(req, res, { backend: rt.backend, limiter: rt.limiter, config: rt.settings.config }),
      );
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      instances.push({ rt, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
    await instances[0].rt.store.db.query('DELETE FROM contact_rate'); // counts of earlier runs on a reused server
  });
  afterAll(async () => {
    for (const { rt, server } of instances) {
      await new Promise((r) => server.close(r));
      await rt.close();
    }
  });

  const post = (base: string, n: number) =>
    fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({
        name: `Rate ${n}`,
        email: `rate${n}@example.com`,
        phone: '+1 770 555 0100',
        lang: 'en',
        website: '',
      }),
    });

  it('counts one client across both instances: the fourth post in the window gets 429 with Retry-After, whichever instance takes it', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await post(instances[n % 2].base, n)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const again = await post(instances[0].base, 9);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts atomically under concurrency and deletes ended windows', async () => {
    const limiter = instances[0].rt.limiter;
    const now = Date.now();
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? instances[1] : instances[0]).rt.limiter.take('203.0.113.7', now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    const db = instances[0].rt.store.db;
    const old = Math.floor((now - 10 * 60_000) / 60_000) * 60_000;
    await db.query('INSERT INTO contact_rate (client, window_start, count) VALUES ($1, $2, 5)', ['198.51.100.1', old]);
    // Cleaning rides along with about one post in a hundred; force it by taking until the old window is gone.
    for (let i = 0; i < 2000; i++) {
      await limiter.take(`198.51.100.${(i % 200) + 2}`, now);
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM contact_rate WHERE window_start < $1',
        [Math.floor(now / 60_000) * 60_000],
      );
      if (rows[0].n === 0) return;
    }
    throw new Error('ended windows were never deleted');
  });
});
