// Shared by the CMS e2e specs: decap-server (the local backend) on a temporary copy of data/, so the checkout is never
// touched, and /admin/ of the built site opened against it.
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { spawn, type ChildProcess } from 'child_process';
import { expect, type Page } from 'playwright/test';
import { validateData, formatProblems } from '../../src/checks/validate';

const root = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as net.AddressInfo;
      s.close(() => resolve(p));
    });
    s.on('error', reject);
  });
}

export interface CmsBackend {
  /** The temporary repository (its data/ is what the CMS edits). */
  repo: string;
  port: number;
  stop: () => void;
  read: (rel: string) => string;
  /** The names of the files in a folder of the temporary data/. */
  files: (dir: string) => string[];
  /** check:data's output on the temporary data ('' when valid). */
  problems: () => string;
}

export async function startCmsBackend(): Promise<CmsBackend> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'));
  fs.cpSync(path.join(root, 'data'), path.join(repo, 'data'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}generated`),
  });
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: repo,
      MODE: 'fs',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${port}/api/v1`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"action":"info"}',
        }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200);
  return {
    repo,
    port,
    stop: () => {
      server.kill();
      fs.rmSync(repo, { recursive: true, force: true });
    },
    read: (rel) => fs.readFileSync(path.join(repo, 'data', rel), 'utf8'),
    files: (dir) => fs.readdirSync(path.join(repo, 'data', dir)),
    problems: () => formatProblems(validateData(path.join(repo, 'data'))),
  };
}

/** Opens /admin/ at an entry; the built config points at decap-server's default port (8081), this backend runs on its own. */
export async function openAdmin(page: Page, backend: CmsBackend, hash: string): Promise<void> {
  await page.route('http://127.0.0.1:8081/api/v1', (route) =>
    route.continue({ url: `http://127.0.0.1:${backend.port}/api/v1` }),
  );
  await page.goto(`/admin/#${hash}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now', { exact: true }).click();
}
