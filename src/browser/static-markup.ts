// What `react-dom/server` is in the browser bundle (alias in src/node/webpack.ts). Its one browser user is
// gatsby-plugin-image: every GatsbyImage imports its `lazy-hydrate` chunk on mount, on every page, only to call
// renderToStaticMarkup when an image appears without prerendered HTML (after a client-side navigation). The real
// react-dom/server is 17–18 kB gzip of extra JavaScript on every page with a picture; this renders the same element
// with the react-dom already loaded (createRoot into a detached element, synchronously) and returns its HTML.
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export function renderToStaticMarkup(element: ReactElement): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const html = container.innerHTML;
  root.unmount();
  return html;
}

export function renderToString(element: ReactElement): string {
  return renderToStaticMarkup(element);
}
