// Browser hooks: remember the current language in the `language` cookie on every navigation (spec §4), wrap every
// page in the error boundary that shows the loading / error screen on a fatal error (spec §8), and load the configured
// third-party tags once the page is idle and only after the visitor has accepted them (spec §7; consent.ts).
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { langFromPath } from '../../i18n/languages';
import { ErrorBoundary } from '../../components/shell/ErrorBoundary';
import { readThirdPartyIds } from './third-party';
import { startAnalytics } from './consent';

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  document.cookie = `language=${langFromPath(location.pathname)}; path=/; max-age=31536000; SameSite=Lax`;
};

// Marks the document once React has taken over the prerendered HTML (tests and scripts wait for it).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  // Each variable is named in full so Gatsby inlines its build-time value (empty when unset).
  startAnalytics(
    readThirdPartyIds({ GATSBY_ANALYTICS_ID: process.env.GATSBY_ANALYTICS_ID, GATSBY_GTM_ID: process.env.GATSBY_GTM_ID }),
    langFromPath(window.location.pathname),
  );
};

// Keyed by path so that navigating away from a failed page starts with a fresh boundary.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
);
