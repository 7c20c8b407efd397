// Scheduled function: sends the inquiry mail the contact function could not send before it answered (mail server
// down or slow), each mail once, through the same sendUnsent as `npm run inquiries -- --resend` (src/inquiry/delivery.ts).
// A Netlify function in netlify/functions/, where Netlify documents scheduled functions for Gatsby sites
// (netlify/netlify-plugin-gatsby#510; a netlify.toml schedule beside a framework's functions may never fire,
// netlify/cli#4749). The host posts to it on the schedule below; so does the local host (scripts/serve.ts). It answers
// when the run is over: nothing is left running after the answer, which is when the host freezes it.
import { sendUnsent } from '../../src/inquiry/delivery';
import { sharedRuntime } from '../../src/inquiry-kinds';

/** Within the host's 30 s for a scheduled function, with room to answer. */
const budgetMs = 20_000;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });

export default async function sendUnsentMail(req: Request): Promise<Response> {
  if (req.method !== 'POST') return json(405, { ok: false }, { Allow: 'POST' });
  try {
    const run = await sendUnsent(await sharedRuntime(), { budgetMs });
    if (run.sent || run.failed || run.left) console.log(`send-unsent-mail: ${JSON.stringify(run)}`);
    return json(200, { ok: true, ...run });
  } catch (e) {
    console.error('send-unsent-mail: the inquiry database could not be opened', e);
    return json(503, { ok: false }, { 'Retry-After': '300' });
  }
}

// Read by the host's bundler from this file (it must stay a literal here): every 5 minutes.
export const config = { schedule: '*/5 * * * *' };
