// Colour arithmetic and the SVG document builder every texture and scene draws into.
import { rr, type Rng } from './random';

export type RGB = [number, number, number];
export type Pt = [number, number];

export const clamp = (v: number, a: number, b: number): number => (v < a ? a : v > b ? b : v);
export const mix = (a: RGB, b: RGB, t: number): RGB => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const lighten = (c: RGB, t: number): RGB => mix(c, [255, 255, 255], t);
export const darken = (c: RGB, t: number): RGB => mix(c, [0, 0, 0], t);
export function jitter(c: RGB, r: Rng, amt: number): RGB {
  const d = rr(r, -amt, amt);
  return [c[0] + d + rr(r, -amt, amt) * 0.3, c[1] + d + rr(r, -amt, amt) * 0.3, c[2] + d + rr(r, -amt, amt) * 0.3];
}
export function hex(c: RGB): string {
  return (
    '#' +
    c
      .map((v) =>
        Math.round(clamp(v, 0, 255))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** Short deterministic number formatting for SVG attributes. */
export function n(v: number, digits = 1): string {
  const m = Math.pow(10, digits);
  const x = Math.round(v * m) / m;
  return Object.is(x, -0) ? '0' : String(x);
}
export const pts = (p: Pt[]): string => p.map((q) => `${n(q[0])},${n(q[1])}`).join(' ');
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export class Svg {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  /** Low-frequency layers rendered separately at low resolution and embedded as images (much cheaper). */
  readonly lowres: { token: string; doc: string }[] = [];
  private counter = 0;
  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Rng,
  ) {}
  id(prefix = 'i'): string {
    this.counter += 1;
    return prefix + this.counter;
  }
  /** Integer seed for feTurbulence. */
  tseed(): number {
    return 1 + Math.floor(this.r() * 9000);
  }
  def(x: string): void {
    this.defs.push(x);
  }
  add(x: string): void {
    this.body.push(x);
  }
  /** Draw `body` (with its own `defs`) rendered at `scale` px per unit, stretched over box `b`. */
  embed(b: Box, scale: number, defs: string, body: string, extra = ''): void {
    const token = `@@lowres${this.lowres.length}@@`;
    const pw = Math.max(4, Math.round(b.w * scale));
    const ph = Math.max(4, Math.round(b.h * scale));
    this.lowres.push({
      token,
      doc:
        `<svg xmlns="http://www.w3.org/2000/svg" width="${pw}" height="${ph}" viewBox="${n(b.x)} ${n(b.y)} ${n(b.w)} ${n(b.h)}" ` +
        `preserveAspectRatio="none"><defs>${defs}</defs>${body}</svg>`,
    });
    this.add(
      `<image x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" preserveAspectRatio="none" href="${token}"${extra}/>`,
    );
  }
  doc(pixelW: number, pixelH: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pixelW}" height="${pixelH}" ` +
      `viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="none"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

export function rect(b: Box, fill: string, extra = ''): string {
  return `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${fill}" ${extra}/>`;
}

export function clipRect(s: Svg, b: Box): string {
  const id = s.id('c');
  s.def(`<clipPath id="${id}">${rect(b, '#000')}</clipPath>`);
  return id;
}

export function linGrad(s: Svg, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = s.id('g');
  s.def(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops
        .map(([o, c, a]) => `<stop offset="${n(o, 3)}" stop-color="${c}" stop-opacity="${n(a ?? 1, 3)}"/>`)
        .join('') +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radGrad(s: Svg, stops: [number, string, number?][], cx = 0.5, cy = 0.5, rad = 0.5): string {
  const id = s.id('g');
  s.def(
    `<radialGradient id="${id}" cx="${n(cx, 3)}" cy="${n(cy, 3)}" r="${n(rad, 3)}">` +
      stops
        .map(([o, c, a]) => `<stop offset="${n(o, 3)}" stop-color="${c}" stop-opacity="${n(a ?? 1, 3)}"/>`)
        .join('') +
      `</radialGradient>`,
  );
  return `url(#${id})`;
}
