// Browser bundle tweaks that keep JavaScript off pages that do not need it.
import path from 'path';
import type { GatsbyNode } from 'gatsby';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  // The browser's react-dom/server is a small stand-in (see src/browser/static-markup.ts); the HTML build keeps the real one.
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({
      resolve: { alias: { 'react-dom/server$': path.resolve(__dirname, '..', 'browser', 'static-markup.ts') } },
    });
  }
};
