// Team portrait: a stylised head and shoulders on a stone-coloured backdrop.
import { pick, rr } from '../random';
import { darken, hex, jitter, lighten, linGrad, mix, n, radGrad, rect, type Box, type RGB, type Svg } from '../svg';
import { noise } from '../noise';
import { palette } from '../palettes';

export function portraitScene(s: Svg): void {
  const { w, h, r } = s;
  const bg = palette(pick(r, [1, 4, 2, 4]), r);
  const b: Box = { x: 0, y: 0, w, h };
  s.add(rect(b, hex(mix(bg.base, bg.light, 0.4))));
  noise(s, b, {
    fx: 0.006,
    oct: 3,
    layers: [
      { ch: 0, color: bg.dark, gain: 1.4, center: 0.45 },
      { ch: 1, color: bg.light, gain: 1.4, center: 0.5 },
    ],
  });
  noise(s, b, { fx: 0.4, oct: 1, layers: [{ ch: 0, color: bg.dark, gain: 0.6, center: 0.4 }] });
  s.add(
    rect(
      b,
      radGrad(
        s,
        [
          [0, '#fff', 0.45],
          [0.7, '#fff', 0],
          [1, '#000', 0.15],
        ],
        0.5,
        0.4,
        0.7,
      ),
    ),
  );
  const suit: RGB = pick(r, [
    [52, 60, 72],
    [38, 42, 48],
    [70, 66, 62],
    [46, 58, 80],
  ] as RGB[]);
  const skin: RGB = jitter(
    pick(r, [
      [150, 136, 126],
      [128, 114, 104],
      [166, 150, 140],
    ] as RGB[]),
    r,
    6,
  );
  const hair: RGB = pick(r, [
    [40, 32, 28],
    [70, 52, 38],
    [110, 100, 92],
    [30, 30, 32],
  ] as RGB[]);
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
  g.push(
    `<rect x="${X(-0.06)}" y="${Y(0.5)}" width="${n(w * 0.12)}" height="${n(h * 0.16)}" fill="${hex(darken(skin, 0.15))}"/>`,
  );
  g.push(
    `<path d="M${X(-0.46)} ${n(h)}C${X(-0.45)} ${Y(0.76)} ${X(-0.32)} ${Y(0.66)} ${X(-0.1)} ${Y(0.635)}L${X(0.1)} ${Y(0.635)}C${X(0.32)} ${Y(0.66)} ${X(0.45)} ${Y(0.76)} ${X(0.46)} ${n(h)}Z" fill="${linGrad(
      s,
      [
        [0, hex(lighten(suit, 0.12))],
        [1, hex(darken(suit, 0.2))],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  g.push(`<path d="M${X(-0.075)} ${Y(0.635)}L${X(0.075)} ${Y(0.635)}L${X(0)} ${Y(0.8)}Z" fill="#e9ecee"/>`);
  g.push(
    `<path d="M${X(-0.1)} ${Y(0.635)}L${X(0)} ${Y(0.84)}L${X(-0.05)} ${Y(0.86)}L${X(-0.13)} ${Y(0.66)}ZM${X(0.1)} ${Y(0.635)}L${X(0)} ${Y(0.84)}L${X(0.05)} ${Y(0.86)}L${X(0.13)} ${Y(0.66)}Z" fill="${hex(darken(suit, 0.25))}"/>`,
  );
  g.push(
    `<ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(hrx)}" ry="${n(hry)}" fill="${radGrad(
      s,
      [
        [0, hex(lighten(skin, 0.12))],
        [1, hex(darken(skin, 0.1))],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`,
  );
  g.push(
    `<path d="M${n(cx - hrx * 1.04)} ${n(hy + h * 0.01)}C${n(cx - hrx * 1.15)} ${n(hy - hry * 1.35)} ${n(cx + hrx * 1.15)} ${n(hy - hry * 1.35)} ${n(cx + hrx * 1.04)} ${n(hy + h * 0.01)}` +
      `C${n(cx + hrx * 0.85)} ${n(hy - hry * 0.6)} ${n(cx - hrx * 0.6)} ${n(hy - hry * 0.75)} ${n(cx - hrx * 1.04)} ${n(hy + h * 0.01)}Z" fill="${hex(hair)}"/>`,
  );
  s.add(`<g opacity="0.94">${g.join('')}</g>`);
}
