// Scheduled function (netlify.toml, [functions."send-unsent-mail-js"] schedule): sends the inquiry mail the contact
// function could not send before it answered, each mail once (src/inquiry/delivery.ts). The host calls it every few
// minutes with a POST; so does the local host (scripts/serve.ts). It answers when the run is over: nothing is left
// running after the answer, which is when the host freezes it.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { sendUnsent } from '../inquiry/delivery';
import { sharedRuntime } from '../inquiry-kinds';

/** Within the host's 30 s for a scheduled function, with room to answer. */
const budgetMs = 20_000;

export default async function sendUnsentMail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ ok: false });
    return;
  }
  try {
    const runtime = await sharedRuntime();
    const run = await sendUnsent(runtime, { budgetMs });
    if (run.sent || run.failed || run.left) console.log(`send-unsent-mail: ${JSON.stringify(run)}`);
    res.status(200).json({ ok: true, ...run });
  } catch (e) {
    console.error('send-unsent-mail: the inquiry database could not be opened', e);
    res.status(503).setHeader('Retry-After', '300').json({ ok: false });
  }
}
