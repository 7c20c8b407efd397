// Travertine: banded ground, bedding lines and elongated pores.
import { pick, ri, rr } from '../random';
import { clipRect, darken, hex, lighten, mix, n, rect, type Box, type Svg } from '../svg';
import { lowFactor, noise, spikes } from '../noise';
import { blob, smoothPath, walk } from '../shapes';
import type { Palette } from '../palettes';
import type { TexOpts } from '../kinds';

export function travertine(s: Svg, b: Box, p: Palette, o: TexOpts): void {
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
      {
        ch: 0,
        color: darken(p.dark, 0.05),
        table: spikes(
          [
            [0.62, 0.75, 0.12],
            [0.8, 0.9, 0.2],
          ],
          64,
        ),
      },
      {
        ch: 1,
        color: lighten(p.light, 0.1),
        table: spikes(
          [
            [0.3, 0.7, 0.12],
            [0.15, 0.8, 0.2],
          ],
          64,
        ),
      },
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
    lines.push(
      `<path d="${smoothPath(pl)}" stroke-width="${n(rr(r, 0.6, 1.8) * scale)}" stroke-opacity="${n(rr(r, 0.15, 0.4), 2)}"/>`,
    );
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
