// Load run of the contact function (loopback only, bounded): N concurrent valid posts against `gatsby serve` of the
// built site, each with its own idempotency key; then checks that stored rows = accepted (2xx) answers.
//   npm run load:contact [-- --connections 200 --postgres]
// Needs a build (`npm run build`). Uses a scratch data folder; with --postgres, TEST_DATABASE_URL or an embedded PostgreSQL.
import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { randomUUID } from 'crypto';
import autocannon from 'autocannon';
import { openRuntime, settingsFromEnv } from '../src/contact/runtime';
import { startTestPostgres } from './test-postgres';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const connections = Math.min(500, Number(arg('connections', '200')));
const port = Number(arg('port', '9199'));
const usePostgres = process.argv.includes('--postgres');
const base = `http://127.0.0.1:${port}`;

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-load-'));
  const pg = usePostgres ? await startTestPostgres() : null;
  const env = { ...process.env, CONTACT_DATA_DIR: dataDir, CONTACT_RATE_LIMIT: `${connections * 10}/60`, DATABASE_URL: pg?.url ?? '', SMTP_URL: '' };
  if (usePostgres) {
    const pre = await openRuntime(settingsFromEnv(env));
    await pre.store.db.query('TRUNCATE inquiries');
    await pre.close();
  }
  const server = spawn('npx', ['gatsby', 'serve', '--port', String(port), '--host', '127.0.0.1'], { env, detached: true, stdio: 'ignore' });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitFor(`${base}/`, 120_000);
    // One request first so the database is open (and migrated) before the burst.
    const warm = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, 'Idempotency-Key': randomUUID() }, body: JSON.stringify({ name: 'Warm Up', email: 'warm@example.com', phone: '+1 770 555 0100', lang: 'en' }) });
    if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}`);
    let n = 0;
    const result = await autocannon({
      url: `${base}/api/contact`,
      connections,
      amount: connections,
      timeout: 60,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              headers: { ...req.headers, 'idempotency-key': randomUUID() },
              body: JSON.stringify({ name: `Load ${n}`, email: `load${n}@example.com`, phone: '+90 532 123 45 67', message: `Load run message ${n}`, lang: 'en', source: 'contact', website: '' }),
            };
          },
        },
      ],
    });
    // PGlite: the server must have exited (let go of the files) before we count.
    const exited = new Promise((r) => server.once('exit', r));
    stop();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // exited
    }
    let rt = null;
    for (let tries = 0; !rt; tries++) {
      // The killed server may linger a moment as a zombie still named in the lock file.
      rt = await openRuntime(settingsFromEnv(env)).catch((e: unknown) => {
        if (tries > 30) throw e;
        return new Promise<null>((r) => setTimeout(() => r(null), 500));
      });
    }
    const stored = (await rt.store.count()) - 1; // minus the warm-up
    const unsent = (await rt.store.list({ unsentOnly: true })).length;
    await rt.close();
    const accepted = result['2xx'];
    const report = {
      database: usePostgres ? 'postgres' : 'pglite',
      connections,
      requests: result.requests.sent,
      accepted,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      stored,
      unsent,
      durationS: Number((result.duration).toFixed(2)),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    };
    console.log(JSON.stringify(report, null, 2));
    if (stored !== accepted) {
      console.error(`MISMATCH: ${accepted} accepted answers but ${stored} stored rows`);
      process.exitCode = 1;
    }
  } finally {
    stop();
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
