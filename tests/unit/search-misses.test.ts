// What buyers did not find: a search without results is counted in the host's store (Netlify's own local Blobs
// server here) with its term, language and day only, before the function answers; a search with results is not;
// `npm run search:misses` lists the top terms per language over the last 30 days.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn, type ChildProcess } from 'child_process';
import { getStore } from '@netlify/blobs';
import { missesStoreName, recordMiss, topMisses } from '../../src/catalogue/search-misses';
import { pathTo } from '../../src/routes';
import { searchSite, type SearchSite } from './helpers/search-site';

const token = 'test-token';
let server: ChildProcess;
let dir: string;
let site: SearchSite;
let event: { blobs: string; headers: Record<string, string> };
let url: string;

// Netlify's local Blobs server is an ES module that jest's CommonJS runtime cannot load: it runs in a Node of its own.
const serverCode = `import { BlobsServer } from '@netlify/blobs/server';
const server = new BlobsServer({ directory: process.argv[1], token: '${token}', logger: () => undefined });
const { port } = await server.start();
console.log(port);`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'misses-'));
  server = spawn(process.execPath, ['--input-type=module', '-e', serverCode, dir], {
    cwd: path.resolve(__dirname, '..', '..'),
  });
  const port = await new Promise<string>((resolve, reject) => {
    server.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()));
    server.once('exit', (code) => reject(new Error(`the Blobs server stopped (${code})`)));
  });
  url = `http://127.0.0.1:${port}`;
  event = {
    blobs: Buffer.from(JSON.stringify({ url, token })).toString('base64'),
    headers: { 'x-nf-site-id': 'test-site', 'x-nf-deploy-id': 'test-deploy' },
  };
  site = searchSite();
});
afterAll(async () => {
  site.remove();
  server.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const store = () => getStore({ name: missesStoreName, siteID: 'test-site', token, edgeURL: url });

test('a search page and a search made in the page without results are counted; one with results is not', async () => {
  const none = await site.callOnHost(pathTo('fr', { page: 'search', term: 'Qqqzzz  Wwwxxx' }), event);
  expect(none.status).toBe(200);
  await site.callOnHost('/api/search?lang=fr&q=qqqzzz%20wwwxxx', event);
  await site.callOnHost(pathTo('fr', { page: 'search', term: 'travertin' }), event);
  const { blobs } = await store().list();
  expect(blobs).toHaveLength(2);
  for (const { key } of blobs) {
    // The day, the language, the folded term and a random id: nothing about the visitor.
    expect(key).toMatch(/^\d{4}-\d{2}-\d{2}\/fr\/qqqzzz%20wwwxxx\/[0-9a-f-]{36}$/);
    expect(await store().get(key)).toBe('');
  }
});

test('the top terms per language over the last 30 days, most missed first', async () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const s = store();
  await recordMiss(s, 'ru', 'Гранит', now);
  await recordMiss(s, 'ru', 'гранит', new Date('2026-11-10T08:00:00Z'));
  await recordMiss(s, 'ru', 'сланец', now);
  await recordMiss(s, 'ru', 'гранит', new Date('2026-10-20T08:00:00Z')); // 40 days ago: left out
  await recordMiss(s, 'ar', 'جرانيت', now);
  const top = await topMisses(s, 30, now);
  expect(top.get('ru')).toEqual([
    { term: 'гранит', count: 2 },
    { term: 'сланец', count: 1 },
  ]);
  expect(top.get('ar')).toEqual([{ term: 'جرانيت', count: 1 }]);
});

test('a long term of rare characters is counted, cut at a whole character, and the search still answers', async () => {
  // The HTTP fuzz (seed -1157157876) sent such terms: a ~500-byte key left the local Blobs server silent and every
  // later search of that instance waiting.
  const rare = decodeURIComponent('%F1%B2%88%B6');
  const term = rare.repeat(60);
  const answer = await site.callOnHost(`/api/search?lang=en&q=${encodeURIComponent(term)}`, event);
  expect(answer.status).toBe(200);
  const keys = (await store().list()).blobs.map((b) => b.key).filter((k) => k.includes(encodeURIComponent(rare)));
  expect(keys).toHaveLength(1);
  const [, , kept] = keys[0].split('/');
  expect(kept.length).toBeLessThanOrEqual(200);
  expect(decodeURIComponent(kept)).toBe(rare.repeat(kept.length / encodeURIComponent(rare).length));
}, 20_000);
