// Public entry of the full-screen gallery: the library and its styles load on first open, never with the page (earlier
// only when a pointer or focus reaches an opener, or, for the footer's news, in an idle moment once it is on screen).
import React from 'react';
import type { GalleryDialogProps } from './GalleryDialog';

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
 * CPU: 104 ms, the dialog seen after ~480 ms; loaded before: 48 ms, ~270 ms). For openers below the first screen
 * (the footer's news): a visitor who never scrolls there never loads it.
 */
export function usePreloadGalleryInView(ref: React.RefObject<Element>): void {
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let idle = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(preloadGallery, { timeout: 2000 })
        : window.setTimeout(preloadGallery, 200);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ref]);
}

/** Render only while open; `onClose` unmounts it (and focus returns to the opener). */
export function FullscreenGallery(props: GalleryDialogProps) {
  return (
    <React.Suspense fallback={null}>
      <GalleryDialog {...props} />
    </React.Suspense>
  );
}
