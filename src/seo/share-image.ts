// The page's main picture as a share image (og:image / twitter:image), from gatsby-plugin-image data.
import { getImage, getSrc, type ImageDataLike } from 'gatsby-plugin-image';
import type { HeadImage } from './head-tags';

/** The fallback (JPEG/PNG) source of an already-queried image, with its size when the layout has a fixed one. */
export function shareImage(image: ImageDataLike | null | undefined, alt: string): HeadImage | null {
  const data = image ? getImage(image) : undefined;
  const src = data ? getSrc(data) : undefined;
  if (!data || !src) return null;
  // Full-width images report a unit width; their real size is not known here.
  return data.width > 1 ? { src, width: data.width, height: data.height, alt } : { src, alt };
}
