// Pinhole camera for the scenes: projected boxes, stone-speckle filter, polygon clips.
import { darken, hex, lighten, n, pts, type Box, type Pt, type RGB, type Svg } from '../svg';

export interface Cam {
  cx: number;
  cy: number;
  f: number;
}
export const proj = (c: Cam, x: number, y: number, z: number): Pt => [c.cx + (c.f * x) / z, c.cy - (c.f * y) / z];

/** Polygons of the visible faces of an axis-aligned box (camera at origin looking along +z). */
export function box3d(
  c: Cam,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  col: RGB,
  extra = '',
): string {
  const P = (x: number, y: number, z: number): Pt => proj(c, x, y, z);
  const out: string[] = [];
  const face = (q: Pt[], cc: RGB): void => {
    out.push(`<polygon points="${pts(q)}" fill="${hex(cc)}" ${extra}/>`);
  };
  if (y1 < 0) face([P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)], lighten(col, 0.18));
  if (y0 > 0) face([P(x0, y0, z0), P(x1, y0, z0), P(x1, y0, z1), P(x0, y0, z1)], darken(col, 0.35));
  if (x0 > 0) face([P(x0, y0, z0), P(x0, y1, z0), P(x0, y1, z1), P(x0, y0, z1)], darken(col, 0.22));
  if (x1 < 0) face([P(x1, y0, z0), P(x1, y1, z0), P(x1, y1, z1), P(x1, y0, z1)], darken(col, 0.22));
  face([P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)], col);
  return out.join('');
}

/** Filter that speckles and stains whatever it is applied to (stone blocks in scenes). */
export function stoneFilter(s: Svg, b: Box, fx: number): string {
  const id = s.id('f');
  s.def(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${n(fx, 4)} ${n(fx * 3, 4)}" numOctaves="2" seed="${s.tseed()}" result="t"/>` +
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 0.2 0 0 0 0 0.18 0 0 0 0 0.15 1.3 0 0 0 -0.5" result="d"/>` +
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 1.2 0 0 -0.5" result="l"/>` +
      `<feMerge result="m"><feMergeNode in="d"/><feMergeNode in="l"/></feMerge>` +
      `<feComposite in="m" in2="SourceAlpha" operator="in" result="tex"/>` +
      `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="tex"/></feMerge></filter>`,
  );
  return id;
}

export function clipPoly(s: Svg, polys: Pt[][]): string {
  const id = s.id('c');
  s.def(`<clipPath id="${id}">${polys.map((q) => `<polygon points="${pts(q)}"/>`).join('')}</clipPath>`);
  return id;
}

export const STONE_COLOURS = [1, 1, 4, 4, 2, 5, 6];
