// USA warehouse: an aisle of pallet racks loaded with crates.
import { pick, rr } from '../random';
import { jitter, linGrad, n, pts, radGrad, rect, type Pt, type RGB, type Svg } from '../svg';
import { noise } from '../noise';
import { box3d, clipPoly, proj, type Cam } from './camera';

export function warehouseScene(s: Svg): void {
  const { w, h, r } = s;
  const c: Cam = { cx: w * rr(r, 0.45, 0.55), cy: h * 0.5, f: w * 0.6 };
  const P = (x: number, y: number, z: number): Pt => proj(c, x, y, z);
  const fy = -1.6;
  const top = 6;
  const zb = 45;
  s.add(rect({ x: 0, y: 0, w, h }, '#3e4245'));
  s.add(
    `<polygon points="${pts([P(-9, fy, 1), P(9, fy, 1), P(9, fy, zb), P(-9, fy, zb)])}" fill="${linGrad(
      s,
      [
        [0, '#8d8c88'],
        [1, '#b3b1ab'],
      ],
      0,
      1,
      0,
      0,
    )}"/>`,
  );
  s.add(`<polygon points="${pts([P(-9, top, zb), P(9, top, zb), P(9, fy, zb), P(-9, fy, zb)])}" fill="#777b7e"/>`);
  const fc = clipPoly(s, [[P(-9, fy, 1), P(9, fy, 1), P(9, fy, zb), P(-9, fy, zb)]]);
  noise(
    s,
    { x: 0, y: 0, w, h },
    {
      fx: 0.008,
      fy: 0.04,
      oct: 3,
      clip: fc,
      lowres: 0.4,
      layers: [
        { ch: 0, color: [50, 50, 48], gain: 0.9, center: 0.45 },
        { ch: 1, color: [235, 235, 230], gain: 0.8, center: 0.5 },
      ],
    },
  );
  s.add(
    `<path d="M${pts([P(-1.8, fy, 1.2)])}L${pts([P(-1.8, fy, zb)])}M${pts([P(1.8, fy, 1.2)])}L${pts([P(1.8, fy, zb)])}" stroke="#e8c22a" stroke-width="4" stroke-opacity="0.8"/>`,
  );
  for (let z = 4; z < zb; z += 6) {
    const a = P(-1, top + 0.5, z);
    const b2 = P(1, top + 0.5, z + 0.8);
    s.add(
      `<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(b2[0] - a[0])}" height="${n(Math.max(1, (c.f * 0.1) / z))}" fill="#fffbe8"/>`,
    );
  }
  const upr: RGB = pick(r, [
    [40, 84, 150],
    [44, 60, 110],
  ] as RGB[]);
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
          out.push(
            box3d(
              c,
              x0 + 0.05,
              x1 - 0.05,
              ly + 0.12,
              ly + 0.12 + ch,
              zz,
              zz + 1.25,
              wood,
              `stroke="#5a4126" stroke-width="0.6"`,
            ),
          );
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
  s.add(
    rect(
      { x: 0, y: 0, w, h },
      radGrad(
        s,
        [
          [0, '#fff', 0.1],
          [1, '#000', 0.35],
        ],
        0.5,
        0.5,
        0.8,
      ),
    ),
  );
}
