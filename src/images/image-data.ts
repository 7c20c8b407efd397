// The build's image data read from a query result: plain functions, no React, for the Photo component and the share
// image of a page's head (src/seo/), which sits below the components.
import type { IGatsbyImageData, ImageDataLike } from 'gatsby-plugin-image';

export type { IGatsbyImageData, ImageDataLike };

const isImageData = (node: unknown): node is IGatsbyImageData =>
  !!node && typeof node === 'object' && 'images' in node && 'layout' in node;

/** The image data of a query result (a File with `gatsbyImageData`, or the data itself); undefined without one. */
export function getImage(node: ImageDataLike | null | undefined): IGatsbyImageData | undefined {
  if (!node) return undefined;
  if (isImageData(node)) return node;
  const withData = node as {
    gatsbyImageData?: IGatsbyImageData | null;
    childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null;
  };
  return withData.gatsbyImageData ?? withData.childImageSharp?.gatsbyImageData ?? undefined;
}

/** The URL of the image's largest candidate (the fallback `src`). */
export function getSrc(node: ImageDataLike | null | undefined): string | undefined {
  return getImage(node)?.images.fallback?.src;
}
