// Build output a function reads at run time (the host ships it with the function: netlify.toml, included_files): each
// file read once and again only when a new build replaced it, and the site's own headers from _headers, which the host
// applies to static files but not to a function's answers.
import fs from 'fs';
import path from 'path';
import { headerMatcher, parseHeaders } from './host-rules';

/* `gatsby serve` (npm start, the e2e tests) evaluates a function's bundle afresh for every request and Node keeps each
   evaluated copy: caches held by the module itself would be read again and kept once per request (7 MB each for an
   Arabic search). They live on globalThis, so every copy shares one; on the host a module is evaluated once anyway. */
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
