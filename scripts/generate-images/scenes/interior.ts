// Project interior: a room whose floor is laid in the project's stone, with a window, sofa, table and plant.
import { pick, ri, rr } from '../random';
import {
  darken,
  hex,
  jitter,
  lighten,
  linGrad,
  n,
  pts,
  radGrad,
  rect,
  type Box,
  type Pt,
  type RGB,
  type Svg,
} from '../svg';
import { flowVeins, noise, veinLevels } from '../noise';
import type { Palette } from '../palettes';
import type { TextureKind } from '../kinds';
import { box3d, clipPoly, proj, type Cam } from './camera';

export function interiorScene(s: Svg, floorKind: TextureKind, fp: Palette): void {
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
  s.add(
    `<polygon points="${pts([P(-W, fy, zn), P(-W, fy, zb), P(-W, cy, zb), P(-W, cy, zn)])}" fill="${hex(darken(wall, 0.1))}"/>`,
  );
  s.add(
    `<polygon points="${pts([P(W, fy, zn), P(W, fy, zb), P(W, cy, zb), P(W, cy, zn)])}" fill="${hex(darken(wall, 0.05))}"/>`,
  );
  s.add(
    `<polygon points="${pts([P(-W, cy, zn), P(W, cy, zn), P(W, cy, zb), P(-W, cy, zb)])}" fill="${hex(lighten(wall, 0.2))}"/>`,
  );
  // window on the right wall
  s.add(`<polygon points="${pts([P(W, -0.9, 3), P(W, -0.9, 7), P(W, 1.1, 7), P(W, 1.1, 3)])}" fill="#f4f8fb"/>`);
  s.add(
    `<path d="M${pts([P(W, -0.9, 5)])}L${pts([P(W, 1.1, 5)])}M${pts([P(W, 0.1, 3)])}L${pts([P(W, 0.1, 7)])}" stroke="#7a7d80" stroke-width="2"/>`,
  );
  // floor tiles in perspective
  const tile = floorKind === 'mosaic' ? 0.3 : floorKind === 'outdoor' ? 0.5 : 0.8;
  const tl = floorKind === 'travertine' || floorKind === 'limestone' ? tile * 1.5 : tile;
  const colours: RGB[] =
    floorKind === 'mosaic' || floorKind === 'outdoor'
      ? [fp.base, fp.light, fp.dark, ...fp.accents]
      : [fp.base, fp.base, lighten(fp.base, 0.05)];
  const tiles: string[] = [];
  for (let z = zn; z < zb; z += tl) {
    for (let x = -W; x < W; x += tile) {
      tiles.push(
        `<polygon points="${pts([P(x, fy, z), P(x + tile, fy, z), P(x + tile, fy, Math.min(zb, z + tl)), P(x, fy, Math.min(zb, z + tl))])}" fill="${hex(jitter(pick(r, colours), r, 6))}"/>`,
      );
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
  s.def(
    `<filter id="${blur}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(w / 60)}"/></filter>`,
  );
  s.add(
    `<polygon points="${pts([P(W, fy, 3), P(W, fy, 7), P(0.2, fy, 8.5), P(-0.6, fy, 4)])}" fill="#fffdf2" opacity="0.3" filter="url(#${blur})"/>`,
  );
  s.add(
    `<polygon points="${pts(floorPoly)}" fill="${linGrad(
      s,
      [
        [0, '#fff', 0.22],
        [0.5, '#fff', 0],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  );
  // baseboards
  s.add(
    `<path d="M${pts([P(-W, fy, zn)])}L${pts([P(-W, fy, zb)])}L${pts([P(W, fy, zb)])}L${pts([P(W, fy, zn)])}" stroke="#fff" stroke-width="3" fill="none"/>`,
  );
  // furniture: sofa, coffee table, plant
  const sofa: RGB = jitter(
    pick(r, [
      [120, 120, 118],
      [84, 96, 110],
      [150, 132, 110],
    ] as RGB[]),
    r,
    8,
  );
  const left = r() < 0.5;
  const sx = left ? -W + 0.2 : W - 1.3;
  s.add(box3d(c, left ? -W + 0.05 : W - 0.35, left ? -W + 0.35 : W - 0.05, fy, fy + 0.9, 4, 7, darken(sofa, 0.1)));
  s.add(box3d(c, sx, sx + 1.1, fy, fy + 0.45, 4, 7, sofa));
  s.add(box3d(c, left ? -1.6 : 0.4, left ? -0.4 : 1.6, fy + 0.3, fy + 0.42, 5, 6, [70, 52, 40]));
  s.add(box3d(c, left ? -1.5 : 0.5, left ? -1.45 : 0.55, fy, fy + 0.3, 5, 5.05, [50, 38, 30]));
  const pot = P(left ? 2.4 : -2.4, fy, 8.6);
  const pr = (c.f * 0.35) / 8.6;
  s.add(
    `<rect x="${n(pot[0] - pr)}" y="${n(pot[1] - pr * 1.8)}" width="${n(pr * 2)}" height="${n(pr * 1.8)}" fill="#cfc8bc"/>`,
  );
  for (let i = 0; i < 9; i++) {
    s.add(
      `<ellipse cx="${n(pot[0] + rr(r, -1.4, 1.4) * pr)}" cy="${n(pot[1] - pr * rr(r, 2.2, 5.5))}" rx="${n(pr * 0.9)}" ry="${n(pr * 0.4)}" transform="rotate(${n(rr(r, -60, 60))} ${n(pot[0])} ${n(pot[1] - pr * 3)})" fill="${hex(jitter([70, 112, 64], r, 16))}"/>`,
    );
  }
  s.add(
    rect(
      { x: 0, y: 0, w, h },
      radGrad(
        s,
        [
          [0.5, '#000', 0],
          [1, '#000', 0.25],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
}
