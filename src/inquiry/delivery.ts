// When inquiry mail goes out. The host freezes a function once it has answered, so nothing the sales team relies on
// may wait for after the answer: the contact function sends a new inquiry's mail before it answers, waiting at most
// mailWaitMs; what is still unsent then (mail server down or slow) is sent by the scheduled function
// (src/api/send-unsent-mail.ts, every few minutes) and by `npm run inquiries -- --resend`, through sendUnsent.
import { deliverInquiry, type Mailer, type MailMessage } from './mailer';
import type { InquiryStore, StoredInquiry } from './store';

/** How long a visitor's post waits for its mail at most (the mail server's own timeouts are shorter). */
export const mailWaitMs = 6_000;

/** True when `work` settled within `ms`; false when it is still running (the caller answers anyway). */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface UnsentRun {
  sent: number;
  failed: number;
  /** Rows left for the next run: out of time, or not tried once the mail server was seen to be down. */
  left: number;
}

/**
 * Sends unsent inquiries, each leased while it is sent (so two runs, or a run and the contact function, never send
 * one twice), until none is left, `budgetMs` is spent, or `stopAfterFailures` sends in a row failed (the server is
 * down: the rest wait for the next run, with their attempts uncounted).
 */
export async function sendUnsent(
  rt: { store: InquiryStore; mailer: Mailer; compose: (i: StoredInquiry) => MailMessage },
  {
    budgetMs = 20_000,
    batch = 20,
    stopAfterFailures = 3,
    log = console.error as (m: string, e?: unknown) => void,
  } = {},
): Promise<UnsentRun> {
  const until = Date.now() + budgetMs;
  const run: UnsentRun = { sent: 0, failed: 0, left: 0 };
  let failuresInARow = 0;
  const tried: string[] = [];
  while (Date.now() < until && failuresInARow < stopAfterFailures) {
    const rows = await rt.store.claimUnsent(batch, tried);
    if (!rows.length) break;
    tried.push(...rows.map((r) => r.id));
    const untried: string[] = [];
    for (const row of rows) {
      if (Date.now() >= until || failuresInARow >= stopAfterFailures) {
        untried.push(row.id);
        continue;
      }
      if (await deliverInquiry(rt.store, rt.mailer, rt.compose, row.id, log, row)) {
        run.sent++;
        failuresInARow = 0;
      } else {
        run.failed++;
        failuresInARow++;
      }
    }
    await rt.store.release(untried);
    run.left += untried.length;
  }
  return run;
}
