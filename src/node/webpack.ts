// Browser bundle tweaks that keep JavaScript off pages that do not need it.
import path from 'path';
import type { GatsbyNode } from 'gatsby';

const staticMarkup = path.resolve(__dirname, '..', 'browser', 'static-markup.ts');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  // The browser's react-dom/server is a small stand-in (see src/browser/static-markup.ts); the HTML build keeps the
  // real one. A replacement, not a resolve alias: Gatsby's own `react-dom` alias matches `react-dom/server` first.
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(/^react-dom\/server$/, staticMarkup)] });
  }
};
