// An HTTP fuzz run against the site's server (scripts/serve.ts, as `npm start` runs it): the known cases, then
// generated requests for a minute (at most 1,000; a run on a busy machine sent 232) — contact posts of every shape,
// search terms in every language, data sheet addresses, image CDN parameters, the visualizer's and sample page's
// query strings — none may be answered with a 5xx (a 503 only with Retry-After) or go
// unanswered. A failure lists each request as a curl command (all of them in failed-requests.sh beside the test's
// results); FC_SEED=<seed> replays the whole run. It runs as its own project, after the page tests.
import fs from 'fs';
import http from 'http';
import path from 'path';
import fc from 'fast-check';
import { expect, test } from 'playwright/test';
import { answerProblem, replay } from '../fuzz/settings';
import { asBot, fuzzRequests, knownCases, readFuzzSite, takesFromLimit, type FuzzRequest } from '../fuzz/http-requests';

const count = Number(process.env.FUZZ_COUNT ?? 1000);
/** The run stops sending after this long, so it stays bounded on a slow machine; the figures say how far it got. */
const budgetMs = Number(process.env.FUZZ_SECONDS ?? 60) * 1000;
/* Unanswered this long is a hang. Wider than the property tests' 5 s: on this shared machine (four builds running) a
   contact post waited up to 12 s, behind the others at its function's instances (one call at a time each). */
const hangMs = 15_000;
const parallel = 4;
/** Posts that may count against the per-client limit (200 in 10 min on the test server): the rest are sent as bots. */
const limitShare = 30;

interface Outcome {
  request: FuzzRequest;
  /** The status, or what happened instead: no answer in time, or a broken or refused connection. */
  status: number | 'hang' | 'error';
  retryAfter?: string;
  detail?: string;
  ms: number;
}

const failure = (request: FuzzRequest, e: Error): Omit<Outcome, 'ms'> =>
  e.name === 'AbortError' || e.name === 'TimeoutError'
    ? { request, status: 'hang' }
    : { request, status: 'error', detail: e.message };

function send(base: URL, r: FuzzRequest): Promise<Outcome> {
  const started = Date.now();
  return new Promise<Omit<Outcome, 'ms'>>((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: { ...r.headers, ...(r.body ? { 'content-length': String(r.body.length) } : {}) },
        agent: false,
        // No answer by then: the request is aborted and counted as a hang.
        signal: AbortSignal.timeout(hangMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.length < 4 && chunks.push(c));
        res.on('end', () =>
          resolve({
            request: r,
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            detail: Buffer.concat(chunks).toString('utf8').slice(0, 120),
          }),
        );
        res.on('error', (e) => resolve(failure(r, e)));
      },
    );
    req.on('error', (e) => resolve(failure(r, e)));
    req.end(r.body);
  }).then((o) => ({ ...o, ms: Date.now() - started }));
}

/** The request as a shell command, to replay it by hand (`max` shortens the body for the report's summary). */
function curl(base: URL, r: FuzzRequest, max = Infinity): string {
  const quote = (s: string) =>
    `$'${s
      .replace(/[\\']/g, (c) => `\\${c}`)
      .replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}'`;
  const headers = Object.entries(r.headers).map(([k, v]) => ` -H ${quote(`${k}: ${v}`)}`);
  const text = r.body?.toString('latin1') ?? '';
  const body = r.body ? ` --data-binary ${quote(text.slice(0, max))}${text.length > max ? '…' : ''}` : '';
  const method = r.method === 'HEAD' ? ' --head' : ` -X ${r.method}`;
  return `curl -si --path-as-is${method}${headers.join('')}${body} ${quote(`${base.origin}${r.path}`)}`;
}

const severity = (o: Outcome) => (typeof o.status === 'number' ? 0 : o.status === 'hang' ? 1 : 2);

const title =
  `the known cases, then generated requests for ${budgetMs / 1000} s (at most ${count}): ` +
  'never a 5xx (503 only with Retry-After), never a hang';

test(title, async ({ baseURL }, info) => {
  test.setTimeout(budgetMs + 2 * hangMs + 30_000);
  const base = new URL(baseURL!);
  const site = readFuzzSite(path.resolve(__dirname, '..', '..'), base.origin);
  const seed = replay().seed ?? (Date.now() ^ (Math.random() * 0x100000000)) | 0;
  let limited = 0;
  const known = knownCases(base.origin);
  const generated = fc
    .sample(fuzzRequests(site), { seed, numRuns: count })
    .map((r) => (takesFromLimit(r, base.origin) && ++limited > limitShare ? asBot(r) : r));
  const requests = [...known.first, ...generated];

  const started = Date.now();
  const outcomes: (Outcome & { n: number })[] = [];
  let next = 0;
  let stopped = false;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (!stopped && next < requests.length && Date.now() - started < budgetMs) {
        const n = next++;
        const o = await send(base, requests[n]);
        outcomes.push({ ...o, n });
        // Nothing listens any more: the server stopped (the requests just before say why).
        if (o.status === 'error' && /ECONNREFUSED/.test(o.detail ?? '')) stopped = true;
      }
    }),
  );
  for (const r of known.last) if (!stopped) outcomes.push({ ...(await send(base, r)), n: requests.push(r) - 1 });
  const seconds = (Date.now() - started) / 1000;

  const statuses = new Map<string, number>();
  for (const o of outcomes) {
    const key = `${o.request.area} ${o.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const answered = outcomes.filter((o) => typeof o.status === 'number').map((o) => o.ms);
  const slowest = Math.max(0, ...answered);
  const median = answered.sort((a, b) => a - b)[answered.length >> 1] ?? 0;
  const figures = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `  ${k}: ${n}`);
  console.log(
    `http fuzz: seed ${seed}, ${outcomes.length} of ${requests.length} requests in ${seconds.toFixed(1)} s ` +
      `(answers: median ${median} ms, slowest ${(slowest / 1000).toFixed(1)} s)` +
      `${stopped ? ', then the server stopped' : ''}\n${figures.join('\n')}`,
  );

  const failed = outcomes
    .filter((o) => typeof o.status !== 'number' || answerProblem(o.status, o.retryAfter) !== null)
    .sort((a, b) => severity(a) - severity(b) || a.n - b.n);
  const line = (o: Outcome & { n: number }, max?: number) =>
    `# request ${o.n}: ${o.status}${o.detail ? ` (${o.detail.replace(/\s+/g, ' ')})` : ''}\n${curl(base, o.request, max)}`;
  // Every known case was sent and answered, whatever the time budget left for the generated ones.
  const sent = new Set(outcomes.map((o) => o.request));
  expect(
    [...known.first, ...known.last].filter((r) => !sent.has(r)).map((r) => `${r.method} ${r.path}`),
    `known cases not sent within the run (${outcomes.length} requests in ${seconds.toFixed(1)} s)`,
  ).toEqual([]);
  if (failed.length) fs.writeFileSync(info.outputPath('failed-requests.sh'), failed.map((o) => line(o)).join('\n'));
  expect(
    failed.length,
    `${failed.length} of ${outcomes.length} requests failed${stopped ? ' (the server stopped)' : ''}; seed ${seed}, ` +
      `FC_SEED=${seed} replays the run; every one in ${info.outputPath('failed-requests.sh')}:\n` +
      failed
        .slice(0, 12)
        .map((o) => line(o, 300))
        .join('\n'),
  ).toBe(0);
});
