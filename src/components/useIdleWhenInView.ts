// Work a tap will need (a chunk of code, a formatter's locale data), done in an idle moment once its element is on
// screen, so that the tap itself does not pay for it. On a touch screen the pointer reaches an element in the same tap
// that uses it, so "on hover" is too late there. Content below the first screen costs nothing to a visitor who never
// scrolls to it.
import React from 'react';
import { useLatest } from './useLatest';

/** Runs `work` once, in an idle moment after `ref`'s element first comes on screen. */
export function useIdleWhenInView(ref: React.RefObject<Element>, work: () => void): void {
  // The latest `work` (a new closure each render), without observing again.
  const latest = useLatest(work);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let idle = 0;
    const run = () => latest.current();
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      // Safari has no requestIdleCallback: a short timer there.
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(run, { timeout: 2000 })
        : window.setTimeout(run, 200);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ref, latest]);
}
