// Outdoor pieces of the scenes: sun shadows cast on the ground, near and far spruces.
import { hex, jitter, n, pts, type RGB } from '../../svg';
import { rr } from '../../random';
import type { Vec3 } from '../camera';
import type { Room } from '../room';

export function castShadow(
  room: Room,
  sun: readonly [number, number],
  base: readonly Vec3[],
  h: number,
  surfaceId: string,
  opacity = 0.42,
): void {
  const top = base.map((p): Vec3 => [p[0] + sun[0] * h, 0, p[2] + sun[1] * h]);
  const hull = [...base, ...top];
  // the shadow of a box on the ground: the convex hull of its footprint and the footprint moved along the sun
  const pictured = hull.map((p) => ({ p, q: room.P(p) }));
  const cx = pictured.reduce((a, b) => a + b.q[0], 0) / pictured.length;
  const cy = pictured.reduce((a, b) => a + b.q[1], 0) / pictured.length;
  pictured.sort((a, b) => Math.atan2(a.q[1] - cy, a.q[0] - cx) - Math.atan2(b.q[1] - cy, b.q[0] - cx));
  const hullPts = convex(pictured.map((x) => x.q));
  room.glaze(
    `<g ${room.clipTo(surfaceId)}><polygon points="${pts(hullPts)}" fill="#000" opacity="${n(opacity, 3)}"/></g>`,
  );
}

/** Convex hull of picture points (monotone chain). */
export function convex(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: number[], a: number[], b: number[]): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: [number, number][] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A snowy spruce standing at `base`, `h` metres tall: jagged boughs in tiers, snow lying on each. */
export function spruce(room: Room, base: Vec3, h: number): void {
  const r = room.s.r;
  const k = room.scaleAt(base);
  const [bx, by] = room.P(base);
  room.solid(
    (c) =>
      `<rect x="${n(bx - 0.07 * k)}" y="${n(by - 0.6 * k)}" width="${n(0.14 * k)}" height="${n(0.6 * k)}" fill="${c}"/>`,
    '#4a3a2e',
  );
  const tiers = 9;
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const yb = by - (0.35 + t0 * (h - 0.35) * 0.9) * k;
    const yt = yb - ((h * 0.22) / (1 + i * 0.12)) * k;
    const half = (1 - t0) * h * 0.28 * k + 0.08 * k;
    // a jagged bough line: branch tips droop at the edge
    const tips = 7;
    let d = `M${n(bx)},${n(yt)}`;
    for (let j = 0; j <= tips; j++) {
      const u = -1 + (2 * j) / tips;
      const x = bx + u * half;
      const y = yb + (j % 2 === 0 ? 0.06 : -0.1) * k * rr(r, 0.6, 1.4) - (1 - Math.abs(u)) * 0.12 * k;
      d += `L${n(x)},${n(y)}`;
    }
    d += 'Z';
    room.solid((c) => `<path d="${d}" fill="${c}"/>`, hex(jitter([30, 52, 40], r, 5)));
    // snow on the bough's upper side, thin and broken
    for (let j = 0; j < 4; j++) {
      const u = rr(r, -0.8, 0.8);
      const x = bx + u * half * 0.8;
      const y = yt + (yb - yt) * (0.35 + Math.abs(u) * 0.45);
      const w = half * rr(r, 0.18, 0.32);
      room.solid(
        (c) =>
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.22)}" transform="rotate(${n(u * 28)} ${n(x)} ${n(y)})" fill="${c}"/>`,
        '#e9eef4',
      );
    }
  }
}

/** A far spruce, flat and hazy. */
export function spruceFar(room: Room, base: Vec3, h: number): void {
  const [bx, by] = room.P(base);
  const k = room.scaleAt(base);
  const top = by - h * k;
  const half = h * 0.22 * k;
  room.solid(
    (c) => `<path d="M${n(bx - half)},${n(by)}L${n(bx)},${n(top)}L${n(bx + half)},${n(by)}Z" fill="${c}"/>`,
    hex(jitter([88, 104, 108], room.s.r, 6) as RGB),
  );
}
