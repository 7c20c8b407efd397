// The contact handler behind a plain Node HTTP server, nothing else: what our code can do, without the local host's
// function instances, one call at a time each (src/hosting/function-host.ts), in front of it. Used by the load run
// (`npm run load:contact`) and its fault runs.
//   tsx scripts/contact-server.ts --port 9198   (DATABASE_URL, SMTP_URL, CONTACT_* from the environment)
import http from 'http';
import { contactEndpoint } from '../src/inquiry/fields';
import { settingsFromEnv } from '../src/inquiry/runtime';
import { handleContact, openRuntime } from '../src/inquiry-kinds';

async function main(): Promise<void> {
  const i = process.argv.indexOf('--port');
  const port = Number(i > 0 ? process.argv[i + 1] : 9198);
  // Many calls at once in one process, unlike a function's instance: the pool a long-running server needs.
  const rt = await openRuntime({ ...settingsFromEnv(), poolMax: 10 }, (m, e) =>
    console.error(m, e instanceof Error ? e.message : e),
  );
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== contactEndpoint) {
      res.writeHead(404).end();
      return;
    }
    handleContact(req, res, {
      backend: rt.backend,
      limiter: rt.limiter,
      config: rt.settings.config,
      log: console.error,
    }).catch((e: unknown) => {
      console.error(e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 10_000;
  const stop = () => {
    server.close(() => void rt.close().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(port, '127.0.0.1', () => console.log(`contact handler at http://127.0.0.1:${port}${contactEndpoint}`));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
