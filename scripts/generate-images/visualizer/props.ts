// Shared pieces of the room models: soft light and shadow on a surface, windows, plants, lamps, stools.
import { hex, jitter, n, pts, type RGB } from '../svg';
import { rr } from '../random';
import type { Vec3 } from './camera';
import type { Room } from './room';

/** A Gaussian blur filter of `std` px (picture pixels), with room to spread. */
export function blur(room: Room, std: number): string {
  const id = room.s.id('f');
  room.s.def(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
  );
  return `filter="url(#${id})"`;
}

/** Soft light (white) or shadow (black) over a 3D polygon, limited to a surface when one is named. */
export function soft(
  room: Room,
  quad: readonly Vec3[],
  colour: string,
  opacity: number,
  std: number,
  surfaceId?: string,
): void {
  const q = room.cam.polygon(quad);
  if (q.length < 3) return;
  const poly = `<polygon points="${pts(q)}" fill="${colour}" opacity="${n(opacity, 3)}" ${blur(room, std)}/>`;
  room.glaze(surfaceId ? `<g ${room.clipTo(surfaceId)}>${poly}</g>` : poly);
}

/** A gradient over a whole surface (or any 3D outline): stops of [offset, colour, opacity] along picture x1,y1 → x2,y2. */
export function wash(
  room: Room,
  outline: readonly (readonly Vec3[])[],
  stops: [number, string, number][],
  dir: [number, number, number, number],
  surfaceId?: string,
): void {
  const id = room.s.id('g');
  room.s.def(
    `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">` +
      stops.map(([o, c, a]) => `<stop offset="${n(o, 3)}" stop-color="${c}" stop-opacity="${n(a, 3)}"/>`).join('') +
      `</linearGradient>`,
  );
  const p = `<path d="${room.path(outline)}" fill="url(#${id})" fill-rule="evenodd"/>`;
  room.glaze(surfaceId ? `<g ${room.clipTo(surfaceId)}>${p}</g>` : p);
}

/** A radial pool of light or shade centred on a 3D point, `radius` metres across at that depth. */
export function spot(
  room: Room,
  at: Vec3,
  radius: number,
  colour: string,
  opacity: number,
  squash: number,
  surfaceId?: string,
): void {
  const c = room.P(at);
  const r = radius * room.scaleAt(at);
  const id = room.s.id('g');
  room.s.def(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${n(opacity, 3)}"/>` +
      `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  const e = `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(r)}" ry="${n(r * squash)}" fill="url(#${id})"/>`;
  room.glaze(surfaceId ? `<g ${room.clipTo(surfaceId)}>${e}</g>` : e);
}

/**
 * A window in a wall plane: frame, glazing with a sky gradient and mullions. `a` is its lower-left corner,
 * `u` its width vector and `v` its height vector (metres).
 */
export function windowPane(
  room: Room,
  a: Vec3,
  u: Vec3,
  v: Vec3,
  bars: [number, number],
  sky: [string, string] | null,
): void {
  const at = (s: number, t: number): Vec3 => [
    a[0] + u[0] * s + v[0] * t,
    a[1] + u[1] * s + v[1] * t,
    a[2] + u[2] * s + v[2] * t,
  ];
  if (sky) {
    const q = room.cam.polygon([at(0, 0), at(1, 0), at(1, 1), at(0, 1)]);
    const id = room.s.id('g');
    room.s.def(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
    );
    room.solid((c) => `<polygon points="${pts(q)}" fill="${c}"/>`, `url(#${id})`);
  }
  const frame = 0.05;
  const lw = (t: number): Vec3[] => [
    at(0, t - frame / 2),
    at(1, t - frame / 2),
    at(1, t + frame / 2),
    at(0, t + frame / 2),
  ];
  const lh = (s: number): Vec3[] => [
    at(s - frame / 4, 0),
    at(s + frame / 4, 0),
    at(s + frame / 4, 1),
    at(s - frame / 4, 1),
  ];
  const fc = '#f3f1ec';
  for (let i = 0; i <= bars[1]; i++) room.poly(lw(i / bars[1]), fc);
  for (let i = 0; i <= bars[0]; i++) room.poly(lh(i / bars[0]), fc);
}

/** A potted plant standing at `base` (on the floor), `height` metres tall, drawn as leaves around a stem. */
export function plant(room: Room, base: Vec3, height: number, pot: RGB, leaf: RGB): void {
  const r = room.s.r;
  const k = room.scaleAt(base);
  const [bx, by] = room.P(base);
  const pw = 0.34 * k;
  const ph = 0.42 * k;
  room.solid(
    (c) =>
      `<path d="M${n(bx - pw / 2)},${n(by - ph)}L${n(bx + pw / 2)},${n(by - ph)}L${n(bx + pw * 0.38)},${n(by)}L${n(bx - pw * 0.38)},${n(by)}Z" fill="${c}"/>`,
    hex(pot),
  );
  // stems first, then leaves from the back (darker) to the front (lighter)
  const leaves = Array.from({ length: 70 }, () => {
    const t = rr(r, 0.12, 1);
    const ang = rr(r, -70, 70);
    return {
      x: bx + Math.sin((ang * Math.PI) / 180) * t * 0.36 * k * height,
      y: by - ph - t * (height - 0.42) * k * rr(r, 0.7, 1),
      len: rr(r, 0.08, 0.15) * k,
      ang,
      depth: r(),
    };
  }).sort((a, b) => a.depth - b.depth);
  for (const l of leaves.filter((_, i) => i % 4 === 0))
    room.solid(
      (c) =>
        `<path d="M${n(bx)},${n(by - ph)}Q${n((bx + l.x) / 2)},${n(l.y + (by - ph - l.y) * 0.3)} ${n(l.x)},${n(l.y)}" stroke="${c}" stroke-width="${n(Math.max(1, 0.012 * k))}" fill="none"/>`,
      '#4c5e3a',
    );
  for (const l of leaves) {
    const col = jitter(leaf.map((v) => v * (0.7 + 0.45 * l.depth)) as RGB, r, 10);
    const rot = l.ang * 0.9 + (l.ang > 0 ? -35 : 35);
    room.solid(
      (c) =>
        `<ellipse cx="${n(l.x)}" cy="${n(l.y)}" rx="${n(l.len)}" ry="${n(l.len * 0.42)}" transform="rotate(${n(rot)} ${n(l.x)} ${n(l.y)})" fill="${c}"/>`,
      hex(col),
    );
  }
}

/** A thin vertical rod (a stool or table leg) from p (bottom) up `h` metres, `w` metres thick. */
export function rod(room: Room, p: Vec3, h: number, w: number, col: RGB): void {
  room.poly(
    [
      [p[0] - w / 2, p[1], p[2]],
      [p[0] + w / 2, p[1], p[2]],
      [p[0] + w / 2, p[1] + h, p[2]],
      [p[0] - w / 2, p[1] + h, p[2]],
    ],
    col,
  );
}

/** A bar stool: four legs, a foot ring and a round seat, standing at p. */
export function stool(room: Room, p: Vec3, h: number, seat: RGB, leg: RGB): void {
  const d = 0.17;
  for (const [dx, dz] of [
    [-d, d],
    [d, d],
    [-d, -d],
    [d, -d],
  ])
    rod(room, [p[0] + dx * (1 - 0.25), 0, p[2] + dz * (1 - 0.25)], h - 0.04, 0.025, leg);
  const c = room.P([p[0], h, p[2]]);
  const k = room.scaleAt([p[0], h, p[2]]);
  const flat = Math.max(0.12, Math.abs(c[1] - room.cam.spec.centre[1]) / (room.cam.spec.focal * 0.9));
  room.solid(
    (f) =>
      `<ellipse cx="${n(c[0])}" cy="${n(c[1] + 0.03 * k)}" rx="${n(0.2 * k)}" ry="${n(0.2 * k * flat + 0.03 * k)}" fill="${f}"/>`,
    hex(seat.map((x) => x * 0.7) as RGB),
  );
  room.solid(
    (f) => `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(0.2 * k)}" ry="${n(0.2 * k * flat)}" fill="${f}"/>`,
    hex(seat),
  );
}

/** A pendant lamp hanging from the ceiling at `top` down to height `y` (a cord and a dome shade). */
export function pendant(room: Room, top: Vec3, y: number, shade: RGB): void {
  const p0 = room.P(top);
  const p1 = room.P([top[0], y, top[2]]);
  const k = room.scaleAt([top[0], y, top[2]]);
  room.solid(
    (c) =>
      `<line x1="${n(p0[0])}" y1="${n(p0[1])}" x2="${n(p1[0])}" y2="${n(p1[1])}" stroke="${c}" stroke-width="${n(Math.max(1, 0.008 * k))}"/>`,
    '#2a2a2a',
  );
  const r = 0.19 * k;
  room.solid(
    (c) =>
      `<path d="M${n(p1[0] - r)},${n(p1[1] + r * 0.85)}A${n(r)},${n(r * 0.95)} 0 0 1 ${n(p1[0] + r)},${n(p1[1] + r * 0.85)}Z" fill="${c}"/>`,
    hex(shade),
  );
  room.solid(
    (c) => `<ellipse cx="${n(p1[0])}" cy="${n(p1[1] + r * 0.85)}" rx="${n(r)}" ry="${n(r * 0.12)}" fill="${c}"/>`,
    '#fff6df',
  );
}

/** Points of an ellipse in a plane: centre c, axes along unit vectors u and v with radii ru and rv. */
export function ring3(c: Vec3, u: Vec3, v: Vec3, ru: number, rv: number, count = 48): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const cu = Math.cos(a) * ru;
    const sv = Math.sin(a) * rv;
    out.push([c[0] + u[0] * cu + v[0] * sv, c[1] + u[1] * cu + v[1] * sv, c[2] + u[2] * cu + v[2] * sv]);
  }
  return out;
}

/** Soft darkening that fades across the frame's edges, as a lens gives. */
export function vignette(room: Room, strength: number): void {
  const id = room.s.id('g');
  room.s.def(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="${n(strength, 3)}"/></radialGradient>`,
  );
  room.glaze(`<rect width="${room.s.w}" height="${room.s.h}" fill="url(#${id})"/>`);
}

/**
 * Faint mottling of painted plaster over the whole frame: drawn right after the room's shell, so the stone surfaces
 * and the furniture drawn later cover it. Rendered small and embedded (it is low-frequency).
 */
export function plaster(room: Room, opacity: number): void {
  const s = room.s;
  const token = `@@lowres${s.lowres.length}@@`;
  const id = s.id('f');
  const w = Math.round(s.w / 2);
  const h = Math.round(s.h / 2);
  s.lowres.push({
    token,
    doc:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${s.w} ${s.h}" preserveAspectRatio="none"><defs>` +
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.02 0.028" numOctaves="3" seed="${s.tseed()}" result="t"/>` +
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2 0 0 0 -1" result="d"/>` +
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 -2 0 0 0 1" result="l"/>` +
      `<feMerge><feMergeNode in="d"/><feMergeNode in="l"/></feMerge></filter></defs>` +
      `<rect width="${s.w}" height="${s.h}" filter="url(#${id})"/></svg>`,
  });
  room.glaze(
    `<image x="0" y="0" width="${s.w}" height="${s.h}" preserveAspectRatio="none" href="${token}" opacity="${n(opacity, 3)}"/>`,
  );
}
