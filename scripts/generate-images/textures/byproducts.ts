// By-products: a heap of shaded pebbles with drop shadows.
import { pick, rr } from '../random';
import { clipRect, darken, hex, jitter, mix, n, rect, type Box, type RGB, type Svg } from '../svg';
import { blob } from '../shapes';
import type { Palette } from '../palettes';
import type { TexOpts } from '../kinds';

export function byproducts(s: Svg, b: Box, p: Palette, _o: TexOpts): void {
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
      items.push({
        y: cy,
        d: blob(r, cx, cy, rx, rx * rr(r, 0.55, 0.9), r() * Math.PI, 0.1),
        c: jitter(pick(r, colours), r, 14),
      });
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
