// Browser side of sending an inquiry: a POST is retried only once, only on 408/425/429/5xx or a network
// error, and always with the same idempotency key, so the server stores it once; a timeout is not retried.
import type { FieldErrors } from './fields';

export const retryStatuses: readonly number[] = [408, 425, 429, 500, 502, 503, 504];
export const requestTimeoutMs = 15_000;
/** Longest Retry-After we wait for before the one retry; a longer one is shown to the visitor instead. */
export const maxRetryWaitMs = 5_000;

export type SendResult =
  /** `reference`: what the visitor quotes to the sales team (absent from an answer to a bot, or an older function). */
  | { kind: 'sent'; message: string; reference?: string }
  | { kind: 'invalid'; message: string; codes: FieldErrors }
  | { kind: 'failed'; status: number | null; message: string | null }
  | { kind: 'timeout' };

export interface SendOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

class Timeout extends Error {}

async function attempt(
  url: string,
  body: string,
  key: string,
  lang: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Timeout()), timeoutMs);
  try {
    return await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': key,
        'Accept-Language': lang,
      },
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if (controller.signal.aborted) throw new Timeout();
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

async function messageOf(
  res: Response,
): Promise<{ message: string | null; codes?: Record<string, string>; reference?: string }> {
  try {
    const body = (await res.json()) as { message?: unknown; codes?: Record<string, string>; reference?: unknown };
    const reference = typeof body.reference === 'string' ? body.reference : undefined;
    return { message: typeof body.message === 'string' ? body.message : null, codes: body.codes, reference };
  } catch {
    return { message: null };
  }
}

export async function sendInquiry(
  url: string,
  payload: Record<string, unknown>,
  key: string,
  lang: string,
  opts: SendOptions = {},
): Promise<SendResult> {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const body = JSON.stringify(payload);
  for (let round = 0; ; round++) {
    let res: Response;
    try {
      res = await attempt(url, body, key, lang, fetchImpl, opts.timeoutMs ?? requestTimeoutMs);
    } catch (e) {
      if (e instanceof Timeout) return { kind: 'timeout' };
      if (round === 0) continue; // network error: one retry, same key
      return { kind: 'failed', status: null, message: null };
    }
    if (res.ok) {
      const { message, reference } = await messageOf(res);
      return { kind: 'sent', message: message ?? '', ...(reference ? { reference } : {}) };
    }
    const { message, codes } = await messageOf(res);
    if (res.status === 400 && codes) return { kind: 'invalid', message: message ?? '', codes };
    if (round === 0 && retryStatuses.includes(res.status)) {
      const wait = Number(res.headers.get('Retry-After') ?? '0') * 1000;
      if (!(wait > maxRetryWaitMs)) {
        await sleep(Number.isFinite(wait) && wait > 0 ? wait : 500);
        continue;
      }
    }
    return { kind: 'failed', status: res.status, message };
  }
}
