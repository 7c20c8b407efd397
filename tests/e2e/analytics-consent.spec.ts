// Analytics consent: with no analytics id there is no bar and nothing third-party, and the privacy page says there is
// nothing to choose; with an id, nothing third-party loads before "accept", the tags load after it, and either choice
// is kept for the next visit. The bar is translated, mirrored in Arabic, reachable by keyboard and passes axe.
import path from 'path';
import { buildSync } from 'esbuild';
import { test, expect } from 'playwright/test';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { hydrated, idleAfterLoad, uiText } from './site-data';
import { axeViolations } from './axe';

const thirdPartyHosts = /googletagmanager\.com|google-analytics\.com|clarity\.ms|bing\.com/;

test('with no analytics id: no consent bar, no third-party request, and the privacy page says there is nothing to choose', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  const barChunks: string[] = [];
  page.on('request', (r) => {
    if (thirdPartyHosts.test(r.url())) thirdParty.push(r.url());
    if (/consent-bar/.test(r.url())) barChunks.push(r.url());
  });
  await page.goto(pathTo('fr', { page: 'privacy' }));
  await hydrated(page);
  // The bar is asked for at hydration and the tags once the page is idle: by now either would have been requested.
  await idleAfterLoad(page);
  await expect(page.locator('.consent-bar')).toHaveCount(0);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
  await expect(page.getByText(uiText('fr', 'consent', 'settings.none'))).toBeVisible();
  expect(thirdParty).toEqual([]);
  expect(barChunks).toEqual([]); // the bar's code is not even fetched
});

// The site's own loader (startAnalytics → consent bar → loadThirdPartyTags) built with ids, as a build with
// GATSBY_ANALYTICS_ID and GATSBY_GTM_ID set would inline them; served on the site's origin.
function consentTestPage(lang: Lang): string {
  const entry = `
    import { startAnalytics } from './src/plugins/browser-shell/consent';
    startAnalytics({ analytics: 'abcdef1234', tagManager: 'GTM-TEST123' }, ${JSON.stringify(lang)});`;
  const { outputFiles } = buildSync({
    stdin: { contents: entry, resolveDir: path.resolve(__dirname, '..', '..'), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>consent</title></head>
    <body><main><h1>consent test</h1></main><script>${outputFiles[0].text.replace(/<\/script/g, '<\\/script')}</script></body></html>`;
}

for (const lang of ['en', 'ar'] as const) {
  test(`with an analytics id (${lang}): no third-party request before consent, the tags after "accept", the choice kept`, async ({
    page,
  }) => {
    const requested: string[] = [];
    // Third-party hosts are answered locally (no network here); what matters is whether they are asked at all.
    await page.route(thirdPartyHosts, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.route('**/__consent-test/', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: consentTestPage(lang) }),
    );
    await page.goto('/__consent-test/');
    const bar = page.locator('.consent-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(bar).toContainText(uiText(lang, 'consent', 'bar.text'));
    await expect(bar.getByRole('link', { name: uiText(lang, 'consent', 'bar.more') })).toHaveAttribute(
      'href',
      pathTo(lang, { page: 'privacy' }),
    );
    // The tags wait for an idle page: had they not waited for consent, they would have been added by now.
    await idleAfterLoad(page);
    expect(requested).toEqual([]);
    expect(await page.locator('script[data-third-party]').count()).toBe(0);

    // Keyboard: Tab reaches Accept; Enter accepts.
    const accept = bar.getByRole('button', { name: uiText(lang, 'consent', 'bar.accept') });
    for (let i = 0; i < 10 && !(await accept.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    await expect
      .poll(() => requested.map((u) => new URL(u).hostname).sort(), { timeout: 10_000 })
      .toEqual(['www.clarity.ms', 'www.googletagmanager.com']);

    // Kept: the next visit loads the tags without asking again.
    requested.length = 0;
    await page.reload();
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(2);
    await expect(page.locator('.consent-bar')).toHaveCount(0);
  });
}

test('with an analytics id: "decline" is kept and loads nothing', async ({ page }) => {
  const requested: string[] = [];
  await page.route(thirdPartyHosts, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.route('**/__consent-test/', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: consentTestPage('ru') }),
  );
  await page.goto('/__consent-test/');
  await page
    .locator('.consent-bar')
    .getByRole('button', { name: uiText('ru', 'consent', 'bar.decline') })
    .click();
  await expect(page.locator('.consent-bar')).toHaveCount(0);
  await page.reload();
  await idleAfterLoad(page);
  await expect(page.locator('.consent-bar')).toHaveCount(0);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
  expect(requested).toEqual([]);
});

// The privacy page itself is in the accessibility sweep (a11y.spec.ts) with every other page family.
test('axe: the consent bar (ar) passes with 0 violations', async ({ page }) => {
  await page.route(thirdPartyHosts, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.route('**/__consent-test/', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: consentTestPage('ar') }),
  );
  await page.goto('/__consent-test/');
  await expect(page.locator('.consent-bar')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
