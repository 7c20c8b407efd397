// Renders an editor's Markdown (data/content/) as the HTML the build made from it: prerendered, so crawlers read it.
// The HTML is safe to insert: raw HTML in Markdown arrives as escaped text (src/plugins/remark-site/transform.js).
import { graphql } from 'gatsby';
import '../styles/prose.css';

export interface MarkdownPage {
  html: string | null;
  frontmatter: { title: string | null; description: string | null } | null;
}

export function MarkdownBody({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const query = graphql`
  fragment MarkdownPage on MarkdownRemark {
    html
    frontmatter {
      title
      description
    }
  }
`;
