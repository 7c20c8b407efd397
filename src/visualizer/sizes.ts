// TEMPORARY stand-in for the renderer core's size parser (branch viz-render), so the page can be built against it; removed before merging main.
import type { LayingSize } from './types';

export function layingSizes(labels: readonly string[], unit: 'cm' | 'in' = 'cm'): LayingSize[] {
  const out: LayingSize[] = [];
  for (const label of labels) {
    if (/french/i.test(label)) {
      if (!out.some((s) => s.key === 'french'))
        out.push({
          kind: 'patternSet',
          key: 'french',
          label,
          pieces: [
            [20, 20],
            [20, 40],
            [40, 40],
            [40, 60],
          ],
        });
      continue;
    }
    const m = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(?:x[\d.]+)?(?: cm)?$/.exec(label.trim());
    if (!m) continue;
    const f = unit === 'in' ? 2.54 : 1;
    const w = Number(m[1]) * f;
    const h = Number(m[2]) * f;
    const key = `${m[1]}x${m[2]}`;
    if (!out.some((s) => s.key === key)) out.push({ kind: 'tile', key, label, widthCm: w, heightCm: h });
  }
  return out;
}
