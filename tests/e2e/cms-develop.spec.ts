// The editors' laptop CMS as the README's "For editors" runs it: `npm run cms` (decap-server and `gatsby develop`),
// /admin/ on the development server, a save landing in data/ and the site following. It runs in a copy of the
// project's files (node_modules linked), so the checkout's data/, public/ and .cache/ are never touched and the
// production server the other specs use keeps its build. Its own Playwright project, after the others: the
// development server's first start takes minutes of both CPUs (playwright.config.ts).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync, spawn, type ChildProcess } from 'child_process';
import { test, expect, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { freePort, publish } from './cms-backend';

const root = path.resolve(__dirname, '..', '..');
const newName = 'Travertin argenté de Denizli (modifié)';

/** The project's files as a fresh clone would have them (tracked and new, not ignored), plus the sample images. */
function copyProject(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-develop-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const rel of files) {
    if (!fs.existsSync(path.join(root, rel))) continue; // deleted in the working tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(copy, rel)), { recursive: true });
    fs.copyFileSync(path.join(root, rel), path.join(copy, rel));
  }
  // The build generated them into the checkout (gitignored): copied, so develop does not draw them again.
  const generated = path.join('data', 'images', 'generated');
  if (fs.existsSync(path.join(root, generated)))
    fs.cpSync(path.join(root, generated), path.join(copy, generated), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // A repository of its own, so the test can ask git what `npm run cms` left behind.
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', ...args], {
      cwd: copy,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'copy');
  return copy;
}

interface Cms {
  copy: string;
  site: string;
  /** Seconds from `npm run cms` to "You can now view" (the README's "the terminal says the site is ready"). */
  readySeconds: number;
  output: () => string;
  stop: () => Promise<void>;
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function startCms(copy: string): Promise<Cms> {
  const [sitePort, decapPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DECAP_SERVER_PORT: String(decapPort),
    GATSBY_TELEMETRY_DISABLED: '1',
  };
  delete env.SITE_DATA_DIR; // the copy's data/, which decap-server writes
  const started = Date.now();
  // Its own process group: npm, tsx, decap-server, gatsby develop and its workers are stopped together.
  const child: ChildProcess = spawn('npm', ['run', 'cms', '--', '--port', String(sitePort)], {
    cwd: copy,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    const late = setTimeout(() => signal('SIGKILL'), 15_000);
    await exited;
    clearTimeout(late);
    // gatsby develop's workers may outlive npm for a moment.
    for (let i = 0; i < 100 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 100));
    signal('SIGKILL');
  };
  // However the run ends (a failed hook, an interrupted worker), the development server does not outlive it.
  process.once('exit', () => signal('SIGKILL'));
  try {
    await expect
      .poll(
        () => (child.exitCode !== null ? `npm run cms exited with ${child.exitCode}` : /You can now view/.test(output)),
        { timeout: 540_000, intervals: [1_000] },
      )
      .toBe(true);
  } catch (e) {
    await stop();
    throw new Error(
      `npm run cms did not get ready; the end of its output:\n${output.slice(-4_000)}\n${e instanceof Error ? e.message : e}`,
    );
  }
  return {
    copy,
    site: `http://127.0.0.1:${sitePort}`,
    readySeconds: Math.round((Date.now() - started) / 1000),
    output: () => output,
    stop,
  };
}

let cms: Cms | undefined;
let copy: string | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  copy = copyProject();
  cms = await startCms(copy);
  console.log(`cms-develop: npm run cms ready after ${cms.readySeconds} s`);
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern; this hook needs none
test.afterEach(async ({}, testInfo) => {
  if (cms && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('npm-run-cms.log', { body: cms.output(), contentType: 'text/plain' });
});

test.afterAll(async () => {
  await cms?.stop();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

const product = JSON.parse(fs.readFileSync(path.join(root, 'data', 'products', '948.json'), 'utf8')) as {
  slug: string;
  name: Record<string, string>;
};
const frenchPage = pathTo('fr', { page: 'product', slug: product.slug, id: 948 });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** /admin/ on the development server, logged in to decap-server (no account: the local backend). */
async function openEntry(page: Page, site: string) {
  await page.goto(`${site}/admin/#/collections/products/entries/948`, { waitUntil: 'commit' });
  const french = page.getByRole('textbox', { name: 'Name (French)', exact: true });
  const login = page.getByRole('button', { name: 'Login' });
  // The 5 MB bundle loads first; after the first login Decap remembers the local user.
  await expect(french.or(login)).toBeVisible({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
  await expect(french).toBeVisible({ timeout: 30_000 });
  return french;
}

test('npm run cms: /admin/ on the development server edits data/, and the French product page shows the new name', async ({
  page,
}) => {
  const { site } = cms!;
  const file = path.join(copy!, 'data', 'products', '948.json');
  const before = fs.readFileSync(file, 'utf8');

  // The CMS's page at both of its addresses (was the development 404 page), its config beside it.
  for (const p of ['/admin/', '/admin/index.html']) {
    const res = await page.request.get(`${site}${p}`);
    expect(res.status(), p).toBe(200);
    expect(await res.text(), p).toContain('<script src="decap-cms.js"></script>');
  }
  expect((await page.request.get(`${site}/admin/config.yml`)).status()).toBe(200);

  // First visit: the French product page with the name from data/.
  await page.goto(`${site}${frenchPage}`);
  await expect(heading(page)).toHaveText(product.name.fr, { timeout: 60_000 });

  // Away to the editor: change the French name and publish.
  const french = await openEntry(page, site);
  await expect(french).toHaveValue(product.name.fr);
  await french.fill(newName);
  await publish(page);
  await expect(page.getByText(/Entry saved/i).first()).toBeVisible({ timeout: 30_000 });

  // Saved into the copy's data/: that one line, nothing else.
  const after = fs.readFileSync(file, 'utf8');
  expect(after.split('\n').filter((line, i) => line !== before.split('\n')[i])).toEqual([
    `    "fr": ${JSON.stringify(newName)},`,
  ]);

  // Back: the product page with the new name. What tells that the site has followed the save is the development
  // server answering the page's data with the new name (it re-reads the file, then re-runs the page's query); the
  // page the visitor goes back to then shows it, without a reload.
  const pageData = `${site}/page-data${frenchPage}page-data.json`;
  await expect
    .poll(async () => (await page.request.get(pageData)).text(), { timeout: 90_000, intervals: [1_000] })
    .toContain(JSON.stringify(newName));
  await page.goBack();
  await expect(page).toHaveURL(`${site}${frenchPage}`);
  await expect(heading(page)).toHaveText(newName, { timeout: 30_000 });

  // Forward: the editor again, showing what was saved.
  await page.goForward();
  await expect(page.getByRole('textbox', { name: 'Name (French)', exact: true })).toHaveValue(newName, {
    timeout: 60_000,
  });

  // Back once more: the page as it was a moment ago.
  await page.goBack();
  await expect(heading(page)).toHaveText(newName, { timeout: 30_000 });

  // `npm run cms` leaves only the editor's change behind: no generated file in git status.
  expect(execFileSync('git', ['status', '--porcelain'], { cwd: copy!, encoding: 'utf8' })).toBe(
    ' M data/products/948.json\n',
  );
});
