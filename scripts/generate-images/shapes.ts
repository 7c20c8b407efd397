// Irregular outlines shared by textures: wandering lines, smooth paths, blobs (pores, pebbles), chipped rectangles.
import { rr, type Rng } from './random';
import { n, pts, type Box, type Pt } from './svg';

export function walk(r: Rng, x: number, y: number, a0: number, len: number, step: number, wander: number): Pt[] {
  const out: Pt[] = [[x, y]];
  let a = a0;
  let cx = x;
  let cy = y;
  for (let d = 0; d < len; d += step) {
    a += rr(r, -wander, wander) + (a0 - a) * 0.25;
    cx += Math.cos(a) * step;
    cy += Math.sin(a) * step;
    out.push([cx, cy]);
  }
  return out;
}

export function smoothPath(p: Pt[]): string {
  if (p.length < 3) return `M${pts(p)}`;
  let d = `M${n(p[0][0])} ${n(p[0][1])}`;
  for (let i = 1; i < p.length - 1; i++) {
    const mx = (p[i][0] + p[i + 1][0]) / 2;
    const my = (p[i][1] + p[i + 1][1]) / 2;
    d += `Q${n(p[i][0])} ${n(p[i][1])} ${n(mx)} ${n(my)}`;
  }
  const l = p[p.length - 1];
  return d + `L${n(l[0])} ${n(l[1])}`;
}

export function blob(r: Rng, cx: number, cy: number, rx: number, ry: number, rot: number, irr: number): string {
  const k = 9;
  const p: Pt[] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const q = 1 + rr(r, -irr, irr);
    const x = Math.cos(a) * rx * q;
    const y = Math.sin(a) * ry * q;
    p.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  const mid = (a: Pt, c: Pt): Pt => [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2];
  const st = mid(p[k - 1], p[0]);
  let d = `M${n(st[0])} ${n(st[1])}`;
  for (let i = 0; i < k; i++) {
    const m = mid(p[i], p[(i + 1) % k]);
    d += `Q${n(p[i][0])} ${n(p[i][1])} ${n(m[0])} ${n(m[1])}`;
  }
  return d + 'Z';
}

/** Rectangle with slightly irregular (chipped) edges. */
export function roughRect(r: Rng, t: Box, amt: number): string {
  const p: Pt[] = [];
  const side = (x0: number, y0: number, x1: number, y1: number): void => {
    const steps = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / 9));
    for (let i = 0; i < steps; i++) {
      const f = i / steps;
      p.push([x0 + (x1 - x0) * f + rr(r, -amt, amt), y0 + (y1 - y0) * f + rr(r, -amt, amt)]);
    }
  };
  side(t.x, t.y, t.x + t.w, t.y);
  side(t.x + t.w, t.y, t.x + t.w, t.y + t.h);
  side(t.x + t.w, t.y + t.h, t.x, t.y + t.h);
  side(t.x, t.y + t.h, t.x, t.y);
  return `M${pts(p).replace(/ /g, 'L')}Z`;
}
