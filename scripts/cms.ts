// `npm run cms`: the editors' CMS on a laptop, offline. Starts decap-server (Decap's local backend: reads and writes
// data/ in this checkout) and the site's development server, which serves /admin/ and shows changes live.
// Options: --port <n> for the site (default 8000); DECAP_SERVER_PORT for decap-server (default 8081).
import path from 'path';
import { spawn, type ChildProcess } from 'child_process';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const sitePort = args.includes('--port') ? args[args.indexOf('--port') + 1] : '8000';
const decapPort = process.env.DECAP_SERVER_PORT ?? '8081';
// The generated /admin/config.yml points its local backend at decap-server's port. Where the environment says CI
// (GitHub Actions, the e2e tests), Gatsby turns query-on-demand off, and develop then serves no page until it has run
// all ~4,700 page queries; the CMS is a laptop tool, so pages are queried when opened, wherever it runs.
const env = { ...process.env, DECAP_SERVER_PORT: decapPort, GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true' };

const children: ChildProcess[] = [
  spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: root,
    env: { ...env, PORT: decapPort, BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root, MODE: 'fs' },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'develop', '--port', sitePort, '--host', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];
console.log(
  `cms: open http://127.0.0.1:${sitePort}/admin/ once the site is ready (saves go to ${path.join(root, 'data')})`,
);

const stop = () => children.forEach((c) => c.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// One stopping stops the other: a CMS without its backend (or site) is of no use.
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
