// fast-check's settings for the property tests and the HTTP fuzz run: every call bounded in time, and a failure replayed
// from the seed (and path) it printed: FC_SEED=<seed> FC_PATH=<path> before the test command (docs/testing.md).
import fc from 'fast-check';

/** The longest one call of a handler or parser may take before it counts as a hang. */
export const callLimitMs = 5_000;

/** The seed (and shrink path) to replay, from the environment; none draws a new seed on every run. */
export function replay(env: NodeJS.ProcessEnv = process.env): { seed?: number; path?: string } {
  const seed = env.FC_SEED?.trim();
  if (!seed) return {};
  if (!/^-?\d+$/.test(seed)) throw new Error(`FC_SEED=${seed}: the seed is a whole number, as a failure prints it`);
  return { seed: Number(seed), ...(env.FC_PATH ? { path: env.FC_PATH } : {}) };
}

// An async property that takes longer than the limit fails as a hang, with its seed like any other failure.
fc.configureGlobal({ timeout: callLimitMs, ...replay() });

/** `promise`, or a rejection naming `what` when it does not settle within the limit (a hang). */
export function within<T>(promise: Promise<T>, what: string, ms = callLimitMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

/** Runs a synchronous call and fails when it took longer than the limit (it cannot be interrupted). */
export function timed<T>(run: () => T, what: string, ms = callLimitMs): T {
  const started = performance.now();
  const out = run();
  const took = performance.now() - started;
  if (took > ms) throw new Error(`${what}: took ${Math.round(took)} ms, over the ${ms} ms limit`);
  return out;
}

/** A status a visitor may be given: anything below 500, and a 503 only when it says when to try again. */
export function answerProblem(status: number, retryAfter: string | null | undefined): string | null {
  if (status < 500) return null;
  if (status === 503 && retryAfter) return null;
  return status === 503 ? '503 without Retry-After' : `${status}`;
}
