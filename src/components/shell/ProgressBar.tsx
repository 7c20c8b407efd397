// Progress bar of the loading screen: indeterminate without a value, 0–100 with a percentage label otherwise.

export function ProgressBar({ value, label }: { value?: number; label: string }) {
  const percent = value === undefined ? undefined : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <progress max={100} value={percent} aria-label={label} />
      {percent !== undefined && percent > 0 && <span className="progress-label">{percent}%</span>}
    </div>
  );
}
