// The HTML renderer's part of the browser shell: pages with tabs get their no-script style in the head, and the module
// carries the browser build's stylesheet names. (Gatsby's page-path script gets its path as an attribute in the host
// pass after the build, src/hosting/inline-scripts.ts, which rewrites every page for the script loader anyway.)
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { pagesWithTabs, tabsNoScriptCss } from '../../components/tabs-noscript';
import { parsePath } from '../../routes';

declare const __BROWSER_STYLESHEETS__: string | undefined;

/* The browser build's stylesheet names, defined for the HTML renderer by src/node/webpack.ts. Nothing reads them: being
   in this file's compiled text, a change of CSS alone changes the renderer, and Gatsby renders every page again with the
   new inline styles. (Not exported: Gatsby accepts only its own API names from a gatsby-ssr file.) */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const browserStylesheets = typeof __BROWSER_STYLESHEETS__ === 'string' ? __BROWSER_STYLESHEETS__ : '';

// Pages with tabs get their no-script style in the head, where a <style> is valid (src/components/tabs-noscript.ts).
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  const page = parsePath(pathname)?.route.page;
  if (!page || !pagesWithTabs.has(page)) return;
  setHeadComponents([
    <noscript key="tabs-noscript">
      <style dangerouslySetInnerHTML={{ __html: tabsNoScriptCss }} />
    </noscript>,
  ]);
};
