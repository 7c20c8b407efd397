// Internal link to a path built by the route module (the path already carries its language prefix): a plain anchor
// that Gatsby's router follows (navigate) once the tap's press is on screen, and whose page is prefetched once in view
// (link-prefetch.ts). Not Gatsby's Link: that one starts loading the next page on hover, which a tap on a touch screen
// sends just before its click, and on the click itself (12–15 ms of the tap at 4× CPU, before its paint); it also
// sets up a router subscription and an observer for each of a page's ~170 links (docs/decisions/0020-links.md).
import React from 'react';
import { navigate, withPrefix } from 'gatsby';
import { useIsCurrentPage } from './current-path';
import { prefetchWhenSeen } from './link-prefetch';
import { afterPaint } from './afterPaint';

export interface LocalizedLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  children?: React.ReactNode;
}

/** A click the router should take: the main button, no modifier (new tab, window, download), no other target. */
function followsInPage(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

export function LocalizedLink({ to, children, onClick, ...rest }: LocalizedLinkProps) {
  const current = useIsCurrentPage(to);
  const ref = React.useRef<HTMLAnchorElement>(null);
  React.useEffect(() => (ref.current ? prefetchWhenSeen(ref.current) : undefined), [to]);
  return (
    <a
      aria-current={current ? 'page' : undefined}
      {...rest}
      ref={ref}
      href={withPrefix(to)}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInPage(event)) return;
        event.preventDefault();
        // As Gatsby's Link: following a link to the page on screen replaces its history entry.
        void afterPaint().then(() => navigate(to, current ? { replace: true } : undefined));
      }}
    >
      {children}
    </a>
  );
}
