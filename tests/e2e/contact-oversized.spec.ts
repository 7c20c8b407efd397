// Oversized and multipart posts to the contact function through `npm start`'s server: refused from the headers with
// 415 or 413 before the body is read past the function's 32 KB limit, and the site keeps answering.
import http from 'http';
import { test, expect } from 'playwright/test';
import { contactEndpoint } from '../../src/contact/fields';
import { uiText } from './site-data';

const tenMegabytes = 10 * 1024 * 1024;

/** Streams a 10 MB body in 64 KB chunks (chunked, or with a declared length) and reports the answer and bytes sent. */
function stream(
  baseURL: string,
  contentType: string,
  declareLength: boolean,
): Promise<{ status: number; body: string; sentBeforeAnswer: number }> {
  const url = new URL(contactEndpoint, baseURL);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let sentBeforeAnswer = -1;
    const headers: Record<string, string | number> = {
      'Content-Type': contentType,
      Origin: url.origin,
      'Accept-Language': 'fr',
    };
    if (declareLength) headers['Content-Length'] = tenMegabytes;
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      sentBeforeAnswer = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer }));
    });
    req.on('error', (e) => (sentBeforeAnswer >= 0 ? undefined : reject(e)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    // As a browser uploads: chunk after chunk, reading what the server says in between, and stopping once it answers.
    const pump = async () => {
      while (sent < tenMegabytes && sentBeforeAnswer < 0 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        await new Promise((r) => setImmediate(r));
      }
      if (!req.destroyed) req.end();
    };
    void pump();
  });
}

test('a 10 MB multipart post is refused with a translated 415 before it is read, and the site keeps answering', async ({
  baseURL,
  request,
}) => {
  const r = await stream(baseURL!, 'multipart/form-data; boundary=----stone', false);
  expect(r.status).toBe(415);
  expect(JSON.parse(r.body)).toEqual({ ok: false, message: uiText('fr', 'contact', 'result.unsupported') });
  expect(r.sentBeforeAnswer).toBeLessThan(tenMegabytes);
  expect((await request.get('/')).status()).toBe(200);
});

test('a 10 MB JSON post with its length declared is refused with 413, and the site keeps answering', async ({
  baseURL,
  request,
}) => {
  const r = await stream(baseURL!, 'application/json', true);
  expect(r.status).toBe(413);
  expect(JSON.parse(r.body)).toEqual({ ok: false, message: uiText('fr', 'contact', 'result.tooLarge') });
  expect(r.sentBeforeAnswer).toBeLessThan(tenMegabytes);
  expect((await request.get('/')).status()).toBe(200);
});
