// Load run of the contact function on loopback, side by side: the handler behind a plain Node HTTP server (our code's
// capacity: scripts/contact-server.ts) and `npm start`'s server (scripts/serve.ts → the contact function's own
// instances, one call at a time each, src/hosting/function-host.ts: what a local user gets), each with PostgreSQL and
// with PGlite. Every post is valid and has its own idempotency key; afterwards the stored rows must equal the accepted
// answers.
//   npm run load:contact [-- --connections 200 --posts 2000 --only handler|start]
//   npm run load:contact -- --faults      the fault runs instead (scripts/contact-faults.ts; --mail-down-seconds 120,
//                                         --resend-every-seconds N instead of netlify.toml's schedule)
// `start` needs a build (`npm run build`). PostgreSQL: TEST_DATABASE_URL, or an embedded server started here.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { randomUUID } from 'crypto';
import autocannon from 'autocannon';
import { settingsFromEnv } from '../src/inquiry/runtime';
import { openRuntime } from '../src/inquiry-kinds';
import { startTestPostgres } from './test-postgres';
import { loadEnv, startTarget, validPost, type Target } from './contact-load-lib';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};

interface Row {
  target: Target;
  store: 'postgres' | 'pglite';
  posts: number;
  accepted: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  stored: number;
}

async function run(
  target: Target,
  store: Row['store'],
  pgUrl: string,
  connections: number,
  posts: number,
  port: number,
): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-load-'));
  const env = loadEnv(dataDir, store === 'postgres' ? pgUrl : '', connections);
  if (store === 'postgres') {
    const pre = await openRuntime(settingsFromEnv(env));
    await pre.store.db.query('TRUNCATE inquiries');
    await pre.close();
  }
  const server = await startTarget(target, port, env);
  try {
    const base = `http://127.0.0.1:${port}`;
    // One post first, so the database is open (and migrated) before the burst; it is not counted.
    const warm = await fetch(`${base}/api/contact`, validPost(base, 0));
    if (warm.status !== 200) throw new Error(`${target}/${store}: warm-up answered ${warm.status}`);
    let n = 0;
    const result = await autocannon({
      url: `${base}/api/contact`,
      connections,
      amount: posts,
      timeout: 60,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            const post = validPost(base, n);
            return { ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() }, body: post.body as string };
          },
        },
      ],
    });
    await server.stop();
    const rt = await openRuntime(settingsFromEnv(env));
    const stored = (await rt.store.count()) - 1;
    await rt.close();
    return {
      target,
      store,
      posts: result.requests.sent,
      accepted: result['2xx'],
      perSecond: Math.round(result['2xx'] / result.duration),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      stored,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--faults')) {
    const { runFaults } = await import('./contact-faults');
    process.exitCode = (await runFaults({
      clients: Number(arg('connections', '50')),
      postsPerClient: Number(arg('posts-per-client', '8')),
      mailDownMs: Number(arg('mail-down-seconds', '120')) * 1000,
      resendEveryMs: Number(arg('resend-every-seconds', '0')) * 1000,
    }))
      ? 0
      : 1;
    return;
  }
  const connections = Math.min(500, Number(arg('connections', '200')));
  const only = arg('only', '');
  const targets = (['handler', 'start'] as const).filter((t) => !only || t === only);
  const pg = await startTestPostgres();
  const rows: Row[] = [];
  try {
    for (const target of targets) {
      // npm start's contact instances answer one call at a time each: a burst the size of the clients measures it.
      const posts = Number(arg('posts', String(target === 'handler' ? connections * 10 : connections)));
      for (const store of ['postgres', 'pglite'] as const)
        rows.push(await run(target, store, pg.url, connections, posts, 9190 + rows.length));
    }
  } finally {
    await pg.stop();
  }
  const label = { handler: 'handler (plain Node server)', start: 'npm start (serve.ts → function instances)' };
  console.log(`\n${connections} concurrent clients, valid posts with their own idempotency keys, loopback\n`);
  console.log('| server | store | posts | accepted | accepted/s | p50 ms | p99 ms | errors | stored = accepted |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${label[r.target]} | ${r.store} | ${r.posts} | ${r.accepted} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.stored === r.accepted ? 'yes' : `NO (${r.stored})`} |`,
    );
    if (r.stored !== r.accepted) process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
