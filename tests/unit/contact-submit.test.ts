// Browser retry rules for the contact POST: once, on 408/425/429/5xx or network errors, same key; never on timeout.
import { sendInquiry, retryStatuses } from '../../src/inquiry/submit';

type Call = { key: string | null; body: string };
function fakeFetch(answers: (Response | Error | 'hang')[]) {
  const calls: Call[] = [];
  const impl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ key: new Headers(init?.headers).get('Idempotency-Key'), body: String(init?.body) });
    const next = answers[calls.length - 1] ?? answers[answers.length - 1];
    if (next === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (next instanceof Error) throw next;
    return next.clone();
  }) as typeof fetch;
  return { impl, calls };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const noSleep = async () => undefined;

describe('sendInquiry', () => {
  it('sends once when the first answer is 200', async () => {
    const f = fakeFetch([json(200, { ok: true, message: 'Thanks' })]);
    expect(
      await sendInquiry('/api/contact', { name: 'A' }, 'key-1', 'en', { fetchImpl: f.impl, sleep: noSleep }),
    ).toEqual({ kind: 'sent', message: 'Thanks' });
    expect(f.calls).toHaveLength(1);
  });

  it.each(retryStatuses)('retries once after %i with the same idempotency key and body', async (status) => {
    const f = fakeFetch([json(status, { ok: false, message: 'busy' }), json(200, { ok: true, message: 'Thanks' })]);
    expect(
      (await sendInquiry('/api/contact', { name: 'A' }, 'key-2', 'en', { fetchImpl: f.impl, sleep: noSleep })).kind,
    ).toBe('sent');
    expect(f.calls.map((c) => c.key)).toEqual(['key-2', 'key-2']);
    expect(f.calls[0].body).toBe(f.calls[1].body);
  });

  it('retries a network error once, then gives up', async () => {
    const f = fakeFetch([new TypeError('Failed to fetch')]);
    expect(await sendInquiry('/api/contact', {}, 'key-3', 'en', { fetchImpl: f.impl, sleep: noSleep })).toEqual({
      kind: 'failed',
      status: null,
      message: null,
    });
    expect(f.calls).toHaveLength(2);
  });

  it('never retries more than once', async () => {
    const f = fakeFetch([json(503, { message: 'down' })]);
    expect(await sendInquiry('/api/contact', {}, 'key-4', 'en', { fetchImpl: f.impl, sleep: noSleep })).toEqual({
      kind: 'failed',
      status: 503,
      message: 'down',
    });
    expect(f.calls).toHaveLength(2);
  });

  it.each([400, 403, 409, 413, 422])('does not retry a %i', async (status) => {
    const f = fakeFetch([json(status, { message: 'no' })]);
    expect((await sendInquiry('/api/contact', {}, 'key-5', 'en', { fetchImpl: f.impl, sleep: noSleep })).kind).toBe(
      'failed',
    );
    expect(f.calls).toHaveLength(1);
  });

  it('returns field codes of a 400 for inline errors', async () => {
    const f = fakeFetch([json(400, { message: 'Please Fill All Input', codes: { name: 'nameRequired' } })]);
    expect(await sendInquiry('/api/contact', {}, 'key-6', 'en', { fetchImpl: f.impl, sleep: noSleep })).toEqual({
      kind: 'invalid',
      message: 'Please Fill All Input',
      codes: { name: 'nameRequired' },
    });
  });

  it('honours a short Retry-After and does not wait for a long one', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const short = fakeFetch([json(429, {}, { 'Retry-After': '2' }), json(200, { message: 'ok' })]);
    expect((await sendInquiry('/api/contact', {}, 'key-7', 'en', { fetchImpl: short.impl, sleep })).kind).toBe('sent');
    expect(waits).toEqual([2000]);
    const long = fakeFetch([json(429, { message: 'Try again in 10 minutes' }, { 'Retry-After': '600' })]);
    expect(await sendInquiry('/api/contact', {}, 'key-8', 'en', { fetchImpl: long.impl, sleep })).toEqual({
      kind: 'failed',
      status: 429,
      message: 'Try again in 10 minutes',
    });
    expect(long.calls).toHaveLength(1);
  });

  it('reports a timeout without retrying', async () => {
    const f = fakeFetch(['hang']);
    expect(
      await sendInquiry('/api/contact', {}, 'key-9', 'en', { fetchImpl: f.impl, sleep: noSleep, timeoutMs: 50 }),
    ).toEqual({ kind: 'timeout' });
    expect(f.calls).toHaveLength(1);
  });
});
