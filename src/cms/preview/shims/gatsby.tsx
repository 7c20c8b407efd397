// What `gatsby` is in the CMS preview bundle (src/cms/preview/build.ts): the preview has no Gatsby runtime, router or
// data layer. Links are plain anchors (they open the site's page in a new tab: the preview frame's base target),
// query tags are inert (the views get their data as props) and a static query says why it cannot run.
import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
}

export function Link({ to, children, activeClassName: _active, partiallyActive: _partially, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** The page and fragment queries of the site's modules: nothing to run in the preview. */
export const graphql = (..._parts: unknown[]): string => '';

export function navigate(): void {
  // The preview does not leave the entry being edited.
}

export function prefetchPathname(): void {
  // Nothing to prefetch: the preview's links open the site's pages in a new tab.
}

export const withPrefix = (path: string): string => path;

export function useStaticQuery(): never {
  throw new Error('This part of the page reads the built site (a static query): the preview cannot show it.');
}
