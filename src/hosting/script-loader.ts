// Gatsby ends every page with its three scripts (webpack runtime, React, the app) as <script async> tags. On a phone with
// a quick network and a slow processor they arrive while the page is still being laid out, and their parsing and React's
// hydration then run before the first paint: the visitor waits for JavaScript to see text that is already in the HTML
// (contact page under Lighthouse's mobile model: largest paint 1.8 s against 1.1 s for the same page without scripts).
// So the host's copy of each page asks for them once the first contentful paint is presented: the same scripts, in the
// same asynchronous way, only after the content shows. Where the browser does not report paints, they load at once, as
// before; a page that never paints (a tab opened in the background) still gets them after `fallbackMs`.
//
// Only the part of the page between Gatsby's markers of its scripts slice is rewritten. The slice file itself
// (public/_gatsby/slices/_gatsby-scripts-1.html) is left as Gatsby wrote it: Gatsby compares it with its own output
// at every build and re-stitches every page when it differs.

const sliceRegion =
  /(<!-- slice-start id="_gatsby-scripts-1" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-1" -->)/;
const asyncScript = /<script src="([^"<>]+)" async><\/script>/g;

/** Gatsby's slice file of the scripts, in public/ (what it stitches between the markers above on every page). */
export const scriptsSliceFile = '_gatsby/slices/_gatsby-scripts-1.html';

/** The part of a page between Gatsby's markers of its scripts slice; null where the page has none. */
export function scriptsSlice(html: string): string | null {
  return sliceRegion.exec(html)?.[2] ?? null;
}

/** The files Gatsby's own `<script src=… async>` tags load, in order. */
export function gatsbyAsyncScripts(html: string): string[] {
  return [...html.matchAll(asyncScript)].map((m) => m[1]);
}

/** How long a page that is never painted waits before loading its scripts anyway. */
export const fallbackMs = 3000;

const loaderStart = '(function(u){var d=document,t;';

/** The inline script that loads `urls` (in this order, each async) after the first contentful paint. */
export function scriptLoader(urls: string[]): string {
  return (
    loaderStart +
    'function go(){if(t===0)return;clearTimeout(t);t=0;u.forEach(function(s){var e=d.createElement("script");e.src=s;d.body.appendChild(e)})}' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
    'new PerformanceObserver(function(l){l.getEntries().forEach(function(p){if(p.name==="first-contentful-paint")go()})})' +
    `.observe({type:"paint",buffered:true});t=setTimeout(go,${fallbackMs});return}}catch(x){}go()})` +
    `(${JSON.stringify(urls)});`
  );
}

/** The scripts a page's loader requests (none if it has no loader), for the bench's count of a page's scripts. */
export function loaderScripts(html: string): string[] {
  const start = html.indexOf(loaderStart);
  const call = start < 0 ? null : /\}\)\((\[[^\]]*\])\);/.exec(html.slice(start));
  return call ? (JSON.parse(call[1]) as string[]) : [];
}

/** The page with Gatsby's async scripts loaded after the first paint; unchanged if it has none (or has the loader). */
export function deferGatsbyScripts(html: string): string {
  const region = sliceRegion.exec(html);
  if (!region) return html;
  const urls = gatsbyAsyncScripts(region[2]);
  if (urls.length === 0) return html;
  let placed = false;
  const body = region[2].replace(asyncScript, () => {
    if (placed) return '';
    placed = true;
    return `<script>${scriptLoader(urls)}</script>`;
  });
  return html.slice(0, region.index) + region[1] + body + region[3] + html.slice(region.index + region[0].length);
}
