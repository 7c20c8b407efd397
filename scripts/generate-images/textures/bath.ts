// Bath and kitchen: a marble vanity top with an undermount basin and a faucet seen from above.
import { darken, lighten, linGrad, n, radGrad, rect, hex, type Box, type Svg } from '../svg';
import type { Palette } from '../palettes';
import type { TexOpts } from '../kinds';
import { marble } from './marble';

export function bath(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const X = (t: number): number => b.x + t * b.w;
  const Y = (t: number): number => b.y + t * b.h;
  const counter: Box = { x: b.x, y: b.y, w: b.w, h: b.h * 0.8 };
  marble(s, counter, p, { ...o, polish: true });
  // front edge and cabinet
  s.add(
    rect(
      { x: b.x, y: Y(0.8), w: b.w, h: b.h * 0.06 },
      linGrad(s, [
        [0, hex(lighten(p.base, 0.15))],
        [1, hex(darken(p.base, 0.18))],
      ]),
    ),
  );
  s.add(
    rect(
      { x: b.x, y: Y(0.86), w: b.w, h: b.h * 0.14 },
      linGrad(s, [
        [0, '#5b4a3b'],
        [1, '#3d3128'],
      ]),
    ),
  );
  s.add(
    `<line x1="${n(b.x)}" y1="${n(Y(0.86))}" x2="${n(X(1))}" y2="${n(Y(0.86))}" stroke="#000" stroke-opacity="0.4" stroke-width="${n(b.h / 200)}"/>`,
  );
  // undermount basin: cut-out edge, shadowed far wall, lighter bowl bottom
  const cx = X(0.5 + (o.variant % 2 ? 0.06 : -0.04));
  const cy = Y(0.47);
  const rx = b.w * 0.25;
  const ry = b.h * 0.2;
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${radGrad(
      s,
      [
        [0, '#f2f2f0'],
        [0.55, '#e3e3e1'],
        [1, '#b9b9b9'],
      ],
      0.5,
      0.7,
      0.75,
    )}" stroke="${hex(darken(p.base, 0.35))}" stroke-width="${n(b.w / 400)}"/>`,
  );
  const sh = s.id('c');
  s.def(`<clipPath id="${sh}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`);
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy - ry * 0.55)}" rx="${n(rx * 1.1)}" ry="${n(ry * 0.7)}" fill="${radGrad(s, [
      [0.6, '#000', 0.18],
      [1, '#000', 0],
    ])}" clip-path="url(#${sh})"/>`,
  );
  s.add(
    `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(b.w / 250)}"/>`,
  );
  s.add(
    `<circle cx="${n(cx)}" cy="${n(cy + ry * 0.3)}" r="${n(b.w * 0.018)}" fill="${radGrad(s, [
      [0, '#d8dadc'],
      [0.6, '#8e9296'],
      [1, '#55585c'],
    ])}"/>`,
  );
  // faucet (seen from above): round base and a spout reaching over the bowl
  const fx = cx;
  const fy = Y(0.13);
  const chrome = linGrad(
    s,
    [
      [0, '#6f7478'],
      [0.35, '#f2f4f5'],
      [0.6, '#9ca1a5'],
      [1, '#50555a'],
    ],
    0,
    0,
    1,
    0,
  );
  const sw = b.w * 0.026;
  s.add(
    rect(
      { x: fx - sw / 2 + b.w * 0.01, y: fy + b.h * 0.01, w: sw, h: b.h * 0.15 },
      '#000',
      `rx="${n(sw / 2)}" opacity="0.15"`,
    ),
  );
  s.add(
    `<ellipse cx="${n(fx + b.w * 0.008)}" cy="${n(fy + b.h * 0.015)}" rx="${n(b.w * 0.045)}" ry="${n(b.h * 0.03)}" fill="#000" opacity="0.18"/>`,
  );
  s.add(`<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(b.w * 0.04)}" ry="${n(b.h * 0.027)}" fill="${chrome}"/>`);
  s.add(rect({ x: fx - sw / 2, y: fy, w: sw, h: b.h * 0.14 }, chrome, `rx="${n(sw / 2)}"`));
  s.add(`<ellipse cx="${n(fx)}" cy="${n(fy + b.h * 0.13)}" rx="${n(sw * 0.35)}" ry="${n(sw * 0.25)}" fill="#3c4044"/>`);
}
