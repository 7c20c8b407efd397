// Serves the built site (public/) the way the production host does: the adapter's _redirects (redirects, rewrites,
// 404 rules, shadowing) and _headers (security and caching headers) applied to every response, the custom 404 page
// with status 404, the image CDN, and the functions called as the host calls them: the adapter's generated wrappers in
// instances of their own, frozen between calls (src/hosting/function-host.ts), and the site's own Netlify functions
// (netlify/functions/) packed by the host's build when this starts (scripts/pack-functions.ts) and run from their
// unzipped archives, with Netlify's own local Blobs server for their stores, and the scheduled functions run on their
// schedules.
// Usage: tsx scripts/serve.ts [--port 9000] [--host 127.0.0.1]
import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import crypto from 'crypto';
import { BlobsServer } from '@netlify/blobs/server';
import { productionBuildProblem } from '../src/hosting/production-build';
import { FunctionHost } from '../src/hosting/function-host';
import {
  BodyOverHostLimit,
  lambdaEvent,
  readHostBody,
  refuseOverLimit,
  requestUrl,
  scheduledEvent,
  writeLambdaResult,
  type HostContext,
} from '../src/hosting/lambda-http';
import { runSchedules, schedulesOf } from '../src/hosting/schedules';
import { packFunctions } from './pack-functions';
import { imageCdnHandler } from '../src/hosting/image-cdn';
import { cdnPath } from '../src/images/cdn-url';
import { headerMatcher, normalizePath, parseHeaders, parseRedirects, resolveRedirect } from '../src/hosting/host-rules';

const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
};
const compressible = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function isFile(full: string): boolean {
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false; // missing, or a path through a file (ENOTDIR)
  }
}

/** The file that answers a URL path (pretty URLs: /a/ → a/index.html, /a → a.html), or null. Host files are hidden. */
function fileFor(urlPath: string): string | null {
  const rel = normalizePath(urlPath);
  if (rel.includes('\0') || /^\/_(headers|redirects)(\/|$)/.test(rel)) return null;
  const candidates = rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`];
  for (const c of candidates) {
    const full = path.join(publicDir, c);
    if (!full.startsWith(publicDir + path.sep)) return null;
    if (isFile(full)) return full;
  }
  return null;
}

const isDirectoryPage = (urlPath: string) => !urlPath.endsWith('/') && fileFor(`${urlPath}/`) !== null;

function loadRules() {
  const read = (name: string) =>
    fs.existsSync(path.join(publicDir, name)) ? fs.readFileSync(path.join(publicDir, name), 'utf8') : '';
  return { redirects: parseRedirects(read('_redirects')), headersFor: headerMatcher(parseHeaders(read('_headers'))) };
}

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  headers: [string, string][],
) {
  const stat = fs.statSync(file);
  // A Content-Type from the header rules wins over the file's extension, as on the host.
  const type =
    headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ??
    types[path.extname(file).toLowerCase()] ??
    'application/octet-stream';
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  for (const [k, v] of headers) res.setHeader(k, v);
  res.setHeader('Content-Type', type);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (compressible.test(type)) res.setHeader('Vary', 'Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  else res.setHeader('Content-Length', stat.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

/** The local host's stand-ins for what the host gives each function: its Blobs store and its identity. */
export interface LocalHost {
  functions: FunctionHost;
  context: Omit<HostContext, 'clientIp'>;
}

/** Calls a function as the host does: the whole body read first (refused past the host's limit), then one call. */
async function callFunction(
  host: LocalHost,
  functionId: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  let body: Buffer;
  try {
    body = await readHostBody(req);
  } catch (e) {
    if (!(e instanceof BodyOverHostLimit)) throw e;
    return refuseOverLimit(req, res); // the host's own refusal: the function never sees the request
  }
  const event = lambdaEvent(req, body, { ...host.context, clientIp: req.socket.remoteAddress ?? '127.0.0.1' });
  writeLambdaResult(res, await host.functions.invoke(functionId, event), req.method === 'HEAD');
}

export function createHostServer(host: LocalHost): http.Server {
  const rules = loadRules();
  // The host's image CDN, answered here with the photos' caching rule from _headers (src/hosting/image-cdn.ts).
  const images = imageCdnHandler({
    publicDir,
    cacheDir: path.join(root, '.cache', 'image-cdn'),
    headersFor: rules.headersFor,
  });
  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (e) {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    }
  });

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = requestUrl(req);
    if (!url) return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request');
    const urlPath = url.pathname;
    const headers = rules.headersFor(urlPath);
    if (urlPath === cdnPath) {
      for (const [k, v] of headers) res.setHeader(k, v);
      return void images(req, res).catch((e: unknown) => {
        console.error(e);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal Server Error');
      });
    }
    const file = fileFor(urlPath);
    const outcome = resolveRedirect(rules.redirects, urlPath, url.search, file !== null || isDirectoryPage(urlPath));
    if (outcome?.kind === 'function' && host.functions.has(outcome.functionId)) {
      return void callFunction(host, outcome.functionId, req, res).catch((e: unknown) => {
        console.error(`${outcome.functionId}:`, e);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('Bad Gateway');
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    if (outcome?.kind === 'redirect') {
      for (const [k, v] of headers) res.setHeader(k, v);
      res.writeHead(outcome.status, { Location: outcome.location }).end();
      return;
    }
    if (outcome?.kind === 'rewrite') {
      const target = fileFor(outcome.path);
      if (target) return sendFile(req, res, target, outcome.status, headers);
    }
    if (file) return sendFile(req, res, file, 200, headers);
    if (isDirectoryPage(urlPath)) {
      for (const [k, v] of headers) res.setHeader(k, v);
      res.writeHead(301, { Location: `${urlPath}/${url.search}` }).end();
      return;
    }
    const notFound = fileFor('/404.html');
    if (notFound) return sendFile(req, res, notFound, 404, headers);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  }
}

/** The functions and their host: instances, a local Blobs server, the schedules. Closed with the server. */
export async function startLocalHost(): Promise<LocalHost & { close(): Promise<void> }> {
  const token = crypto.randomBytes(16).toString('hex');
  const blobs = new BlobsServer({ directory: path.join(root, '.data', 'blobs'), token, logger: () => undefined });
  const { port } = await blobs.start();
  // The site's own Netlify functions run from their archives as the host's build packs them (~15 s, longer on a busy
  // machine): the server answers meanwhile, and the schedules start once they are packed.
  const packed: Record<string, string> = {};
  const functions = new FunctionHost({
    root,
    packed,
    env: { ...process.env, NODE_ENV: 'production' },
    // Without DATABASE_URL the inquiries live in PGlite, one process's database: its two functions share an instance.
    sharedInstance: process.env.DATABASE_URL ? [] : [['contact-js', 'send-unsent-mail']],
  });
  const host: LocalHost = {
    functions,
    context: { siteId: 'local-site', deployId: 'local-deploy', blobs: { url: `http://127.0.0.1:${port}`, token } },
  };
  let closed = false;
  let schedules: { stop(): void } | undefined;
  const packing = packFunctions(root)
    .then(async (fns) => {
      for (const f of fns) packed[f.name] = f.entry;
      const found = await schedulesOf(root);
      if (closed) return;
      schedules = runSchedules(found, async (functionId, body) => {
        if (!functions.has(functionId)) return;
        // The host gives a scheduled function 30 s.
        const answer = await functions.invoke(functionId, scheduledEvent(functionId, body, host.context), 30_000);
        if ((answer.statusCode ?? 200) >= 400) console.error(`schedule ${functionId}: answered ${answer.statusCode}`);
      });
    })
    .catch((e: unknown) => console.error('the functions could not be packed:', e instanceof Error ? e.message : e));
  return {
    ...host,
    async close() {
      closed = true;
      await packing;
      schedules?.stop();
      functions.close();
      await blobs.stop();
    },
  };
}

async function main() {
  const port = Number(option('port', process.env.PORT ?? '9000'));
  const hostname = option('host', '127.0.0.1');
  // After `npm run develop` / `npm run cms` the built pages would never hydrate: say so instead of serving them.
  const problem = productionBuildProblem(root);
  if (problem) throw new Error(problem);
  const host = await startLocalHost();
  // The instances never outlive this server, however it ends (signal, error, normal exit).
  process.on('exit', () => host.functions.close());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(0));
  createHostServer(host).listen(port, hostname, () =>
    console.log(`site (with host rules) at http://${hostname}:${port}/`),
  );
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
