/**
 * Deterministic placeholder-image generator.
 *
 * Scans every JSON file under the data directory (recursively, skipping `schemas/` and `images/`),
 * collects every string value of the form `generated/...(.jpg|.png)` and renders each image that does
 * not yet exist under `<dataDir>/images/`. Images are drawn as SVG (feTurbulence noise, filters,
 * gradients) and rasterised with sharp; the same path always gives a byte-identical file (the PRNG is
 * seeded from a hash of the path; nothing is downloaded, no clock or Math.random is used).
 *
 * Usage: npx tsx scripts/generate-images.ts [dataDir]   (default: data)
 */
import { promises as fs } from 'fs';
import * as path from 'path';
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------------

type Rng = () => number;
type RGB = [number, number, number];
type Pt = [number, number];

export function hash32(str: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rr = (r: Rng, a: number, b: number): number => a + (b - a) * r();
const ri = (r: Rng, a: number, b: number): number => Math.floor(a + (b - a + 1) * r());
function pick<T>(r: Rng, arr: readonly T[]): T {
  return arr[Math.floor(r() * arr.length) % arr.length];
}

// ---------------------------------------------------------------------------------------------------
// Colours and SVG helpers
// ---------------------------------------------------------------------------------------------------

const clamp = (v: number, a: number, b: number): number => (v < a ? a : v > b ? b : v);
const mix = (a: RGB, b: RGB, t: number): RGB => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const lighten = (c: RGB, t: number): RGB => mix(c, [255, 255, 255], t);
const darken = (c: RGB, t: number): RGB => mix(c, [0, 0, 0], t);
function jitter(c: RGB, r: Rng, amt: number): RGB {
  const d = rr(r, -amt, amt);
  return [c[0] + d + rr(r, -amt, amt) * 0.3, c[1] + d + rr(r, -amt, amt) * 0.3, c[2] + d + rr(r, -amt, amt) * 0.3];
}
function hex(c: RGB): string {
  return (
    '#' +
    c
      .map((v) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, '0'))
      .join('')
  );
}
/** Short deterministic number formatting for SVG attributes. */
function n(v: number, digits = 1): string {
  const m = Math.pow(10, digits);
  const x = Math.round(v * m) / m;
  return Object.is(x, -0) ? '0' : String(x);
}
const pts = (p: Pt[]): string => p.map((q) => `${n(q[0])},${n(q[1])}`).join(' ');
function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

class Svg {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  /** Low-frequency layers rendered separately at low resolution and embedded as images (much cheaper). */
  readonly lowres: { token: string; doc: string }[] = [];
  private counter = 0;
  constructor(readonly w: number, readonly h: number, readonly r: Rng) {}
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
    this.add(`<image x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" preserveAspectRatio="none" href="${token}"${extra}/>`);
  }
  doc(pixelW: number, pixelH: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pixelW}" height="${pixelH}" ` +
      `viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="none"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function rect(b: Box, fill: string, extra = ''): string {
  return `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${fill}" ${extra}/>`;
}

function clipRect(s: Svg, b: Box): string {
  const id = s.id('c');
  s.def(`<clipPath id="${id}">${rect(b, '#000')}</clipPath>`);
  return id;
}

function linGrad(s: Svg, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = s.id('g');
  s.def(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops.map(([o, c, a]) => `<stop offset="${n(o, 3)}" stop-color="${c}" stop-opacity="${n(a ?? 1, 3)}"/>`).join('') +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}

function radGrad(s: Svg, stops: [number, string, number?][], cx = 0.5, cy = 0.5, rad = 0.5): string {
  const id = s.id('g');
  s.def(
    `<radialGradient id="${id}" cx="${n(cx, 3)}" cy="${n(cy, 3)}" r="${n(rad, 3)}">` +
      stops.map(([o, c, a]) => `<stop offset="${n(o, 3)}" stop-color="${c}" stop-opacity="${n(a ?? 1, 3)}"/>`).join('') +
      `</radialGradient>`,
  );
  return `url(#${id})`;
}

interface NoiseLayer {
  /** channel of the turbulence result used as alpha source: 0 R, 1 G, 2 B, 3 A */
  ch: 0 | 1 | 2 | 3;
  color: RGB;
  /** alpha = gain * (channel - center) (ignored when `table` is given) */
  gain?: number;
  center?: number;
  /** alpha = table(channel) (componentTransfer) */
  table?: number[];
  /** blur (px) applied to this layer, softens quantisation steps of steep tables */
  blur?: number;
}

interface NoiseOpts {
  type?: 'fractalNoise' | 'turbulence';
  fx: number;
  fy?: number;
  oct: number;
  layers: NoiseLayer[];
  clip?: string;
  opacity?: number;
  /** render at this many px per unit and embed (for low-frequency layers) */
  lowres?: number;
}

/** One feTurbulence, several colourised layers (each channel of the noise is an independent field). */
function noise(s: Svg, b: Box, o: NoiseOpts): void {
  const id = s.id('n');
  const prim: string[] = [
    `<feTurbulence type="${o.type ?? 'fractalNoise'}" baseFrequency="${n(o.fx, 4)} ${n(o.fy ?? o.fx, 4)}" numOctaves="${o.oct}" seed="${s.tseed()}" result="t"/>`,
  ];
  o.layers.forEach((L, i) => {
    const row = [0, 0, 0, 0];
    let bias = 0;
    if (L.table) {
      row[L.ch] = 1;
    } else {
      const g = L.gain ?? 1;
      row[L.ch] = g;
      bias = -(L.center ?? 0.5) * g;
    }
    const [cr, cg, cb] = L.color.map((v) => n(clamp(v, 0, 255) / 255, 3));
    prim.push(
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 ${cr} 0 0 0 0 ${cg} 0 0 0 0 ${cb} ${row
        .map((v) => n(v, 3))
        .join(' ')} ${n(bias, 3)}" result="c${i}"/>`,
    );
    if (L.table) {
      prim.push(
        `<feComponentTransfer in="c${i}" result="c${i}"><feFuncA type="table" tableValues="${L.table
          .map((v) => n(v, 2))
          .join(' ')}"/></feComponentTransfer>`,
      );
    }
    if (L.blur) prim.push(`<feGaussianBlur in="c${i}" stdDeviation="${n(L.blur, 2)}" result="c${i}"/>`);
  });
  prim.push(`<feMerge>${o.layers.map((_, i) => `<feMergeNode in="c${i}"/>`).join('')}</feMerge>`);
  const filter = `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" color-interpolation-filters="sRGB">${prim.join('')}</filter>`;
  const extra = (o.clip ? ` clip-path="url(#${o.clip})"` : '') + (o.opacity !== undefined ? ` opacity="${n(o.opacity, 2)}"` : '');
  const r = `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="#000" filter="url(#${id})"`;
  if (o.lowres) {
    s.embed(b, o.lowres, filter, r + '/>', extra);
  } else {
    s.def(filter);
    s.add(r + extra + '/>');
  }
}

/** Table with narrow peaks at the given noise levels: draws iso-lines of the noise (marble-like veins). */
function spikes(peaks: [number, number, number][], size = 160): number[] {
  const out: number[] = [];
  for (let i = 0; i < size; i++) {
    const x = i / (size - 1);
    let v = 0;
    for (const [pos, amp, width] of peaks) v = Math.max(v, amp * Math.max(0, 1 - Math.abs(x - pos) / width));
    out.push(v);
  }
  return out;
}

function walk(r: Rng, x: number, y: number, a0: number, len: number, step: number, wander: number): Pt[] {
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

function smoothPath(p: Pt[]): string {
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

// ---------------------------------------------------------------------------------------------------
// Palettes (colour ids of data/colors.json)
// ---------------------------------------------------------------------------------------------------

interface Palette {
  base: RGB;
  light: RGB;
  dark: RGB;
  vein: RGB;
  accents: RGB[];
}

const PALETTES: Record<number, Palette> = {
  1: { base: [234, 232, 227], light: [250, 249, 246], dark: [196, 194, 189], vein: [112, 112, 116], accents: [[176, 174, 170], [218, 210, 196]] },
  2: { base: [150, 151, 152], light: [192, 192, 190], dark: [104, 105, 108], vein: [232, 232, 229], accents: [[122, 122, 124], [178, 174, 168]] },
  3: { base: [40, 41, 44], light: [72, 72, 76], dark: [20, 20, 23], vein: [226, 223, 216], accents: [[92, 90, 88], [150, 140, 125]] },
  4: { base: [221, 203, 172], light: [238, 226, 204], dark: [186, 163, 126], vein: [154, 124, 88], accents: [[206, 183, 146], [176, 150, 112]] },
  5: { base: [116, 84, 61], light: [158, 121, 92], dark: [76, 53, 38], vein: [216, 193, 163], accents: [[140, 100, 70], [98, 70, 52]] },
  6: { base: [218, 189, 118], light: [236, 216, 158], dark: [180, 146, 78], vein: [146, 106, 52], accents: [[230, 205, 140], [200, 160, 90]] },
  7: { base: [60, 90, 72], light: [98, 130, 108], dark: [34, 56, 44], vein: [214, 226, 210], accents: [[80, 110, 88], [150, 170, 140]] },
  8: { base: [110, 136, 162], light: [150, 175, 198], dark: [70, 94, 120], vein: [228, 236, 242], accents: [[90, 118, 148], [170, 190, 205]] },
  9: { base: [184, 120, 116], light: [214, 164, 158], dark: [138, 78, 80], vein: [240, 218, 212], accents: [[160, 96, 104], [200, 140, 150]] },
  10: {
    base: [184, 160, 132],
    light: [214, 196, 170],
    dark: [128, 102, 80],
    vein: [232, 222, 208],
    accents: [[170, 108, 78], [118, 128, 108], [204, 172, 112], [140, 118, 140], [90, 84, 80]],
  },
};

function palette(colorId: number, r: Rng): Palette {
  const p = PALETTES[colorId] ?? PALETTES[1];
  const d = rr(r, -6, 6);
  const sh = (c: RGB): RGB => [c[0] + d, c[1] + d, c[2] + d];
  return { base: sh(p.base), light: sh(p.light), dark: sh(p.dark), vein: p.vein, accents: p.accents };
}

// ---------------------------------------------------------------------------------------------------
// Stone textures (all drawn inside a box, so they can be reused in scenes and catalogue pages)
// ---------------------------------------------------------------------------------------------------

type TextureKind =
  | 'marble'
  | 'travertine'
  | 'limestone'
  | 'mosaic'
  | 'outdoor'
  | 'bath'
  | 'slab'
  | 'quartz'
  | 'byproducts'
  | 'installation'
  | 'plasterboard';

const TEXTURES: readonly TextureKind[] = [
  'marble',
  'travertine',
  'limestone',
  'mosaic',
  'outdoor',
  'bath',
  'slab',
  'quartz',
  'byproducts',
  'installation',
  'plasterboard',
];

const CATEGORY_KIND: Record<number, TextureKind> = {
  1: 'marble',
  2: 'travertine',
  3: 'limestone',
  4: 'mosaic',
  5: 'outdoor',
  6: 'bath',
  7: 'slab',
  8: 'quartz',
  9: 'byproducts',
  11: 'installation',
  18: 'plasterboard',
};

const SLUG_KIND: Record<string, TextureKind> = {
  marble: 'marble',
  travertine: 'travertine',
  limestone: 'limestone',
  mosaics: 'mosaic',
  mosaic: 'mosaic',
  outdoor: 'outdoor',
  'bath-and-kitchen': 'bath',
  bath: 'bath',
  slabs: 'slab',
  slab: 'slab',
  quartz: 'quartz',
  'by-products': 'byproducts',
  'by-product': 'byproducts',
  byproducts: 'byproducts',
  'installation-materials': 'installation',
  installation: 'installation',
  plasterboard: 'plasterboard',
};

/** Colour used when the data gives none. */
const DEFAULT_COLOR: Record<TextureKind, number> = {
  marble: 1,
  travertine: 4,
  limestone: 4,
  mosaic: 1,
  outdoor: 4,
  bath: 1,
  slab: 1,
  quartz: 2,
  byproducts: 10,
  installation: 2,
  plasterboard: 2,
};

interface TexOpts {
  angle: number;
  variant: number;
}

interface FlowLayer {
  ch: 0 | 1 | 2;
  color: RGB;
  peaks: [number, number, number][];
}

/**
 * Classic procedural marble: iso-lines of (directional ramp + fractal noise). The ramp is a gradient-filled
 * rect (SourceGraphic), the noise is added with feComposite arithmetic and a peaked transfer table turns
 * chosen levels into veins, so they flow in one direction but wander, split and swirl.
 */
function flowVeins(
  s: Svg,
  b: Box,
  o: { angle: number; fx: number; fy?: number; oct: number; ramp: number; amp: number; smooth: number; layers: FlowLayer[]; clip?: string },
): void {
  const id = s.id('m');
  const ca = Math.cos(o.angle) * 0.5;
  const sa = Math.sin(o.angle) * 0.5;
  const grad = linGrad(s, [[0, '#000'], [1, '#fff']], 0.5 - ca, 0.5 - sa, 0.5 + ca, 0.5 + sa);
  const k4 = 1 - o.ramp - o.amp;
  const prim: string[] = [
    `<feTurbulence type="fractalNoise" baseFrequency="${n(o.fx, 4)} ${n(o.fy ?? o.fx, 4)}" numOctaves="${o.oct}" seed="${s.tseed()}" result="t0"/>`,
    `<feColorMatrix in="t0" type="matrix" values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1" result="t"/>`,
    `<feComposite in="SourceGraphic" in2="t" operator="arithmetic" k1="0" k2="${n(o.ramp, 3)}" k3="${n(o.amp, 3)}" k4="${n(k4, 3)}" result="sum"/>`,
  ];
  if (o.smooth > 0) prim.push(`<feGaussianBlur in="sum" stdDeviation="${n(o.smooth, 2)}" result="sum"/>`);
  o.layers.forEach((L, i) => {
    const row = [0, 0, 0, 0];
    row[L.ch] = 1;
    const [cr, cg, cb] = L.color.map((v) => n(clamp(v, 0, 255) / 255, 3));
    prim.push(
      `<feColorMatrix in="sum" type="matrix" values="0 0 0 0 ${cr} 0 0 0 0 ${cg} 0 0 0 0 ${cb} ${row.join(' ')} 0" result="c${i}"/>`,
      `<feComponentTransfer in="c${i}" result="c${i}"><feFuncA type="table" tableValues="${spikes(L.peaks, 256)
        .map((v) => n(v, 2))
        .join(' ')}"/></feComponentTransfer>`,
    );
  });
  if (o.layers.length > 1) prim.push(`<feMerge>${o.layers.map((_, i) => `<feMergeNode in="c${i}"/>`).join('')}</feMerge>`);
  s.def(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" color-interpolation-filters="sRGB">${prim.join('')}</filter>`,
  );
  s.add(rect(b, grad, `filter="url(#${id})"` + (o.clip ? ` clip-path="url(#${o.clip})"` : '')));
}

/** Random vein levels spread over the range of the ramp+noise sum. */
function veinLevels(r: Rng, count: number, wMin: number, wMax: number, aMin: number, aMax: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < count; i++) out.push([rr(r, 0.08, 0.85), rr(r, aMin, aMax), rr(r, wMin, wMax)]);
  return out;
}

/** Low-resolution factor for cloudy layers: about 200 px across whatever the box size. */
const lowFactor = (b: Box): number => clamp(220 / Math.max(b.w, b.h), 0.15, 1);

function marble(s: Svg, b: Box, p: Palette, o: TexOpts & { bold?: boolean; polish?: boolean }): void {
  const r = s.r;
  const bold = !!o.bold;
  const size = Math.max(b.w, b.h);
  const k = 800 / Math.max(300, size);
  s.add(rect(b, hex(p.base)));
  const dark = p.base[0] + p.base[1] + p.base[2] < 300;
  noise(s, b, {
    fx: 0.003 * k,
    fy: 0.005 * k,
    oct: 3,
    lowres: lowFactor(b),
    layers: [
      { ch: 0, color: p.dark, gain: dark ? 1.6 : 1.3, center: 0.46 },
      { ch: 1, color: p.light, gain: 1.6, center: 0.5 },
    ],
  });
  const ramp = bold ? 0.8 : 0.9;
  // peak half-width in value space for a line of about `px` pixels
  const wpx = (px: number): number => Math.max(0.004, (px * ramp) / size / 2);
  const main = bold ? veinLevels(r, ri(r, 3, 5), wpx(12), wpx(34), 0.85, 1) : veinLevels(r, ri(r, 4, 7), wpx(2), wpx(5), 0.4, 0.85);
  const halo = main.map(([pos, amp, w]): [number, number, number] => [pos, amp * (bold ? 0.4 : 0.25), w * (bold ? 4 : 7)]);
  const hair = veinLevels(r, ri(r, 3, 6), wpx(1.5), wpx(3), 0.25, 0.5);
  flowVeins(s, b, {
    angle: o.angle,
    fx: (bold ? 0.005 : 0.008) * k,
    oct: 4,
    ramp,
    amp: bold ? 0.36 : 0.3,
    smooth: Math.max(1.5, size / 400),
    layers: [
      { ch: 1, color: mix(p.vein, p.base, 0.5), peaks: veinLevels(r, ri(r, 3, 6), wpx(30), wpx(70), 0.15, 0.35) },
      { ch: 0, color: p.vein, peaks: [...halo, ...main, ...hair] },
    ],
  });
  if (o.polish) {
    s.add(rect(b, linGrad(s, [[0, '#fff', 0], [0.45, '#fff', 0.16], [0.6, '#fff', 0]], 0, 0, 1, 0.7)));
  }
}

function travertine(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const size = Math.max(b.w, b.h);
  const k = 800 / Math.max(300, size);
  const scale = size / 800;
  s.add(rect(b, hex(p.base)));
  // layered bands: steep tables turn the stretched noise into bands with fairly crisp edges
  noise(s, b, {
    fx: 0.0015 * k,
    fy: 0.022 * k,
    oct: 4,
    lowres: lowFactor(b) * 1.6,
    layers: [
      { ch: 0, color: darken(p.dark, 0.05), table: spikes([[0.62, 0.75, 0.12], [0.8, 0.9, 0.2]], 64) },
      { ch: 1, color: lighten(p.light, 0.1), table: spikes([[0.3, 0.7, 0.12], [0.15, 0.8, 0.2]], 64) },
    ],
  });
  noise(s, b, {
    fx: 0.45 * k,
    oct: 1,
    layers: [
      { ch: 0, color: darken(p.dark, 0.1), gain: 0.6, center: 0.4 },
      { ch: 1, color: p.light, gain: 0.55, center: 0.45 },
    ],
  });
  const clip = clipRect(s, b);
  // thin wavy bedding lines
  const lines: string[] = [];
  const nl = ri(r, 5, 9);
  for (let i = 0; i < nl; i++) {
    const y = b.y + r() * b.h;
    const pl = walk(r, b.x - 10, y, rr(r, -0.03, 0.03), b.w + 20, size / 30, 0.08);
    lines.push(`<path d="${smoothPath(pl)}" stroke-width="${n(rr(r, 0.6, 1.8) * scale)}" stroke-opacity="${n(rr(r, 0.15, 0.4), 2)}"/>`);
  }
  s.add(`<g clip-path="url(#${clip})" fill="none" stroke="${hex(darken(p.dark, 0.3))}">${lines.join('')}</g>`);
  // pores: irregular elongated voids clustered along bands
  const bands: number[] = [];
  const nb = ri(r, 6, 10);
  for (let i = 0; i < nb; i++) bands.push(b.y + r() * b.h);
  const count = Math.round((b.w * b.h) / (1700 * scale * scale));
  const rims: string[] = [];
  const holes: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = b.x + r() * b.w;
    const y = r() < 0.8 ? pick(r, bands) + (r() + r() + r() - 1.5) * 22 * scale : b.y + r() * b.h;
    const rx = (1.2 + 11 * Math.pow(r(), 3)) * scale;
    const ry = Math.max(0.7 * scale, rx * rr(r, 0.12, 0.35));
    const rot = rr(r, -0.08, 0.08);
    rims.push(blob(r, x, y, rx + 1.2 * scale, ry + 0.9 * scale, rot, 0.3));
    holes.push(blob(r, x, y, rx, ry, rot, 0.35));
  }
  s.add(
    `<g clip-path="url(#${clip})"><path d="${rims.join('')}" fill="${hex(mix(p.dark, p.base, 0.5))}" fill-opacity="0.45"/>` +
      `<path d="${holes.join('')}" fill="${hex(darken(p.dark, 0.5))}" fill-opacity="0.75"/></g>`,
  );
  void o;
}

function limestone(s: Svg, b: Box, p: Palette): void {
  const r = s.r;
  const k = 800 / Math.max(300, Math.max(b.w, b.h));
  const base = mix(p.base, p.light, 0.45);
  s.add(rect(b, hex(base)));
  noise(s, b, {
    fx: 0.004 * k,
    oct: 3,
    lowres: lowFactor(b),
    layers: [
      { ch: 0, color: p.dark, gain: 1.1, center: 0.42 },
      { ch: 1, color: p.light, gain: 1.2, center: 0.5 },
    ],
  });
  noise(s, b, {
    fx: 0.5,
    oct: 1,
    layers: [
      { ch: 0, color: darken(p.dark, 0.1), gain: 1.1, center: 0.42 },
      { ch: 1, color: lighten(p.light, 0.3), gain: 1.0, center: 0.5 },
    ],
  });
  const dots: string[] = [];
  const shells: string[] = [];
  const count = Math.round((b.w * b.h) / 5000);
  for (let i = 0; i < count; i++) {
    const x = b.x + r() * b.w;
    const y = b.y + r() * b.h;
    if (r() < 0.15) {
      const rad = rr(r, 2, 5);
      shells.push(`M${n(x - rad)} ${n(y)}A${n(rad)} ${n(rad * 0.8)} 0 0 1 ${n(x + rad)} ${n(y)}`);
    } else {
      const rad = rr(r, 0.5, 1.6);
      dots.push(`M${n(x - rad)} ${n(y)}a${n(rad)} ${n(rad)} 0 1 0 ${n(2 * rad)} 0a${n(rad)} ${n(rad)} 0 1 0 ${n(-2 * rad)} 0`);
    }
  }
  const c = hex(darken(p.dark, 0.2));
  s.add(
    `<g clip-path="url(#${clipRect(s, b)})"><path d="${dots.join('')}" fill="${c}" fill-opacity="0.35"/>` +
      `<path d="${shells.join('')}" fill="none" stroke="${c}" stroke-width="0.8" stroke-opacity="0.35"/></g>`,
  );
}

function quartz(s: Svg, b: Box, p: Palette): void {
  const k = 800 / Math.max(300, Math.max(b.w, b.h));
  const base = mix(p.base, p.light, 0.25);
  s.add(rect(b, hex(base)));
  noise(s, b, {
    fx: 0.006 * k,
    oct: 2,
    lowres: lowFactor(b),
    layers: [{ ch: 0, color: p.dark, gain: 0.6, center: 0.4 }],
  });
  const dk = p.base[0] + p.base[1] + p.base[2] < 300;
  noise(s, b, {
    fx: 0.11 * k,
    oct: 1,
    layers: [
      { ch: 0, color: dk ? lighten(p.light, 0.1) : darken(p.dark, 0.15), gain: 6, center: 0.62 },
      { ch: 1, color: mix(p.accents[0], base, 0.4), gain: 6, center: 0.6 },
      { ch: 2, color: dk ? [200, 200, 200] : lighten(base, 0.6), gain: 6, center: 0.7 },
    ],
  });
  noise(s, b, {
    fx: 0.3 * k,
    oct: 1,
    layers: [{ ch: 0, color: dk ? p.light : p.dark, gain: 5, center: 0.7 }],
  });
  s.add(rect(b, linGrad(s, [[0, '#fff', 0], [0.5, '#fff', 0.1], [1, '#fff', 0]], 0, 0, 1, 1)));
}

function mosaic(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const scale = Math.max(b.w, b.h) / 800;
  const pattern = o.variant % 3;
  const T = rr(r, 44, 62) * scale;
  const g = Math.max(1.5, 3 * scale);
  const dk = p.base[0] + p.base[1] + p.base[2] < 300;
  const grout: RGB = dk ? [58, 58, 60] : [208, 204, 196];
  s.add(rect(b, hex(grout)));
  const colours: RGB[] = [p.base, p.base, p.light, p.dark, ...p.accents];
  const tiles: Box[] = [];
  const tw = pattern === 2 ? T * 2.2 : T;
  const th = pattern === 2 ? T * 0.55 : T;
  const rows = Math.ceil(b.h / th) + 1;
  for (let row = 0; row < rows; row++) {
    const off = pattern === 0 ? 0 : (row % 2) * tw * 0.5;
    for (let x = b.x - off; x < b.x + b.w; x += tw) {
      tiles.push({ x: x + g / 2 + rr(r, -0.6, 0.6), y: b.y + row * th + g / 2 + rr(r, -0.6, 0.6), w: tw - g, h: th - g });
    }
  }
  const clipId = s.id('c');
  const rx = n(Math.max(1, 2 * scale));
  s.def(`<clipPath id="${clipId}">${tiles.map((t) => rect(t, '#000', `rx="${rx}"`)).join('')}</clipPath>`);
  const outer = clipRect(s, b);
  s.add(`<g clip-path="url(#${outer})">` + tiles.map((t) => rect(t, hex(jitter(pick(r, colours), r, 10)), `rx="${rx}"`)).join('') + '</g>');
  noise(s, b, {
    fx: 0.02 / scale,
    fy: 0.03 / scale,
    oct: 3,
    clip: clipId,
    lowres: lowFactor(b) * 2,
    layers: [
      { ch: 0, color: p.dark, gain: 1.5, center: 0.44 },
      { ch: 1, color: p.light, gain: 1.5, center: 0.5 },
      { ch: 2, color: mix(p.vein, p.base, 0.4), table: spikes([[0.5, 0.45, 0.012], [0.4, 0.25, 0.01]]) },
    ],
  });
  const hi: string[] = [];
  const lo: string[] = [];
  for (const t of tiles) {
    hi.push(`M${n(t.x + 1)} ${n(t.y + t.h - 1)}V${n(t.y + 1)}H${n(t.x + t.w - 1)}`);
    lo.push(`M${n(t.x + t.w - 0.6)} ${n(t.y + 1)}V${n(t.y + t.h - 0.6)}H${n(t.x + 1)}`);
  }
  s.add(
    `<g clip-path="url(#${outer})" fill="none"><path d="${hi.join('')}" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(1.2 * scale)}"/>` +
      `<path d="${lo.join('')}" stroke="#000" stroke-opacity="0.28" stroke-width="${n(1.2 * scale)}"/></g>`,
  );
}

/** Rough-stone relief: diffuse lighting of a turbulence height field, multiplied onto the source. */
function roughFilter(s: Svg, b: Box, fx: number, relief: number): string {
  const id = s.id('f');
  s.def(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="turbulence" baseFrequency="${n(fx, 4)}" numOctaves="3" seed="${s.tseed()}" result="t"/>` +
      `<feDiffuseLighting in="t" surfaceScale="${n(relief, 2)}" diffuseConstant="1.22" lighting-color="#fff" result="l"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting>` +
      `<feComposite in="SourceGraphic" in2="l" operator="arithmetic" k1="1" k2="0" k3="0" k4="0" result="m"/>` +
      `<feComposite in="m" in2="SourceGraphic" operator="in"/></filter>`,
  );
  return id;
}

/** Rectangle with slightly irregular (chipped) edges. */
function roughRect(r: Rng, t: Box, amt: number): string {
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

function outdoor(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const scale = Math.max(b.w, b.h) / 800;
  const U = rr(r, 50, 70) * scale * (o.variant % 2 === 0 ? 0.8 : 1);
  const cols = Math.ceil(b.w / U) + 1;
  const rows = Math.ceil(b.h / U) + 1;
  const used: boolean[] = new Array(cols * rows).fill(false);
  const joint: RGB = mix(p.dark, [120, 112, 100], 0.5);
  s.add(rect(b, hex(darken(joint, 0.1))));
  noise(s, b, { fx: 0.2 / scale, oct: 1, layers: [{ ch: 0, color: lighten(joint, 0.3), gain: 1.5, center: 0.45 }] });
  const colours: RGB[] = [p.base, p.base, p.light, p.dark, ...p.accents.slice(0, 2)];
  const gap = 3 * scale;
  const out: string[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      if (used[y * cols + x]) continue;
      let pw = ri(r, 1, 3);
      let ph = ri(r, 1, 2);
      while (pw > 1 && (x + pw > cols || used[y * cols + x + pw - 1])) pw--;
      if (y + ph > rows) ph = 1;
      for (let i = 0; i < pw && ph > 1; i++) if (used[(y + 1) * cols + x + i]) ph = 1;
      for (let j = 0; j < ph; j++) for (let i = 0; i < pw; i++) used[(y + j) * cols + x + i] = true;
      const t: Box = { x: b.x + x * U + gap, y: b.y + y * U + gap, w: pw * U - 2 * gap, h: ph * U - 2 * gap };
      out.push(`<path d="${roughRect(r, t, 1.6 * scale)}" fill="${hex(jitter(lighten(pick(r, colours), 0.06), r, 12))}"/>`);
    }
  }
  const f = roughFilter(s, b, 0.035 / scale, 1.6);
  s.add(`<g clip-path="url(#${clipRect(s, b)})"><g filter="url(#${f})">${out.join('')}</g></g>`);
  noise(s, b, { fx: 0.012 / scale, oct: 2, lowres: lowFactor(b), layers: [{ ch: 0, color: p.dark, gain: 1.2, center: 0.45 }] });
}

function bath(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const X = (t: number): number => b.x + t * b.w;
  const Y = (t: number): number => b.y + t * b.h;
  const counter: Box = { x: b.x, y: b.y, w: b.w, h: b.h * 0.8 };
  marble(s, counter, p, { ...o, polish: true });
  // front edge and cabinet
  s.add(rect({ x: b.x, y: Y(0.8), w: b.w, h: b.h * 0.06 }, linGrad(s, [[0, hex(lighten(p.base, 0.15))], [1, hex(darken(p.base, 0.18))]])));
  s.add(rect({ x: b.x, y: Y(0.86), w: b.w, h: b.h * 0.14 }, linGrad(s, [[0, '#5b4a3b'], [1, '#3d3128']])));
  s.add(`<line x1="${n(b.x)}" y1="${n(Y(0.86))}" x2="${n(X(1))}" y2="${n(Y(0.86))}" stroke="#000" stroke-opacity="0.4" stroke-width="${n(b.h / 200)}"/>`);
  // undermount basin: cut-out edge, shadowed far wall, lighter bowl bottom
  const cx = X(0.5 + (o.variant % 2 ? 0.06 : -0.04));
  const cy = Y(0.47);
  const rx = b.w * 0.25;
  const ry = b.h * 0.2;
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${radGrad(s, [[0, '#f2f2f0'], [0.55, '#e3e3e1'], [1, '#b9b9b9']], 0.5, 0.7, 0.75)}" stroke="${hex(darken(p.base, 0.35))}" stroke-width="${n(b.w / 400)}"/>`,
  );
  const sh = s.id('c');
  s.def(`<clipPath id="${sh}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`);
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy - ry * 0.55)}" rx="${n(rx * 1.1)}" ry="${n(ry * 0.7)}" fill="${radGrad(s, [[0.6, '#000', 0.18], [1, '#000', 0]])}" clip-path="url(#${sh})"/>`,
  );
  s.add(
    `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(b.w / 250)}"/>`,
  );
  s.add(`<circle cx="${n(cx)}" cy="${n(cy + ry * 0.3)}" r="${n(b.w * 0.018)}" fill="${radGrad(s, [[0, '#d8dadc'], [0.6, '#8e9296'], [1, '#55585c']])}"/>`);
  // faucet (seen from above): round base and a spout reaching over the bowl
  const fx = cx;
  const fy = Y(0.13);
  const chrome = linGrad(s, [[0, '#6f7478'], [0.35, '#f2f4f5'], [0.6, '#9ca1a5'], [1, '#50555a']], 0, 0, 1, 0);
  const sw = b.w * 0.026;
  s.add(rect({ x: fx - sw / 2 + b.w * 0.01, y: fy + b.h * 0.01, w: sw, h: b.h * 0.15 }, '#000', `rx="${n(sw / 2)}" opacity="0.15"`));
  s.add(`<ellipse cx="${n(fx + b.w * 0.008)}" cy="${n(fy + b.h * 0.015)}" rx="${n(b.w * 0.045)}" ry="${n(b.h * 0.03)}" fill="#000" opacity="0.18"/>`);
  s.add(`<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(b.w * 0.04)}" ry="${n(b.h * 0.027)}" fill="${chrome}"/>`);
  s.add(rect({ x: fx - sw / 2, y: fy, w: sw, h: b.h * 0.14 }, chrome, `rx="${n(sw / 2)}"`));
  s.add(`<ellipse cx="${n(fx)}" cy="${n(fy + b.h * 0.13)}" rx="${n(sw * 0.35)}" ry="${n(sw * 0.25)}" fill="#3c4044"/>`);
}

function slab(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  if (o.variant % 2 === 0) {
    // book-matched pair
    const id = s.id('h');
    const half: Box = { x: b.x, y: b.y, w: b.w / 2, h: b.h };
    s.add(`<g id="${id}">`);
    marble(s, half, p, { ...o, bold: true });
    s.add('</g>');
    s.add(`<use xlink:href="#${id}" href="#${id}" transform="translate(${n(2 * b.x + b.w)} 0) scale(-1 1)"/>`);
    s.add(
      `<line x1="${n(b.x + b.w / 2)}" y1="${n(b.y)}" x2="${n(b.x + b.w / 2)}" y2="${n(b.y + b.h)}" stroke="#000" stroke-opacity="0.15" stroke-width="1"/>`,
    );
  } else {
    marble(s, b, p, { ...o, bold: true });
  }
  s.add(rect(b, linGrad(s, [[0, '#fff', 0], [0.5, '#fff', 0.08], [1, '#fff', 0]], 0, 0, 1, 1)));
}

function blob(r: Rng, cx: number, cy: number, rx: number, ry: number, rot: number, irr: number): string {
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

function byproducts(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const scale = Math.max(b.w, b.h) / 800;
  s.add(rect(b, hex(mix(darken(p.dark, 0.45), [60, 56, 50], 0.5))));
  const cell = rr(r, 56, 70) * scale;
  const colours: RGB[] = [p.base, p.light, p.dark, ...p.accents];
  const shade = s.id('g');
  s.def(
    `<radialGradient id="${shade}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/>` +
      `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
  );
  const items: { y: number; d: string; c: RGB }[] = [];
  for (let y = b.y - cell / 2; y < b.y + b.h + cell; y += cell * 0.8) {
    for (let x = b.x - cell / 2; x < b.x + b.w + cell; x += cell * 0.85) {
      const cx = x + rr(r, -0.3, 0.3) * cell;
      const cy = y + rr(r, -0.3, 0.3) * cell;
      const rx = cell * rr(r, 0.45, 0.75);
      items.push({ y: cy, d: blob(r, cx, cy, rx, rx * rr(r, 0.55, 0.9), r() * Math.PI, 0.1), c: jitter(pick(r, colours), r, 14) });
    }
  }
  items.sort((a, c) => a.y - c.y);
  const f = s.id('f');
  s.def(
    `<filter id="${f}" filterUnits="userSpaceOnUse" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${n(0.05 / scale, 4)}" numOctaves="2" seed="${s.tseed()}" result="t"/>` +
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.7 0 0 0 -0.32" result="tc"/>` +
      `<feComposite in="tc" in2="SourceAlpha" operator="in" result="tex"/>` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${n(4 * scale)}" result="sb"/><feOffset in="sb" dx="${n(3 * scale)}" dy="${n(4 * scale)}" result="so"/>` +
      `<feColorMatrix in="so" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.6 0" result="sh"/>` +
      `<feMerge><feMergeNode in="sh"/><feMergeNode in="SourceGraphic"/><feMergeNode in="tex"/></feMerge></filter>`,
  );
  s.add(
    `<g clip-path="url(#${clipRect(s, b)})"><g filter="url(#${f})">` +
      items
        .map(
          (it) =>
            `<path d="${it.d}" fill="${hex(it.c)}" stroke="#000" stroke-opacity="0.3" stroke-width="${n(1.4 * scale)}"/><path d="${it.d}" fill="url(#${shade})"/>`,
        )
        .join('') +
      '</g></g>',
  );
}

const BRAND: RGB[] = [
  [28, 92, 164],
  [226, 118, 28],
  [38, 128, 78],
  [186, 38, 42],
  [70, 70, 80],
];

function installation(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const X = (t: number): number => b.x + t * b.w;
  const Y = (t: number): number => b.y + t * b.h;
  const brand = hex(pick(r, BRAND));
  s.add(rect(b, linGrad(s, [[0, '#e9e9e6'], [0.7, '#d3d3cf'], [0.72, '#c8c7c2'], [1, '#deded9']])));
  noise(s, b, { fx: 0.6, oct: 1, layers: [{ ch: 0, color: [120, 120, 115], gain: 0.5, center: 0.4 }] });
  const soft = s.id('f');
  s.def(`<filter id="${soft}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(b.w / 80)}"/></filter>`);
  const flip = o.variant % 2 === 0;
  const bx = flip ? 0.64 : 0.34;
  const gx = flip ? 0.3 : 0.68;
  // shadows
  s.add(`<ellipse cx="${n(X(bx + 0.02))}" cy="${n(Y(0.84))}" rx="${n(b.w * 0.2)}" ry="${n(b.h * 0.035)}" fill="#000" opacity="0.35" filter="url(#${soft})"/>`);
  s.add(`<ellipse cx="${n(X(gx + 0.02))}" cy="${n(Y(0.86))}" rx="${n(b.w * 0.17)}" ry="${n(b.h * 0.035)}" fill="#000" opacity="0.35" filter="url(#${soft})"/>`);
  // bucket
  const top = Y(0.38);
  const bot = Y(0.84);
  const tw = b.w * 0.15;
  const bw = b.w * 0.125;
  const cx = X(bx);
  const plastic = linGrad(s, [[0, '#b9bbbd'], [0.3, '#f4f5f6'], [0.55, '#e4e6e7'], [1, '#a4a7aa']], 0, 0, 1, 0);
  s.add(`<path d="M${n(cx - tw)} ${n(top)}L${n(cx - bw)} ${n(bot)}Q${n(cx)} ${n(bot + b.h * 0.03)} ${n(cx + bw)} ${n(bot)}L${n(cx + tw)} ${n(top)}Z" fill="${plastic}"/>`);
  const lt = Y(0.5);
  const lb = Y(0.72);
  const wAt = (y: number): number => tw + ((bw - tw) * (y - top)) / (bot - top);
  s.add(
    `<path d="M${n(cx - wAt(lt))} ${n(lt)}L${n(cx - wAt(lb))} ${n(lb)}Q${n(cx)} ${n(lb + b.h * 0.025)} ${n(cx + wAt(lb))} ${n(lb)}L${n(cx + wAt(lt))} ${n(lt)}Q${n(cx)} ${n(lt + b.h * 0.025)} ${n(cx - wAt(lt))} ${n(lt)}Z" fill="${brand}"/>`,
  );
  s.add(rect({ x: cx - b.w * 0.07, y: Y(0.56), w: b.w * 0.14, h: b.h * 0.035 }, '#fff', 'opacity="0.9"'));
  s.add(rect({ x: cx - b.w * 0.05, y: Y(0.62), w: b.w * 0.1, h: b.h * 0.015 }, '#fff', 'opacity="0.7"'));
  s.add(rect({ x: cx - b.w * 0.05, y: Y(0.65), w: b.w * 0.07, h: b.h * 0.015 }, '#fff', 'opacity="0.7"'));
  s.add(rect({ x: cx - wAt(lt), y: lt, w: wAt(lt) * 2, h: lb - lt }, linGrad(s, [[0, '#000', 0.25], [0.35, '#fff', 0.15], [1, '#000', 0.3]], 0, 0, 1, 0), 'opacity="0.8"'));
  s.add(`<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(tw + b.w * 0.006)}" ry="${n(b.h * 0.03)}" fill="#dfe1e2" stroke="#9a9da0" stroke-width="${n(b.w / 300)}"/>`);
  s.add(`<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(tw * 0.9)}" ry="${n(b.h * 0.02)}" fill="#c5c8ca"/>`);
  s.add(`<path d="M${n(cx - tw)} ${n(top + b.h * 0.02)}Q${n(cx)} ${n(top - b.h * 0.2)} ${n(cx + tw)} ${n(top + b.h * 0.02)}" fill="none" stroke="#3c3f42" stroke-width="${n(b.w / 220)}"/>`);
  // bag
  const gcx = X(gx);
  const gw = b.w * 0.13;
  const gt = Y(0.3);
  const gb = Y(0.86);
  const kraft: RGB = o.variant % 3 === 0 ? [170, 170, 166] : [196, 168, 122];
  const paper = linGrad(s, [[0, hex(darken(kraft, 0.25))], [0.3, hex(lighten(kraft, 0.1))], [0.7, hex(kraft)], [1, hex(darken(kraft, 0.3))]], 0, 0, 1, 0);
  let zig = `M${n(gcx - gw)} ${n(gt)}`;
  const steps = 12;
  for (let i = 1; i <= steps; i++) zig += `L${n(gcx - gw + (2 * gw * i) / steps)} ${n(gt + (i % 2 ? -1 : 1) * b.h * 0.008)}`;
  s.add(
    `<path d="${zig}Q${n(gcx + gw * 1.12)} ${n((gt + gb) / 2)} ${n(gcx + gw)} ${n(gb)}Q${n(gcx)} ${n(gb + b.h * 0.02)} ${n(gcx - gw)} ${n(gb)}Q${n(gcx - gw * 1.12)} ${n((gt + gb) / 2)} ${n(gcx - gw)} ${n(gt)}Z" fill="${paper}"/>`,
  );
  s.add(rect({ x: gcx - gw * 0.8, y: Y(0.42), w: gw * 1.6, h: b.h * 0.16 }, brand, 'opacity="0.92"'));
  s.add(rect({ x: gcx - gw * 0.6, y: Y(0.46), w: gw * 1.2, h: b.h * 0.03 }, '#fff', 'opacity="0.9"'));
  s.add(rect({ x: gcx - gw * 0.6, y: Y(0.51), w: gw * 0.8, h: b.h * 0.014 }, '#fff', 'opacity="0.75"'));
  s.add(`<path d="M${n(gcx - gw * 0.9)} ${n(Y(0.35))}H${n(gcx + gw * 0.9)}M${n(gcx - gw * 0.95)} ${n(Y(0.78))}H${n(gcx + gw * 0.95)}" stroke="#000" stroke-opacity="0.15" stroke-width="${n(b.w / 300)}"/>`);
  void p;
}

function plasterboard(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const X = (t: number): number => b.x + t * b.w;
  const Y = (t: number): number => b.y + t * b.h;
  s.add(rect(b, linGrad(s, [[0, '#d9d6d0'], [0.62, '#cbc7c0'], [0.63, '#a9a6a0'], [1, '#bebbb5']])));
  const board = mix(p.light, [226, 227, 226], 0.7);
  // leaning boards behind
  const nb = ri(r, 3, 4);
  for (let i = 0; i < nb; i++) {
    const x0 = X(0.06 + i * 0.11 + rr(r, 0, 0.02));
    const w = b.w * 0.28;
    const y0 = Y(0.05 + rr(r, 0, 0.04));
    const y1 = Y(0.63);
    const lean = b.w * 0.05;
    const c = jitter(board, r, 5);
    s.add(`<polygon points="${pts([[x0 + lean, y0], [x0 + lean + w, y0], [x0 + w, y1], [x0, y1]])}" fill="${hex(c)}" stroke="${hex(darken(c, 0.25))}" stroke-width="${n(b.w / 400)}"/>`);
    s.add(`<polygon points="${pts([[x0 + lean + w, y0], [x0 + lean + w + b.w * 0.008, y0 + b.h * 0.01], [x0 + w + b.w * 0.008, y1], [x0 + w, y1]])}" fill="${hex(darken(c, 0.3))}"/>`);
    s.add(
      `<line x1="${n(x0 + lean + w * 0.5)}" y1="${n(y0)}" x2="${n(x0 + w * 0.5)}" y2="${n(y1)}" stroke="${hex(darken(c, 0.08))}" stroke-width="${n(b.w / 350)}" stroke-dasharray="${n(b.h / 60)} ${n(b.h / 30)}"/>`,
    );
  }
  // stack of boards (front face shows every sheet edge)
  const sx0 = X(o.variant % 2 ? 0.3 : 0.16);
  const sx1 = sx0 + b.w * 0.55;
  const dx = b.w * 0.1;
  const dy = b.h * 0.12;
  const sy = Y(0.66);
  const sh = b.h * 0.24;
  s.add(`<polygon points="${pts([[sx0, sy], [sx1, sy], [sx1 + dx, sy - dy], [sx0 + dx, sy - dy]])}" fill="${hex(lighten(board, 0.12))}"/>`);
  s.add(`<polygon points="${pts([[sx1, sy], [sx1 + dx, sy - dy], [sx1 + dx, sy - dy + sh], [sx1, sy + sh]])}" fill="${hex(darken(board, 0.2))}"/>`);
  const sheets = Math.round(sh / Math.max(4, b.h / 90));
  const out: string[] = [];
  for (let i = 0; i < sheets; i++) {
    const y = sy + (i * sh) / sheets;
    out.push(rect({ x: sx0, y, w: sx1 - sx0, h: sh / sheets }, hex(jitter(i % 2 ? darken(board, 0.05) : board, r, 4))));
    out.push(`<line x1="${n(sx0)}" y1="${n(y)}" x2="${n(sx1)}" y2="${n(y)}" stroke="#000" stroke-opacity="0.25" stroke-width="${n(b.h / 600)}"/>`);
  }
  s.add(out.join(''));
  s.add(rect({ x: sx0 - b.w * 0.01, y: sy + sh, w: sx1 - sx0 + dx, h: b.h * 0.03 }, '#6b5a47'));
  noise(s, b, { fx: 0.5, oct: 1, layers: [{ ch: 0, color: [90, 90, 90], gain: 0.4, center: 0.4 }] });
}

/** Optional "installed" look: joint grid over the texture. */
function tileJoints(s: Svg, b: Box, size: number, color: RGB): void {
  const r = s.r;
  const out: string[] = [];
  for (let y = b.y; y < b.y + b.h; y += size) {
    for (let x = b.x; x < b.x + b.w; x += size) {
      const tone = r() < 0.5 ? '#fff' : '#000';
      out.push(rect({ x, y, w: size, h: size }, tone, `opacity="${n(rr(r, 0, 0.06), 3)}"`));
    }
  }
  let d = '';
  for (let y = b.y + size; y < b.y + b.h; y += size) d += `M${n(b.x)} ${n(y)}H${n(b.x + b.w)}`;
  for (let x = b.x + size; x < b.x + b.w; x += size) d += `M${n(x)} ${n(b.y)}V${n(b.y + b.h)}`;
  s.add(`<g clip-path="url(#${clipRect(s, b)})">${out.join('')}<path d="${d}" stroke="${hex(color)}" stroke-width="2" opacity="0.85"/></g>`);
}

const painters: Record<TextureKind, (s: Svg, b: Box, p: Palette, o: TexOpts) => void> = {
  marble,
  travertine,
  limestone,
  mosaic,
  outdoor,
  bath,
  slab,
  quartz,
  byproducts,
  installation,
  plasterboard,
};

function texture(s: Svg, kind: TextureKind, b: Box, p: Palette, o: TexOpts): void {
  painters[kind](s, b, p, o);
}

// ---------------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------------

interface Cam {
  cx: number;
  cy: number;
  f: number;
}
const proj = (c: Cam, x: number, y: number, z: number): Pt => [c.cx + (c.f * x) / z, c.cy - (c.f * y) / z];

/** Polygons of the visible faces of an axis-aligned box (camera at origin looking along +z). */
function box3d(c: Cam, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, col: RGB, extra = ''): string {
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
function stoneFilter(s: Svg, b: Box, fx: number): string {
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

function clipPoly(s: Svg, polys: Pt[][]): string {
  const id = s.id('c');
  s.def(`<clipPath id="${id}">${polys.map((q) => `<polygon points="${pts(q)}"/>`).join('')}</clipPath>`);
  return id;
}

const STONE_COLOURS = [1, 1, 4, 4, 2, 5, 6];

function quarryScene(s: Svg): void {
  const { w, h, r } = s;
  const stone = palette(pick(r, [1, 1, 4, 4, 2]), r);
  const wallCol = mix(stone.base, [214, 208, 198], 0.35);
  const horizon = h * rr(r, 0.14, 0.22);
  s.add(rect({ x: 0, y: 0, w, h: horizon + 40 }, linGrad(s, [[0, '#86abcf'], [1, '#e2e8ea']])));
  let ridge = `M0 ${n(horizon)}`;
  for (let x = 0; x <= w; x += w / 16) ridge += `L${n(x)} ${n(horizon - rr(r, 8, 40) * (h / 600))}`;
  s.add(`<path d="${ridge}L${n(w)} ${n(horizon + 30)}L0 ${n(horizon + 30)}Z" fill="#a3aaa1"/>`);
  // terraces of the far pit wall: each boundary is a shallow arc (the benches curve towards us at the sides)
  const levels = ri(r, 4, 6);
  const floorY = h * rr(r, 0.74, 0.8);
  const cxq = w * rr(r, 0.35, 0.65);
  const weights: number[] = [];
  for (let i = 0; i < levels; i++) weights.push(1 + 0.45 * i);
  const total = weights.reduce((a, c) => a + c, 0);
  const SEG = 24;
  const curve = (y: number, bend: number): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i <= SEG; i++) {
      const x = -20 + ((w + 40) * i) / SEG;
      const u = (x - cxq) / (w / 2);
      out.push([x, y + bend * u * u]);
    }
    return out;
  };
  const yAt = (c: Pt[], x: number): number => {
    const f = clamp(((x + 20) / (w + 40)) * SEG, 0, SEG - 0.0001);
    const i = Math.floor(f);
    return c[i][1] + (c[i + 1][1] - c[i][1]) * (f - i);
  };
  let y = horizon - 4;
  const faces: Pt[][] = [];
  const treads: Pt[][] = [];
  const tones: string[] = [];
  const cuts: string[] = [];
  const drills: string[] = [];
  const shades: string[] = [];
  const bendAt = (yy: number): number => h * (0.01 + (0.16 * (yy - horizon)) / (floorY - horizon));
  for (let i = 0; i < levels; i++) {
    const seg = ((floorY - horizon) * weights[i]) / total;
    const top = curve(y, bendAt(y));
    const bot = curve(y + seg * 0.74, bendAt(y + seg * 0.74));
    const next = curve(y + seg, bendAt(y + seg));
    faces.push([...top, ...bot.slice().reverse()]);
    treads.push([...bot, ...next.slice().reverse()]);
    let x = rr(r, -60, 0);
    while (x < w) {
      const bw = rr(r, 70, 190) * (0.6 + 0.25 * i) * (w / 800);
      const x1 = x + bw;
      const q: Pt[] = [
        [x, yAt(top, x)],
        [x1, yAt(top, x1)],
        [x1, yAt(bot, x1)],
        [x, yAt(bot, x)],
      ];
      tones.push(`<polygon points="${pts(q)}" fill="${r() < 0.5 ? '#fff' : '#000'}" fill-opacity="${n(rr(r, 0.02, 0.12), 3)}"/>`);
      cuts.push(`M${n(x)} ${n(yAt(top, x))}L${n(x)} ${n(yAt(bot, x))}`);
      if (r() < 0.3) {
        for (let dx = 5; dx < bw - 5; dx += rr(r, 6, 10)) drills.push(`M${n(x + dx)} ${n(yAt(top, x + dx) + 3)}L${n(x + dx)} ${n(yAt(bot, x + dx) - 3)}`);
      }
      x = x1;
    }
    // shadow cast by the bench edge onto the top of the wall below
    const sh: Pt[] = [...top, ...curve(y + seg * 0.74 * 0.3, bendAt(y + seg * 0.22)).reverse()];
    shades.push(`<polygon points="${pts(sh)}" fill="#000" fill-opacity="0.16"/>`);
    y += seg;
  }
  const floor: Pt[] = [...curve(y, bendAt(y)), [w + 20, h + 10], [-20, h + 10]];
  s.add(faces.map((q) => `<polygon points="${pts(q)}" fill="${hex(wallCol)}"/>`).join(''));
  const fc = clipPoly(s, faces);
  noise(s, { x: 0, y: 0, w, h }, {
    fx: 0.02,
    fy: 0.004,
    oct: 3,
    clip: fc,
    lowres: 0.5,
    layers: [
      { ch: 0, color: darken(stone.dark, 0.15), gain: 1.6, center: 0.46 },
      { ch: 1, color: lighten(stone.light, 0.2), gain: 1.5, center: 0.5 },
      { ch: 2, color: [160, 135, 100], gain: 1.0, center: 0.52 },
    ],
  });
  s.add(`<g clip-path="url(#${fc})">${tones.join('')}${shades.join('')}<path d="${drills.join('')}" stroke="#000" stroke-opacity="0.08" stroke-width="1"/></g>`);
  s.add(`<path d="${cuts.join('')}" stroke="#000" stroke-opacity="0.3" stroke-width="1.3"/>`);
  // a sunlit side: gradient across the walls
  s.add(`<g clip-path="url(#${fc})">${rect({ x: 0, y: 0, w, h }, linGrad(s, [[0, '#000', 0.18], [0.5, '#000', 0], [1, '#fff', 0.12]], 0, 0, 1, 0))}</g>`);
  const dust = mix(stone.light, [216, 208, 192], 0.5);
  s.add([...treads, floor].map((q) => `<polygon points="${pts(q)}" fill="${hex(dust)}"/>`).join(''));
  const tc = clipPoly(s, [...treads, floor]);
  noise(s, { x: 0, y: 0, w, h }, {
    fx: 0.01,
    fy: 0.04,
    oct: 3,
    clip: tc,
    lowres: 0.5,
    layers: [
      { ch: 0, color: [130, 120, 104], gain: 0.9, center: 0.45 },
      { ch: 1, color: [255, 253, 248], gain: 0.9, center: 0.5 },
    ],
  });
  s.add(
    `<path d="${treads.map((q) => 'M' + pts(q.slice(0, SEG + 1)).replace(/ /g, 'L')).join('')}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.6"/>`,
  );
  // cut blocks on the pit floor
  const c: Cam = { cx: w / 2, cy: y - h * 0.1, f: h * 0.65 };
  const blocks: { z: number; svg: string }[] = [];
  const nBlocks = ri(r, 3, 5);
  for (let i = 0; i < nBlocks; i++) {
    const z = rr(r, 8, 14);
    const x0 = rr(r, -0.7, 0.55) * ((w / h) * 11);
    const bwid = rr(r, 1.6, 2.8);
    const col = jitter(wallCol, r, 8);
    blocks.push({ z, svg: box3d(c, x0, x0 + bwid, -1.6, -1.6 + rr(r, 1.0, 1.6), z, z + rr(r, 1.2, 2), col, `stroke="${hex(darken(col, 0.3))}" stroke-width="0.6"`) });
  }
  blocks.sort((a, bb) => bb.z - a.z);
  const bf = stoneFilter(s, { x: 0, y: horizon, w, h: h - horizon }, 0.02);
  s.add(`<g filter="url(#${bf})">${blocks.map((bl) => bl.svg).join('')}</g>`);
  // excavator on one of the benches
  if (r() < 0.85) {
    const q = treads[ri(r, 1, treads.length - 1)];
    const ex = rr(r, 0.15, 0.85) * w;
    const top = yAt(q.slice(0, SEG + 1), ex);
    const bot = yAt(q.slice(SEG + 1).reverse(), ex);
    const sc = Math.max(0.8, (bot - top) / 14);
    const yl = '#d9a521';
    s.add(
      `<g transform="translate(${n(ex)} ${n((top + bot) / 2 + 2)}) scale(${n(sc, 3)})">` +
        `<rect x="-12" y="-4" width="24" height="4" rx="2" fill="#2b2b2b"/><rect x="-10" y="-12" width="18" height="8" fill="${yl}"/>` +
        `<rect x="-8" y="-19" width="8" height="7" fill="${yl}"/><rect x="-7" y="-18" width="6" height="4" fill="#7fa3b8"/>` +
        `<path d="M6 -10L18 -22L27 -10" stroke="${yl}" stroke-width="2.5" fill="none"/><path d="M25 -11l5 0l-2 5l-5 0z" fill="#3a3a3a"/></g>`,
    );
  }
  s.add(rect({ x: 0, y: 0, w, h }, linGrad(s, [[0, '#fff', 0.25], [0.45, '#fff', 0.04], [1, '#fff', 0]])));
}

function factoryScene(s: Svg): void {
  const { w, h, r } = s;
  const c: Cam = { cx: w * rr(r, 0.42, 0.58), cy: h * 0.45, f: w * 0.55 };
  const P = (x: number, y: number, z: number): Pt => proj(c, x, y, z);
  const fy = -1.7;
  const cy = 8;
  const zb = 34;
  const W = 13;
  // back wall, side walls, roof, floor
  s.add(`<polygon points="${pts([P(-W, fy, zb), P(W, fy, zb), P(W, cy, zb), P(-W, cy, zb)])}" fill="#a9aba8"/>`);
  let panel = '';
  for (let x = -W; x <= W; x += 1.2) panel += `M${pts([P(x, fy, zb)])}L${pts([P(x, cy, zb)])}`;
  s.add(`<path d="${panel}" stroke="#000" stroke-opacity="0.12" stroke-width="1"/>`);
  s.add(`<polygon points="${pts([P(-W, 4.6, zb), P(W, 4.6, zb), P(W, 6.2, zb), P(-W, 6.2, zb)])}" fill="#e4ecef"/>`);
  s.add(`<polygon points="${pts([P(-W, fy, 0.8), P(-W, fy, zb), P(-W, cy, zb), P(-W, cy, 0.8)])}" fill="#8f918f"/>`);
  s.add(`<polygon points="${pts([P(W, fy, 0.8), P(W, fy, zb), P(W, cy, zb), P(W, cy, 0.8)])}" fill="#979996"/>`);
  s.add(`<polygon points="${pts([P(-W, 4.6, 4), P(-W, 4.6, zb), P(-W, 6.2, zb), P(-W, 6.2, 4)])}" fill="#dfe7ea" opacity="0.8"/>`);
  s.add(`<polygon points="${pts([P(-W, cy, 0.8), P(W, cy, 0.8), P(W, cy, zb), P(-W, cy, zb)])}" fill="#5f6264"/>`);
  for (let x = -8; x <= 8; x += 8) {
    s.add(`<polygon points="${pts([P(x - 1, cy, 2), P(x + 1, cy, 2), P(x + 1, cy, zb), P(x - 1, cy, zb)])}" fill="#e9eef0" opacity="0.85"/>`);
  }
  s.add(`<polygon points="${pts([P(-W, fy, 0.8), P(W, fy, 0.8), P(W, fy, zb), P(-W, fy, zb)])}" fill="${linGrad(s, [[0, '#8a8781'], [1, '#a6a39c']], 0, 1, 0, 0)}"/>`);
  const floorClip = clipPoly(s, [[P(-W, fy, 0.8), P(W, fy, 0.8), P(W, fy, zb), P(-W, fy, zb)]]);
  noise(s, { x: 0, y: 0, w, h }, {
    fx: 0.008,
    fy: 0.03,
    oct: 3,
    clip: floorClip,
    lowres: 0.4,
    layers: [
      { ch: 0, color: [60, 58, 55], gain: 0.6, center: 0.45 },
      { ch: 1, color: [220, 218, 212], gain: 0.6, center: 0.5 },
    ],
  });
  let joints = '';
  for (let z = 2; z < zb; z += 3) joints += `M${pts([P(-W, fy, z)])}L${pts([P(W, fy, z)])}`;
  for (let x = -W; x <= W; x += 3) joints += `M${pts([P(x, fy, 0.9)])}L${pts([P(x, fy, zb)])}`;
  s.add(`<path d="${joints}" stroke="#000" stroke-opacity="0.12" stroke-width="1"/>`);
  // machinery: bridge saw in the back
  const steel: RGB = [62, 74, 92];
  s.add(box3d(c, -4.5, -4, fy, 2.6, 22, 22.6, steel));
  s.add(box3d(c, 4, 4.5, fy, 2.6, 22, 22.6, steel));
  s.add(box3d(c, -4.5, 4.5, 2.6, 3.2, 22, 22.6, [70, 84, 104]));
  s.add(box3d(c, -0.6, 0.6, 1.1, 2.6, 21.8, 22.8, [200, 150, 40]));
  const bc = P(0, 0.6, 21.7);
  s.add(`<circle cx="${n(bc[0])}" cy="${n(bc[1])}" r="${n((c.f * 0.9) / 21.7)}" fill="#9aa0a6" stroke="#55595d" stroke-width="2"/>`);
  s.add(box3d(c, -3.5, 3.5, fy, -0.9, 21, 23, [80, 82, 84]));
  // gantry crane
  const crane: RGB = [226, 176, 34];
  s.add(box3d(c, -W, W, 4.6, 5.2, 15, 15.8, crane));
  s.add(box3d(c, -1.5, -0.3, 4.0, 4.6, 15, 15.8, [90, 90, 92]));
  const hk = P(-0.9, 4.0, 15.4);
  const hk2 = P(-0.9, 1.0, 15.4);
  s.add(`<line x1="${n(hk[0])}" y1="${n(hk[1])}" x2="${n(hk2[0])}" y2="${n(hk2[1])}" stroke="#222" stroke-width="1.5"/>`);
  // blocks on the left (stacked cuboids), far to near
  const items: { z: number; draw: () => void }[] = [];
  const nblocks = ri(r, 3, 5);
  for (let i = 0; i < nblocks; i++) {
    const z = rr(r, 7, 18);
    const x0 = rr(r, -11, -6);
    const bw = rr(r, 2.2, 3.2);
    const bh = rr(r, 1.3, 1.9);
    const col = jitter(palette(pick(r, STONE_COLOURS), r).base, r, 6);
    const d = rr(r, 1.4, 2);
    items.push({
      z,
      draw: () => {
        const top = r() < 0.5 ? rr(r, 0.9, 1.3) : 0;
        let g = box3d(c, x0, x0 + bw, fy, fy + bh, z, z + d, col, `stroke="${hex(darken(col, 0.3))}" stroke-width="0.6"`);
        if (top > 0) g += box3d(c, x0 + 0.2, x0 + bw - 0.3, fy + bh, fy + bh + top, z + 0.2, z + d - 0.2, jitter(col, r, 8), `stroke="${hex(darken(col, 0.3))}" stroke-width="0.6"`);
        const corners: Pt[] = [P(x0, fy, z), P(x0 + bw, fy, z), P(x0, fy + bh + top, z), P(x0 + bw, fy + bh + top, z), P(x0, fy + bh + top, z + d), P(x0 + bw, fy, z + d)];
        const xs = corners.map((q) => q[0]);
        const ys = corners.map((q) => q[1]);
        const bb: Box = { x: Math.min(...xs) - 2, y: Math.min(...ys) - 2, w: Math.max(...xs) - Math.min(...xs) + 4, h: Math.max(...ys) - Math.min(...ys) + 4 };
        s.add(`<g filter="url(#${stoneFilter(s, bb, 0.02)})">${g}</g>`);
      },
    });
  }
  // slab rows on A-frames on the right
  const nslabs = ri(r, 3, 4);
  const slabCol = pick(r, [1, 1, 2, 4, 5, 3]);
  for (let i = 0; i < nslabs; i++) {
    const z = 13 - i * rr(r, 1.8, 2.2);
    const x0 = rr(r, 0.2, 0.8) + i * 1.5;
    const x1 = x0 + rr(r, 2.6, 3.2);
    items.push({
      z,
      draw: () => {
        const a = P(x0, fy + 0.15, z);
        const bb = P(x1, fy + 2.0, z);
        const box: Box = { x: a[0], y: bb[1], w: bb[0] - a[0], h: a[1] - bb[1] };
        const leg1 = P(x0 + 0.2, fy, z + 0.7);
        const leg2 = P(x1 - 0.2, fy, z + 0.7);
        s.add(`<path d="M${pts([P(x0 + 0.2, fy + 2.1, z)])}L${pts([leg1])}M${pts([P(x1 - 0.2, fy + 2.1, z)])}L${pts([leg2])}" stroke="#2f3437" stroke-width="3"/>`);
        marble(s, box, palette(slabCol, r), { angle: rr(r, -0.6, 0.6), variant: i });
        s.add(rect(box, 'none', `stroke="#000" stroke-opacity="0.35" stroke-width="1.5"`));
        s.add(rect({ x: box.x, y: box.y + box.h, w: box.w, h: 3 }, '#333'));
      },
    });
  }
  items.sort((a, bb) => bb.z - a.z);
  items.forEach((it) => it.draw());
  // atmosphere
  s.add(rect({ x: 0, y: 0, w, h }, radGrad(s, [[0, '#fff', 0.12], [1, '#000', 0.25]], 0.5, 0.4, 0.8)));
}

function warehouseScene(s: Svg): void {
  const { w, h, r } = s;
  const c: Cam = { cx: w * rr(r, 0.45, 0.55), cy: h * 0.5, f: w * 0.6 };
  const P = (x: number, y: number, z: number): Pt => proj(c, x, y, z);
  const fy = -1.6;
  const top = 6;
  const zb = 45;
  s.add(rect({ x: 0, y: 0, w, h }, '#3e4245'));
  s.add(`<polygon points="${pts([P(-9, fy, 1), P(9, fy, 1), P(9, fy, zb), P(-9, fy, zb)])}" fill="${linGrad(s, [[0, '#8d8c88'], [1, '#b3b1ab']], 0, 1, 0, 0)}"/>`);
  s.add(`<polygon points="${pts([P(-9, top, zb), P(9, top, zb), P(9, fy, zb), P(-9, fy, zb)])}" fill="#777b7e"/>`);
  const fc = clipPoly(s, [[P(-9, fy, 1), P(9, fy, 1), P(9, fy, zb), P(-9, fy, zb)]]);
  noise(s, { x: 0, y: 0, w, h }, {
    fx: 0.008,
    fy: 0.04,
    oct: 3,
    clip: fc,
    lowres: 0.4,
    layers: [
      { ch: 0, color: [50, 50, 48], gain: 0.9, center: 0.45 },
      { ch: 1, color: [235, 235, 230], gain: 0.8, center: 0.5 },
    ],
  });
  s.add(`<path d="M${pts([P(-1.8, fy, 1.2)])}L${pts([P(-1.8, fy, zb)])}M${pts([P(1.8, fy, 1.2)])}L${pts([P(1.8, fy, zb)])}" stroke="#e8c22a" stroke-width="4" stroke-opacity="0.8"/>`);
  for (let z = 4; z < zb; z += 6) {
    const a = P(-1, top + 0.5, z);
    const b2 = P(1, top + 0.5, z + 0.8);
    s.add(`<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(b2[0] - a[0])}" height="${n(Math.max(1, (c.f * 0.1) / z))}" fill="#fffbe8"/>`);
  }
  const upr: RGB = pick(r, [[40, 84, 150], [44, 60, 110]] as RGB[]);
  const beam: RGB = [226, 112, 32];
  const levels = [fy, 0.2, 2.0, 3.8];
  const bay = 2.8;
  const out: string[] = [];
  for (let z = zb - bay; z >= 2; z -= bay) {
    for (const side of [-1, 1]) {
      const xi = side * 2.2;
      const xo = side * 3.6;
      const x0 = Math.min(xi, xo);
      const x1 = Math.max(xi, xo);
      for (const ly of levels) {
        for (let k = 0; k < 2; k++) {
          if (r() < 0.12) continue;
          const zz = z + 0.1 + k * 1.35;
          const ch = rr(r, 0.9, 1.5);
          const wood: RGB = jitter([180, 140, 95], r, 14);
          out.push(box3d(c, x0 + 0.05, x1 - 0.05, ly + 0.12, ly + 0.12 + ch, zz, zz + 1.25, wood, `stroke="#5a4126" stroke-width="0.6"`));
          // planks on the aisle face
          const xf = side < 0 ? x1 - 0.05 : x0 + 0.05;
          let d = '';
          for (let j = 1; j < 4; j++) {
            const yy = ly + 0.12 + (ch * j) / 4;
            d += `M${pts([P(xf, yy, zz)])}L${pts([P(xf, yy, zz + 1.25)])}`;
          }
          d += `M${pts([P(xf, ly + 0.12, zz)])}L${pts([P(xf, ly + 0.12 + ch, zz + 1.25)])}`;
          out.push(`<path d="${d}" stroke="#5a4126" stroke-opacity="0.6" stroke-width="0.8"/>`);
        }
        out.push(box3d(c, x0, x1, ly + 0.06, ly + 0.1, z, z + bay, [150, 152, 150]));
        const xb = side < 0 ? x1 : x0;
        out.push(box3d(c, xb - 0.06, xb + 0.06, ly, ly + 0.14, z, z + bay, beam));
      }
      out.push(box3d(c, xi - 0.05, xi + 0.05, fy, top, z, z + 0.1, upr));
      out.push(box3d(c, xo - 0.05, xo + 0.05, fy, top, z, z + 0.1, upr));
    }
  }
  s.add(out.join(''));
  s.add(rect({ x: 0, y: 0, w, h }, radGrad(s, [[0, '#fff', 0.1], [1, '#000', 0.35]], 0.5, 0.5, 0.8)));
}

function interiorScene(s: Svg, floorKind: TextureKind, fp: Palette): void {
  const { w, h, r } = s;
  const c: Cam = { cx: w * rr(r, 0.42, 0.58), cy: h * rr(r, 0.34, 0.4), f: w * 0.5 };
  const P = (x: number, y: number, z: number): Pt => proj(c, x, y, z);
  const fy = -1.5;
  const cy = 1.4;
  const W = 3.2;
  const zb = 10;
  const zn = 0.7;
  const wall = jitter([236, 231, 222], r, 6);
  s.add(`<polygon points="${pts([P(-W, fy, zb), P(W, fy, zb), P(W, cy, zb), P(-W, cy, zb)])}" fill="${hex(wall)}"/>`);
  s.add(`<polygon points="${pts([P(-W, fy, zn), P(-W, fy, zb), P(-W, cy, zb), P(-W, cy, zn)])}" fill="${hex(darken(wall, 0.1))}"/>`);
  s.add(`<polygon points="${pts([P(W, fy, zn), P(W, fy, zb), P(W, cy, zb), P(W, cy, zn)])}" fill="${hex(darken(wall, 0.05))}"/>`);
  s.add(`<polygon points="${pts([P(-W, cy, zn), P(W, cy, zn), P(W, cy, zb), P(-W, cy, zb)])}" fill="${hex(lighten(wall, 0.2))}"/>`);
  // window on the right wall
  s.add(`<polygon points="${pts([P(W, -0.9, 3), P(W, -0.9, 7), P(W, 1.1, 7), P(W, 1.1, 3)])}" fill="#f4f8fb"/>`);
  s.add(
    `<path d="M${pts([P(W, -0.9, 5)])}L${pts([P(W, 1.1, 5)])}M${pts([P(W, 0.1, 3)])}L${pts([P(W, 0.1, 7)])}" stroke="#7a7d80" stroke-width="2"/>`,
  );
  // floor tiles in perspective
  const tile = floorKind === 'mosaic' ? 0.3 : floorKind === 'outdoor' ? 0.5 : 0.8;
  const tl = floorKind === 'travertine' || floorKind === 'limestone' ? tile * 1.5 : tile;
  const colours: RGB[] = floorKind === 'mosaic' || floorKind === 'outdoor' ? [fp.base, fp.light, fp.dark, ...fp.accents] : [fp.base, fp.base, lighten(fp.base, 0.05)];
  const tiles: string[] = [];
  for (let z = zn; z < zb; z += tl) {
    for (let x = -W; x < W; x += tile) {
      tiles.push(`<polygon points="${pts([P(x, fy, z), P(x + tile, fy, z), P(x + tile, fy, Math.min(zb, z + tl)), P(x, fy, Math.min(zb, z + tl))])}" fill="${hex(jitter(pick(r, colours), r, 6))}"/>`);
    }
  }
  const floorPoly: Pt[] = [P(-W, fy, zn), P(W, fy, zn), P(W, fy, zb), P(-W, fy, zb)];
  s.add(tiles.join(''));
  const fclip = clipPoly(s, [floorPoly]);
  const vein = floorKind === 'marble' || floorKind === 'slab' || floorKind === 'bath';
  const yBack = P(0, fy, zb)[1];
  const fbox: Box = { x: 0, y: yBack, w, h: h - yBack };
  noise(s, fbox, {
    fx: 0.012,
    fy: 0.045,
    oct: 3,
    clip: fclip,
    lowres: 0.4,
    layers: [
      { ch: 0, color: fp.dark, gain: 1.6, center: 0.46 },
      { ch: 1, color: fp.light, gain: 1.4, center: 0.5 },
    ],
  });
  if (vein) {
    flowVeins(s, fbox, {
      angle: rr(r, -0.4, 0.4),
      fx: 0.008,
      fy: 0.024,
      oct: 3,
      ramp: 0.9,
      amp: 0.3,
      smooth: 2,
      clip: fclip,
      layers: [{ ch: 0, color: fp.vein, peaks: veinLevels(r, ri(r, 5, 8), 0.01, 0.018, 0.3, 0.6) }],
    });
  }
  let grid = '';
  for (let z = zn; z < zb; z += tl) grid += `M${pts([P(-W, fy, z)])}L${pts([P(W, fy, z)])}`;
  for (let x = -W; x <= W; x += tile) grid += `M${pts([P(x, fy, zn)])}L${pts([P(x, fy, zb)])}`;
  const dk = fp.base[0] + fp.base[1] + fp.base[2] < 300;
  s.add(`<path d="${grid}" stroke="${dk ? '#777' : '#c9c3b8'}" stroke-width="1.2" clip-path="url(#${fclip})"/>`);
  // sunlight on the floor and polish reflection
  const blur = s.id('f');
  s.def(`<filter id="${blur}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(w / 60)}"/></filter>`);
  s.add(`<polygon points="${pts([P(W, fy, 3), P(W, fy, 7), P(0.2, fy, 8.5), P(-0.6, fy, 4)])}" fill="#fffdf2" opacity="0.3" filter="url(#${blur})"/>`);
  s.add(`<polygon points="${pts(floorPoly)}" fill="${linGrad(s, [[0, '#fff', 0.22], [0.5, '#fff', 0]], 0, 0, 0, 1)}"/>`);
  // baseboards
  s.add(
    `<path d="M${pts([P(-W, fy, zn)])}L${pts([P(-W, fy, zb)])}L${pts([P(W, fy, zb)])}L${pts([P(W, fy, zn)])}" stroke="#fff" stroke-width="3" fill="none"/>`,
  );
  // furniture: sofa, coffee table, plant
  const sofa: RGB = jitter(pick(r, [[120, 120, 118], [84, 96, 110], [150, 132, 110]] as RGB[]), r, 8);
  const left = r() < 0.5;
  const sx = left ? -W + 0.2 : W - 1.3;
  s.add(box3d(c, left ? -W + 0.05 : W - 0.35, left ? -W + 0.35 : W - 0.05, fy, fy + 0.9, 4, 7, darken(sofa, 0.1)));
  s.add(box3d(c, sx, sx + 1.1, fy, fy + 0.45, 4, 7, sofa));
  s.add(box3d(c, left ? -1.6 : 0.4, left ? -0.4 : 1.6, fy + 0.3, fy + 0.42, 5, 6, [70, 52, 40]));
  s.add(box3d(c, left ? -1.5 : 0.5, left ? -1.45 : 0.55, fy, fy + 0.3, 5, 5.05, [50, 38, 30]));
  const pot = P(left ? 2.4 : -2.4, fy, 8.6);
  const pr = (c.f * 0.35) / 8.6;
  s.add(`<rect x="${n(pot[0] - pr)}" y="${n(pot[1] - pr * 1.8)}" width="${n(pr * 2)}" height="${n(pr * 1.8)}" fill="#cfc8bc"/>`);
  for (let i = 0; i < 9; i++) {
    s.add(
      `<ellipse cx="${n(pot[0] + rr(r, -1.4, 1.4) * pr)}" cy="${n(pot[1] - pr * rr(r, 2.2, 5.5))}" rx="${n(pr * 0.9)}" ry="${n(pr * 0.4)}" transform="rotate(${n(rr(r, -60, 60))} ${n(pot[0])} ${n(pot[1] - pr * 3)})" fill="${hex(jitter([70, 112, 64], r, 16))}"/>`,
    );
  }
  s.add(rect({ x: 0, y: 0, w, h }, radGrad(s, [[0.5, '#000', 0], [1, '#000', 0.25]], 0.5, 0.5, 0.75)));
}

function portraitScene(s: Svg): void {
  const { w, h, r } = s;
  const bg = palette(pick(r, [1, 4, 2, 4]), r);
  const b: Box = { x: 0, y: 0, w, h };
  s.add(rect(b, hex(mix(bg.base, bg.light, 0.4))));
  noise(s, b, { fx: 0.006, oct: 3, layers: [{ ch: 0, color: bg.dark, gain: 1.4, center: 0.45 }, { ch: 1, color: bg.light, gain: 1.4, center: 0.5 }] });
  noise(s, b, { fx: 0.4, oct: 1, layers: [{ ch: 0, color: bg.dark, gain: 0.6, center: 0.4 }] });
  s.add(rect(b, radGrad(s, [[0, '#fff', 0.45], [0.7, '#fff', 0], [1, '#000', 0.15]], 0.5, 0.4, 0.7)));
  const suit: RGB = pick(r, [[52, 60, 72], [38, 42, 48], [70, 66, 62], [46, 58, 80]] as RGB[]);
  const skin: RGB = jitter(pick(r, [[150, 136, 126], [128, 114, 104], [166, 150, 140]] as RGB[]), r, 6);
  const hair: RGB = pick(r, [[40, 32, 28], [70, 52, 38], [110, 100, 92], [30, 30, 32]] as RGB[]);
  const cx = w * 0.5 + rr(r, -0.03, 0.03) * w;
  const hy = h * 0.4;
  const hrx = w * 0.125;
  const hry = h * 0.155;
  const longHair = r() < 0.5;
  const X = (f: number): string => n(cx + f * w);
  const Y = (f: number): string => n(f * h);
  const g: string[] = [];
  if (longHair) {
    g.push(
      `<path d="M${X(-0.16)} ${Y(0.62)}C${X(-0.2)} ${Y(0.3)} ${X(-0.15)} ${Y(0.2)} ${X(0)} ${Y(0.2)}C${X(0.15)} ${Y(0.2)} ${X(0.2)} ${Y(0.3)} ${X(0.16)} ${Y(0.62)}Z" fill="${hex(hair)}"/>`,
    );
  }
  g.push(`<rect x="${X(-0.06)}" y="${Y(0.5)}" width="${n(w * 0.12)}" height="${n(h * 0.16)}" fill="${hex(darken(skin, 0.15))}"/>`);
  g.push(
    `<path d="M${X(-0.46)} ${n(h)}C${X(-0.45)} ${Y(0.76)} ${X(-0.32)} ${Y(0.66)} ${X(-0.1)} ${Y(0.635)}L${X(0.1)} ${Y(0.635)}C${X(0.32)} ${Y(0.66)} ${X(0.45)} ${Y(0.76)} ${X(0.46)} ${n(h)}Z" fill="${linGrad(s, [[0, hex(lighten(suit, 0.12))], [1, hex(darken(suit, 0.2))]], 0, 0, 1, 1)}"/>`,
  );
  g.push(`<path d="M${X(-0.075)} ${Y(0.635)}L${X(0.075)} ${Y(0.635)}L${X(0)} ${Y(0.8)}Z" fill="#e9ecee"/>`);
  g.push(
    `<path d="M${X(-0.1)} ${Y(0.635)}L${X(0)} ${Y(0.84)}L${X(-0.05)} ${Y(0.86)}L${X(-0.13)} ${Y(0.66)}ZM${X(0.1)} ${Y(0.635)}L${X(0)} ${Y(0.84)}L${X(0.05)} ${Y(0.86)}L${X(0.13)} ${Y(0.66)}Z" fill="${hex(darken(suit, 0.25))}"/>`,
  );
  g.push(
    `<ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(hrx)}" ry="${n(hry)}" fill="${radGrad(s, [[0, hex(lighten(skin, 0.12))], [1, hex(darken(skin, 0.1))]], 0.4, 0.35, 0.7)}"/>`,
  );
  g.push(
    `<path d="M${n(cx - hrx * 1.04)} ${n(hy + h * 0.01)}C${n(cx - hrx * 1.15)} ${n(hy - hry * 1.35)} ${n(cx + hrx * 1.15)} ${n(hy - hry * 1.35)} ${n(cx + hrx * 1.04)} ${n(hy + h * 0.01)}` +
      `C${n(cx + hrx * 0.85)} ${n(hy - hry * 0.6)} ${n(cx - hrx * 0.6)} ${n(hy - hry * 0.75)} ${n(cx - hrx * 1.04)} ${n(hy + h * 0.01)}Z" fill="${hex(hair)}"/>`,
  );
  s.add(`<g opacity="0.94">${g.join('')}</g>`);
}

const CATALOG_SECTIONS: [TextureKind, string, string][] = [
  ['marble', 'MARBLE', 'MRB'],
  ['travertine', 'TRAVERTINE', 'TRV'],
  ['limestone', 'LIMESTONE', 'LMS'],
  ['mosaic', 'MOSAICS', 'MOS'],
  ['outdoor', 'OUTDOOR', 'OUT'],
  ['bath', 'BATH & KITCHEN', 'BTH'],
  ['slab', 'SLABS', 'SLB'],
  ['quartz', 'QUARTZ', 'QRZ'],
  ['byproducts', 'BY-PRODUCTS', 'BYP'],
  ['installation', 'INSTALLATION MATERIALS', 'INS'],
  ['plasterboard', 'PLASTERBOARD', 'PLB'],
];

/** Catalogue page: texture panels (rasterised with filters) + crisp text overlay. */
function catalogPage(s: Svg, page: number): string {
  const { w, h, r } = s;
  const overlay: string[] = [];
  const txt = (x: number, y: number, size: number, fill: string, text: string, extra = ''): void => {
    overlay.push(`<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-size="${n(size)}" fill="${fill}" ${extra}>${escapeXml(text)}</text>`);
  };
  const num = String(page).padStart(2, '0');
  if (page <= 1) {
    const p = palette(pick(r, [1, 3, 4]), r);
    marble(s, { x: 0, y: 0, w, h }, p, { angle: rr(r, -1, 1), variant: 1, polish: true });
    overlay.push(rect({ x: 0, y: h * 0.36, w, h: h * 0.22 }, '#1f2327', 'opacity="0.82"'));
    txt(w / 2, h * 0.45, w * 0.075, '#ffffff', 'NATURAL STONE', 'text-anchor="middle" font-weight="bold" letter-spacing="3"');
    txt(w / 2, h * 0.52, w * 0.04, '#d8c9a8', 'PRODUCT CATALOGUE', 'text-anchor="middle" letter-spacing="6"');
    txt(w - w * 0.06, h - h * 0.05, w * 0.2, '#ffffff', num, 'text-anchor="end" font-weight="bold" opacity="0.85"');
    return overlay.join('');
  }
  const [kind, title, code] = CATALOG_SECTIONS[Math.floor((page - 2) / 5) % CATALOG_SECTIONS.length];
  s.add(rect({ x: 0, y: 0, w, h }, '#f5f3ee'));
  const m = w * 0.07;
  const main: Box = { x: m, y: h * 0.16, w: w - 2 * m, h: h * 0.46 };
  const colours = [1, 1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10];
  const c0 = kind === 'installation' || kind === 'plasterboard' ? 2 : pick(r, [DEFAULT_COLOR[kind], ...colours]);
  texture(s, kind, main, palette(c0, r), { angle: rr(r, -1, 1), variant: page });
  const sw = (w - 2 * m - 2 * m * 0.5) / 3;
  const sy = main.y + main.h + h * 0.035;
  const sh = h * 0.15;
  for (let i = 0; i < 3; i++) {
    const box: Box = { x: m + i * (sw + m * 0.5), y: sy, w: sw, h: sh };
    const ck = pick(r, colours);
    const tk: TextureKind = kind === 'installation' || kind === 'plasterboard' || kind === 'bath' ? pick(r, ['marble', 'limestone', 'travertine'] as TextureKind[]) : kind;
    texture(s, tk, box, palette(ck, r), { angle: rr(r, -1, 1), variant: page + i });
    overlay.push(rect(box, 'none', 'stroke="#000" stroke-opacity="0.15" stroke-width="1"'));
    txt(box.x, sy + sh + h * 0.028, w * 0.026, '#3b3f44', `${code}-${800 + ((page * 3 + i) % 160) + 1}`, 'font-weight="bold"');
    overlay.push(rect({ x: box.x, y: sy + sh + h * 0.038, w: sw * 0.7, h: 3 }, '#b9b2a5'));
    overlay.push(rect({ x: box.x, y: sy + sh + h * 0.048, w: sw * 0.5, h: 3 }, '#cfc9be'));
  }
  overlay.push(rect({ x: 0, y: h * 0.045, w, h: h * 0.085 }, '#23282d'));
  overlay.push(rect({ x: 0, y: h * 0.13, w, h: 4 }, '#b8945a'));
  // bold sans-serif caps are about 0.72 em wide (+ letter spacing); keep long titles inside the band
  const long = title.length > 10;
  const tfs = Math.min(w * 0.05, (w * (long ? 0.84 : 0.5)) / (title.length * 0.76));
  txt(m, h * 0.088 + tfs * 0.35, tfs, '#ffffff', title, 'font-weight="bold" letter-spacing="2"');
  if (!long) txt(w - m, h * 0.1, w * 0.024, '#c9b48a', 'NATURAL STONE COLLECTION', 'text-anchor="end" letter-spacing="1"');
  overlay.push(rect(main, 'none', 'stroke="#000" stroke-opacity="0.2" stroke-width="1"'));
  txt(w - m * 0.8, h - h * 0.035, w * 0.17, '#2b3035', num, 'text-anchor="end" font-weight="bold" opacity="0.9"');
  txt(m, h - h * 0.05, w * 0.022, '#6d6a64', 'Sizes, finishes and availability on request', '');
  overlay.push(rect({ x: m, y: h - h * 0.085, w: w * 0.4, h: 2 }, '#b8945a'));
  return overlay.join('');
}

// ---------------------------------------------------------------------------------------------------
// Planning: which picture for which path
// ---------------------------------------------------------------------------------------------------

type SceneKind = 'quarry' | 'factory' | 'warehouse' | 'interior' | 'portrait' | 'catalog';

interface Plan {
  width: number;
  height: number;
  kind: TextureKind | SceneKind;
  colorId: number;
  variant: number;
  angle: number;
  page: number;
  floorKind: TextureKind;
  floorColor: number;
  vignette: boolean;
  joints: boolean;
}

const SIZES: Record<string, [number, number]> = {
  products: [800, 600],
  usa: [800, 600],
  slides: [1600, 700],
  catalog: [600, 850],
  news: [800, 600],
  projects: [800, 600],
  fabrication: [800, 600],
  videos: [800, 600],
  team: [400, 400],
  categories: [600, 400],
};

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const isObj = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Context {
  dataDir: string;
  owners: Map<string, JsonObject | null>;
  cache: Map<string, Promise<JsonObject | null>>;
}

async function readJsonSafe(file: string): Promise<JsonObject | null> {
  try {
    const v: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    return isObj(v) ? (v as JsonObject) : null;
  } catch {
    return null;
  }
}

function cachedJson(ctx: Context, rel: string): Promise<JsonObject | null> {
  let p = ctx.cache.get(rel);
  if (!p) {
    p = readJsonSafe(path.join(ctx.dataDir, rel));
    ctx.cache.set(rel, p);
  }
  return p;
}

function intOf(v: Json | undefined): number | null {
  return typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
}

interface StoneInfo {
  kind: TextureKind;
  colorId: number;
}

function stoneFromRecord(rec: JsonObject | null): StoneInfo | null {
  if (!rec) return null;
  const cat = intOf(rec.category);
  const kind = cat !== null ? CATEGORY_KIND[cat] : undefined;
  if (!kind) return null;
  let colorId = DEFAULT_COLOR[kind];
  if (Array.isArray(rec.colors) && rec.colors.length > 0) {
    const c = intOf(rec.colors[0]);
    if (c !== null && PALETTES[c]) colorId = c;
  }
  return { kind, colorId };
}

function stoneFromHash(r: Rng): StoneInfo {
  const kind = pick(r, ['marble', 'marble', 'travertine', 'travertine', 'limestone', 'mosaic', 'slab', 'quartz', 'outdoor'] as TextureKind[]);
  return { kind, colorId: pick(r, [DEFAULT_COLOR[kind], 1, 2, 4, 5]) };
}

async function productStone(ctx: Context, id: number | null, r: Rng, folder = 'products'): Promise<StoneInfo> {
  if (id === null) return stoneFromHash(r);
  return stoneFromRecord(await cachedJson(ctx, `${folder}/${id}.json`)) ?? stoneFromHash(r);
}

export async function planFor(rel: string, ctx: Context): Promise<Plan> {
  const r = mulberry32(hash32('plan:' + rel));
  const parts = rel.split('/');
  const folder = parts.length > 2 ? parts[1] : 'misc';
  const name = path.basename(rel).replace(/\.(jpg|png)$/, '');
  const [width, height] = SIZES[folder] ?? [800, 600];
  const owner = ctx.owners.get(rel) ?? null;
  const m = /^(\d+)(?:-(\d+))?/.exec(name);
  const id = m ? Number(m[1]) : null;
  const variant = m && m[2] ? Number(m[2]) : 1;
  const plan: Plan = {
    width,
    height,
    kind: 'marble',
    colorId: 1,
    variant,
    angle: rr(r, -0.9, 0.9) + (variant - 1) * 0.7,
    page: 1,
    floorKind: 'marble',
    floorColor: 1,
    vignette: false,
    joints: false,
  };
  const setStone = (st: StoneInfo): void => {
    plan.kind = st.kind;
    plan.colorId = st.colorId;
  };
  const scene = (k: SceneKind): void => {
    plan.kind = k;
  };
  const str = (k: string): string => (owner && typeof owner[k] === 'string' ? (owner[k] as string) : '');
  switch (folder) {
    case 'products':
    case 'usa': {
      setStone(await productStone(ctx, id, r, folder === 'usa' ? 'usa-stock' : 'products'));
      plan.joints = variant % 2 === 0 && ['marble', 'travertine', 'limestone', 'quartz'].includes(plan.kind);
      break;
    }
    case 'categories': {
      const kind = SLUG_KIND[name] ?? stoneFromHash(r).kind;
      setStone({ kind, colorId: DEFAULT_COLOR[kind] });
      break;
    }
    case 'catalog': {
      const pm = /(\d+)/.exec(name);
      plan.page = intOf(owner ? owner.page : undefined) ?? (pm ? Number(pm[1]) : 1);
      scene('catalog');
      break;
    }
    case 'team':
      scene('portrait');
      break;
    case 'slides': {
      const set = str('set');
      if (set === 'quarry') scene('quarry');
      else if (set === 'production') scene('factory');
      else if (set === 'new-products') {
        setStone(await productStone(ctx, owner ? intOf(owner.productId) : null, r));
        plan.vignette = true;
      } else scene(pick(r, ['quarry', 'factory'] as SceneKind[]));
      break;
    }
    case 'fabrication': {
      const g = str('group');
      scene(g === 'factories' ? 'factory' : g === 'quarries' ? 'quarry' : g === 'usa-warehouse' ? 'warehouse' : pick(r, ['factory', 'quarry', 'warehouse'] as SceneKind[]));
      break;
    }
    case 'projects': {
      scene('interior');
      const pid = owner ? intOf(owner.productId) : null;
      const st = pid !== null ? await productStone(ctx, pid, r) : null;
      const fk = st && ['marble', 'travertine', 'limestone', 'mosaic', 'slab', 'quartz', 'outdoor', 'bath'].includes(st.kind) ? st.kind : pick(r, ['marble', 'travertine', 'limestone'] as TextureKind[]);
      plan.floorKind = fk;
      plan.floorColor = st ? st.colorId : pick(r, [1, 1, 2, 4, 4]);
      break;
    }
    case 'videos': {
      const g = str('group');
      plan.vignette = true;
      if (g === 'projects') scene('interior');
      else if (g === 'production') scene('factory');
      else {
        const k = pick(r, ['quarry', 'warehouse', 'slab', 'factory'] as const);
        if (k === 'slab') setStone({ kind: 'slab', colorId: pick(r, [1, 2, 3, 5]) });
        else scene(k);
      }
      plan.floorColor = pick(r, [1, 2, 4]);
      plan.floorKind = pick(r, ['marble', 'travertine'] as TextureKind[]);
      break;
    }
    case 'news': {
      const k = pick(r, ['quarry', 'factory', 'warehouse', 'interior', 'slab', 'travertine'] as const);
      if (k === 'slab' || k === 'travertine') setStone({ kind: k, colorId: DEFAULT_COLOR[k] });
      else scene(k);
      plan.floorColor = pick(r, [1, 2, 4]);
      plan.floorKind = pick(r, ['marble', 'travertine'] as TextureKind[]);
      break;
    }
    default:
      setStone(stoneFromHash(r));
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------

/** Pixels rendered through the (slow) SVG filters; larger images are rendered smaller and upscaled. */
const FILTER_PIXELS = 260_000;

export async function renderPlan(rel: string, plan: Plan): Promise<Buffer> {
  const r = mulberry32(hash32('draw:' + rel));
  const { width: w, height: h } = plan;
  const s = new Svg(w, h, r);
  let overlay = '';
  const full: Box = { x: 0, y: 0, w, h };
  switch (plan.kind) {
    case 'quarry':
      quarryScene(s);
      break;
    case 'factory':
      factoryScene(s);
      break;
    case 'warehouse':
      warehouseScene(s);
      break;
    case 'interior':
      interiorScene(s, plan.floorKind, palette(plan.floorColor, r));
      break;
    case 'portrait':
      portraitScene(s);
      break;
    case 'catalog':
      overlay = catalogPage(s, plan.page);
      break;
    default: {
      const kind = plan.kind;
      texture(s, kind, full, palette(plan.colorId, r), { angle: plan.angle, variant: plan.variant });
      if (plan.joints) {
        const pb = PALETTES[plan.colorId] ?? PALETTES[1];
        const lum = pb.base[0] + pb.base[1] + pb.base[2];
        tileJoints(s, full, Math.round(w / ri(r, 2, 4)), lum < 300 ? lighten(pb.base, 0.25) : lum > 600 ? darken(pb.base, 0.12) : lighten(pb.base, 0.3));
      }
    }
  }
  if (plan.vignette) s.add(rect(full, radGrad(s, [[0.45, '#000', 0], [1, '#000', 0.4]], 0.5, 0.5, 0.72)));
  const scale = Math.min(1, Math.sqrt(FILTER_PIXELS / (w * h)));
  const sw = Math.round(w * scale);
  const sh = Math.round(h * scale);
  let doc = s.doc(sw, sh);
  if (s.lowres.length > 0) {
    const pngs = await Promise.all(s.lowres.map((l) => sharp(Buffer.from(l.doc)).png({ compressionLevel: 1 }).toBuffer()));
    pngs.forEach((buf, i) => {
      doc = doc.replace(s.lowres[i].token, 'data:image/png;base64,' + buf.toString('base64'));
    });
  }
  let img = sharp(Buffer.from(doc));
  if (sw !== w || sh !== h) {
    // rasterise at the reduced size first: resizing an SVG input directly would make sharp re-render it at full size
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize(w, h, { kernel: 'lanczos3' });
  }
  if (overlay) {
    const ov = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${overlay}</svg>`;
    // composite needs the resized raster first
    const base = await img.png({ compressionLevel: 0 }).toBuffer();
    img = sharp(base).composite([{ input: Buffer.from(ov), top: 0, left: 0 }]);
  }
  img = img.flatten({ background: '#ffffff' });
  return rel.endsWith('.png')
    ? img.png({ compressionLevel: 8, adaptiveFiltering: false }).toBuffer()
    : img.jpeg({ quality: w * h > 1_000_000 ? 72 : 78, mozjpeg: false, chromaSubsampling: '4:2:0' }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------
// Scanning the data directory
// ---------------------------------------------------------------------------------------------------

const IMAGE_RE = /^generated\/.+\.(jpg|png)$/;
const SAFE_RE = /^generated\/[A-Za-z0-9][A-Za-z0-9/_.-]*\.(jpg|png)$/;

async function listJsonFiles(dir: string, root: string, out: string[]): Promise<void> {
  let entries: import('fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      if (dir === root && (e.name === 'schemas' || e.name === 'images')) continue;
      await listJsonFiles(full, root, out);
    } else if (e.isFile() && e.name.endsWith('.json')) {
      out.push(full);
    }
  }
}

function collect(v: Json, owner: JsonObject | null, found: Map<string, JsonObject | null>): void {
  if (typeof v === 'string') {
    if (IMAGE_RE.test(v) && !found.has(v)) found.set(v, owner);
  } else if (Array.isArray(v)) {
    for (const x of v) collect(x, owner, found);
  } else if (isObj(v)) {
    for (const k of Object.keys(v)) collect(v[k], v, found);
  }
}

function isSafe(rel: string): boolean {
  return SAFE_RE.test(rel) && !rel.split('/').some((seg) => seg === '..' || seg === '.' || seg === '');
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export async function generateMissingImages(
  dataDir: string,
  opts?: { log?: (msg: string) => void },
): Promise<{ created: number; existing: number }> {
  const log = opts?.log ?? ((): void => undefined);
  const root = path.resolve(dataDir);
  const files: string[] = [];
  await listJsonFiles(root, root, files);
  const found = new Map<string, JsonObject | null>();
  for (const f of files) {
    let v: unknown;
    try {
      v = JSON.parse(await fs.readFile(f, 'utf8'));
    } catch (e) {
      log(`skip unreadable ${path.relative(root, f)}: ${(e as Error).message}`);
      continue;
    }
    collect(v as Json, null, found);
  }
  const ctx: Context = { dataDir: root, owners: found, cache: new Map() };
  const imagesDir = path.join(root, 'images');
  const todo: string[] = [];
  let existing = 0;
  for (const rel of [...found.keys()].sort()) {
    if (!isSafe(rel)) {
      log(`skip suspicious image path ${JSON.stringify(rel)}`);
      continue;
    }
    if (await exists(path.join(imagesDir, rel))) existing++;
    else todo.push(rel);
  }
  let created = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const rel = todo[next++];
      const dest = path.join(imagesDir, rel);
      const buf = await renderPlan(rel, await planFor(rel, ctx));
      await fs.mkdir(path.dirname(dest), { recursive: true });
      const tmp = `${dest}.${process.pid}.tmp`;
      await fs.writeFile(tmp, buf);
      await fs.rename(tmp, dest);
      created++;
      log(`created ${rel} (${Math.round(buf.length / 1024)} KB)`);
    }
  };
  await Promise.all([worker(), worker()]);
  return { created, existing };
}

/** Renders one image path to a buffer (for previews/tests), using the data directory for context. */
export async function renderImage(rel: string, dataDir: string): Promise<Buffer> {
  const root = path.resolve(dataDir);
  const files: string[] = [];
  await listJsonFiles(root, root, files);
  const found = new Map<string, JsonObject | null>();
  for (const f of files) {
    const v = await readJsonSafe(f);
    if (v) collect(v, null, found);
  }
  return renderPlan(rel, await planFor(rel, { dataDir: root, owners: found, cache: new Map() }));
}

export { TEXTURES };

if (require.main === module) {
  const dir = process.argv[2] ?? 'data';
  const t0 = process.hrtime.bigint();
  generateMissingImages(dir, { log: (m) => (m.startsWith('skip') ? console.warn(m) : undefined) })
    .then(({ created, existing }) => {
      const ms = Number((process.hrtime.bigint() - t0) / 1000000n);
      console.log(`images: ${created} created, ${existing} already present (${dir}/images, ${ms} ms)`);
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
