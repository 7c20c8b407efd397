// An instance of the contact function is frozen by the host from its answer to its next call, for minutes at times,
// with its database connections open. While it is frozen the database server ends them (its idle timeout here, a
// restart or a NAT's timeout on the host), and the frozen instance cannot see it: the host's freeze stops the whole
// sandbox, so the server's goodbye is lost and the first write meets a reset. The next call must still succeed.
import { fork, type ChildProcess } from 'child_process';
import net from 'net';
import path from 'path';
import pg from 'pg';
import { ownStores } from './inquiry-kind';

const stores = ownStores('frozen');
const serverUrl = process.env.TEST_DATABASE_URL as string;
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/frozen_it_${process.pid}`);
const root = path.resolve(__dirname, '..', '..');

/**
 * The network between an instance and its database. While the instance is frozen what the server sends is lost (the
 * host stops the whole sandbox), so a connection the server closed meanwhile still looks open to the instance, and its
 * next write on it is answered with a reset, as a host's network answers a connection its peer has forgotten.
 */
async function lossyLink(target: URL) {
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    let upstreamGone = false;
    client.on('data', (d) => (upstreamGone ? client.resetAndDestroy() : upstream.write(d)));
    upstream.on('data', (d) => void (frozen || client.write(d)));
    upstream.on('close', () => (upstreamGone = true));
    upstream.on('error', () => (upstreamGone = true));
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const u = new URL(target.toString());
  u.port = String((server.address() as net.AddressInfo).port);
  return {
    url: u.toString(),
    freeze: (on: boolean) => void (frozen = on),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

async function instance(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(path.join(__dirname, 'contact-instance.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'], // in this process, so SIGSTOP stops the instance itself
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the instance stopped (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

const post = (base: string, n: number) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'Idempotency-Key': `frozen-instance-000${n}` },
    body: JSON.stringify({ name: `Frozen ${n}`, email: 'f@example.com', phone: '+1 404 555 0100', lang: 'en' }),
  });

test('an instance frozen past the database server’s idle timeout answers its next call with success', async () => {
  // The server ends a session idle for a second (PostgreSQL's idle_session_timeout; on the host: minutes).
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE frozen_it_${process.pid} SET idle_session_timeout = '1s'`);
  await admin.end();
  const link = await lossyLink(new URL(databaseUrl));
  try {
    const { child, base } = await instance({
      DATABASE_URL: link.url,
      CONTACT_DATA_DIR: path.join(stores.scratch, 'instance'),
    });
    expect((await post(base, 1)).status).toBe(200);
    child.kill('SIGSTOP'); // answered: frozen, as on the host
    link.freeze(true);
    await new Promise((r) => setTimeout(r, 3_000)); // past the server's idle timeout
    // The next call is what thaws it: the call and the lost connection meet at once.
    const next = post(base, 2);
    await new Promise((r) => setTimeout(r, 200));
    link.freeze(false);
    child.kill('SIGCONT');
    const answer = await next;
    expect(answer.status).toBe(200);
  } finally {
    await link.close();
  }
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const { rows } = await check.query<{ name: string }>('SELECT name FROM inquiries ORDER BY id');
  // Both posts counted against the client's rate limit: the first query after the thaw is the limit's.
  const counted = await check.query<{ n: number }>('SELECT coalesce(sum(count), 0)::int AS n FROM contact_rate');
  await check.end();
  expect(rows.map((r) => r.name)).toEqual(['Frozen 1', 'Frozen 2']);
  expect(counted.rows[0].n).toBe(2);
}, 60_000);
