// One instance of the contact function in a process of its own, as the host runs it, for tests that freeze it
// (SIGSTOP) between calls: the inquiry runtime from this process's environment behind a local port, named to the parent
// over IPC once it listens. Run with tsx (tests/integration/frozen-instance.test.ts).
import http from 'http';
import type { AddressInfo } from 'net';
import { settingsFromEnv } from '../../src/inquiry/runtime';
import { handleContact, openRuntime } from '../../src/inquiry-kinds';

const log = (m: string, e?: unknown) => console.error(m, e instanceof Error ? e.message : (e ?? ''));

async function main(): Promise<void> {
  const rt = await openRuntime(settingsFromEnv(process.env), log);
  const server = http.createServer(
    (req, res) =>
      void handleContact(req, res, { backend: rt.backend, limiter: rt.limiter, config: rt.settings.config, log }),
  );
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
}

void main();
