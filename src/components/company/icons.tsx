// Small inline icons for the company pages' controls (no icon font, no request). Arrows mirror in RTL via CSS; media icons do not.

const svg = { width: 20, height: 20, viewBox: '0 0 20 20', 'aria-hidden': true, focusable: false } as const;

export function ChevronIcon({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg {...svg} className={`icon icon-directional icon-${direction}`}>
      <path
        d={direction === 'back' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...svg} className="icon">
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...svg} className="icon">
      <path d="M6 4l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}
