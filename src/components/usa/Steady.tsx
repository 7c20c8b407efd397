// A stock figure the page works out again in the browser (a hold may have ended since the build) without moving the
// layout: the texts it may show share one box.

/**
 * One text shown, the others kept invisible in the same place, so the box is as wide as the widest of them and does
 * not change size when the shown text does.
 */
export function Steady({ shown, others }: { shown: string; others: readonly string[] }) {
  return (
    <span className="usa-steady">
      <span>{shown}</span>
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
