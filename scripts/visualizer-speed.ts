// Times a full redraw of the room visualizer's renderer: 1600×1000 output, one surface covering ~40 % of it.
// Usage: npx tsx scripts/visualizer-speed.ts [runs=10]   (min and median after 2 warm-ups; wall clock and this
// process's CPU time: on a shared machine the wall clock includes waiting for a core, the CPU time does not)
import { performance } from 'node:perf_hooks';
import { renderSurface, type Raster } from '../src/visualizer/render';
import { layingSizes } from '../src/visualizer/sizes';
import type { PatternName } from '../src/visualizer/types';

const runs = Number(process.argv[2] ?? 10);
const W = 1600;
const H = 1000;
const raster = (w: number, h: number): Raster => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) });

// A floor seen from standing height: a trapezoid from the bottom edge narrowing toward the back wall.
const corners = [
  [0, 1000],
  [1600, 1000],
  [1250, 500],
  [350, 500],
] as const;
const inside = (x: number, y: number): boolean => {
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = corners[i];
    const [bx, by] = corners[(i + 1) % 4];
    if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) > 0) return false;
  }
  return true;
};

const base = raster(W, H);
const mask = raster(W, H);
let covered = 0;
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    const p = (y * W + x) * 4;
    const shade = 150 + 60 * Math.sin(x / 200) * Math.cos(y / 150);
    base.data.set([shade, shade, shade * 0.95, 255], p);
    if (inside(x + 0.5, y + 0.5)) {
      mask.data[p] = 255;
      covered++;
    }
  }
}
// A stone photo as the image CDN would serve it for a 1600 px wide view.
const photo = raster(1600, 1067);
for (let i = 0; i < photo.data.length; i += 4) {
  const n = (i * 2654435761) >>> 24;
  photo.data.set([200 + (n & 31), 190 + ((n >> 2) & 31), 170, 255], i);
}

const sizes = layingSizes({
  kind: 'product',
  application: 'travertine',
  sizes: [{ label: '40.6x61x1.2 cm' }, { label: 'French pattern set (20x20, 20x40, 40x40, 40x60 cm) x 1.2 cm' }],
});
const out = raster(W, H);
const scene = { width: 3200, height: 2000, neutral: 180 };
const surface = {
  corners: corners.map(([x, y]) => [x * 2, y * 2] as const) as never,
  sizeCm: [500, 400] as const,
  maskChannel: 'r' as const,
};
console.log(`surface covers ${((100 * covered) / (W * H)).toFixed(1)} % of ${W}×${H}`);
function stats(xs: number[]): string {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return `min ${sorted[0].toFixed(1)} ms, median ${median.toFixed(1)} ms`;
}

// A redraw after a pattern, size, joint or grout change reuses the photo's pyramid; a stone change brings a new
// photo, whose pyramid is built first (a fresh copy of the photo per run stands for it).
for (const [size, pattern, newPhoto] of [
  [sizes[0], 'straight', false],
  [sizes[0], 'brick', false],
  [sizes[1], 'french', false],
  [sizes[0], 'straight', true],
] as const) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs + 2; run++) {
    const stonePhoto = newPhoto ? { ...photo, data: photo.data.slice() } : photo;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    renderSurface(out, base, mask, {
      scene,
      surface,
      stone: { key: 'product:807', sizes },
      photo: stonePhoto,
      size,
      pattern: pattern as PatternName,
      jointMm: 3,
      grout: 'grey',
    });
    const c1 = process.cpuUsage(c0);
    if (run >= 2) {
      wall.push(performance.now() - t0);
      cpu.push((c1.user + c1.system) / 1000);
    }
  }
  const what = `${size.key} ${pattern}${newPhoto ? ', new stone photo' : ''}`;
  console.log(`${what} (${runs} redraws): wall ${stats(wall)}; CPU ${stats(cpu)}`);
}
