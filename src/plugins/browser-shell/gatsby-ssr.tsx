// Gatsby's page-path script is rendered with the path as an attribute and the same text on every page, so the
// Content-Security-Policy allows it with one hash (src/hosting/inline-scripts.ts) and the host pass after the build
// need not rewrite each page for it (at ×10, 13,700 pages of ~95 kB written again). Pages with tabs get their
// no-script style in the head.
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { pagePathScript } from '../../hosting/inline-scripts';
import { pagesWithTabs, tabsNoScriptCss } from '../../components/tabs-noscript';
import { parsePath } from '../../routes';

declare const __BROWSER_STYLESHEETS__: string | undefined;

/* The browser build's stylesheet names, defined for the HTML renderer by src/node/webpack.ts. Nothing reads them: being
   in this file's compiled text, a change of CSS alone changes the renderer, and Gatsby renders every page again with the
   new inline styles. (Not exported: Gatsby accepts only its own API names from a gatsby-ssr file.) */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const browserStylesheets = typeof __BROWSER_STYLESHEETS__ === 'string' ? __BROWSER_STYLESHEETS__ : '';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(
    getPostBodyComponents().map((element) => {
      if (!React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(element) || element.props.id !== 'gatsby-script-loader') return element;
      const script = pagePathScript(element.props.dangerouslySetInnerHTML?.__html ?? '');
      return script ? React.cloneElement(element, { 'data-page-path': script.pagePath, dangerouslySetInnerHTML: { __html: script.body } } as object) : element;
    }),
  );
};

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
