// The contact function over real HTTP (a Node server around the handler): every status it can answer, with an in-memory backend.
import http from 'http';
import type { AddressInfo } from 'net';
import { handleContact } from '../../src/inquiry-kinds';
import { maxBodyBytes, type ContactBackend } from '../../src/inquiry/handler';
import type { Inquiry, SaveResult } from '../../src/inquiry/store';
import { RateLimiter } from '../../src/inquiry/rate-limit';
import { uiText } from '../e2e/site-data';

class MemoryBackend implements ContactBackend {
  rows = new Map<string, { id: string; hash: string; inquiry: Inquiry }>();
  delivered: string[] = [];
  failSave = false;
  async save(inquiry: Inquiry, key: string, hash: string): Promise<SaveResult> {
    if (this.failSave) throw new Error('database down');
    const row = this.rows.get(key);
    if (row) return row.hash === hash ? { status: 'replayed', id: row.id } : { status: 'conflict' };
    const id = String(this.rows.size + 1);
    this.rows.set(key, { id, hash, inquiry });
    return { status: 'created', id };
  }
  async deliver(id: string): Promise<boolean> {
    this.delivered.push(id);
    return true;
  }
}

let server: http.Server;
let base: string;
let backend: MemoryBackend;
let limiter: RateLimiter;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void handleContact(req, res, {
      backend,
      limiter,
      config: { allowedOrigins: ['https://www.taurusstone.com'], trustProxy: false },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  backend = new MemoryBackend();
  limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
});

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  message: 'Quote please',
  lang: 'en',
  source: 'contact',
};
const json = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const key = () => `k-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe('contact function', () => {
  it('refuses a post whose type names no kind the site takes with 400, in its language, and stores nothing', async () => {
    const res = await json({ ...valid, lang: 'es', type: 'quotation' }, { 'Idempotency-Key': key() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, message: uiText('es', 'contact', 'result.unknownType') });
    const page = await form({ ...valid, lang: 'ru', type: 'Contact' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(uiText('ru', 'contact', 'result.unknownType'));
    expect(backend.rows.size).toBe(0);
    // No type at all is still a contact message.
    expect((await json(valid, { 'Idempotency-Key': key() })).status).toBe(200);
  });

  it('stores, delivers and answers 200 in the visitor language, with its own security headers', async () => {
    const res = await json({ ...valid, lang: 'fr' }, { 'Idempotency-Key': key() });
    expect(res.status).toBe(200);
    // The reference the visitor quotes: the kind's prefix and the stored row's number.
    expect(await res.json()).toEqual({
      ok: true,
      reference: 'INQ-00001',
      message: uiText('fr', 'contact', 'result.sent'),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe(base);
    expect([...backend.rows.values()].map((r) => r.inquiry.name)).toEqual(['Ayşe Yılmaz']);
    expect(backend.delivered).toEqual(['1']);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
    const res = await fetch(`${base}/api/contact`, { method, headers: { Origin: base } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(backend.rows.size).toBe(0);
  });

  it('answers a CORS preflight only for the site origin', async () => {
    const ok = await fetch(`${base}/api/contact`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.taurusstone.com' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://www.taurusstone.com');
    const bad = await fetch(`${base}/api/contact`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([['https://evil.example'], ['null'], [undefined]])('refuses Origin %s with 403', async (origin) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (origin) headers.Origin = origin;
    const res = await fetch(`${base}/api/contact`, { method: 'POST', headers, body: JSON.stringify(valid) });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(uiText('en', 'contact', 'result.forbidden'));
    expect(backend.rows.size).toBe(0);
  });

  it('rejects other media types with 415', async () => {
    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: base },
      body: 'hi',
    });
    expect(res.status).toBe(415);
  });

  it('rejects a body over 32 KB with 413, declared or streamed', async () => {
    const big = { ...valid, message: 'x'.repeat(maxBodyBytes) };
    expect((await json(big)).status).toBe(413);
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${base}/api/contact`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base, 'Transfer-Encoding': 'chunked' },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      for (let i = 0; i < 40; i++) req.write('x'.repeat(1024));
      req.end();
    });
    expect(streamed).toBe(413);
    expect(backend.rows.size).toBe(0);
  });

  it('answers malformed JSON with 400', async () => {
    expect((await json('{"name":')).status).toBe(400);
    expect((await json('[1,2]')).status).toBe(400);
  });

  it('answers invalid fields with 400 and per-field messages in the visitor language', async () => {
    const res = await json({ message: 'hi', lang: 'ar' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(uiText('ar', 'contact', 'errors.summary'));
    expect(body.errors).toEqual({
      name: uiText('ar', 'contact', 'errors.nameRequired'),
      email: uiText('ar', 'contact', 'errors.emailRequired'),
      phone: uiText('ar', 'contact', 'errors.phoneRequired'),
    });
    expect(backend.rows.size).toBe(0);
  });

  it('takes the language from Accept-Language when the body has none', async () => {
    const res = await json({ email: 'bad' }, { 'Accept-Language': 'ru-RU,ru;q=0.9' });
    expect((await res.json()).errors.email).toBe(uiText('ru', 'contact', 'errors.emailInvalid'));
  });

  it('pretends success to a filled honeypot and stores nothing', async () => {
    const res = await json({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(backend.rows.size).toBe(0);
    expect(backend.delivered).toEqual([]);
  });

  it('limits posts per client with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await json({ ...valid, message: `m${i}` })).status).toBe(200);
    const res = await json({ ...valid, message: 'one more' });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await res.json()).message).toBe(uiText('en', 'contact', 'result.rateLimited', { minutes: 1 }));
    expect(backend.rows.size).toBe(3);
  });

  it('stores a retried request once (same idempotency key) and refuses the key with other content', async () => {
    const k = key();
    const first = await json(valid, { 'Idempotency-Key': k });
    const again = await json(valid, { 'Idempotency-Key': k });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(backend.rows.size).toBe(1);
    expect(backend.delivered).toEqual(['1']);
    const other = await json({ ...valid, message: 'changed' }, { 'Idempotency-Key': k });
    expect(other.status).toBe(422);
    expect(backend.rows.size).toBe(1);
  });

  it('rejects a malformed idempotency key', async () => {
    expect((await json(valid, { 'Idempotency-Key': 'short' })).status).toBe(400);
  });

  it('answers 503 (retryable) when storage fails, and does not claim success', async () => {
    backend.failSave = true;
    const res = await json(valid, { 'Idempotency-Key': key() });
    expect(res.status).toBe(503);
    expect((await res.json()).ok).toBe(false);
  });

  describe('without JavaScript (form-encoded)', () => {
    it('redirects with 303 to the thank-you page in the form language', async () => {
      const res = await form({ ...valid, lang: 'es', website: '' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/es/contact/thanks/?ref=INQ-00001');
      expect(backend.rows.size).toBe(1);
    });

    it('counts a double-submitted form once', async () => {
      await form({ ...valid, website: '' });
      await form({ ...valid, website: '' });
      expect(backend.rows.size).toBe(1);
    });

    it('shows the form again with every value kept and each error next to its field, escaped', async () => {
      const res = await form({
        name: '<script>alert(1)</script>',
        email: 'not-an-address',
        phone: '',
        message: 'keep "this" & that',
        lang: 'en',
        website: '',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
      expect(html).not.toContain('<script>');
      expect(html).toContain('keep &quot;this&quot; &amp; that</textarea>');
      expect(html).toContain(uiText('en', 'contact', 'errors.phoneRequired'));
      expect(html).toContain(uiText('en', 'contact', 'errors.emailInvalid'));
      expect(html).toContain('Please Fill All Input');
      expect(html).toMatch(/id="phone"[^>]*aria-invalid="true"[^>]*aria-describedby="phone-error"/);
      expect(backend.rows.size).toBe(0);
    });
  });
});
