// Build output a function reads at run time (the host ships it with the function: netlify.toml, included_files): each
// file read once and again only when a new build replaced it, and the site's own headers from _headers, which the host
// applies to static files but not to a function's answers.
import fs from 'fs';
import path from 'path';
import { headerMatcher, parseHeaders } from './host-rules';

/* Gatsby's own function middleware (`gatsby develop`, `npm run cms`) evaluates a function's bundle afresh for every
   request and Node keeps each evaluated copy: caches held by the module itself would be read again and kept once per
   request (7 MB each for an Arabic search). They live on globalThis, so every copy shares one; on the host and under
   `npm start` (one instance per function, src/hosting/function-host.ts) a module is evaluated once anyway. */
const slot = Symbol.for('taurus-stone.runtime.files');
const files: Map<string, { mtimeMs: number; value: unknown }> = ((globalThis as Record<symbol, unknown>)[slot] ??=
  new Map()) as Map<string, { mtimeMs: number; value: unknown }>;

/** A file read once and again only when a new build replaced it. */
export function cached<T>(file: () => string, read: (file: string) => T, kind: string): () => T {
  return () => {
    const name = file();
    const key = `${kind}:${name}`;
    const { mtimeMs } = fs.statSync(name);
    let entry = files.get(key);
    if (!entry || entry.mtimeMs !== mtimeMs) files.set(key, (entry = { mtimeMs, value: read(name) }));
    return entry.value as T;
  };
}

/** The host's headers for a path (security headers, caching), as it sends them with a static file. */
export const hostHeaders = (publicDir: string) =>
  cached(
    () => path.join(publicDir, '_headers'),
    (file) => headerMatcher(parseHeaders(fs.readFileSync(file, 'utf8'))),
    'headers',
  )();

type FunctionRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

/**
 * The address the visitor asked for: the host gives its whole URL (`rawUrl`); locally scripts/serve.ts passes it in
 * `x-original-uri`, and behind Gatsby's Express (`gatsby develop`) `req.url` has lost the /api mount while
 * `originalUrl` keeps it.
 */
export function visitorUrl(req: FunctionRequest): URL {
  const { rawUrl, originalUrl } = req as FunctionRequest & { rawUrl?: string; originalUrl?: string };
  return new URL(rawUrl ?? String(req.headers['x-original-uri'] ?? originalUrl ?? req.url ?? '/'), 'http://host');
}

/** Answers 405 to anything but GET and HEAD; true when the request may go on. */
export function readOnly(
  req: FunctionRequest,
  res: { setHeader(name: string, value: string): unknown; status(code: number): { send(body: string): unknown } },
): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.setHeader('Allow', 'GET, HEAD');
  res.status(405).send('Method Not Allowed');
  return false;
}
