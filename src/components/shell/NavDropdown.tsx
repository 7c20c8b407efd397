// A navigation dropdown (disclosure pattern) on <details>, so it opens without JavaScript too. Script adds:
// hover on mouse devices, one menu open at a time, Escape, Up/Down/Home/End inside, closing on outside click or focus loss.
import React from 'react';

interface NavDropdownProps {
  label: string;
  /** Extra class for the panel, e.g. the three-column products panel. */
  panelClassName?: string;
  children: React.ReactNode;
}

const hoverQuery = '(hover: hover) and (pointer: fine) and (min-width: 769px)';

function panelLinks(details: HTMLDetailsElement): HTMLAnchorElement[] {
  return Array.from(details.querySelectorAll<HTMLAnchorElement>('.dropdown-panel a[href]'));
}

export function NavDropdown({ label, panelClassName, children }: NavDropdownProps) {
  const ref = React.useRef<HTMLDetailsElement>(null);

  const setOpen = (open: boolean) => {
    if (ref.current && ref.current.open !== open) ref.current.open = open;
  };
  const close = (focusSummary: boolean) => {
    setOpen(false);
    if (focusSummary) ref.current?.querySelector('summary')?.focus();
  };

  React.useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const onToggle = () => {
      if (!details.open) return;
      // One open menu at a time within the same navigation bar.
      details
        .closest('nav')
        ?.querySelectorAll<HTMLDetailsElement>('details.dropdown[open]')
        .forEach((other) => other !== details && (other.open = false));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('toggle', onToggle);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('toggle', onToggle);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDetailsElement>) => {
    const details = ref.current;
    if (!details) return;
    const links = panelLinks(details);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (i: number) => links[(i + links.length) % links.length]?.focus();
    switch (event.key) {
      case 'Escape':
        if (details.open) {
          event.preventDefault();
          close(true);
        }
        break;
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        focusAt(index < 0 ? links.length - 1 : index - 1);
        break;
      case 'Home':
      case 'End':
        if (index >= 0) {
          event.preventDefault();
          focusAt(event.key === 'Home' ? 0 : links.length - 1);
        }
        break;
      default:
    }
  };

  // A hover-opened menu must not close on the click that usually follows the hover.
  const openedByHover = React.useRef(false);
  const hover = (open: boolean) => {
    if (!window.matchMedia(hoverQuery).matches) return;
    openedByHover.current = open && !ref.current?.open;
    setOpen(open);
  };

  return (
    // The keys pressed on the summary and the menu's links bubble here (menu-button keyboard pattern); hover opens
    // it for a pointer that hovers.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      className="dropdown"
      onKeyDown={onKeyDown}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <summary
        onClick={(event) => {
          if (openedByHover.current && ref.current?.open) event.preventDefault();
          openedByHover.current = false;
        }}
      >
        {label}
        <span className="dropdown-caret" aria-hidden="true" />
      </summary>
      <div className={`dropdown-panel${panelClassName ? ` ${panelClassName}` : ''}`}>{children}</div>
    </details>
  );
}
