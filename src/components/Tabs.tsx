// Tabs shared by the product detail and videos pages (WAI-ARIA pattern, automatic activation): arrow keys follow
// the reading direction, Home/End, roving tabindex. Every panel is in the prerendered HTML, already in its tabbed
// state (so nothing moves on hydration); without JavaScript (tabs-noscript.ts), and in print, all panels show under
// their headings.
import React, { useRef, useState } from 'react';
import '../styles/tabs.css';

export interface TabSpec {
  id: string;
  label: string;
  content: React.ReactNode;
}

export function Tabs({ label, tabs }: { label: string; tabs: TabSpec[] }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const i = (index + tabs.length) % tabs.length;
    setSelected(i);
    tabRefs.current[i]?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    if (step !== undefined) select(selected + step);
    else if (e.key === 'Home') select(0);
    else if (e.key === 'End') select(tabs.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div className="tabs">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs take focus (roving tabindex); the list
          only handles the arrow keys pressed on them */}
      <div className="tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          className="tabpanel"
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={i !== selected}
        >
          <h2 className="tabpanel-heading visually-hidden">{tab.label}</h2>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
