// What a build left of its pages, read from the real output: Gatsby's page state and SitePage nodes in .cache/, the
// sitemap in public/. Shared by the page-node contracts (page-nodes.test.ts after any build, page-nodes.rebuild.test.ts
// over two builds).
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import v8 from 'v8';

export const root = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(root, '.cache');

export interface Page {
  path: string;
  context: Record<string, unknown>;
}

/** Gatsby's pages as the last build left them (its redux state, written at the end of a build). */
export function pagesOfThisBuild(): Map<string, Page> {
  const dir = path.join(cacheDir, 'redux');
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('redux.page.state_'));
  const entries = files.flatMap((f) => v8.deserialize(fs.readFileSync(path.join(dir, f))) as [string, Page][]);
  return new Map(entries);
}

export interface SitePageNode {
  /** The page context, as JSON (nodes and pages come from different deserializers: compared as text). */
  context: string;
  /** Gatsby's node counter: a node made again gets a new, higher one; a kept node keeps its own. */
  counter: number;
}

/**
 * Every SitePage node in Gatsby's node store (LMDB, opened read-only through Gatsby's own lmdb), keyed by page path.
 * Read in a child process: a store opened read-only cannot be closed (lmdb throws), and a read after a rebuild must
 * not see the first opening's view.
 */
export function sitePageNodes(): Map<string, SitePageNode> {
  const script = `
    const { createRequire } = require('module');
    const { open } = createRequire(require.resolve('gatsby/package.json', { paths: [process.argv[1]] }))('lmdb');
    const rootDb = open({ name: 'root', path: process.argv[2], compression: true, readOnly: true });
    const out = [];
    for (const { value } of rootDb.openDB({ name: 'nodes' }).getRange({ start: 'SitePage ', end: 'SitePage!' }))
      if (value.internal.type === 'SitePage')
        out.push([value.path, { context: JSON.stringify(value.context), counter: value.internal.counter }]);
    process.stdout.write(JSON.stringify(out));`;
  const json = execFileSync(process.execPath, ['-e', script, root, path.join(cacheDir, 'data', 'datastore')], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  return new Map(JSON.parse(json) as [string, SitePageNode][]);
}

/** The page paths the built sitemap lists, in its order. */
export function sitemapPaths(): string[] {
  const sitemap = fs.readFileSync(path.join(root, 'public', 'sitemap-0.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
}
