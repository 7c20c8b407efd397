// The page's main picture as a share image (og:image / twitter:image), from the build's image data (components/Photo.tsx).
import { getImage, getSrc, type ImageDataLike } from '../images/image-data';
import { cdnImageUrl, cdnPath, parseCdnQuery } from '../images/cdn-url';
import type { HeadImage } from './head-tags';

/**
 * An image CDN URL asking for JPEG: link previews fetch og:image without saying which formats they take, and not all
 * of them read AVIF or WebP. Any other URL is kept.
 */
export function asJpeg(src: string): string {
  const url = new URL(src, 'http://site.invalid');
  if (url.pathname !== cdnPath) return src;
  const parsed = parseCdnQuery(url.searchParams);
  return parsed.ok ? cdnImageUrl(parsed.request.source, { ...parsed.request, format: 'jpg' }) : src;
}

/** The fallback source of an already-queried image, as JPEG, with its size when the layout has a fixed one. */
export function shareImage(image: ImageDataLike | null | undefined, alt: string): HeadImage | null {
  const data = image ? getImage(image) : undefined;
  const src = data ? getSrc(data) : undefined;
  if (!data || !src) return null;
  // Full-width images report a unit width; their real size is not known here.
  return data.width > 1 ? { src: asJpeg(src), width: data.width, height: data.height, alt } : { src: asJpeg(src), alt };
}
