// Public entry of the full-screen gallery: the library and its styles load on first open, never with the page.
import React from 'react';
import type { GalleryDialogProps } from './GalleryDialog';

export type { GalleryItem } from './GalleryDialog';

const loadGallery = () => import('./GalleryDialog');
const GalleryDialog = React.lazy(loadGallery);

/** Starts loading the gallery code early, e.g. when a pointer reaches a thumbnail. */
export function preloadGallery(): void {
  void loadGallery();
}

/** Render only while open; `onClose` unmounts it (and focus returns to the opener). */
export function FullscreenGallery(props: GalleryDialogProps) {
  return (
    <React.Suspense fallback={null}>
      <GalleryDialog {...props} />
    </React.Suspense>
  );
}
