// Links fetch their page's data and code ahead once they have been in view for a moment, through Gatsby's public
// prefetch queue (prefetchPathname), as Gatsby's own Link does: one observer and one timer for all links instead of
// an observer per link, and nothing on hover, so a tap on a phone runs no loading work before its paint
// (docs/decisions/0020-links.md).
import { prefetchPathname } from 'gatsby';

// Gatsby's Link takes a link back out of its queue when it leaves the view; a link scrolled past in less than this is
// never queued, so a quick scroll down a long list does not fetch every product on the way.
const dwellMs = 1000;

let observer: IntersectionObserver | undefined;
/** The links watched, with the time each came into view (undefined while out of view). */
const watched = new Map<Element, { path: string; inViewSince?: number }>();
let check: ReturnType<typeof setTimeout> | undefined;

function seen(entries: IntersectionObserverEntry[]) {
  const now = performance.now();
  for (const entry of entries) {
    const link = watched.get(entry.target);
    if (link) link.inViewSince = entry.isIntersecting ? now : undefined;
  }
  check ??= setTimeout(queueDwelt, dwellMs);
}

// The links that came into view together (a page, an opened menu) are queued in one idle moment, not one task each.
function queueDwelt() {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  whenIdle(() => {
    check = undefined;
    const now = performance.now();
    let waiting = false;
    for (const [anchor, link] of watched) {
      if (link.inViewSince === undefined) continue;
      if (now - link.inViewSince < dwellMs) {
        waiting = true;
        continue;
      }
      stopWatching(anchor);
      prefetchPathname(link.path);
    }
    if (waiting) check = setTimeout(queueDwelt, dwellMs);
  });
}

function stopWatching(anchor: Element) {
  watched.delete(anchor);
  observer?.unobserve(anchor);
}

/** The page path (with its query) a link leads to within the site, or undefined for the page on screen or elsewhere. */
function prefetchPath(href: string, here: Location): string | undefined {
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return undefined;
  const path = url.pathname + url.search;
  return path === here.pathname + here.search ? undefined : path;
}

/** Prefetches the link's page once it has been in view for a moment; the returned function stops watching it. */
export function prefetchWhenSeen(anchor: HTMLAnchorElement): () => void {
  const path = prefetchPath(anchor.href, window.location);
  if (path === undefined || typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver(seen);
  watched.set(anchor, { path });
  observer.observe(anchor);
  return () => stopWatching(anchor);
}
