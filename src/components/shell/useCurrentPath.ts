// The path in the address bar. Prerendered HTML uses the page's own path; the real one (e.g. a search term on a
// client-only page, or the unknown path on the 404 page) is taken after hydration so server and browser HTML agree.
import React from 'react';
import { useLocation } from '@reach/router';

export function useCurrentPath(pagePath: string): string {
  const location = useLocation();
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated ? location.pathname : pagePath;
}
