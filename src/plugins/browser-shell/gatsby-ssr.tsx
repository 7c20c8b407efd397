// The HTML renderer's part of the browser shell: the tabs' no-script style goes into the head, the current path goes to
// the links (current-path.ts), and the module carries the browser build's stylesheet names. (Gatsby's page-path script
// gets its path as an attribute in the host pass after the build, src/hosting/inline-scripts.ts, which rewrites every
// page for the script loader anyway.)
import type { GatsbySSR } from 'gatsby';
import { CurrentPathContext } from '../../components/current-path';
import { tabsNoScriptCss } from '../../components/tabs-noscript';

declare const __BROWSER_STYLESHEETS__: string | undefined;

/* The browser build's stylesheet names, defined for the HTML renderer by src/node/webpack.ts. Nothing reads them: being
   in this file's compiled text, a change of CSS alone changes the renderer, and Gatsby renders every page again with the
   new inline styles. (Not exported: Gatsby accepts only its own API names from a gatsby-ssr file.) */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- unread on purpose, see above
const browserStylesheets = typeof __BROWSER_STYLESHEETS__ === 'string' ? __BROWSER_STYLESHEETS__ : '';

// Every page gets the tabs' no-script style in its head, where a <style> is valid (src/components/tabs-noscript.ts):
// 150 bytes, matching nothing on pages without tabs, instead of a list of the templates that render <Tabs> to keep in step.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="tabs-noscript">
      <style dangerouslySetInnerHTML={{ __html: tabsNoScriptCss }} />
    </noscript>,
  ]);
};

// Links to the page itself say so in the prerendered HTML (aria-current), as the browser's wrapper has them do.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <CurrentPathContext.Provider value={props.location.pathname}>{element}</CurrentPathContext.Provider>
);
