// The contact function as the host runs it: the adapter's generated wrapper in an instance of its own that is frozen
// the moment it has answered (src/hosting/function-host.ts). What the sales team relies on must be done by then: the
// inquiry's mail sent (or, without SMTP, written). With the mail server down, the visitor still gets the answer within
// the bounded wait, and the scheduled function (netlify/functions/send-unsent-mail.ts, run from the archive the host's
// build packs) sends each waiting mail once when the server is back. Runs after a build.
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { FunctionHost } from '../../src/hosting/function-host';
import { eventOf, scheduledEvent, type HostContext } from '../../src/hosting/lambda-http';
import { mailWaitMs } from '../../src/inquiry/delivery';
import { startSmtpSink } from '../../scripts/smtp-sink';
import { packedFunctions } from './packed-functions';

const root = path.resolve(__dirname, '..', '..');
const origin = 'http://site.test';
const host: HostContext = { clientIp: '203.0.113.7', siteId: 'test-site', deployId: 'test-deploy' };
let scratch: string;
const hosts: FunctionHost[] = [];
let packed: Record<string, string>;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'function-freeze-'));
  // Packed once for all build tests, by the host's own build (tests/build/global-setup.ts).
  const functions = packedFunctions();
  packed = Object.fromEntries(functions.map((f) => [f.name, f.entry]));
});
afterAll(() => {
  for (const h of hosts) h.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function functionHost(env: Record<string, string>): FunctionHost {
  const h = new FunctionHost({
    root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    sharedInstance: [['contact-js', 'send-unsent-mail']],
    packed,
    // A first call makes the embedded database (tens of seconds on a loaded machine); freezing, not time, is tested.
    timeoutMs: 180_000,
  });
  hosts.push(h);
  return h;
}

const post = (name: string, key: string) =>
  eventOf(
    {
      method: 'POST',
      url: new URL('/api/contact/', origin),
      headers: [
        ['content-type', 'application/json'],
        ['origin', origin],
        ['host', 'site.test'],
        ['idempotency-key', key],
      ],
      body: Buffer.from(
        JSON.stringify({ name, email: 'buyer@example.com', phone: '+1 404 555 0100', message: 'Lot A48', lang: 'en' }),
      ),
    },
    host,
  );

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

test('a contact post has written its mail by the time it is answered and its instance frozen', async () => {
  const dataDir = path.join(scratch, 'outbox-run');
  const functions = functionHost({ CONTACT_DATA_DIR: dataDir });
  const answer = await functions.invoke('contact-js', post('Frozen Answer', 'freeze-outbox-0001-test'));
  expect(answer.statusCode).toBe(200);
  // The instance is stopped now: only what happened before the answer is on disk.
  const outbox = path.join(dataDir, 'outbox');
  const mails = (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).map((f) =>
    fs.readFileSync(path.join(outbox, f), 'utf8'),
  );
  // The sales mail and the visitor's copy (an automatic answer), both written before the answer.
  const isCopy = (mail: string) => /^Auto-Submitted: auto-replied/im.test(mail);
  expect(mails.map(isCopy).sort()).toEqual([false, true]);
  expect(mails.find((m) => !isCopy(m))).toContain('Frozen Answer');
}, 300_000);

test('with the mail server down the visitor is answered within the wait, and the scheduled run sends it once', async () => {
  const port = await freePort(); // nothing listens here yet: the mail server is down
  const functions = functionHost({
    CONTACT_DATA_DIR: path.join(scratch, 'smtp-run'),
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  });
  // A first call opens the database; the wait measured is the post's own.
  const warm = eventOf(
    { method: 'GET', url: new URL('/api/contact/', origin), headers: [], body: Buffer.alloc(0) },
    host,
  );
  expect((await functions.invoke('contact-js', warm)).statusCode).toBe(405);
  const started = Date.now();
  const answer = await functions.invoke('contact-js', post('Server Down', 'freeze-smtp-0001-test'));
  expect(answer.statusCode).toBe(200);
  expect(Date.now() - started).toBeLessThan(mailWaitMs + 5_000);

  const sink = await startSmtpSink(port);
  try {
    const run = () =>
      functions.invoke(
        'send-unsent-mail',
        scheduledEvent('send-unsent-mail', JSON.stringify({ next_run: new Date().toISOString() }), host),
      );
    expect((await run()).statusCode).toBe(200);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].raw).toContain('Server Down');
    // A second run finds nothing to send.
    expect((await run()).statusCode).toBe(200);
    expect(sink.received).toHaveLength(1);
  } finally {
    await sink.close();
  }
}, 300_000);

test("the PDF function loads its handler and answers a sheet that does not exist with the site's 404", async () => {
  const functions = functionHost({ CONTACT_DATA_DIR: path.join(scratch, 'pdf-run') });
  const answer = await functions.invoke(
    'pdf-js',
    eventOf(
      {
        method: 'GET',
        url: new URL('/datasheets/no-such-stone-999999.pdf', origin),
        headers: [],
        body: Buffer.alloc(0),
      },
      host,
    ),
  );
  expect(answer.statusCode).toBe(404);
  expect(Buffer.from(answer.body ?? '', 'base64').toString()).toContain('<html');
}, 120_000);
