// Keeps the previous build's SitePage nodes through sourcing. Gatsby deletes, after sourcing, every node no plugin
// created or touched; SitePage nodes are made later, by createPage, so a cached build deleted all of them (13,727 at ten
// times the catalogue, "Clean up stale nodes") and createPage then wrote every one back with its whole context, the
// product cards included. Touched here, they survive: createPage finds each one, keeps it when its context is the same,
// rewrites it when not, and Gatsby still deletes the node of a page no longer created (with the page).
import type { SourceNodesArgs } from 'gatsby';

export function keepSitePageNodes({ actions, getNodesByType }: SourceNodesArgs): number {
  const pages = getNodesByType('SitePage');
  for (const page of pages) actions.touchNode(page);
  return pages.length;
}
