// Photos through the image CDN: the URLs the pages carry, the image data the Photo component renders from them, the photo
// published once with its size and placeholder, and the local stand-in for the host's CDN answering those URLs.
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { cdnImageUrl, negotiatedFormat, parseCdnQuery } from '../../src/images/cdn-url';
import { photoFileProblem, photoSource } from '../../src/images/photo-source';
import { cdnImageData } from '../../src/node/images';
import { imageCdnHandler } from '../../src/hosting/image-cdn';
import { asJpeg } from '../../src/seo/share-image';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cdn-'));
const publicDir = path.join(tmp, 'public');
const photo = path.join(tmp, 'data', 'quarry.jpg');

beforeAll(async () => {
  fs.mkdirSync(path.dirname(photo), { recursive: true });
  fs.mkdirSync(path.join(publicDir, 'static'), { recursive: true });
  // Left half dark red, right half light: a crop and a dominant colour that can be told apart.
  const left = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#802010' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e0e0d0' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toFile(photo);
  fs.writeFileSync(path.join(tmp, 'secret.jpg'), fs.readFileSync(photo));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('image CDN URLs', () => {
  it('name the source, size, crop and quality, and a format only when asked', () => {
    const url = cdnImageUrl('/static/photos/ab-948 1.jpg', { width: 320, height: 240, fit: 'cover', quality: 50 });
    expect(url).toBe('/.netlify/images?url=/static/photos/ab-948%201.jpg&w=320&h=240&fit=cover&q=50');
    const back = parseCdnQuery(new URL(url, 'http://x').searchParams);
    expect(back).toEqual({
      ok: true,
      request: { source: '/static/photos/ab-948 1.jpg', width: 320, height: 240, fit: 'cover', quality: 50 },
    });
    expect(asJpeg(url)).toBe(`${url.replace('&q=50', '')}&fm=jpg&q=50`);
  });

  it.each([
    ['', 'url is missing'],
    ['url=https%3A%2F%2Fexample.com%2Fa.jpg', 'images from other sites are not allowed'],
    ['url=%2F%2Fexample.com%2Fa.jpg', 'images from other sites are not allowed'],
    ['url=a.jpg', 'must be a path on this site'],
    ['url=%2Fa.jpg&w=0', 'w=0'],
    ['url=%2Fa.jpg&w=12.5', 'w=12.5'],
    ['url=%2Fa.jpg&q=101', 'q=101'],
    ['url=%2Fa.jpg&fit=crop', 'fit=crop'],
    ['url=%2Fa.jpg&position=middle', 'position=middle'],
    ['url=%2Fa.jpg&fm=bmp', 'fm=bmp'],
  ])('refuses %s', (query, reason) => {
    const parsed = parseCdnQuery(new URLSearchParams(query));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.reason).toContain(reason);
  });

  it('answers AVIF where the browser takes it, else WebP, else the source format', () => {
    expect(negotiatedFormat('image/avif,image/webp,image/apng,*/*', 'jpg')).toBe('avif');
    expect(negotiatedFormat('image/webp,*/*', 'jpg')).toBe('webp');
    expect(negotiatedFormat('*/*', 'png')).toBe('png');
    expect(negotiatedFormat(undefined, 'jpg')).toBe('jpg');
  });
});

describe('a photo published for the CDN', () => {
  it('is copied once under its content hash, with its size from the header and its dominant colour kept in the cache', async () => {
    const dirs = { publicDir, cacheDir: path.join(tmp, 'cache') };
    const source = await photoSource(photo, dirs);
    expect(source).toMatchObject({ width: 800, height: 600, format: 'jpg' });
    expect(source.src).toMatch(/^\/static\/photos\/[0-9a-f]{16}-quarry\.jpg$/);
    expect(fs.readFileSync(path.join(publicDir, source.src))).toEqual(fs.readFileSync(photo));
    // Half dark red, half light: the dominant colour is one of the two, not a grey average.
    expect(['#802010', '#e0e0d0'].some((c) => near(c, source.color))).toBe(true);
    const kept = JSON.parse(fs.readFileSync(path.join(dirs.cacheDir, `${source.src.slice(15, 31)}.json`), 'utf8'));
    expect(kept).toEqual({ width: 800, height: 600, format: 'jpg', color: source.color });
  });

  it('takes the most frequent colour as its placeholder, not an average', async () => {
    // Three quarters light stone, a quarter dark red band: the placeholder is the stone's colour.
    const band = await sharp({ create: { width: 200, height: 600, channels: 3, background: '#802010' } })
      .png()
      .toBuffer();
    const file = path.join(tmp, 'data', 'mostly-light.png');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e0e0d0' } })
      .composite([{ input: band, left: 600, top: 0 }])
      .png()
      .toFile(file);
    const source = await photoSource(file, { publicDir, cacheDir: path.join(tmp, 'cache') });
    expect(near('#e0e0d0', source.color)).toBe(true);
    expect(near('#802010', source.color)).toBe(false);
  });

  it('gives Photo the CDN URLs at every width it asks for, no format named, the colour behind it', () => {
    const data = cdnImageData(
      { src: '/static/photos/ab-quarry.jpg', width: 800, height: 600, format: 'jpg', color: '#802010' },
      { width: 320, aspectRatio: 1.6, outputPixelDensities: [1, 2] },
    );
    const at = (w: number, h: number) =>
      cdnImageUrl('/static/photos/ab-quarry.jpg', { width: w, height: h, fit: 'cover', quality: 50 });
    expect(data).toMatchObject({ layout: 'constrained', width: 320, height: 200, backgroundColor: '#802010' });
    expect(data.images.sources).toEqual([]);
    expect(data.images.fallback).toEqual({
      src: at(320, 200),
      srcSet: `${at(320, 200)} 320w,\n${at(640, 400)} 640w`,
      sizes: '(min-width: 320px) 320px, 100vw',
    });
    // Never wider than the photo; JPEG only where asked (share images).
    const big = cdnImageData(
      { src: '/static/photos/ab-quarry.jpg', width: 800, height: 600, format: 'jpg', color: '#802010' },
      { width: 1600, formats: ['jpg'], placeholder: 'none' },
    );
    expect(big.images.fallback?.srcSet).not.toMatch(/w=1600/);
    expect(big.images.fallback?.src).toContain('&fm=jpg');
    expect(big.backgroundColor).toBeUndefined();
  });

  it('is refused by the data check when it is no readable image, before any page is built', () => {
    const text = path.join(tmp, 'data', 'notes.jpg');
    fs.writeFileSync(text, 'a text file named like a photo');
    expect(photoFileProblem(text)).toMatch(/^not a readable image/);
    expect(photoFileProblem(path.join(tmp, 'data', 'missing.jpg'))).toBe('not found');
    expect(photoFileProblem(photo)).toBeNull();
  });
});

function near(hex: string, other: string): boolean {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [rgb(hex), rgb(other)];
  return a.every((v, i) => Math.abs(v - b[i]) <= 24);
}

describe('the local image CDN', () => {
  let server: http.Server;
  let base: string;
  let src: string;
  const cacheDir = path.join(tmp, 'image-cdn');

  beforeAll(async () => {
    src = (await photoSource(photo, { publicDir, cacheDir: path.join(tmp, 'cache') })).src;
    const handle = imageCdnHandler({
      publicDir,
      cacheDir,
      headersFor: (p) => (p.startsWith('/static/') ? [['cache-control', 'public, max-age=31536000, immutable']] : []),
    });
    server = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });
  const keptWebp = () =>
    fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).filter((f) => f.endsWith('.webp')).length : 0;

  it('resizes and crops to the URL, in the format the browser takes, and keeps the result', async () => {
    const url = cdnImageUrl(src, { width: 200, height: 200, fit: 'cover', quality: 50 });
    const first = await get(url, { accept: 'image/avif,image/webp,*/*' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/avif');
    expect(first.headers.get('vary')).toBe('Accept');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-image-cache')).toBe('miss');
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    const again = await get(url, { accept: 'image/avif,image/webp,*/*' });
    expect(again.headers.get('x-image-cache')).toBe('hit');
    const revalidated = await get(url, { accept: 'image/avif', 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    const webp = await get(url, { accept: 'image/webp,*/*' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const old = await get(url, { accept: '*/*' });
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = await get(asJpeg(url), { accept: 'image/avif,image/webp,*/*' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers HEAD from its checks, without resizing, and refuses a missing source the same way', async () => {
    const url = cdnImageUrl(src, { width: 123, height: 77, fit: 'cover' });
    const before = keptWebp();
    const head = await fetch(`${base}${url}`, { method: 'HEAD', headers: { accept: 'image/webp' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(keptWebp()).toBe(before);
    const missing = await fetch(`${base}/.netlify/images?url=/static/photos/none.jpg&w=10`, { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('never enlarges a photo past its own size', async () => {
    const res = await get(cdnImageUrl(src, { width: 1600, height: 1200, fit: 'cover' }), { accept: 'image/webp' });
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it.each([
    ['a bad parameter', (s: string) => `${cdnImageUrl(s, { width: 200 })}&fit=crop`],
    ['a source outside the site', () => `/.netlify/images?url=${encodeURIComponent('/../secret.jpg')}&w=100`],
    ['a source on another site', () => `/.netlify/images?url=${encodeURIComponent('https://example.com/a.jpg')}`],
    ['a missing source', () => `/.netlify/images?url=${encodeURIComponent('/static/photos/nothing.jpg')}`],
  ])('answers %s with 404, as the host does', async (_what, url) => {
    const res = await get(url(src));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
