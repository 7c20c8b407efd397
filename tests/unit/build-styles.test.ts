// A change of CSS alone must reach every page's inline styles on a cached build: the HTML renderer carries the browser
// build's stylesheet names (src/node/webpack.ts), so new CSS means a new renderer and Gatsby renders the pages again.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { browserStylesheets, onCreateWebpackConfig } from '../../src/node/webpack';

const statsDirs: string[] = [];
afterAll(() => statsDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const statsWith = (groups: Record<string, string[]>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stats-'));
  statsDirs.push(dir);
  const file = path.join(dir, 'webpack.stats.json');
  const namedChunkGroups = Object.fromEntries(
    Object.entries(groups).map(([name, assets]) => [name, { name, assets: assets.map((a) => ({ name: a, size: 1 })) }]),
  );
  fs.writeFileSync(file, JSON.stringify({ name: 'build-javascript', namedChunkGroups }));
  return file;
};

test('the stylesheet names are the CSS files of the browser build, each once, in a stable order', () => {
  const file = statsWith({
    app: ['app-1.js', 'framework-2.js'],
    'component---src-templates-product-tsx': [
      'component---src-templates-product-tsx.aa.css',
      'commons.cc.css',
      'component---src-templates-product-tsx-3.js',
    ],
    'component---src-templates-home-tsx': ['commons.cc.css', 'component---src-templates-home-tsx.bb.css'],
  });
  expect(browserStylesheets(file)).toBe(
    'commons.cc.css component---src-templates-home-tsx.bb.css component---src-templates-product-tsx.aa.css',
  );
});

test('a changed stylesheet changes the names (its content hash is in its name); no stats, no names', () => {
  const before = browserStylesheets(statsWith({ home: ['commons.cc.css'] }));
  expect(browserStylesheets(statsWith({ home: ['commons.dd.css'] }))).not.toBe(before);
  expect(browserStylesheets(path.join(os.tmpdir(), 'no-such-dir', 'webpack.stats.json'))).toBe('');
});

test('only the HTML renderer is given the names, as the constant the shell reads', () => {
  const defined: Record<string, Record<string, string>> = {};
  for (const stage of ['build-javascript', 'build-html', 'develop', 'develop-html']) {
    const config = {
      module: { rules: [] },
      plugins: [] as unknown[],
      optimization: { splitChunks: { cacheGroups: {} } },
    };
    const args = {
      stage,
      getConfig: () => config,
      actions: { replaceWebpackConfig: () => undefined },
      loaders: { file: () => ({}) },
      rules: { fonts: () => ({ test: /\.woff2$/ }) },
      plugins: { define: (d: Record<string, string>) => ({ define: d }), normalModuleReplacement: () => ({}) },
    };
    (onCreateWebpackConfig as unknown as (a: typeof args) => void)(args);
    const define = config.plugins.find(
      (p): p is { define: Record<string, string> } => typeof p === 'object' && p !== null && 'define' in p,
    );
    if (define) defined[stage] = define.define;
  }
  expect(Object.keys(defined)).toEqual(['build-html']);
  expect(Object.keys(defined['build-html'])).toEqual(['__BROWSER_STYLESHEETS__']);
  const ssr = fs.readFileSync(
    path.resolve(__dirname, '..', '..', 'src', 'plugins', 'browser-shell', 'gatsby-ssr.tsx'),
    'utf8',
  );
  expect(ssr).toMatch(/typeof __BROWSER_STYLESHEETS__ === 'string' \? __BROWSER_STYLESHEETS__/);
});
