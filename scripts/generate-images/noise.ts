// Noise filters: coloured feTurbulence layers, and marble-like veins drawn as iso-lines of ramp + noise.
import { rr, type Rng } from './random';
import { clamp, linGrad, n, rect, type Box, type RGB, type Svg } from './svg';

export interface NoiseLayer {
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

export interface NoiseOpts {
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
export function noise(s: Svg, b: Box, o: NoiseOpts): void {
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
  const extra =
    (o.clip ? ` clip-path="url(#${o.clip})"` : '') + (o.opacity !== undefined ? ` opacity="${n(o.opacity, 2)}"` : '');
  const r = `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="#000" filter="url(#${id})"`;
  if (o.lowres) {
    s.embed(b, o.lowres, filter, r + '/>', extra);
  } else {
    s.def(filter);
    s.add(r + extra + '/>');
  }
}

/** Table with narrow peaks at the given noise levels: draws iso-lines of the noise (marble-like veins). */
export function spikes(peaks: [number, number, number][], size = 160): number[] {
  const out: number[] = [];
  for (let i = 0; i < size; i++) {
    const x = i / (size - 1);
    let v = 0;
    for (const [pos, amp, width] of peaks) v = Math.max(v, amp * Math.max(0, 1 - Math.abs(x - pos) / width));
    out.push(v);
  }
  return out;
}

export interface FlowLayer {
  ch: 0 | 1 | 2;
  color: RGB;
  peaks: [number, number, number][];
}

/**
 * Classic procedural marble: iso-lines of (directional ramp + fractal noise). The ramp is a gradient-filled
 * rect (SourceGraphic), the noise is added with feComposite arithmetic and a peaked transfer table turns
 * chosen levels into veins, so they flow in one direction but wander, split and swirl.
 */
export function flowVeins(
  s: Svg,
  b: Box,
  o: {
    angle: number;
    fx: number;
    fy?: number;
    oct: number;
    ramp: number;
    amp: number;
    smooth: number;
    layers: FlowLayer[];
    clip?: string;
  },
): void {
  const id = s.id('m');
  const ca = Math.cos(o.angle) * 0.5;
  const sa = Math.sin(o.angle) * 0.5;
  const grad = linGrad(
    s,
    [
      [0, '#000'],
      [1, '#fff'],
    ],
    0.5 - ca,
    0.5 - sa,
    0.5 + ca,
    0.5 + sa,
  );
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
  if (o.layers.length > 1)
    prim.push(`<feMerge>${o.layers.map((_, i) => `<feMergeNode in="c${i}"/>`).join('')}</feMerge>`);
  s.def(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" color-interpolation-filters="sRGB">${prim.join('')}</filter>`,
  );
  s.add(rect(b, grad, `filter="url(#${id})"` + (o.clip ? ` clip-path="url(#${o.clip})"` : '')));
}

/** Random vein levels spread over the range of the ramp+noise sum. */
export function veinLevels(
  r: Rng,
  count: number,
  wMin: number,
  wMax: number,
  aMin: number,
  aMax: number,
): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < count; i++) out.push([rr(r, 0.08, 0.85), rr(r, aMin, aMax), rr(r, wMin, wMax)]);
  return out;
}

/** Low-resolution factor for cloudy layers: about 200 px across whatever the box size. */
export const lowFactor = (b: Box): number => clamp(220 / Math.max(b.w, b.h), 0.15, 1);
