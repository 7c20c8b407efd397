// A stock figure the page works out again in the browser (a hold may have ended since the build) without moving the
// layout: the texts it may show share one box.

/**
 * One text shown, the others kept invisible in the same place, so the box is as wide as the widest of them and does
 * not change size when the shown text does.
 */
export function Steady({ shown, others }: { shown: string; others: readonly string[] }) {
  return (
    <span className="usa-steady">
      {/* A new text is a new node, not the old one moved: in a right-to-left line a longer text starts further left. */}
      <span key={shown}>{shown}</span>
      {others
        .filter((o) => o !== shown)
        .map((o) => (
          <span key={o} aria-hidden="true">
            {o}
          </span>
        ))}
    </span>
  );
}
