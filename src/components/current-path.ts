// The path of the page on screen, for links to the page itself to say so (aria-current="page"). The page wrapper of
// both renderers gives it (plugins/browser-shell); outside a Gatsby page (the CMS preview) there is none.
import { createContext, useContext } from 'react';

export const CurrentPathContext = createContext<string | undefined>(undefined);

/** Whether a link to `to` leads to the page on screen: the browser's path is percent-encoded, a route's is not. */
export function useIsCurrentPage(to: string): boolean {
  const current = useContext(CurrentPathContext);
  return current !== undefined && (current === to || current === encodeURI(to));
}
