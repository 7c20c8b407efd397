// Font files are always emitted as files: Gatsby inlines assets under 10 kB as data URLs, which would put the small
// per-script subsets (the 8 kB Cyrillic ones) into the inline CSS of every page, used or not.
import type { GatsbyNode } from 'gatsby';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ getConfig, actions, loaders, rules }) => {
  const config = getConfig();
  const fontTest = String(rules.fonts().test);
  config.module.rules = config.module.rules.map((rule: { test?: unknown }) => (String(rule.test) === fontTest ? { ...rule, use: [loaders.file()] } : rule));
  actions.replaceWebpackConfig(config);
};
