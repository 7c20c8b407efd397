// Marble (polished, veined) and slabs (bold veins, book-matched pairs).
import { ri } from '../random';
import { hex, linGrad, mix, rect, n, type Box, type Svg } from '../svg';
import { flowVeins, lowFactor, noise, veinLevels } from '../noise';
import type { Palette } from '../palettes';
import type { TexOpts } from '../kinds';

export function marble(s: Svg, b: Box, p: Palette, o: TexOpts & { bold?: boolean; polish?: boolean }): void {
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
  const main = bold
    ? veinLevels(r, ri(r, 3, 5), wpx(12), wpx(34), 0.85, 1)
    : veinLevels(r, ri(r, 4, 7), wpx(2), wpx(5), 0.4, 0.85);
  const halo = main.map(([pos, amp, w]): [number, number, number] => [
    pos,
    amp * (bold ? 0.4 : 0.25),
    w * (bold ? 4 : 7),
  ]);
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
    s.add(
      rect(
        b,
        linGrad(
          s,
          [
            [0, '#fff', 0],
            [0.45, '#fff', 0.16],
            [0.6, '#fff', 0],
          ],
          0,
          0,
          1,
          0.7,
        ),
      ),
    );
  }
}

export function slab(s: Svg, b: Box, p: Palette, o: TexOpts): void {
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
  s.add(
    rect(
      b,
      linGrad(
        s,
        [
          [0, '#fff', 0],
          [0.5, '#fff', 0.08],
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
