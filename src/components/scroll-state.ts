// Navigations that change only a page's query (the visualizer's choices) carry this history state: Gatsby then keeps
// the scroll position instead of going to the top (gatsby-browser's shouldUpdateScroll), on the way there and on
// Back or Forward between two such entries. Here, beside the other state the page wrapper shares (current-path.ts),
// so that a template and the browser plugin both import it downwards.
export const keepScrollState = { keepScroll: true } as const;

export function keepsScroll(location: { state?: unknown } | undefined): boolean {
  const state = location?.state;
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
