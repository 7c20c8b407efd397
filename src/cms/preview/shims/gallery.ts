// The full-screen gallery in the CMS preview bundle: not there (the editor sees the photos in the page; the gallery's
// library would add its own bundle). Same exports as src/components/gallery/FullscreenGallery.tsx.
export type { GalleryItem } from '../../../components/gallery/GalleryDialog';

export function preloadGallery(): void {}

export function FullscreenGallery(): null {
  return null;
}
