// The editors' laptop CMS as the README's "For editors" runs it: `npm run cms` (decap-server and `gatsby develop`),
// /admin/ on the development server, a save landing in data/ and the site following, and the live preview beside the
// form (src/cms/preview/) under the host's /admin/ Content-Security-Policy. It runs in a copy of the project's files
// (node_modules linked), so the checkout's data/, public/ and .cache/ are never touched and the production server the
// other specs use keeps its build. Its own Playwright project, after the others: the development server's first start
// takes minutes of both CPUs (playwright.config.ts). DOCS_SCREENSHOTS=1 also writes the editors' guide's picture of
// the preview (docs/images/cms-preview.png).
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { execFileSync, spawn, type ChildProcess } from 'child_process';
import { test, expect, type Frame, type FrameLocator, type Locator, type Page } from 'playwright/test';
import { pathTo } from '../../src/routes';
import { adminSecurityHeaders } from '../../src/hosting/security-headers';
import { freePort, publish } from './cms-backend';
import { axeViolations } from './axe';

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
    // A linked node_modules (a git worktree's) is not ignored by `node_modules/`: it is linked below, not copied.
    if (!fs.statSync(path.join(root, rel)).isFile()) continue;
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
  decapPort: number;
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
    await expect
      .poll(() => groupAlive(child.pid!), { timeout: 10_000, intervals: [100] })
      .toBe(false)
      .catch(() => signal('SIGKILL'));
    signal('SIGKILL');
  };
  // However the run ends (a failed hook, an interrupted worker), the development server does not outlive it.
  process.once('exit', () => signal('SIGKILL'));
  try {
    await expect
      .poll(
        () => (child.exitCode !== null ? `npm run cms exited with ${child.exitCode}` : /You can now view/.test(output)),
        { timeout: 900_000, intervals: [1_000] },
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
    decapPort,
    readySeconds: Math.round((Date.now() - started) / 1000),
    output: () => output,
    stop,
  };
}

let cms: Cms | undefined;
let copy: string | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // `npm test` starts it beside the build and the unit tests: minutes more than on a quiet machine.
  test.setTimeout(960_000);
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

// The live preview. The development server sends no security headers; the host sends /admin/ its own policy
// (src/hosting/security-headers.ts), which the preview's frame, styles, fonts and photos must live with. A small proxy
// in front of the development server adds it: a page served by Playwright's request interception instead would count
// as a public address, and Chromium then keeps it from decap-server on the loopback (the CMS fell back to GitHub's login).
let policyProxy: { origin: string; close: () => Promise<void> } | undefined;
const browserLog: string[] = [];

async function siteWithAdminPolicy(): Promise<string> {
  if (policyProxy) return policyProxy.origin;
  const { site, decapPort } = cms!;
  const csp = adminSecurityHeaders(decapPort).find((h) => h.key === 'Content-Security-Policy')!.value;
  const target = new URL(site);
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        if ((req.url ?? '').startsWith('/admin/')) headers['content-security-policy'] = csp;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  policyProxy = {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return policyProxy.origin;
}

test.afterAll(async () => {
  await policyProxy?.close();
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern; this hook needs none
test.afterEach(async ({}, testInfo) => {
  if (browserLog.length && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('browser-console.log', { body: browserLog.join('\n'), contentType: 'text/plain' });
  browserLog.length = 0;
});

/** The editor's page under the host's policy: what the policy refuses (the console says so) is collected. */
async function withAdminPolicy(page: Page): Promise<{ site: string; refused: string[] }> {
  const site = await siteWithAdminPolicy();
  // Leaving an entry with typed changes asks first; the tests mean to leave.
  page.on('dialog', (d) => void d.accept());
  const refused: string[] = [];
  page.on('console', (m) => {
    browserLog.push(`${m.type()}: ${m.text()}`);
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  page.on('pageerror', (e) => browserLog.push(`pageerror: ${e.message}`));
  return { site, refused };
}

/** /admin/ at an entry (the Login button first, once per browser context), `ready` once its form shows. */
async function openInEditor(page: Page, site: string, hash: string, ready: Locator) {
  await page.goto(`${site}/admin/#${hash}`, { waitUntil: 'commit' });
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(ready.or(login)).toBeVisible({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
  await expect(ready).toBeVisible({ timeout: 30_000 });
}

const previewFrame = (page: Page): FrameLocator => page.frameLocator('#preview-pane');

async function previewFrameHandle(page: Page): Promise<Frame> {
  const frame = await (await page.locator('#preview-pane').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The computed value of a CSS property on the first element a locator finds. */
const css = (locator: Locator, property: string) =>
  locator.first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** A photo that has loaded (not a broken image). */
async function expectPhotoLoaded(img: Locator) {
  await expect(img.first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => img.first().evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** Types into a field and gives the time until the preview's heading shows it. */
async function typeAndTime(field: Locator, text: string, heading: Locator): Promise<number> {
  await field.fill(text);
  const typed = Date.now();
  await expect(heading).toHaveText(text, { timeout: 1_000 });
  return Date.now() - typed;
}

const readData = <T>(rel: string): T => JSON.parse(fs.readFileSync(path.join(root, 'data', rel), 'utf8')) as T;
const titleOf = (rel: string) =>
  JSON.parse(/^title: (".*")$/m.exec(fs.readFileSync(path.join(root, 'data', rel), 'utf8'))?.[1] ?? '""') as string;

test('the live preview shows product 948 with the site view, styles and photo, follows typing, marks missing French and shows Arabic right to left', async ({
  page,
}) => {
  const { site, refused } = await withAdminPolicy(page);
  const english = page.getByRole('textbox', { name: 'Name (English)', exact: true });
  await openInEditor(page, site, '/collections/products/entries/948', english);
  const frame = previewFrame(page);
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(product.name.en, { timeout: 30_000 });

  // The site's view and style sheets in the frame: the product layout's grid, the page width, the site's type.
  await expect.poll(() => css(frame.locator('.product-top'), 'display')).toBe('grid');
  // The frame's style sheet may apply a moment after the heading shows: waited for, as a person would see it.
  await expect(frame.locator('main.page')).toHaveCSS('max-width', '1200px');
  await expect(heading).toHaveCSS('font-family', /^Inter\b/);
  await expectPhotoLoaded(frame.locator('.product-gallery img.photo-img'));
  await expect(frame.locator('.unit-switch')).toHaveCount(1);

  // Typing in the English name shows in the preview within a second.
  const elapsed = await typeAndTime(english, `${product.name.en} — preview`, heading);
  console.log(`cms-develop: the preview followed the typed name after ${elapsed} ms`);

  // French without its name: the English one stands in, marked and listed; the form says so beside the field.
  const french = page.getByRole('textbox', { name: 'Name (French)', exact: true });
  await french.fill('');
  await french.blur();
  await expect(page.getByText(/Missing text in French/).first()).toBeVisible();
  await frame.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(heading.locator('[data-missing="fr"]')).toHaveText(`${product.name.en} — preview`);
  await expect(frame.getByText(/Missing in French/).first()).toBeVisible();

  // Arabic: its name, right to left, in the site's Arabic font.
  await frame.getByRole('button', { name: 'AR', exact: true }).click();
  await expect(heading).toHaveText(product.name.ar);
  await expect(heading).toHaveCSS('direction', 'rtl');
  await expect(heading).toHaveCSS('font-family', /^"?Noto Sans Arabic/);
  await expect
    .poll(() =>
      heading.evaluate((el) =>
        [...el.ownerDocument.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'Noto Sans Arabic' && f.status === 'loaded',
        ),
      ),
    )
    .toBe(true);

  // The editor page with the preview open passes axe, the preview's frame first (axe then covers it from the page).
  const inFrame = await axeViolations(await previewFrameHandle(page));
  expect(inFrame, 'axe in the preview frame').toEqual([]);
  const onPage = await axeViolations(page);
  console.log(`cms-develop: axe on the editor page with the preview open:\n${onPage.join('\n') || '(none)'}`);
  expect(onPage.filter((v) => /preview-pane|cms-preview/.test(v))).toEqual([]);
  if (process.env.DOCS_SCREENSHOTS) {
    await frame.getByRole('button', { name: 'FR', exact: true }).click();
    await english.fill(product.name.en);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: path.join(root, 'docs', 'images', 'cms-preview.png') });
  }
  expect(refused).toEqual([]);
});

test('the live preview shows a USA stock item: typing, and Arabic pages with the English texts the site shows there', async ({
  page,
}) => {
  const { site, refused } = await withAdminPolicy(page);
  const item = readData<{ name: Record<string, string> }>('usa-stock/5001.json');
  const english = page.getByRole('textbox', { name: 'Name (English)', exact: true });
  await openInEditor(page, site, '/collections/usa-stock/entries/5001', english);
  const frame = previewFrame(page);
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(item.name.en, { timeout: 30_000 });
  await expect.poll(() => css(frame.locator('.usa-item-layout'), 'display')).toBe('grid');
  await expectPhotoLoaded(frame.locator('.usa-thumbs img.photo-img'));

  await typeAndTime(english, `${item.name.en} (preview)`, heading);
  await frame.getByRole('button', { name: 'AR', exact: true }).click();
  // USA stock has no Arabic texts: the Arabic page shows the English name, marked English, in a right-to-left page.
  await expect(heading).toHaveText(`${item.name.en} (preview)`);
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect(frame.locator('main.page')).toHaveCSS('direction', 'rtl');
  await expect(frame.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible();
  expect(refused).toEqual([]);
});

test('the live preview shows a Markdown page: typing in the title, its photo, and the Arabic file right to left', async ({
  page,
}) => {
  const { site, refused } = await withAdminPolicy(page);
  const title = page.getByRole('textbox', { name: 'Title' });
  await openInEditor(page, site, '/collections/pages/entries/about-en', title);
  const frame = previewFrame(page);
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(titleOf('content/about/en.md'), { timeout: 30_000 });
  await expect(frame.locator('.prose')).not.toHaveCSS('max-width', 'none');
  await expectPhotoLoaded(frame.locator('.prose img'));
  await typeAndTime(title, 'About us (preview)', heading);

  // Another language of a Markdown page is another file: the switch opens it in the editor.
  await frame.getByRole('link', { name: 'AR', exact: true }).click();
  await expect(page).toHaveURL(/#\/collections\/pages\/entries\/about-ar$/);
  await expect(heading).toHaveText(titleOf('content/about/ar.md'), { timeout: 30_000 });
  await expect(heading).toHaveCSS('direction', 'rtl');
  expect(refused).toEqual([]);
});
