// A wide table on a narrow screen (320 px): it scrolls sideways inside its own region instead of widening the page.
// The region is named by the table's caption and takes focus, so the keyboard can scroll it (WCAG 2.1.1; axe
// scrollable-region-focusable).
import React from 'react';

export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll
    <section className="scroll-region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
