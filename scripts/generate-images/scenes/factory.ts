// Factory hall: bridge saw, gantry crane, stone blocks and slabs on A-frames.
import { pick, ri, rr } from '../random';
import { darken, hex, jitter, linGrad, n, pts, radGrad, rect, type Box, type Pt, type RGB, type Svg } from '../svg';
import { noise } from '../noise';
import { palette } from '../palettes';
import { marble } from '../textures/marble';
import { box3d, clipPoly, proj, stoneFilter, STONE_COLOURS, type Cam } from './camera';

export function factoryScene(s: Svg): void {
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
  s.add(
    `<polygon points="${pts([P(-W, 4.6, 4), P(-W, 4.6, zb), P(-W, 6.2, zb), P(-W, 6.2, 4)])}" fill="#dfe7ea" opacity="0.8"/>`,
  );
  s.add(`<polygon points="${pts([P(-W, cy, 0.8), P(W, cy, 0.8), P(W, cy, zb), P(-W, cy, zb)])}" fill="#5f6264"/>`);
  for (let x = -8; x <= 8; x += 8) {
    s.add(
      `<polygon points="${pts([P(x - 1, cy, 2), P(x + 1, cy, 2), P(x + 1, cy, zb), P(x - 1, cy, zb)])}" fill="#e9eef0" opacity="0.85"/>`,
    );
  }
  s.add(
    `<polygon points="${pts([P(-W, fy, 0.8), P(W, fy, 0.8), P(W, fy, zb), P(-W, fy, zb)])}" fill="${linGrad(
      s,
      [
        [0, '#8a8781'],
        [1, '#a6a39c'],
      ],
      0,
      1,
      0,
      0,
    )}"/>`,
  );
  const floorClip = clipPoly(s, [[P(-W, fy, 0.8), P(W, fy, 0.8), P(W, fy, zb), P(-W, fy, zb)]]);
  noise(
    s,
    { x: 0, y: 0, w, h },
    {
      fx: 0.008,
      fy: 0.03,
      oct: 3,
      clip: floorClip,
      lowres: 0.4,
      layers: [
        { ch: 0, color: [60, 58, 55], gain: 0.6, center: 0.45 },
        { ch: 1, color: [220, 218, 212], gain: 0.6, center: 0.5 },
      ],
    },
  );
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
  s.add(
    `<circle cx="${n(bc[0])}" cy="${n(bc[1])}" r="${n((c.f * 0.9) / 21.7)}" fill="#9aa0a6" stroke="#55595d" stroke-width="2"/>`,
  );
  s.add(box3d(c, -3.5, 3.5, fy, -0.9, 21, 23, [80, 82, 84]));
  // gantry crane
  const crane: RGB = [226, 176, 34];
  s.add(box3d(c, -W, W, 4.6, 5.2, 15, 15.8, crane));
  s.add(box3d(c, -1.5, -0.3, 4.0, 4.6, 15, 15.8, [90, 90, 92]));
  const hk = P(-0.9, 4.0, 15.4);
  const hk2 = P(-0.9, 1.0, 15.4);
  s.add(
    `<line x1="${n(hk[0])}" y1="${n(hk[1])}" x2="${n(hk2[0])}" y2="${n(hk2[1])}" stroke="#222" stroke-width="1.5"/>`,
  );
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
        let g = box3d(
          c,
          x0,
          x0 + bw,
          fy,
          fy + bh,
          z,
          z + d,
          col,
          `stroke="${hex(darken(col, 0.3))}" stroke-width="0.6"`,
        );
        if (top > 0)
          g += box3d(
            c,
            x0 + 0.2,
            x0 + bw - 0.3,
            fy + bh,
            fy + bh + top,
            z + 0.2,
            z + d - 0.2,
            jitter(col, r, 8),
            `stroke="${hex(darken(col, 0.3))}" stroke-width="0.6"`,
          );
        const corners: Pt[] = [
          P(x0, fy, z),
          P(x0 + bw, fy, z),
          P(x0, fy + bh + top, z),
          P(x0 + bw, fy + bh + top, z),
          P(x0, fy + bh + top, z + d),
          P(x0 + bw, fy, z + d),
        ];
        const xs = corners.map((q) => q[0]);
        const ys = corners.map((q) => q[1]);
        const bb: Box = {
          x: Math.min(...xs) - 2,
          y: Math.min(...ys) - 2,
          w: Math.max(...xs) - Math.min(...xs) + 4,
          h: Math.max(...ys) - Math.min(...ys) + 4,
        };
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
        s.add(
          `<path d="M${pts([P(x0 + 0.2, fy + 2.1, z)])}L${pts([leg1])}M${pts([P(x1 - 0.2, fy + 2.1, z)])}L${pts([leg2])}" stroke="#2f3437" stroke-width="3"/>`,
        );
        marble(s, box, palette(slabCol, r), { angle: rr(r, -0.6, 0.6), variant: i });
        s.add(rect(box, 'none', `stroke="#000" stroke-opacity="0.35" stroke-width="1.5"`));
        s.add(rect({ x: box.x, y: box.y + box.h, w: box.w, h: 3 }, '#333'));
      },
    });
  }
  items.sort((a, bb) => bb.z - a.z);
  items.forEach((it) => it.draw());
  // atmosphere
  s.add(
    rect(
      { x: 0, y: 0, w, h },
      radGrad(
        s,
        [
          [0, '#fff', 0.12],
          [1, '#000', 0.25],
        ],
        0.5,
        0.4,
        0.8,
      ),
    ),
  );
}
