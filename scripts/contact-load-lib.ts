// What the load run and the fault runs share: the servers under test, their environment, a valid post.
import { spawn, type ChildProcess } from 'child_process';
import path from 'path';

export type Target = 'handler' | 'start';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** A scratch data folder, the given database (or PGlite), no SMTP, and a rate limit the run never reaches. */
export function loadEnv(dataDir: string, databaseUrl: string, clients: number, smtpUrl = ''): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CONTACT_DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: `${Math.max(1000, clients * 100)}/60`,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
  };
}

export function validPost(base: string, n: number, key?: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({
      name: `Load ${n}`,
      email: `load${n}@example.com`,
      phone: '+90 532 123 45 67',
      message: `Load run message ${n}`,
      lang: 'en',
      source: 'contact',
      website: '',
    }),
  };
}

export interface RunningServer {
  process: ChildProcess;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process (and, for PGlite, its files) is let go. */
  stop(): Promise<void>;
  kill(): Promise<void>;
}

async function waitUp(url: string, child: ChildProcess, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startTarget(
  target: Target,
  port: number,
  env: NodeJS.ProcessEnv,
  { quiet = false } = {},
): Promise<RunningServer> {
  const script = target === 'handler' ? 'scripts/contact-server.ts' : 'scripts/serve.ts';
  const child = spawn(tsx, [script, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s); // the whole group: serve.ts's function instances too
    } catch {
      // gone
    }
  };
  const stopWith = async (first: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal(first);
    const late = setTimeout(() => signal('SIGKILL'), 15_000);
    await exited;
    clearTimeout(late);
    signal('SIGKILL');
    // The group's last process (a function instance holding the embedded database) may outlive its parent a moment.
    for (let i = 0; i < 100 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 50));
  };
  await waitUp(`http://127.0.0.1:${port}/api/contact`, child, 120_000);
  return { process: child, stop: () => stopWith('SIGTERM'), kill: () => stopWith('SIGKILL') };
}
