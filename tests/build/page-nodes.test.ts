// The page nodes our build keeps between builds (src/node/site-pages.ts) and the sitemap's record of the pages
// (src/seo/sitemap.ts), read from the real build output: Gatsby's page state and node store in .cache/, and the
// sitemap in public/. Run by `npm run test:build` after a build, like the other shortcuts' contracts; what the kept
// nodes promise over two builds is page-nodes.rebuild.test.ts.
import { indexablePages, readSitemapRecord, sitemapRecordFile } from '../../src/seo/sitemap';
import { pagesOfThisBuild, root, sitemapPaths, sitePageNodes } from './page-state';
import { expectHolds, shortcut } from './shortcuts';

test('kept page nodes: one SitePage node per page of this build, holding that page context', () => {
  const pages = pagesOfThisBuild();
  const nodes = sitePageNodes();
  const problems: string[] = [];
  expect(pages.size).toBeGreaterThan(100);
  for (const [pagePath, page] of pages) {
    const node = nodes.get(pagePath);
    if (!node) problems.push(`${pagePath}: a page without its node`);
    else if (node.context !== JSON.stringify(page.context))
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
  expect(sitemapPaths()).toEqual(indexablePages(record).map((p) => p.path));
});
