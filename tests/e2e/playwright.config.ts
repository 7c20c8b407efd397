// End-to-end tests against the built site served by scripts/serve.ts with the host's headers and redirects (the server
// `npm start` uses), in Debian's Chromium.
import path from 'path';
import { defineConfig, devices } from 'playwright/test';
import { debianChromium, findChromium } from '../../scripts/ensure-chromium';

const port = Number(process.env.E2E_PORT ?? 9000);
/* `npm test` runs the development-server spec (cms-develop, `npm run test:cms`) beside the build, before there is a
   build to serve: E2E_NO_SERVER=1 starts no production server and makes no first call to its contact function. */
const withServer = process.env.E2E_NO_SERVER !== '1';

export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once in a while has a cause (usually a check that runs before the page is ready), and
  // a retry would hide it.
  retries: 0,
  globalSetup: withServer ? require.resolve('./global-setup') : undefined,
  // PLAYWRIGHT_JSON_OUTPUT_NAME=file also writes every test's time there (docs/testing.md: where CI's time goes).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // Debian's headless shell when installed (scripts/ensure-chromium.ts), else its full Chromium.
      executablePath: findChromium() ?? debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(cms-develop|http-fuzz)\.spec\.ts$/,
    },
    // 1,000 generated requests against the server: after the page tests, so its load never times out their page loads
    // and a request that stops the server stops nothing else. On its own:
    // `npx playwright test -c tests/e2e/playwright.config.ts --project http-fuzz --no-deps`.
    {
      name: 'http-fuzz',
      testMatch: /http-fuzz\.spec\.ts$/,
      dependencies: ['chromium'],
    },
    // `npm run cms` (gatsby develop, in a copy of the project): its first start takes minutes of both CPUs, which would
    // time out the other tests' page loads, so in a run of every project it comes after them (and not when they
    // failed). `npm test` runs it on its own beside the build instead (`npm run test:cms`), where the build's
    // one-threaded phases leave a CPU to it; on its own after a build:
    // `npx playwright test -c tests/e2e/playwright.config.ts --project cms-develop --no-deps`.
    {
      name: 'cms-develop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /cms-develop\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: !withServer
    ? undefined
    : {
        command: `npx tsx scripts/serve.ts --port ${port} --host 127.0.0.1`,
        cwd: path.resolve(__dirname, '..', '..'),
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        // Locally the server is reused across runs: a roomier per-IP limit than production's 10 per 10 min (429 is unit-tested).
        env: { CONTACT_RATE_LIMIT: '200/600' },
        timeout: 60_000,
      },
});
