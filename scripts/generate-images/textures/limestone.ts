// Limestone and quartz: cloudy grounds with fossil specks or engineered-stone grains.
import { rr } from '../random';
import { clipRect, darken, hex, lighten, linGrad, mix, n, rect, type Box, type Svg } from '../svg';
import { lowFactor, noise } from '../noise';
import type { Palette } from '../palettes';

export function limestone(s: Svg, b: Box, p: Palette): void {
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
      dots.push(
        `M${n(x - rad)} ${n(y)}a${n(rad)} ${n(rad)} 0 1 0 ${n(2 * rad)} 0a${n(rad)} ${n(rad)} 0 1 0 ${n(-2 * rad)} 0`,
      );
    }
  }
  const c = hex(darken(p.dark, 0.2));
  s.add(
    `<g clip-path="url(#${clipRect(s, b)})"><path d="${dots.join('')}" fill="${c}" fill-opacity="0.35"/>` +
      `<path d="${shells.join('')}" fill="none" stroke="${c}" stroke-width="0.8" stroke-opacity="0.35"/></g>`,
  );
}

export function quartz(s: Svg, b: Box, p: Palette): void {
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
  s.add(
    rect(
      b,
      linGrad(
        s,
        [
          [0, '#fff', 0],
          [0.5, '#fff', 0.1],
          [1, '#fff', 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
}
