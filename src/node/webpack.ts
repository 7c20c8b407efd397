// Webpack tweaks: keep JavaScript off pages that do not need it (small browser stand-ins for i18next and
// react-i18next), font files out of the inline CSS, each page's inline CSS to what its template uses, and every
// page rendered again when only the CSS changed.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import type { JsMinifyOptions } from '@swc/core';

const i18nextStandIn = path.resolve(__dirname, '..', 'browser', 'i18next.ts');
const reactI18nextStandIn = path.resolve(__dirname, '..', 'browser', 'react-i18next.ts');
const browserBuildStats = path.resolve(__dirname, '..', '..', 'public', 'webpack.stats.json');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
  loaders,
  rules,
  plugins,
}) => {
  const config = getConfig();
  // Font files are always emitted as files: Gatsby inlines assets under 10 kB as data URLs, which would put the small
  // per-script subsets (the 8 kB Cyrillic ones) into the inline CSS of every page, used or not.
  const fontTest = String(rules.fonts().test);
  config.module.rules = config.module.rules.map((rule: { test?: unknown }) =>
    String(rule.test) === fontTest ? { ...rule, use: [loaders.file()] } : rule,
  );
  // i18next and react-i18next in the browser are small stand-ins (src/browser/i18next.ts): 24 kB gzip less on every
  // page. The HTML build keeps the real ones, so a difference would show as a hydration error on the page.
  if (stage === 'build-javascript' || stage === 'develop') {
    config.plugins.push(
      plugins.normalModuleReplacement(/^i18next$/, i18nextStandIn),
      plugins.normalModuleReplacement(/^react-i18next$/, reactI18nextStandIn),
    );
  }
  // Per-page CSS: Gatsby puts every CSS module into one stylesheet and inlines it into every page (71 kB of
  // raw CSS, the catalogue's, the USA section's and the lazy gallery's and toasts' included). Without that group each
  // template's chunk carries the CSS it imports (the shell's with it) and Gatsby inlines only the page template's;
  // lazily loaded components bring theirs when they load. Client-side navigation loads the next template's CSS file
  // (mini-css-extract skips one already inlined: Gatsby's <style data-href> names the same file).
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (stage === 'build-javascript' && cacheGroups?.styles) cacheGroups.styles = false;
  if (stage === 'build-javascript' && Array.isArray(config.optimization?.minimizer))
    config.optimization.minimizer = withSwcMinifier(config.optimization.minimizer);
  // Gatsby 5 renders a page's HTML again only when its data or the HTML renderer changed, yet the HTML inlines the
  // browser build's CSS: after a change of CSS alone, a cached build (the host keeps .cache and public) kept every
  // page's old inline styles, and the new ones arrived only with hydration as a layout shift. The renderer is built
  // after the browser bundle, so it can carry that bundle's stylesheet names (content-hashed); the shell's gatsby-ssr
  // reads them, so new CSS changes the renderer and every page is rendered again.
  if (stage === 'build-html')
    config.plugins.push(
      plugins.define({ __BROWSER_STYLESHEETS__: JSON.stringify(browserStylesheets(browserBuildStats)) }),
    );
  actions.replaceWebpackConfig(config);
};

/**
 * What swc is told, in its own option type (a misspelt option fails the typecheck): Gatsby's rules for terser, ES5
 * syntax in what the minifier writes and Safari 10's mangling rule.
 */
const swcMinifyOptions: JsMinifyOptions = { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } };

/**
 * Gatsby's minimizers with its terser pass done by swc instead: the same TerserPlugin, whose `swcMinify` loads
 * `@swc/core` (a dependency for that alone). The browser build's minifying took ~6 s of a clean build on one thread,
 * and swc's output is smaller too (README, Choices). A build without minifying (`gatsby build --no-uglify`) has no
 * TerserPlugin to replace.
 */
export function withSwcMinifier(minimizers: unknown[]): unknown[] {
  return minimizers.map((minimizer) =>
    minimizer instanceof TerserPlugin
      ? new TerserPlugin({ minify: TerserPlugin.swcMinify, exclude: /\.min\.js/, terserOptions: swcMinifyOptions })
      : minimizer,
  );
}

/** The CSS files of the browser build, from the stats Gatsby writes after it (sorted, one string; empty if absent). */
export function browserStylesheets(statsFile: string): string {
  if (!fs.existsSync(statsFile)) return '';
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as {
    namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
  };
  const names = new Set<string>();
  for (const group of Object.values(stats.namedChunkGroups ?? {}))
    for (const asset of group.assets ?? []) if (asset.name.endsWith('.css')) names.add(asset.name);
  return [...names].sort().join(' ');
}
