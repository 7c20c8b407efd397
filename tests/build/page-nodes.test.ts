// The page nodes our build keeps between builds (src/node/site-pages.ts) and the sitemap's record of the pages
// (src/seo/sitemap.ts), read from the real build output: Gatsby's page state and node store in .cache/, and the
// sitemap in public/. Run by `npm run test:build` after a build, like the other shortcuts' contracts.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import v8 from 'v8';
import { indexablePages, readSitemapRecord, sitemapRecordFile } from '../../src/seo/sitemap';
import { expectHolds, shortcut } from './shortcuts';

const root = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(root, '.cache');
const publicDir = path.join(root, 'public');

interface Page {
  path: string;
  context: Record<string, unknown>;
}

/** Gatsby's pages as this build left them (its redux state, written at the end of a build). */
function pagesOfThisBuild(): Map<string, Page> {
  const dir = path.join(cacheDir, 'redux');
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('redux.page.state_'));
  const entries = files.flatMap((f) => v8.deserialize(fs.readFileSync(path.join(dir, f))) as [string, Page][]);
  return new Map(entries);
}

/** Every SitePage node in Gatsby's node store (LMDB, opened read-only through Gatsby's own lmdb). */
function sitePageNodes(): Map<string, { path: string; context: Record<string, unknown> }> {
  const requireFromGatsby = createRequire(require.resolve('gatsby/package.json'));
  const { open } = requireFromGatsby('lmdb') as typeof import('lmdb');
  const rootDb = open({
    name: 'root',
    path: path.join(cacheDir, 'data', 'datastore'),
    compression: true,
    readOnly: true,
  });
  // Left open: a read-only store cannot be closed (lmdb throws), and the test process ends here.
  const nodes = rootDb.openDB({ name: 'nodes' });
  const out = new Map<string, { path: string; context: Record<string, unknown> }>();
  for (const { value } of nodes.getRange({ start: 'SitePage ', end: 'SitePage!' })) {
    const node = value as { path: string; context: Record<string, unknown>; internal: { type: string } };
    if (node.internal.type === 'SitePage') out.set(node.path, node);
  }
  return out;
}

test('kept page nodes: one SitePage node per page of this build, holding that page context', () => {
  const pages = pagesOfThisBuild();
  const nodes = sitePageNodes();
  const problems: string[] = [];
  expect(pages.size).toBeGreaterThan(100);
  for (const [pagePath, page] of pages) {
    const node = nodes.get(pagePath);
    if (!node) problems.push(`${pagePath}: a page without its node`);
    // As JSON: the two come from different deserializers (v8's, in Jest's own realm, and msgpack's).
    else if (JSON.stringify(node.context) !== JSON.stringify(page.context))
      problems.push(`${pagePath}: its node holds another context than the page (a kept node left stale)`);
  }
  for (const nodePath of nodes.keys())
    if (!pages.has(nodePath)) problems.push(`${nodePath}: a node left for a page this build no longer has`);
  expectHolds(shortcut.pageNodes, problems);
});

test("the sitemap's record: every page this build created, and the sitemap lists its indexable ones in its order", () => {
  const record = readSitemapRecord(sitemapRecordFile(root));
  const pages = pagesOfThisBuild();
  const recorded = new Set(record.map((p) => p.path));
  // Gatsby adds its own pages (the 404 page's copy as /404.html): not ours, never indexable.
  const ours = [...pages.values()].filter((p) => (p.context as { seo?: unknown }).seo !== undefined);
  expect(ours.filter((p) => !recorded.has(p.path)).map((p) => p.path)).toEqual([]);
  for (const p of record) expect(pages.get(p.path)?.context.seo).toEqual(p.pageContext?.seo);
  const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(listed).toEqual(indexablePages(record).map((p) => p.path));
});
