// Browser bundle tweaks: keep JavaScript off pages that do not need it, and font files out of the inline CSS.
import path from 'path';
import type { GatsbyNode } from 'gatsby';

const staticMarkup = path.resolve(__dirname, '..', 'browser', 'static-markup.ts');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, loaders, rules, plugins }) => {
  const config = getConfig();
  // Font files are always emitted as files: Gatsby inlines assets under 10 kB as data URLs, which would put the small
  // per-script subsets (the 8 kB Cyrillic ones) into the inline CSS of every page, used or not.
  const fontTest = String(rules.fonts().test);
  config.module.rules = config.module.rules.map((rule: { test?: unknown }) => (String(rule.test) === fontTest ? { ...rule, use: [loaders.file()] } : rule));
  // The browser's react-dom/server is a small stand-in (see src/browser/static-markup.ts); the HTML build keeps the
  // real one. A replacement, not a resolve alias: Gatsby's own `react-dom` alias matches `react-dom/server` first.
  if (stage === 'build-javascript') config.plugins.push(plugins.normalModuleReplacement(/^react-dom\/server$/, staticMarkup));
  actions.replaceWebpackConfig(config);
};
