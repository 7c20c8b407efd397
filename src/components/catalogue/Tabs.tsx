// Accessible tabs (WAI-ARIA tabs pattern, RTL aware). Every panel is in the prerendered HTML: without JavaScript,
// and in print, the panels show one after another under their own headings.
import React from 'react';
import { directionOf } from '../../i18n/languages';
import { usePageLang } from '../usePageLang';

export interface TabSpec {
  id: string;
  label: string;
  content: React.ReactNode;
}

export function Tabs({ tabs, label }: { tabs: TabSpec[]; label: string }) {
  const rtl = directionOf(usePageLang()) === 'rtl';
  const [active, setActive] = React.useState(0);
  // Before hydration (and without JavaScript) the tab list stays hidden and every panel is shown.
  const [enhanced, setEnhanced] = React.useState(false);
  React.useEffect(() => setEnhanced(true), []);
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = active === last ? 0 : active + 1;
    const previous = active === 0 ? last : active - 1;
    const moves: Record<string, number> = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      select(moves[e.key]);
    }
  };

  return (
    <div className={enhanced ? 'tabs tabs-enhanced' : 'tabs'}>
      <div role="tablist" aria-label={label} className="tab-list" hidden={!enhanced} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => (buttons.current[i] = el)}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={i === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <section
          key={tab.id}
          id={`panel-${tab.id}`}
          className="tab-panel"
          role={enhanced ? 'tabpanel' : undefined}
          aria-labelledby={enhanced ? `tab-${tab.id}` : `heading-${tab.id}`}
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced && i !== active}
        >
          <h2 id={`heading-${tab.id}`} className="tab-heading">
            {tab.label}
          </h2>
          {tab.content}
        </section>
      ))}
    </div>
  );
}
