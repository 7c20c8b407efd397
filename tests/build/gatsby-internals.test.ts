// The contract of every shortcut we take into Gatsby's internals (docs/gatsby-internals.md), read from the real build
// output: public/ and .cache/ as `npm run build` leaves them. When an upgrade of Gatsby, its adapter or a plugin changes
// what a shortcut relies on, its test fails with a sentence naming the shortcut and the file to revisit. Run by
// `npm run test:build` (and by `npm test`, right after its build). One file for all of them: every built page (~4,700)
// is read once, in a few seconds, and the page checks share what was read.
import fs from 'fs';
import { pdfAssetsDir, pdfFunctionFile } from '../../src/pdf/manifest';
import { createRequire } from 'module';
import path from 'path';
import { listFilesUnder, type ListingRecord } from '../../src/hosting/adapter-file-listing';
import { gatsbyAsyncScripts, loaderScripts, scriptsSlice, scriptsSliceFile } from '../../src/hosting/script-loader';
import { inlineScriptsIn, pagePathScript, scriptHash } from '../../src/hosting/inline-scripts';
import {
  adapterBlockPattern,
  headersMarker,
  pageDataTypeRule,
  redirectsMarker,
  pdfFunctionId,
  pdfRewrites,
  searchFunctionId,
  searchRewrites,
} from '../../src/hosting/prepare';
import { functionRoute, parseHeaders, parseRedirects } from '../../src/hosting/host-rules';
import { securityHeaders } from '../../src/hosting/security-headers';
import { browserStylesheets } from '../../src/node/webpack';
import { currentAssets as assetsOfBuild, readStats, type Stats } from './build-assets';
import { expectHolds, shortcut } from './shortcuts';

const root = path.resolve(__dirname, '..', '..');
const publicDir = path.join(root, 'public');
const cacheDir = path.join(root, '.cache');
const inPublic = (file: string) => path.join(publicDir, ...file.replace(/^\//, '').split('/'));
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** What the page checks need from one built page, read once. */
interface PageFacts {
  file: string;
  nul: boolean;
  slice: boolean;
  loader: string[];
  asyncScripts: string[];
  pagePaths: { attribute: string | undefined; body: string }[];
  hashes: string[];
  inlineStyles: string[];
  fontDataUrl: boolean;
}

const gatsbyPagePathScript = /<script id="gatsby-script-loader"([^>]*)>([\s\S]*?)<\/script>/g;
const dataPagePath = /\sdata-page-path="([^"]*)"/;
const inlineStyle = /<style data-href="([^"]+)"/g;
const fontDataUrl = /url\(\s*["']?data:(?:font\/|application\/(?:x-)?font)/;

/** Attribute text of a page read as latin1 (one character per byte), back to the string the browser reads. */
const attributeValue = (latin1: string) =>
  Buffer.from(latin1, 'latin1')
    .toString('utf8')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/** The page path Gatsby gives the page a file holds: `a/b/index.html` and the adapter's `a/b/[...].html` are `/a/b/`. */
const pagePathOf = (file: string) => `/${file.replace(/(^|\/)(index|\[\.\.\.\])\.html$/, '$1')}`;

function scanPage(file: string): PageFacts {
  const bytes = fs.readFileSync(inPublic(file));
  const html = bytes.toString('latin1');
  return {
    file,
    nul: bytes.includes(0),
    slice: scriptsSlice(html) !== null,
    loader: loaderScripts(html),
    asyncScripts: gatsbyAsyncScripts(html),
    pagePaths: [...html.matchAll(gatsbyPagePathScript)].map(([, attrs, body]) => {
      const attribute = dataPagePath.exec(attrs)?.[1];
      return { attribute: attribute === undefined ? undefined : attributeValue(attribute), body };
    }),
    hashes: [...new Set(inlineScriptsIn(html).map((body) => scriptHash(body, 'latin1')))],
    inlineStyles: [...html.matchAll(inlineStyle)].map((m) => m[1]),
    fontDataUrl: fontDataUrl.test(html),
  };
}

/** The site's built pages: every HTML file but Gatsby's slice files, the CMS's /admin/ and the bench's copies. */
function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (relative: string) => {
    for (const e of fs.readdirSync(relative ? inPublic(relative) : publicDir, { withFileTypes: true })) {
      const name = relative ? `${relative}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!relative && (e.name.startsWith('_') || e.name === 'admin')) continue;
        walk(name);
      } else if (e.name.endsWith('.html')) pages.push(name);
    }
  };
  walk('');
  return pages;
}

let publicFiles: string[] | undefined;
/** Every file in public/ (listed once). */
const allPublicFiles = () => (publicFiles ??= listFilesUnder(publicDir));
/** Every file in public/ named `name` (the adapter's moved files, which no page lists). */
const filesNamed = (name: string) => allPublicFiles().filter((f) => f === name || f.endsWith(`/${name}`));

let pages: PageFacts[];
let stats: Stats;
let scanMs: number;
/** This build's scripts and stylesheets in public/ (build-assets.ts). */
const currentAssets = () => assetsOfBuild(publicDir, stats);

beforeAll(() => {
  if (!fs.existsSync(path.join(publicDir, 'webpack.stats.json')) || !fs.existsSync(path.join(cacheDir, 'functions'))) {
    throw new Error('No build to check: run `npm run build` first (this test reads public/ and .cache/).');
  }
  const started = Date.now();
  pages = builtPages().map(scanPage);
  scanMs = Date.now() - started;
  stats = readStats(publicDir);
});

test('the build has pages to check', () => {
  expect(pages.length).toBeGreaterThan(1000);
  // How long the one read of every page took (seconds, not minutes: the contract runs after every build in npm test).
  expect(scanMs).toBeLessThan(30000);
});

test("the adapter's listing of public/: this build's adapter asked glob for every file and got the walk's answer", () => {
  const problems: string[] = [];
  const manager = path.join(root, 'node_modules', 'gatsby', 'dist', 'utils', 'adapter', 'manager.js');
  const glob = JSON.parse(read(createRequire(manager).resolve('glob/package.json'))) as { version: string };
  if (!glob.version.startsWith('7.')) {
    problems.push(
      `Gatsby's adapter manager now resolves glob ${glob.version}; listFilesUnder reproduces glob 7's order and its handling of linked folders`,
    );
  }
  const recordFile = path.join(cacheDir, 'adapter-file-listing.json');
  const record = fs.existsSync(recordFile) ? (JSON.parse(read(recordFile)) as Record<string, ListingRecord>) : {};
  const listing = record[path.join(root, 'public')];
  if (!listing) {
    problems.push(
      "the last build's adapter never called glob.sync('**/**', { cwd: <public>, nodir: true, dot: true }) " +
        '(node_modules/gatsby/dist/utils/adapter/manager.js), so the walk answered nothing and glob listed public/ itself',
    );
  } else {
    const passRecord = path.join(cacheDir, 'hosting-html-pass.json');
    if (fs.existsSync(passRecord) && fs.statSync(recordFile).mtimeMs < fs.statSync(passRecord).mtimeMs) {
      problems.push(
        "the walk's record in .cache is older than this build's host pass: the adapter's listing of this build did not go through it",
      );
    }
    const now = allPublicFiles().length;
    if (listing.files !== now)
      problems.push(`the walk listed ${listing.files} files for the adapter, public/ holds ${now}`);
  }
  expectHolds(shortcut.listing, problems);
});

test("the script loader: every page loads Gatsby's scripts through the loader, none by Gatsby's <script async> tags", () => {
  const problems: string[] = [];
  const sliceFile = inPublic(scriptsSliceFile);
  const gatsbys = fs.existsSync(sliceFile) ? gatsbyAsyncScripts(read(sliceFile)) : [];
  if (gatsbys.length === 0)
    problems.push(
      `Gatsby's scripts slice (public/${scriptsSliceFile}) holds no <script src=… async> tag for the loader to take over`,
    );
  for (const url of gatsbys)
    if (!fs.existsSync(inPublic(url))) problems.push(`the slice's script ${url} is not in public/`);
  for (const page of pages) {
    if (!page.slice) problems.push(`${page.file} has no scripts slice between Gatsby's markers`);
    else if (page.asyncScripts.length)
      problems.push(`${page.file} still loads ${page.asyncScripts.join(', ')} with <script async>`);
    else if (page.loader.join() !== gatsbys.join()) {
      problems.push(
        `${page.file}'s loader requests [${page.loader.join(', ')}], Gatsby's slice [${gatsbys.join(', ')}]`,
      );
    }
  }
  expectHolds(shortcut.loader, problems);
});

test('the page-path script: Gatsby writes it as the shell expects, and every page reads its path from the attribute', () => {
  const problems: string[] = [];
  // The host pass (src/hosting/inline-scripts.ts) finds the script by Gatsby's element id and rewrites its `window.pagePath="…"`.
  const staticEntry = read(path.join(cacheDir, 'static-entry.js'));
  if (
    !/id=\{`gatsby-script-loader`\}/.test(staticEntry) ||
    !/window\.pagePath=\$\{JSON\.stringify\(/.test(staticEntry)
  ) {
    problems.push(
      'Gatsby\'s static-entry.js (.cache, from node_modules/gatsby/cache-dir) no longer writes window.pagePath in <script id="gatsby-script-loader">',
    );
  }
  const reading = pagePathScript('window.pagePath="/";')!.body;
  for (const page of pages) {
    if (page.pagePaths.length !== 1) {
      problems.push(`${page.file} has ${page.pagePaths.length} page-path scripts instead of one`);
      continue;
    }
    const [{ attribute, body }] = page.pagePaths;
    if (pagePathScript(body)) problems.push(`${page.file} still writes its path into the script text`);
    else if (!body.includes(reading))
      problems.push(`${page.file}'s page-path script does not read the attribute: ${body.slice(0, 100)}`);
    else if (attribute !== pagePathOf(page.file))
      problems.push(`${page.file} carries data-page-path="${attribute}", its page is ${pagePathOf(page.file)}`);
  }
  expectHolds(shortcut.pagePath, problems);
});

/** The `/*` rules of one of the host files: ours (before the adapter's block) and the adapter's. */
function hostFile(name: '_headers' | '_redirects') {
  const text = read(path.join(publicDir, name));
  const block = adapterBlockPattern.exec(text);
  return {
    text,
    block: block?.[0] ?? '',
    ours: block ? text.slice(0, block.index) : text,
    blockAt: block?.index ?? -1,
  };
}

test("the CSP's hashes: ten at most, exactly the inline scripts the pages hold", () => {
  const problems: string[] = [];
  const ours = parseHeaders(hostFile('_headers').ours);
  const csp = ours.find((r) => r.path === '/*')?.headers.find(([key]) => key === 'Content-Security-Policy')?.[1] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  const allowed = new Set(scriptSrc.split(/\s+/).filter((s) => s.startsWith("'sha256-")));
  if (!scriptSrc) problems.push('no script-src in the Content-Security-Policy of our /* rule in public/_headers');
  if (/'unsafe-inline'/.test(scriptSrc)) problems.push("script-src allows 'unsafe-inline'");
  if (allowed.size > 10)
    problems.push(
      `script-src carries ${allowed.size} inline-script hashes (at most 10): an inline script now differs from page to page`,
    );
  const site = new Set<string>();
  for (const page of pages) {
    page.hashes.forEach((h) => site.add(h));
    const refused = page.hashes.filter((h) => !allowed.has(h));
    if (refused.length)
      problems.push(`${page.file} has ${refused.length} inline script(s) the policy refuses (${refused.join(' ')})`);
  }
  if (site.size > 10) problems.push(`the pages hold ${site.size} different inline scripts (at most 10)`);
  const unused = [...allowed].filter((h) => !site.has(h));
  if (unused.length) {
    problems.push(
      `script-src allows ${unused.length} script(s) no page holds (${unused.join(' ')}): the host pass hashed files the build then replaced`,
    );
  }
  expectHolds(shortcut.csp, problems);
});

test('__BROWSER_STYLESHEETS__: the HTML renderer carries the CSS files of the browser build it was built after', () => {
  const problems: string[] = [];
  const expected = browserStylesheets(path.join(publicDir, 'webpack.stats.json'));
  if (!expected) problems.push('public/webpack.stats.json names no CSS file in its namedChunkGroups');
  const renderer = path.join(cacheDir, 'page-ssr', 'routes', 'render-page.js');
  if (!fs.existsSync(renderer))
    problems.push('Gatsby no longer writes its HTML renderer to .cache/page-ssr/routes/render-page.js');
  else if (!read(renderer).includes(JSON.stringify(expected))) {
    problems.push(
      "the HTML renderer does not hold the browser build's stylesheet names (built before webpack.stats.json was written, or the define was minified away)",
    );
  }
  for (const css of expected.split(' ').filter(Boolean))
    if (!fs.existsSync(inPublic(css))) problems.push(`${css} (from webpack.stats.json) is not in public/`);
  expectHolds(shortcut.stylesheets, problems);
});

test("per-template CSS: each page inlines its template's stylesheets, no single global stylesheet", () => {
  const problems: string[] = [];
  const cssOf = (group: { assets: { name: string }[] }) =>
    group.assets.map((a) => a.name).filter((n) => n.endsWith('.css'));
  const groups = Object.entries(stats.namedChunkGroups).filter(([name]) => name.startsWith('component---'));
  const sets = new Set(groups.map(([, g]) => cssOf(g).sort().join(' ')));
  if ('styles' in stats.namedChunkGroups || currentAssets().some((f) => /^styles\.[0-9a-f]+\.css$/.test(f))) {
    problems.push(
      "webpack built Gatsby's global `styles` chunk again (its cacheGroups.styles was not found to turn off)",
    );
  }
  const used = new Set<string>();
  for (const page of pages) {
    const inlined = page.inlineStyles
      .map((href) => href.replace(/^\//, ''))
      .sort()
      .join(' ');
    used.add(inlined);
    if (!sets.has(inlined)) problems.push(`${page.file} inlines [${inlined}], the stylesheets of no single template`);
  }
  if (used.size < 2) problems.push(`every page inlines the same stylesheets (${[...used].join(' | ')})`);
  expectHolds(shortcut.perTemplateCss, problems);
});

test('font files: emitted as files the CSS names, never inlined as data URLs', () => {
  const problems: string[] = [];
  const cssFiles = currentAssets().filter((f) => f.endsWith('.css'));
  const fontUrls = new Set<string>();
  for (const file of cssFiles) {
    const css = read(path.join(publicDir, file));
    if (fontDataUrl.test(css)) problems.push(`${file} inlines a font as a data URL`);
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g)) fontUrls.add(url);
  }
  for (const url of fontUrls)
    if (!fs.existsSync(inPublic(url))) problems.push(`the CSS names ${url}, which is not in public/`);
  const subsetDir = path.join(cacheDir, 'subset-fonts');
  const subsets = fs.existsSync(subsetDir) ? fs.readdirSync(subsetDir).filter((f) => f.endsWith('.woff2')) : [];
  if (subsets.length === 0) problems.push('no subset fonts in .cache/subset-fonts to check');
  for (const subset of subsets) {
    const stem = subset.replace(/\.woff2$/, '');
    if (![...fontUrls].some((url) => new RegExp(`/static/${stem}-[0-9a-f]+\\.woff2$`).test(url)))
      problems.push(`${subset} is not emitted as a file the CSS names`);
  }
  for (const page of pages) if (page.fontDataUrl) problems.push(`${page.file} inlines a font as a data URL`);
  expectHolds(shortcut.fonts, problems);
});

test("our rules first: _headers and _redirects start with ours, then the adapter's one marked block", () => {
  const problems: string[] = [];
  // gatsby-adapter-netlify's own marker constants (its package exports only its entry, so by path).
  const adapter = createRequire(__filename)(
    path.join(root, 'node_modules', 'gatsby-adapter-netlify', 'dist', 'route-handler.js'),
  ) as {
    ADAPTER_MARKER_START: string;
    ADAPTER_MARKER_END: string;
  };
  const ourHeaders = securityHeaders({ tags: {}, frameOrigins: [] }).map((h) => h.key.toLowerCase());
  for (const [name, marker] of [
    ['_headers', headersMarker],
    ['_redirects', redirectsMarker],
  ] as const) {
    const file = hostFile(name);
    if (!file.text.startsWith(`${marker}\n`)) problems.push(`public/${name} does not start with our block (${marker})`);
    if (!file.block) {
      problems.push(
        `public/${name} has no block prepare.ts's adapterBlockPattern finds (the adapter writes ${adapter.ADAPTER_MARKER_START} … ${adapter.ADAPTER_MARKER_END})`,
      );
      continue;
    }
    if (
      !file.block.startsWith(adapter.ADAPTER_MARKER_START) ||
      !file.block.trimEnd().endsWith(adapter.ADAPTER_MARKER_END)
    ) {
      problems.push(
        `the adapter now marks its block in public/${name} with ${adapter.ADAPTER_MARKER_START} … ${adapter.ADAPTER_MARKER_END}`,
      );
    }
    if (file.text.split(adapter.ADAPTER_MARKER_START).length !== 2)
      problems.push(`public/${name} holds the adapter's start marker more than once`);
    if (name === '_headers') {
      const repeated = parseHeaders(file.block)
        .flatMap((r) => r.headers.map(([key]) => key.toLowerCase()))
        .filter((k) => ourHeaders.includes(k));
      if (repeated.length)
        problems.push(`the adapter's block now sets ${[...new Set(repeated)].join(', ')}, which our /* rule sets`);
    }
  }
  expectHolds(shortcut.adapterBlocks, problems);
});

test("the adapter's moved files: its rewrites point at [...].html and page-data/…/[...] files beside the originals they replaced", () => {
  const problems: string[] = [];
  const rules = parseRedirects(hostFile('_redirects').block).filter((r) => r.to.includes('[...]'));
  if (rules.length === 0)
    problems.push(
      "the adapter's block in public/_redirects rewrites to no [...] file: client-only pages are no longer moved",
    );
  const targets = new Set<string>();
  for (const rule of rules) {
    const target = decodeURI(rule.to).replace(/^\//, '');
    targets.add(target);
    const inPageData = target.startsWith('page-data/');
    const expected = decodeURI(rule.from)
      .replace(/^\//, '')
      .replace(/\*$/, inPageData ? '[...]' : '[...].html');
    if (target !== expected)
      problems.push(`${rule.from} is rewritten to ${rule.to}, restoreAdapterMovedFiles expects /${expected}`);
    if (!fs.existsSync(inPublic(target))) problems.push(`${rule.to} (rewrite of ${rule.from}) is not in public/`);
  }
  for (const moved of [...filesNamed('[...].html'), ...filesNamed('[...]')]) {
    const inPageData = moved.startsWith('page-data/');
    if (moved.endsWith('[...]') && !inPageData) problems.push(`${moved} is an extension-less [...] outside page-data/`);
    if (!targets.has(moved)) problems.push(`${moved} is the target of no rewrite`);
    const original = moved.replace(/\[\.\.\.\](\.html)?$/, inPageData ? 'page-data.json' : 'index.html');
    if (fs.existsSync(inPublic(original))) {
      problems.push(
        `${original} is still there beside ${moved}: the adapter copies instead of moving, so the restore before a build is no longer needed`,
      );
    }
    if (inPageData) {
      try {
        JSON.parse(read(inPublic(moved)));
      } catch {
        problems.push(`${moved} is not JSON, yet our /page-data/* rule serves it as JSON`);
      }
    }
  }
  if (!hostFile('_headers').ours.includes(pageDataTypeRule))
    problems.push('our block of public/_headers lacks the /page-data/* Content-Type rule');
  expectHolds(shortcut.movedFiles, problems);
});

const company = JSON.parse(read(path.join(root, 'data', 'company.json'))) as { profilePdf: string };
const hostFunctions = [
  { route: 'search', id: searchFunctionId, rewrites: searchRewrites(), what: "the search pages' rewrites" },
  { route: 'pdf', id: pdfFunctionId, rewrites: pdfRewrites(company.profilePdf), what: "the PDFs' rewrites" },
];

test("the search and PDF functions: our rewrites name Gatsby's ids for them, and the adapter's wrappers are where serve.ts calls them", () => {
  const problems: string[] = [];
  const manifest = JSON.parse(read(path.join(cacheDir, 'functions', 'manifest.json'))) as {
    functionRoute: string;
    functionId: string;
    relativeCompiledFilePath: string;
  }[];
  const redirects = hostFile('_redirects');
  for (const expected of hostFunctions) {
    const fn = manifest.find((f) => f.functionRoute === expected.route);
    if (!fn) {
      problems.push(`.cache/functions/manifest.json has no function with route "${expected.route}"`);
      continue;
    }
    if (fn.functionId !== expected.id)
      problems.push(`Gatsby names the ${expected.route} function ${fn.functionId}, our rewrites say ${expected.id}`);
    if (functionRoute(fn.functionId) !== `/api/${fn.functionRoute}`) {
      problems.push(
        `functionRoute(${fn.functionId}) gives ${functionRoute(fn.functionId)}, Gatsby serves /api/${fn.functionRoute}`,
      );
    }
    if (!redirects.ours.includes(expected.rewrites))
      problems.push(`our block of public/_redirects lacks ${expected.what}`);
    const adapterRule = parseRedirects(redirects.block).find(
      (r) => r.from.replace(/\/$/, '') === `/api/${fn.functionRoute}`,
    );
    if (adapterRule?.to !== `/.netlify/functions/${fn.functionId}`) {
      problems.push(`the adapter sends /api/${fn.functionRoute} to ${adapterRule?.to ?? 'nothing'}`);
    }
    // The local host calls the adapter's generated wrapper, as the host's build packs it (src/hosting/function-host.ts).
    const wrapper = path.join(root, '.netlify', 'functions-internal', fn.functionId, `${fn.functionId}.js`);
    if (!fs.existsSync(wrapper))
      problems.push(`the adapter wrote no wrapper for ${fn.functionId} where serve.ts calls it`);
    else if (!/exports\.handler\s*=/.test(read(wrapper))) problems.push(`${wrapper} exports no Lambda handler`);
  }
  // The PDF function's handler is the build's own bundle, outside the publish folder, loaded by the compiled function.
  const pdfBundle = pdfFunctionFile(pdfAssetsDir(root));
  const pdfHandler = fs.existsSync(pdfBundle)
    ? (createRequire(__filename)(pdfBundle) as { pdfFunction?: unknown }).pdfFunction
    : undefined;
  if (typeof pdfHandler !== 'function') problems.push(`${pdfBundle} exports no pdfFunction`);
  expectHolds(shortcut.searchFunction, problems);
});

test('the i18n stand-ins: the browser bundle holds them, and not the real i18next or react-i18next', () => {
  const problems: string[] = [];
  const scripts = currentAssets().filter((f) => f.endsWith('.js'));
  const maps = scripts.filter((f) => fs.existsSync(path.join(publicDir, `${f}.map`)));
  if (maps.length === 0)
    problems.push('public/ holds no source maps of the browser scripts to see which modules they hold');
  const sources = maps.flatMap((f) =>
    (JSON.parse(read(path.join(publicDir, `${f}.map`))) as { sources: string[] }).sources.map((s) => ({
      file: f,
      source: s,
    })),
  );
  for (const standIn of ['src/browser/i18next.ts', 'src/browser/react-i18next.ts']) {
    if (!sources.some((s) => s.source.endsWith(`/${standIn}`))) problems.push(`no browser script holds ${standIn}`);
  }
  for (const { file, source } of sources)
    if (/\/node_modules\/(i18next|react-i18next)\//.test(source)) problems.push(`${file} holds ${source}`);
  // Messages only the real libraries hold (a script without a source map is checked by its text).
  const real = [
    'init: i18next is already initialized',
    'You will need to pass in an i18next instance by using initReactI18next',
  ];
  for (const file of scripts) {
    const text = read(path.join(publicDir, file));
    for (const message of real)
      if (text.includes(message)) problems.push(`${file} holds the real library ("${message}")`);
  }
  expectHolds(shortcut.i18n, problems);
});

test("replaceHydrateFunction: Gatsby's app still hands the page element and #___gatsby to the renderer the shell returns", () => {
  const problems: string[] = [];
  const app = read(path.join(cacheDir, 'production-app.js'));
  if (!/apiRunner\(\s*`replaceHydrateFunction`,\s*undefined,\s*defaultRenderer\s*\)\[0\]/.test(app)) {
    problems.push(
      "Gatsby's production-app.js (.cache, from node_modules/gatsby/cache-dir) no longer takes the renderer from replaceHydrateFunction",
    );
  }
  if (!/renderer\(\s*<App \/>,\s*rootElement\s*\)/.test(app) || !/document\.getElementById\(`___gatsby`\)/.test(app)) {
    problems.push('production-app.js no longer calls the renderer with (element, #___gatsby)');
  }
  // Gatsby's own renderer passes these options to hydrateRoot/createRoot; ours has to pass the same ones.
  const options = /hydrate\(Component, el, \{([^}]*)\}\)/.exec(app)?.[1] ?? '';
  const names = [...options.matchAll(/(\w+):/g)].map((m) => m[1]).sort();
  if (names.join() !== 'onCaughtError,onUncaughtError')
    problems.push(`Gatsby's own renderer now passes { ${names.join(', ')} } to hydrateRoot`);
  const appScript = stats.namedChunkGroups.app?.assets.map((a) => a.name).find((n) => /^app-[0-9a-f]+\.js$/.test(n));
  if (!appScript || !read(path.join(publicDir, appScript)).includes('"replaceHydrateFunction"')) {
    problems.push("the built app script does not ask the plugins' replaceHydrateFunction");
  }
  expectHolds(shortcut.hydrate, problems);
});

test('NUL bytes: no built page holds one', () => {
  expectHolds(
    shortcut.nul,
    pages.filter((p) => p.nul).map((p) => `${p.file} holds a NUL byte`),
  );
});

test('exact pins: the packages whose internals we touch are pinned to the versions installed', () => {
  const pkg = JSON.parse(read(path.join(root, 'package.json'))) as { dependencies: Record<string, string> };
  const touched = [
    'gatsby',
    'gatsby-adapter-netlify',
    'react',
    'react-dom',
    'i18next',
    'react-i18next',
    'gatsby-plugin-react-i18next',
  ];
  const problems = touched.flatMap((name) => {
    const installed = (JSON.parse(read(path.join(root, 'node_modules', name, 'package.json'))) as { version: string })
      .version;
    const wanted = pkg.dependencies[name];
    return wanted === installed ? [] : [`${name} is "${wanted}" in package.json, ${installed} installed`];
  });
  expectHolds(shortcut.pins, problems);
});
