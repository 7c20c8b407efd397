// Markdown prose on the built site: About and USA About show the editors' headings and lists (Arabic right-to-left,
// links in the page's language), a project story, the privacy page in every language linked from the footer and both
// contact forms, and analytics consent (no bar without an id; with one, nothing third-party before "accept").
import path from 'path';
import { buildSync } from 'esbuild';
import { test, expect, type Page } from 'playwright/test';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import { enhancedContactForm, hydrated, readContent, readData, uiText } from './site-data';
import { axeViolations } from './axe';

/** The Markdown headings (##) and list items (- or 1.) of a content file, as plain text. */
function outline(file: string) {
  const { body } = readContent(file);
  const plain = (s: string) =>
    s
      .replace(/\*\*|\*|`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim();
  return {
    headings: [...body.matchAll(/^## (.*)$/gm)].map((m) => plain(m[1])),
    items: [...body.matchAll(/^(?:- |\d+\. )(.*)$/gm)].map((m) => plain(m[1])),
  };
}

const thirdPartyHosts = /googletagmanager\.com|google-analytics\.com|clarity\.ms|bing\.com/;

for (const lang of ['en', 'ar'] as const) {
  for (const [name, route, file] of [
    ['About', { page: 'about' }, 'about'],
    ['USA About', { page: 'usaAbout' }, 'usa-about'],
  ] as const) {
    test(`${name} (${lang}) shows the Markdown's headings and lists, in the page's direction, links in its language`, async ({
      page,
    }) => {
      await page.goto(pathTo(lang, route));
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const content = readContent(`${file}/${lang}.md`);
      await expect(page.locator('h1')).toHaveText(content.data.title);
      const { headings, items } = outline(`${file}/${lang}.md`);
      const prose = page.locator('main .prose').first();
      await expect(prose.locator('h2')).toHaveText(headings);
      await expect(prose.locator('li')).toHaveText(items);
      // The list's bullets sit on the reading side: right in Arabic, left in English.
      const box = await prose.locator('li').first().boundingBox();
      const list = await prose.locator('ul').first().boundingBox();
      expect(box && list).toBeTruthy();
      if (lang === 'ar') expect(Math.round(list!.x + list!.width)).toBeGreaterThan(Math.round(box!.x + box!.width));
      else expect(box!.x).toBeGreaterThan(list!.x);
      // Site links written without a prefix lead to the page in this language.
      const hrefs = await prose.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of hrefs)
        if (href?.startsWith('/') && !href.endsWith('.pdf'))
          expect(href.startsWith(lang === 'en' ? '/' : `/${lang}/`)).toBe(true);
    });
  }

  test(`About (${lang}) sends readers on to fabrication, projects and contact, and shows its picture with a reserved size`, async ({
    page,
  }) => {
    await page.goto(pathTo(lang, { page: 'about' }));
    const prose = page.locator('main .prose').first();
    for (const target of ['fabrication', 'projects', 'contact'] as const) {
      await expect(prose.locator(`a[href="${pathTo(lang, { page: target })}"]`)).toHaveCount(1);
    }
    const img = prose.locator('img');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    expect(
      await img.evaluate(
        (i: HTMLImageElement) => i.complete || new Promise((r) => i.addEventListener('load', () => r(true))),
      ),
    ).toBeTruthy();
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  });
}

test('a project story is the Markdown of its language', async ({ page }) => {
  const project = readData('projects/2.json');
  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(pathTo(lang, { page: 'project', slug: project.slug, id: project.id }));
    await expect(page.locator('main .project-story')).toHaveText(readContent(`projects/2/${lang}.md`).body);
  }
});

test('the privacy page exists in every language, linked from the footer', async ({ page }) => {
  test.setTimeout(120_000); // five languages, two page loads each
  for (const lang of langCodes) {
    await page.goto(pathTo(lang, { page: 'home' }));
    const link = page.locator('footer').getByRole('link', { name: uiText(lang, 'common', 'footer.privacy') });
    await expect(link).toHaveAttribute('href', pathTo(lang, { page: 'privacy' }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pathTo(lang, { page: 'privacy' })}$`));
    const content = readContent(`privacy/${lang}.md`);
    await expect(page.locator('h1')).toHaveText(content.data.title);
    await expect(page.locator('main .prose h2')).toHaveText(outline(`privacy/${lang}.md`).headings);
    await expect(page.locator('main .prose a[href^="mailto:"]')).toHaveCount(1);
  }
});

async function privacyLinkOfForm(page: Page, lang: Lang) {
  const link = page
    .locator('form.contact-form')
    .getByRole('link', { name: uiText(lang, 'contact', 'form.privacyLink') });
  await expect(link).toHaveAttribute('href', pathTo(lang, { page: 'privacy' }));
}

test('both contact forms link to the privacy page: without JavaScript and once enhanced', async ({ page, browser }) => {
  test.setTimeout(120_000); // two languages, each with and without JavaScript
  for (const [lang, route] of [
    ['es', { page: 'contact' }],
    ['ar', { page: 'usaContact' }],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(pathTo(lang, route));
    await privacyLinkOfForm(noJs, lang);
    await context.close();

    await page.goto(pathTo(lang, route));
    await enhancedContactForm(page);
    await privacyLinkOfForm(page, lang);
  }
});

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
  await page.waitForTimeout(2000); // longer than the tags' idle delay
  await expect(page.locator('.consent-bar')).toHaveCount(0);
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
    await page.waitForTimeout(2000);
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
  await page.waitForTimeout(2000);
  await expect(page.locator('.consent-bar')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('axe: the privacy page (en, ar) and the consent bar pass with 0 violations', async ({ page }) => {
  test.setTimeout(90_000);
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(pathTo(lang, { page: 'privacy' }));
    await hydrated(page);
    await page.waitForFunction(() => document.title !== '' && document.documentElement.lang !== '', undefined, {
      timeout: 5_000,
    });
    expect(await axeViolations(page), `privacy ${lang}`).toEqual([]);
  }
  await page.route(thirdPartyHosts, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.route('**/__consent-test/', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: consentTestPage('ar') }),
  );
  await page.goto('/__consent-test/');
  await expect(page.locator('.consent-bar')).toBeVisible();
  expect(await axeViolations(page), 'consent bar').toEqual([]);
});
