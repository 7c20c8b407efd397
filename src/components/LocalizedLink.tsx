// Internal link to a path built by the route module (the path already carries its language prefix).
import React from 'react';
import { Link } from 'gatsby';

export interface LocalizedLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  children?: React.ReactNode;
}

export function LocalizedLink({ to, children, ...rest }: LocalizedLinkProps) {
  return (
    <Link to={to} {...(rest as Record<string, unknown>)}>
      {children}
    </Link>
  );
}
