// What the kept page nodes (src/node/site-pages.ts) promise an editor's next build, over two real rebuilds of the
// checkout: after one product is edited, its page shows the edit, the SitePage node of every page whose context did not
// change is the one the last build left (not deleted and made again), and the sitemap still lists every page; then the
// same after the edit is undone, which also leaves public/ as it was for the tests that follow. Needs a finished
// `npm run build`; `npm run test:rebuild` (run by `npm test` between the build and `npm run test:build`), two
// one-product rebuilds: ~1 min on a quiet machine. The product file is put back even when a rebuild fails.
import { execFile } from 'child_process';
import fs from 'fs';
import path from 'path';
import { promisify } from 'util';
import { pathTo } from '../../src/routes';
import { indexablePages, readSitemapRecord, sitemapRecordFile } from '../../src/seo/sitemap';
import { pagesOfThisBuild, root, sitemapPaths, sitePageNodes, type SitePageNode } from './page-state';
import { expectHolds, shortcut } from './shortcuts';

const productsDir = path.join(root, 'data', 'products');
const file = path.join(
  productsDir,
  fs
    .readdirSync(productsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()[0],
);
const original = fs.readFileSync(file);
const product = JSON.parse(original.toString('utf8')) as { id: number; slug: string; name: Record<string, string> };
const editedName = `${product.name.en} (edited)`;
const productPage = path.join(
  root,
  'public',
  ...pathTo('en', { page: 'product', slug: product.slug, id: product.id }).split('/'),
  'index.html',
);

const restore = () => {
  if (!fs.readFileSync(file).equals(original)) fs.writeFileSync(file, original);
};
process.once('exit', restore);

interface BuildState {
  nodes: Map<string, SitePageNode>;
  sitemap: string[];
}
const state = (): BuildState => ({ nodes: sitePageNodes(), sitemap: sitemapPaths() });

/** A rebuild takes ~30 s on a quiet machine; minutes when other builds share the CPUs. */
const buildTimeout = 45 * 60_000;

/** `gatsby build` in the checkout, as `npm run build` runs it; its output is shown only when it fails. */
async function rebuild(): Promise<void> {
  const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
  await promisify(execFile)(gatsby, ['build'], {
    cwd: root,
    env: { ...process.env, CI: '1', GATSBY_TELEMETRY_DISABLED: '1' },
    maxBuffer: 1 << 28,
    // Past the test's own timeout a build would go on beside the next one: stopped first.
    timeout: buildTimeout - 60_000,
  }).catch((e: { stdout?: string; stderr?: string }) => {
    throw new Error(`gatsby build failed:\n${`${e.stdout ?? ''}\n${e.stderr ?? ''}`.slice(-4000)}`);
  });
}

/** What the rebuild after a one-file change must hold, compared with the build before it. */
function keptNodeProblems(before: BuildState, after: BuildState): string[] {
  const problems: string[] = [];
  const highestBefore = Math.max(...[...before.nodes.values()].map((n) => n.counter));
  let kept = 0;
  for (const [pagePath, node] of after.nodes) {
    const old = before.nodes.get(pagePath);
    if (!old) problems.push(`${pagePath}: a page the one-product edit should not have added`);
    else if (old.context === node.context) {
      if (node.counter === old.counter) kept++;
      else problems.push(`${pagePath}: same context, yet its node was deleted and made again`);
    } else if (node.counter <= highestBefore) problems.push(`${pagePath}: new context, yet its node was not rewritten`);
  }
  for (const pagePath of before.nodes.keys())
    if (!after.nodes.has(pagePath)) problems.push(`${pagePath}: its page node is gone after the rebuild`);
  // One product's name is on its own pages and the listings that show its card: nearly every page keeps its context.
  if (kept < 0.9 * after.nodes.size) problems.push(`only ${kept} of ${after.nodes.size} page nodes were kept`);
  const record = indexablePages(readSitemapRecord(sitemapRecordFile(root))).map((p) => p.path);
  if (after.sitemap.join('\n') !== record.join('\n')) problems.push("the sitemap is not the record's indexable pages");
  if (after.sitemap.join('\n') !== before.sitemap.join('\n'))
    problems.push('the sitemap lists other pages than before');
  const pages = pagesOfThisBuild();
  if (pages.size !== after.nodes.size) problems.push(`${pages.size} pages, ${after.nodes.size} page nodes`);
  return problems;
}

const heading = () => /<h1[^>]*>([^<]*)<\/h1>/.exec(fs.readFileSync(productPage, 'utf8'))?.[1];

describe(`kept page nodes over two rebuilds (${path.relative(root, file)} edited, then put back)`, () => {
  const builds: BuildState[] = [];
  beforeAll(() => {
    if (!fs.existsSync(productPage)) throw new Error(`${productPage} is missing: run npm run build first`);
    builds.push(state());
  });
  afterAll(restore);

  test(
    "one product's English name edited: its page shows it, the other pages' nodes are kept, the sitemap lists every page",
    async () => {
      fs.writeFileSync(file, `${JSON.stringify({ ...product, name: { ...product.name, en: editedName } }, null, 2)}\n`);
      try {
        await rebuild();
      } finally {
        restore();
      }
      builds.push(state());
      expect(heading()).toBe(editedName);
      expectHolds(shortcut.pageNodes, keptNodeProblems(builds[0], builds[1]));
    },
    buildTimeout,
  );

  test(
    'the edit undone: the page as before, the nodes kept again',
    async () => {
      await rebuild();
      expect(heading()).toBe(product.name.en);
      // Against the edited build, or the first one when the edited build failed (then nothing changed since it).
      expectHolds(shortcut.pageNodes, keptNodeProblems(builds[builds.length - 1], state()));
    },
    buildTimeout,
  );
});
