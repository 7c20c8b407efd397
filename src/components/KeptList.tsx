// A list of prerendered items that React does not hydrate (USA stock spent 340–470 ms of TBT hydrating and
// re-rendering 36 cards, each with its own image root, that never change after load). On the first load the
// prerendered <li>s are kept as they are and showing a subset moves those same nodes in and out of the list; after
// a client-side navigation (no prerendered HTML) React renders the items as usual.
import React from 'react';
import { navigate } from 'gatsby';

interface Props {
  className: string;
  /** Keys (each item's `data-key`) of the items to show, in list order. */
  shown: ReadonlySet<string>;
  /** Every item: one element per key, each rendering an <li data-key={key}>. */
  items: { key: string; element: React.ReactElement }[];
}

/** True while React hydrates the first page (the browser-shell plugin marks <html data-hydrated> right after). */
const hydratingFirstPage = () => typeof document !== 'undefined' && !document.documentElement.dataset.hydrated;

export function KeptList({ className, shown, items }: Props) {
  const ref = React.useRef<HTMLUListElement>(null);
  // The prerendered markup, read once while hydrating; React then leaves the list's content alone.
  const [html] = React.useState(() => (hydratingFirstPage() ? findPrerendered(className) : null));
  const nodes = React.useRef<Map<string, Element> | null>(null);

  React.useEffect(() => {
    const list = ref.current;
    if (html === null || !list) return;
    nodes.current ??= new Map([...list.children].map((li) => [(li as HTMLElement).dataset.key ?? '', li]));
    const next = [...nodes.current].filter(([key]) => shown.has(key)).map(([, li]) => li);
    if (next.length !== list.children.length || next.some((li, i) => list.children[i] !== li))
      list.replaceChildren(...next);
  }, [html, shown]);

  if (html === null) {
    return (
      <ul className={className}>
        {items
          .filter((i) => shown.has(i.key))
          .map((i) => (
            <React.Fragment key={i.key}>{i.element}</React.Fragment>
          ))}
      </ul>
    );
  }
  // The links inside are plain HTML: a plain click still goes through Gatsby's router, as a <Link> would.
  const onClick = (e: React.MouseEvent) => {
    const a = (e.target as Element).closest('a');
    if (
      !a ||
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey ||
      a.target ||
      a.origin !== window.location.origin
    )
      return;
    e.preventDefault();
    void navigate(`${a.pathname}${a.search}${a.hash}`);
  };
  return (
    // The links inside are the interactive elements (keyboard included: Enter on a link is a click); the list only
    // catches their clicks to navigate client-side.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul
      ref={ref}
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** The prerendered list with this class (the only one on the page). */
function findPrerendered(className: string): string | null {
  const selector = `ul.${className.trim().split(/\s+/).join('.')}`;
  return document.querySelector(selector)?.innerHTML ?? null;
}
