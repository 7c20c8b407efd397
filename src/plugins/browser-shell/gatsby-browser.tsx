// Browser hooks: remember the current language in the `language` cookie on every navigation, wrap every
// page in the error boundary that shows the loading / error screen on a fatal error, and load the configured
// third-party tags once the page is idle and only after the visitor has accepted them (consent.ts).
import React from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type RootOptions } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import { langFromPath } from '../../i18n/languages';
import { ErrorBoundary } from '../../components/shell/ErrorBoundary';
import { CurrentPathContext } from '../../components/current-path';
import { readThirdPartyIds } from '../../analytics/third-party';
import { startAnalytics } from './consent';
import { keepsScroll } from '../../components/scroll-state';

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  document.cookie = `language=${langFromPath(location.pathname)}; path=/; max-age=31536000; SameSite=Lax`;
};

// Gatsby scrolls to the top on every navigation to the same path; a choice in the visualizer (and Back or Forward
// between two of them) only changes the query, so the visitor stays where the controls are. Anything else keeps
// Gatsby's own rule (undefined results are ignored).
// Gatsby's type leaves out the undefined its api runner accepts (and skips) from a plugin.
export const shouldUpdateScroll = (({ prevRouterProps, routerProps }) => {
  const prev = prevRouterProps?.location as (Location & { state?: unknown }) | undefined;
  const next = routerProps.location as Location & { state?: unknown };
  if (prev && prev.pathname === next.pathname && (keepsScroll(prev) || keepsScroll(next))) return false;
  return undefined;
}) as GatsbyBrowser['shouldUpdateScroll'];

// The browser loads its number and date data on first use, in the middle of hydration (a ~120 ms task on a phone);
// static/intl-warmup.js has it loaded by a worker while the page's data and template are still on their way.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  try {
    new Worker('/intl-warmup.js').postMessage(document.documentElement.lang || 'en');
  } catch {
    // no workers (or a policy that forbids them): the first format loads the data itself, as before
  }
};

// Marks the document once React has taken over the prerendered HTML (tests and scripts wait for it).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  // Each variable is named in full so Gatsby inlines its build-time value (empty when unset).
  startAnalytics(
    readThirdPartyIds({
      GATSBY_ANALYTICS_ID: process.env.GATSBY_ANALYTICS_ID,
      GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
    }),
    langFromPath(window.location.pathname),
  );
};

// Hydration as a transition: React then hydrates in slices of ~5 ms and lets the browser run in between, instead of
// one task as long as the whole page (270 ms on USA stock under Lighthouse's mobile CPU). A click or key press on a
// part not yet hydrated makes React finish hydrating at once and then handles the event, so the first interaction
// does what later ones do. A page without prerendered markup is rendered, as Gatsby's own renderer does.
// Gatsby's own renderer (gatsby/cache-dir/production-app.js) gives the root an onUncaughtError that logs the error
// (and an onCaughtError that only calls plugin hooks none of ours implements): React 19 reports errors through them,
// React 18 ignores them and logs itself. React 18's types do not know the option yet, hence the cast.
const rootOptions = {
  onUncaughtError: (error: unknown, errorInfo: unknown) => console.error('Uncaught error:', error, errorInfo),
} as HydrationOptions & RootOptions;
function hydrateAsTransition(element: React.ReactNode, container: Element): () => void {
  let root: { unmount: () => void } | undefined;
  if (container.hasChildNodes()) {
    React.startTransition(() => {
      root = hydrateRoot(container, element, rootOptions);
    });
  } else {
    const created = createRoot(container, rootOptions);
    created.render(element);
    root = created;
  }
  return () => root?.unmount();
}
// Gatsby types the hook with react-dom's legacy render signature; it calls it with the page element and #___gatsby.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as Renderer;

// Keyed by path so that navigating away from a failed page starts with a fresh boundary. The current path is what
// links compare themselves with (current-path.ts), as in the HTML renderer (gatsby-ssr.tsx).
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <CurrentPathContext.Provider value={props.location.pathname}>
    <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
  </CurrentPathContext.Provider>
);
