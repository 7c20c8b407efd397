// What the kept page nodes (src/node/site-pages.ts) promise an editor's next build, over a real rebuild of the
// checkout: after one product is edited, its page shows the edit, the SitePage node of every page whose context did not
// change is the one the last build left (not deleted and made again), and the sitemap still lists every page. Then the
// product file and the build's output (public/, .cache/, .netlify/, copied before the rebuild) are put back, so the
// tests that follow read the build they were given; a second rebuild to undo the edit took ~75 s of CI and checked
// the same mechanism again. Needs a finished `npm run build`; `npm run test:rebuild` (run by `npm test` between the
// build and `npm run test:build`), one one-product rebuild: ~30 s on a quiet machine. The product file and the build
// are put back even when the rebuild fails.
import { execFile } from 'child_process';
import fs from 'fs';
import os from 'os';
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

/**
 * What a build writes and the later tests read: copied before the rebuild, moved back after it. Copied with their
 * times: the internals contract compares the times of files in .cache (which of two records a build wrote last), and
 * a copy without them stamped each file with the moment of the copy, in the directory's order (CI failed once so).
 */
const buildOutputs = ['public', '.cache', '.netlify'].filter((dir) => fs.existsSync(path.join(root, dir)));
let saved: string | undefined;
const copyOptions = { recursive: true, verbatimSymlinks: true, preserveTimestamps: true };

function saveBuild(): void {
  saved = fs.mkdtempSync(path.join(os.tmpdir(), 'build-before-rebuild-'));
  for (const dir of buildOutputs) fs.cpSync(path.join(root, dir), path.join(saved, dir), copyOptions);
}

function putBuildBack(): void {
  if (!saved) return;
  for (const dir of buildOutputs) {
    const target = path.join(root, dir);
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.renameSync(path.join(saved, dir), target);
    } catch {
      // Another file system: copied back instead.
      fs.cpSync(path.join(saved, dir), target, copyOptions);
    }
  }
  fs.rmSync(saved, { recursive: true, force: true });
  saved = undefined;
}

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

describe(`kept page nodes over a rebuild (${path.relative(root, file)} edited, then put back)`, () => {
  let before: BuildState;
  beforeAll(() => {
    if (!fs.existsSync(productPage)) throw new Error(`${productPage} is missing: run npm run build first`);
    before = state();
    saveBuild();
  });
  /* Not a test of the site: the rebuild's own clean-up, which the tests that follow rely on. It fails the run when the
     checkout is not as it was given (the product file, the product's page, the page nodes). */
  afterAll(() => {
    restore();
    putBuildBack();
    const left = [
      !fs.readFileSync(file).equals(original) && `${path.relative(root, file)} still holds the edit`,
      heading() !== product.name.en && `the product's page shows "${heading()}", not the build's "${product.name.en}"`,
      sitePageNodes().size !== before.nodes.size && `${sitePageNodes().size} page nodes, ${before.nodes.size} before`,
    ].filter(Boolean);
    if (left.length) throw new Error(`the build was not put back after the rebuild: ${left.join('; ')}`);
  });

  test(
    "one product's English name edited: its page shows it, the other pages' nodes are kept, the sitemap lists every page",
    async () => {
      fs.writeFileSync(file, `${JSON.stringify({ ...product, name: { ...product.name, en: editedName } }, null, 2)}\n`);
      try {
        await rebuild();
      } finally {
        restore();
      }
      expect(heading()).toBe(editedName);
      expectHolds(shortcut.pageNodes, keptNodeProblems(before, state()));
    },
    buildTimeout,
  );
});
