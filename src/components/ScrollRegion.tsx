// A wide table on a narrow screen (320 px): it scrolls sideways inside its own region instead of widening the page.
// The box is a group named by the table's caption (not a landmark: the section around it often has the same name,
// axe landmark-unique) and takes focus, so the keyboard can scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
import React from 'react';

export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus to scroll
    <div className="scroll-region" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
