// Fault runs of the contact function (handler behind a plain Node server, PostgreSQL): the database stopped and started
// mid-run, the mail server down mid-run, the server process killed mid-run. Clients retry a 503 or a dropped
// connection with the same idempotency key, as the site's form does. Afterwards every acknowledged post must be a row,
// no post twice, and the scheduled resend must deliver exactly the unsent ones, once, with no command typed.
//   npm run load:contact -- --faults [--connections 50 --posts-per-client 8]
import fs from 'fs';
import os from 'os';
import path from 'path';
import { randomUUID } from 'crypto';
import pg from 'pg';
import { startTestPostgres } from './test-postgres';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { settingsFromEnv } from '../src/inquiry/runtime';
import { sendUnsent } from '../src/inquiry/delivery';
import { openRuntime } from '../src/inquiry-kinds';
import { runSchedules, schedulesOf } from '../src/hosting/schedules';
import { loadEnv, startTarget, validPost, type RunningServer } from './contact-load-lib';

export interface FaultRow {
  run: string;
  posts: number;
  ok: number;
  answers503: number;
  otherAnswers: number;
  dropped: number;
  rows: number;
  duplicates: number;
  ackedNotStored: number;
  unsentBefore?: number;
  unsentAfter?: number;
  /** From the mail server's return until every row was sent, by the scheduled runs alone. */
  minutesToSent?: number;
  /** Every stored inquiry's mail was received exactly once. */
  resentOnce?: boolean;
}

const root = path.resolve(__dirname, '..');

interface ClientLog {
  acked: Set<string>;
  answers503: number;
  otherAnswers: number;
  dropped: number;
  missingRetryAfter: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Each client sends its posts one after another, each until answered 200 (or the run's deadline). When every client
 *  has had half its posts answered, the fault starts, and the clients go on at once: posts are in flight as it hits. */
async function clients(
  base: () => string,
  n: number,
  perClient: number,
  deadlineMs: number,
  fault: () => Promise<void>,
): Promise<ClientLog> {
  const log: ClientLog = { acked: new Set(), answers503: 0, otherAnswers: 0, dropped: 0, missingRetryAfter: 0 };
  const end = Date.now() + deadlineMs;
  let atHalf = 0;
  let faultDone: Promise<void> = Promise.resolve();
  let releaseHalf: () => void = () => undefined;
  const half = new Promise<void>((r) => (releaseHalf = r));
  await Promise.all(
    Array.from({ length: n }, async (_, c) => {
      for (let p = 0; p < perClient; p++) {
        if (p === Math.floor(perClient / 2)) {
          if (++atHalf === n) {
            faultDone = fault();
            releaseHalf();
          }
          await half;
        }
        const key = randomUUID();
        const id = c * 1000 + p;
        while (Date.now() < end) {
          try {
            const res = await fetch(`${base()}/api/contact`, {
              ...validPost(base(), id, key),
              signal: AbortSignal.timeout(10_000),
            });
            await res.arrayBuffer();
            if (res.status === 200) {
              log.acked.add(key);
              break;
            }
            if (res.status === 503) {
              log.answers503++;
              if (!res.headers.get('retry-after')) log.missingRetryAfter++;
            } else log.otherAnswers++;
          } catch {
            log.dropped++; // connection refused or cut: the server is down
          }
          await sleep(150); // Retry-After says 5 s; the run retries sooner to stay short
        }
      }
    }),
  );
  await faultDone;
  return log;
}

async function tally(url: string, log: ClientLog, posts: number, run: string): Promise<FaultRow> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ idempotency_key: string; email: string }>(
    'SELECT idempotency_key, email FROM inquiries',
  );
  await db.end();
  const keys = new Set(rows.map((r) => r.idempotency_key));
  return {
    run,
    posts,
    ok: log.acked.size,
    answers503: log.answers503,
    otherAnswers: log.otherAnswers + log.missingRetryAfter,
    dropped: log.dropped,
    rows: rows.length,
    duplicates: rows.length - new Set(rows.map((r) => r.email)).size,
    ackedNotStored: [...log.acked].filter((k) => !keys.has(k)).length,
  };
}

/**
 * `mailDownMs`: how long the mail server is down in the second run (two minutes by default). `resendEveryMs`: run the
 * scheduled resend at this interval instead of on netlify.toml's schedule (the integration test's shorter clock).
 */
export async function runFaults({
  clients: n = 50,
  postsPerClient = 8,
  mailDownMs = 2 * 60_000,
  resendEveryMs = 0,
  print = console.log,
} = {}): Promise<boolean> {
  const posts = n * postsPerClient;
  const database = await startTestPostgres({}); // always our own server: the run stops and starts it
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-faults-'));
  const result: FaultRow[] = [];
  const port = 9187;
  const base = () => `http://127.0.0.1:${port}`;
  const truncate = async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query('DROP TABLE IF EXISTS inquiries, contact_rate, contact_migrations');
    await db.end();
  };
  // The servers' own logs (every 503 and unsent mail) would bury the table.
  const quiet = { quiet: true };
  let server: RunningServer | null = null;
  const sinks: SmtpSink[] = [];
  try {
    // 1. PostgreSQL stopped for a second in the middle of the run, then started again.
    await truncate();
    server = await startTarget('handler', port, loadEnv(dataDir, database.url, n), quiet);
    const log1 = await clients(base, n, postsPerClient, 60_000, async () => {
      await database.server!.stop();
      await sleep(1000);
      await database.server!.start();
    });
    result.push(await tally(database.url, log1, posts, 'PostgreSQL stopped and started'));
    await server.stop();

    // 2. The mail server down for two minutes in the middle of the run. Nobody types a command: the scheduled
    //    function's run (sendUnsent, on netlify.toml's schedule, as the host calls it) sends what waits.
    await truncate();
    const sink = await startSmtpSink();
    const smtpPort = sink.port;
    const env2 = loadEnv(dataDir, database.url, n, sink.url);
    server = await startTarget('handler', port, env2, quiet);
    const runtime = await openRuntime(
      settingsFromEnv({ ...process.env, DATABASE_URL: database.url, SMTP_URL: sink.url, CONTACT_DATA_DIR: dataDir }),
      () => undefined,
    );
    const resend = () => sendUnsent(runtime, { log: () => undefined });
    const schedule = resendEveryMs
      ? (() => {
          const timer = setInterval(() => void resend(), resendEveryMs);
          return { stop: () => clearInterval(timer) };
        })()
      : runSchedules(await schedulesOf(root), resend);
    const received = [sink.received];
    let returnedAt = 0;
    const log2 = await clients(base, n, postsPerClient, 60_000, async () => {
      await sink.close();
      await sleep(mailDownMs);
      const back = await startSmtpSink(smtpPort);
      received.push(back.received);
      returnedAt = Date.now();
      sinks.push(back);
    });
    await server.stop();
    const row2 = await tally(database.url, log2, posts, `SMTP down ${mailDownMs / 1000} s mid-run`);
    const unsentCount = async () => {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inquiries WHERE sent_at IS NULL');
      await db.end();
      return rows[0].n;
    };
    row2.unsentBefore = await unsentCount();
    while ((await unsentCount()) > 0 && Date.now() - returnedAt < 10 * 60_000) await sleep(5_000);
    row2.unsentAfter = await unsentCount();
    row2.minutesToSent = row2.unsentAfter === 0 ? (Date.now() - returnedAt) / 60_000 : undefined;
    schedule.stop();
    await runtime.close();
    // The sales mails (each inquiry's once); the visitors' copies say they are automatic answers and are not counted.
    const ids = received
      .flat()
      .filter((m) => !/^Auto-Submitted: auto-replied/im.test(m.raw))
      .map((m) => /X-Inquiry-Id: (\S+)/i.exec(m.raw)?.[1]);
    row2.resentOnce = ids.length === row2.rows && new Set(ids).size === ids.length;
    for (const s of sinks.splice(0)) await s.close();
    result.push(row2);

    // 3. The server process killed (SIGKILL) mid-run, then started again; clients retry what was not acknowledged.
    await truncate();
    const env3 = loadEnv(dataDir, database.url, n);
    server = await startTarget('handler', port, env3, quiet);
    const log3 = await clients(base, n, postsPerClient, 60_000, async () => {
      await server!.kill();
      await sleep(500);
      server = await startTarget('handler', port, env3, quiet);
    });
    result.push(await tally(database.url, log3, posts, 'server killed (SIGKILL) and restarted'));
  } finally {
    await server?.stop();
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  print(
    `\n${n} clients × ${postsPerClient} posts, retrying 503s and dropped connections with the same idempotency key\n`,
  );
  print(
    '| run | posts | 200s | 503s | other answers | dropped connections | rows | duplicates | acknowledged, not stored | unsent when the mail server returned / 10 min later |',
  );
  print('|---|---|---|---|---|---|---|---|---|---|');
  let ok = true;
  for (const r of result) {
    const unsent =
      r.unsentBefore === undefined
        ? '—'
        : `${r.unsentBefore} / ${r.unsentAfter}${r.minutesToSent !== undefined ? `, all sent ${r.minutesToSent.toFixed(1)} min after` : ''}${r.resentOnce ? ' (each mail once)' : ' (NOT each once)'}`;
    print(
      `| ${r.run} | ${r.posts} | ${r.ok} | ${r.answers503} | ${r.otherAnswers} | ${r.dropped} | ${r.rows} | ${r.duplicates} | ${r.ackedNotStored} | ${unsent} |`,
    );
    ok &&=
      r.ok === r.posts && r.rows === r.posts && r.duplicates === 0 && r.ackedNotStored === 0 && r.otherAnswers === 0;
    if (r.unsentBefore !== undefined) ok &&= r.unsentAfter === 0 && !!r.resentOnce;
  }
  return ok;
}
