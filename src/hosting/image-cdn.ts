// The host's image CDN (/.netlify/images) on this machine, for `npm start`, `npm run develop` and `npm run cms`: the
// same parameters and refusals (src/images/cdn-url.ts: an invalid value or a source not on the site is a 404), the
// format chosen from the browser's Accept when the URL names none (`Vary: Accept`), and each result resized once by
// sharp and kept on disk (.cache/image-cdn/), as the host keeps it at its edge.
import crypto from 'crypto';
import fs from 'fs';
import type http from 'http';
import path from 'path';
import { negotiatedFormat, parseCdnQuery, type CdnFormat, type CdnRequest } from '../images/cdn-url';
import { readPhotoHeader } from '../images/photo-source';

export interface ImageCdnOptions {
  /** The published site; sources are paths inside it. */
  publicDir: string;
  /** Where results are kept between requests and runs. */
  cacheDir: string;
  /** The host's header rules for a path (the source's caching rule is the result's), when the site has them. */
  headersFor?: (urlPath: string) => [string, string][];
}

const contentTypes: Record<CdnFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
const sharpFits = { contain: 'inside', cover: 'cover', fill: 'fill' } as const;
/** Part of every kept result's key: a change of encoder settings resizes again instead of serving old files. */
const encoderSettings = 'sharp 0.34.5, avif effort 0';
/** The host's quality when the URL names none. */
const hostDefaultQuality = 75;

/** The source file a request names inside the published site, or null (outside it, or missing). */
function sourceFile(publicDir: string, source: string): string | null {
  const rel = path.posix.normalize(source.split(/[?#]/)[0]);
  if (rel.includes('\0') || rel.split('/').includes('..')) return null;
  const full = path.join(publicDir, rel);
  if (!full.startsWith(publicDir + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

async function transform(bytes: Buffer, request: CdnRequest, format: CdnFormat): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sharp = require('sharp') as typeof import('sharp');
  let image = sharp(bytes, { animated: format === 'gif' }).rotate();
  if (request.width || request.height) {
    image = image.resize(request.width, request.height, {
      fit: sharpFits[request.fit ?? 'contain'],
      position: request.position === 'center' || !request.position ? 'centre' : request.position,
      withoutEnlargement: true,
    });
  }
  const quality = request.quality ?? hostDefaultQuality;
  // AVIF at sharp's default effort (4) took 0.7–2 s a photo here; effort 2 0.10–0.27 s, effort 0 0.03–0.11 s for 5%
  // more bytes (800 px sample: 16.5 vs 15.6 kB). A fresh checkout's test run asks for ~1,500 photos, each resized
  // once: effort 0 spares minutes of CPU, and a page's first visit waits less. The host's encoder is its own.
  const settings = format === 'avif' ? { quality, effort: 0 } : { quality };
  return image.toFormat(format === 'jpg' ? 'jpeg' : format, settings).toBuffer();
}

/** A request handler for /.netlify/images; it answers every request it is given. */
export function imageCdnHandler(options: ImageCdnOptions) {
  const inFlight = new Map<string, Promise<Buffer>>();

  return async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const notFound = (reason: string) => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`${reason}\n`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    const parsed = parseCdnQuery(new URL(req.url ?? '/', 'http://localhost').searchParams);
    if (!parsed.ok) return notFound(parsed.reason);
    const { request } = parsed;
    const file = sourceFile(options.publicDir, request.source);
    if (!file) return notFound(`url ${request.source}: no such file on the site`);
    const stat = fs.statSync(file);
    const bytes = fs.readFileSync(file);
    const header = readPhotoHeader(bytes);
    if (typeof header === 'string') return notFound(`url ${request.source}: ${header}`);
    const format = request.format ?? negotiatedFormat(req.headers.accept, header.format);
    const key = crypto
      .createHash('sha256')
      .update(JSON.stringify([encoderSettings, request, format, file, stat.size, stat.mtimeMs]))
      .digest('hex')
      .slice(0, 32);
    const kept = path.join(options.cacheDir, `${key}.${format}`);
    const etag = `"${key}"`;

    const ruleHeaders = options.headersFor ? options.headersFor(request.source) : [];
    const cacheControl =
      ruleHeaders.find(([k]) => k.toLowerCase() === 'cache-control')?.[1] ?? 'public, max-age=0, must-revalidate';
    res.setHeader('Content-Type', contentTypes[format]);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }

    // A HEAD asks whether the photo is there: answered from the checks above, without resizing (no length then).
    if (req.method === 'HEAD' && !fs.existsSync(kept)) {
      res.writeHead(200).end();
      return;
    }
    let body: Buffer;
    if (fs.existsSync(kept)) {
      body = fs.readFileSync(kept);
      res.setHeader('X-Image-Cache', 'hit');
    } else {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = transform(bytes, request, format).then((out) => {
          fs.mkdirSync(options.cacheDir, { recursive: true });
          const tmp = `${kept}.${process.pid}.tmp`;
          fs.writeFileSync(tmp, out);
          fs.renameSync(tmp, kept);
          return out;
        });
        inFlight.set(key, pending);
        pending.then(
          () => inFlight.delete(key),
          () => inFlight.delete(key),
        );
      }
      try {
        body = await pending;
      } catch (e) {
        return notFound(`url ${request.source}: ${e instanceof Error ? e.message : String(e)}`);
      }
      res.setHeader('X-Image-Cache', 'miss');
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
