// Tabs without JavaScript (components/Tabs.tsx): the tab bar hides and every panel shows under its own heading. A
// <style> is valid only in <head>, and Gatsby's Head API writes a <noscript>'s children as escaped text, so the
// browser-shell plugin's onRenderBody puts this into the head of the pages that have tabs.
import type { Route } from '../routes';

export const tabsNoScriptCss =
  '.tablist{display:none}.tabpanel[hidden]{display:block}.tabpanel-heading{position:static;inline-size:auto;block-size:auto;clip:auto}';

/** The page families whose template renders <Tabs> (src/templates/product.tsx, videos.tsx). */
export const pagesWithTabs: ReadonlySet<Route['page']> = new Set(['product', 'videos']);
