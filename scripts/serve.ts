// Serves the built site (public/) the way the production host does: the adapter's _redirects (redirects, rewrites,
// 404 rules, shadowing) and _headers (security and caching headers) applied to every response, the custom 404 page
// with status 404. The contact function runs in `gatsby serve` on an internal port, the search function in this process
// (see callWarm); their responses pass through untouched (the function sets its own headers, as on the host).
// Usage: tsx scripts/serve.ts [--port 9000] [--host 127.0.0.1]
import fs from 'fs';
import http from 'http';
import net from 'net';
import path from 'path';
import zlib from 'zlib';
import { spawn, type ChildProcess } from 'child_process';
import { answerUnread, refusedUnread } from '../src/contact/early-refusal';
import { contactEndpoint } from '../src/contact/fields';
import { productionBuildProblem } from '../src/hosting/production-build';
import { imageCdnHandler } from '../src/hosting/image-cdn';
import { cdnPath } from '../src/images/cdn-url';
import {
  functionRoute,
  headerMatcher,
  normalizePath,
  parseHeaders,
  parseRedirects,
  resolveRedirect,
} from '../src/hosting/host-rules';

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

/**
 * Passes a request to `gatsby serve`. A page path the host sends to a function (the search pages) goes to that
 * function's /api route, with the visitor's URL in `x-original-uri` (Netlify hands it to the function as the path).
 */
function proxy(req: http.IncomingMessage, res: http.ServerResponse, upstreamPort: number, route?: string) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers = route ? { ...req.headers, 'x-original-uri': req.url ?? '/' } : req.headers;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: upstreamPort,
      method: req.method,
      path: route ? `${route}${url.search}` : req.url,
      headers,
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
}

/*
 * `gatsby serve` evaluates a function's bundle afresh for every call (~100 ms here), and Node keeps every evaluated copy
 * (1.6 MB each). That is fine for the odd contact post but not for search, which every search page goes through: the
 * local server grew past 4 GB in one e2e run; nor for the PDF function, which keeps one browser for all its prints.
 * These two are therefore loaded once from Gatsby's compiled bundle and called here, as a warm instance on the host would be, with the parts of Gatsby's request and response it
 * uses.
 */
const warmFunctions = new Set(['/api/search', '/api/pdf']);
type FunctionHandler = (req: unknown, res: unknown) => unknown;
const warmHandlers = new Map<string, FunctionHandler>();

function callWarm(route: string, req: http.IncomingMessage, res: http.ServerResponse, visitorUrl?: string): void {
  let fn = warmHandlers.get(route);
  if (!fn) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the path is known only at run time and the bundle is CommonJS
    const mod = require(path.join(root, '.cache', 'functions', `${route.slice('/api/'.length)}.js`)) as {
      default?: FunctionHandler;
    };
    fn = (mod.default ?? mod) as FunctionHandler;
    warmHandlers.set(route, fn);
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (visitorUrl) req.headers['x-original-uri'] = visitorUrl;
  const request = Object.assign(req, {
    query: Object.fromEntries(url.searchParams),
    originalUrl: visitorUrl ? route : req.url,
  });
  const response = Object.assign(res, {
    status: (code: number) => ((res.statusCode = code), response),
    json: (body: unknown) => {
      if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
      return response;
    },
    send: (body: unknown) =>
      typeof body === 'object' && body !== null && !Buffer.isBuffer(body)
        ? response.json(body)
        : (res.end(body), response),
    redirect: (a: number | string, b?: string) => {
      res.statusCode = typeof a === 'number' ? a : 302;
      res.setHeader('Location', typeof a === 'number' ? (b ?? '/') : a);
      res.end();
      return response;
    },
  });
  Promise.resolve(fn(request, response)).catch((e: unknown) => {
    console.error(`${route}:`, e);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal Server Error');
  });
}

export function createHostServer(upstreamPort: number): http.Server {
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
    const url = new URL(req.url ?? '/', 'http://localhost');
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
    if (outcome?.kind === 'function') {
      // Gatsby's function wrapper would read (and buffer) a multipart body of any size before the handler runs.
      if (urlPath === contactEndpoint && refusedUnread(req))
        return void answerUnread(req, res).catch(() => res.destroy());
      const route = urlPath.startsWith('/api/')
        ? normalizePath(urlPath).replace(/\/$/, '')
        : functionRoute(outcome.functionId);
      if (warmFunctions.has(route)) return callWarm(route, req, res, urlPath.startsWith('/api/') ? undefined : req.url);
      return proxy(req, res, upstreamPort, urlPath.startsWith('/api/') ? undefined : route);
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(port: number, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const r = http.get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        res.resume();
        resolve(true);
      });
      r.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('gatsby serve did not start');
}

async function main() {
  const port = Number(option('port', process.env.PORT ?? '9000'));
  const host = option('host', '127.0.0.1');
  // After `npm run develop` / `npm run cms` the built pages would never hydrate: say so instead of serving them.
  const problem = productionBuildProblem(root);
  if (problem) throw new Error(problem);
  const upstreamPort = await freePort();
  const gatsby = spawn(
    path.join(root, 'node_modules', '.bin', 'gatsby'),
    ['serve', '--port', String(upstreamPort), '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // The functions server never outlives this one, however it ends (signal, error, normal exit).
  process.on('exit', () => gatsby.kill('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(0));
  gatsby.on('exit', (code) => {
    console.error(`gatsby serve (functions) exited with ${code}`);
    process.exit(1);
  });
  await waitFor(upstreamPort, gatsby);
  createHostServer(upstreamPort).listen(port, host, () =>
    console.log(`site (with host rules) at http://${host}:${port}/`),
  );
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
