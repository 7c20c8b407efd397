// Public entry of the full-screen gallery: the library and its styles load on first open, never with the page (earlier
// only when a pointer or focus reaches an opener, or, for the footer's news, in an idle moment once it is on screen).
import React from 'react';
import type { GalleryDialogProps } from './GalleryDialog';
import { useIdleWhenInView } from '../useIdleWhenInView';

export type { GalleryItem } from './GalleryDialog';

const loadGallery = () => import('./GalleryDialog');
const GalleryDialog = React.lazy(loadGallery);

/** Starts loading the gallery code early, e.g. when a pointer reaches a thumbnail. */
export function preloadGallery(): void {
  void loadGallery();
}

/**
 * Loads the gallery code in an idle moment once `ref`'s element is on screen. On a touch screen the pointer reaches a
 * thumbnail in the same tap that opens it, so loading then put the code's evaluation into the tap (news photo at 4×
 * CPU: 104 ms, the dialog seen after ~480 ms; loaded before: 48 ms, ~270 ms).
 */
export function usePreloadGalleryInView(ref: React.RefObject<Element>): void {
  useIdleWhenInView(ref, preloadGallery);
}

/** Render only while open; `onClose` unmounts it (and focus returns to the opener). */
export function FullscreenGallery(props: GalleryDialogProps) {
  return (
    <React.Suspense fallback={null}>
      <GalleryDialog {...props} />
    </React.Suspense>
  );
}
