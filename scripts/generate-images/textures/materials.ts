// Installation materials (bucket and bag of adhesive) and plasterboard (leaning boards and a stack).
import { pick, ri, rr } from '../random';
import { darken, hex, jitter, lighten, linGrad, mix, n, pts, rect, type Box, type RGB, type Svg } from '../svg';
import { noise } from '../noise';
import type { Palette } from '../palettes';
import type { TexOpts } from '../kinds';

export const BRAND: RGB[] = [
  [28, 92, 164],
  [226, 118, 28],
  [38, 128, 78],
  [186, 38, 42],
  [70, 70, 80],
];

export function installation(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const X = (t: number): number => b.x + t * b.w;
  const Y = (t: number): number => b.y + t * b.h;
  const brand = hex(pick(r, BRAND));
  s.add(
    rect(
      b,
      linGrad(s, [
        [0, '#e9e9e6'],
        [0.7, '#d3d3cf'],
        [0.72, '#c8c7c2'],
        [1, '#deded9'],
      ]),
    ),
  );
  noise(s, b, { fx: 0.6, oct: 1, layers: [{ ch: 0, color: [120, 120, 115], gain: 0.5, center: 0.4 }] });
  const soft = s.id('f');
  s.def(
    `<filter id="${soft}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(b.w / 80)}"/></filter>`,
  );
  const flip = o.variant % 2 === 0;
  const bx = flip ? 0.64 : 0.34;
  const gx = flip ? 0.3 : 0.68;
  // shadows
  s.add(
    `<ellipse cx="${n(X(bx + 0.02))}" cy="${n(Y(0.84))}" rx="${n(b.w * 0.2)}" ry="${n(b.h * 0.035)}" fill="#000" opacity="0.35" filter="url(#${soft})"/>`,
  );
  s.add(
    `<ellipse cx="${n(X(gx + 0.02))}" cy="${n(Y(0.86))}" rx="${n(b.w * 0.17)}" ry="${n(b.h * 0.035)}" fill="#000" opacity="0.35" filter="url(#${soft})"/>`,
  );
  // bucket
  const top = Y(0.38);
  const bot = Y(0.84);
  const tw = b.w * 0.15;
  const bw = b.w * 0.125;
  const cx = X(bx);
  const plastic = linGrad(
    s,
    [
      [0, '#b9bbbd'],
      [0.3, '#f4f5f6'],
      [0.55, '#e4e6e7'],
      [1, '#a4a7aa'],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(
    `<path d="M${n(cx - tw)} ${n(top)}L${n(cx - bw)} ${n(bot)}Q${n(cx)} ${n(bot + b.h * 0.03)} ${n(cx + bw)} ${n(bot)}L${n(cx + tw)} ${n(top)}Z" fill="${plastic}"/>`,
  );
  const lt = Y(0.5);
  const lb = Y(0.72);
  const wAt = (y: number): number => tw + ((bw - tw) * (y - top)) / (bot - top);
  s.add(
    `<path d="M${n(cx - wAt(lt))} ${n(lt)}L${n(cx - wAt(lb))} ${n(lb)}Q${n(cx)} ${n(lb + b.h * 0.025)} ${n(cx + wAt(lb))} ${n(lb)}L${n(cx + wAt(lt))} ${n(lt)}Q${n(cx)} ${n(lt + b.h * 0.025)} ${n(cx - wAt(lt))} ${n(lt)}Z" fill="${brand}"/>`,
  );
  s.add(rect({ x: cx - b.w * 0.07, y: Y(0.56), w: b.w * 0.14, h: b.h * 0.035 }, '#fff', 'opacity="0.9"'));
  s.add(rect({ x: cx - b.w * 0.05, y: Y(0.62), w: b.w * 0.1, h: b.h * 0.015 }, '#fff', 'opacity="0.7"'));
  s.add(rect({ x: cx - b.w * 0.05, y: Y(0.65), w: b.w * 0.07, h: b.h * 0.015 }, '#fff', 'opacity="0.7"'));
  s.add(
    rect(
      { x: cx - wAt(lt), y: lt, w: wAt(lt) * 2, h: lb - lt },
      linGrad(
        s,
        [
          [0, '#000', 0.25],
          [0.35, '#fff', 0.15],
          [1, '#000', 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
      'opacity="0.8"',
    ),
  );
  s.add(
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(tw + b.w * 0.006)}" ry="${n(b.h * 0.03)}" fill="#dfe1e2" stroke="#9a9da0" stroke-width="${n(b.w / 300)}"/>`,
  );
  s.add(`<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(tw * 0.9)}" ry="${n(b.h * 0.02)}" fill="#c5c8ca"/>`);
  s.add(
    `<path d="M${n(cx - tw)} ${n(top + b.h * 0.02)}Q${n(cx)} ${n(top - b.h * 0.2)} ${n(cx + tw)} ${n(top + b.h * 0.02)}" fill="none" stroke="#3c3f42" stroke-width="${n(b.w / 220)}"/>`,
  );
  // bag
  const gcx = X(gx);
  const gw = b.w * 0.13;
  const gt = Y(0.3);
  const gb = Y(0.86);
  const kraft: RGB = o.variant % 3 === 0 ? [170, 170, 166] : [196, 168, 122];
  const paper = linGrad(
    s,
    [
      [0, hex(darken(kraft, 0.25))],
      [0.3, hex(lighten(kraft, 0.1))],
      [0.7, hex(kraft)],
      [1, hex(darken(kraft, 0.3))],
    ],
    0,
    0,
    1,
    0,
  );
  let zig = `M${n(gcx - gw)} ${n(gt)}`;
  const steps = 12;
  for (let i = 1; i <= steps; i++)
    zig += `L${n(gcx - gw + (2 * gw * i) / steps)} ${n(gt + (i % 2 ? -1 : 1) * b.h * 0.008)}`;
  s.add(
    `<path d="${zig}Q${n(gcx + gw * 1.12)} ${n((gt + gb) / 2)} ${n(gcx + gw)} ${n(gb)}Q${n(gcx)} ${n(gb + b.h * 0.02)} ${n(gcx - gw)} ${n(gb)}Q${n(gcx - gw * 1.12)} ${n((gt + gb) / 2)} ${n(gcx - gw)} ${n(gt)}Z" fill="${paper}"/>`,
  );
  s.add(rect({ x: gcx - gw * 0.8, y: Y(0.42), w: gw * 1.6, h: b.h * 0.16 }, brand, 'opacity="0.92"'));
  s.add(rect({ x: gcx - gw * 0.6, y: Y(0.46), w: gw * 1.2, h: b.h * 0.03 }, '#fff', 'opacity="0.9"'));
  s.add(rect({ x: gcx - gw * 0.6, y: Y(0.51), w: gw * 0.8, h: b.h * 0.014 }, '#fff', 'opacity="0.75"'));
  s.add(
    `<path d="M${n(gcx - gw * 0.9)} ${n(Y(0.35))}H${n(gcx + gw * 0.9)}M${n(gcx - gw * 0.95)} ${n(Y(0.78))}H${n(gcx + gw * 0.95)}" stroke="#000" stroke-opacity="0.15" stroke-width="${n(b.w / 300)}"/>`,
  );
  void p;
}

export function plasterboard(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const X = (t: number): number => b.x + t * b.w;
  const Y = (t: number): number => b.y + t * b.h;
  s.add(
    rect(
      b,
      linGrad(s, [
        [0, '#d9d6d0'],
        [0.62, '#cbc7c0'],
        [0.63, '#a9a6a0'],
        [1, '#bebbb5'],
      ]),
    ),
  );
  const board = mix(p.light, [226, 227, 226], 0.7);
  // leaning boards behind
  const nb = ri(r, 3, 4);
  for (let i = 0; i < nb; i++) {
    const x0 = X(0.06 + i * 0.11 + rr(r, 0, 0.02));
    const w = b.w * 0.28;
    const y0 = Y(0.05 + rr(r, 0, 0.04));
    const y1 = Y(0.63);
    const lean = b.w * 0.05;
    const c = jitter(board, r, 5);
    s.add(
      `<polygon points="${pts([
        [x0 + lean, y0],
        [x0 + lean + w, y0],
        [x0 + w, y1],
        [x0, y1],
      ])}" fill="${hex(c)}" stroke="${hex(darken(c, 0.25))}" stroke-width="${n(b.w / 400)}"/>`,
    );
    s.add(
      `<polygon points="${pts([
        [x0 + lean + w, y0],
        [x0 + lean + w + b.w * 0.008, y0 + b.h * 0.01],
        [x0 + w + b.w * 0.008, y1],
        [x0 + w, y1],
      ])}" fill="${hex(darken(c, 0.3))}"/>`,
    );
    s.add(
      `<line x1="${n(x0 + lean + w * 0.5)}" y1="${n(y0)}" x2="${n(x0 + w * 0.5)}" y2="${n(y1)}" stroke="${hex(darken(c, 0.08))}" stroke-width="${n(b.w / 350)}" stroke-dasharray="${n(b.h / 60)} ${n(b.h / 30)}"/>`,
    );
  }
  // stack of boards (front face shows every sheet edge)
  const sx0 = X(o.variant % 2 ? 0.3 : 0.16);
  const sx1 = sx0 + b.w * 0.55;
  const dx = b.w * 0.1;
  const dy = b.h * 0.12;
  const sy = Y(0.66);
  const sh = b.h * 0.24;
  s.add(
    `<polygon points="${pts([
      [sx0, sy],
      [sx1, sy],
      [sx1 + dx, sy - dy],
      [sx0 + dx, sy - dy],
    ])}" fill="${hex(lighten(board, 0.12))}"/>`,
  );
  s.add(
    `<polygon points="${pts([
      [sx1, sy],
      [sx1 + dx, sy - dy],
      [sx1 + dx, sy - dy + sh],
      [sx1, sy + sh],
    ])}" fill="${hex(darken(board, 0.2))}"/>`,
  );
  const sheets = Math.round(sh / Math.max(4, b.h / 90));
  const out: string[] = [];
  for (let i = 0; i < sheets; i++) {
    const y = sy + (i * sh) / sheets;
    out.push(rect({ x: sx0, y, w: sx1 - sx0, h: sh / sheets }, hex(jitter(i % 2 ? darken(board, 0.05) : board, r, 4))));
    out.push(
      `<line x1="${n(sx0)}" y1="${n(y)}" x2="${n(sx1)}" y2="${n(y)}" stroke="#000" stroke-opacity="0.25" stroke-width="${n(b.h / 600)}"/>`,
    );
  }
  s.add(out.join(''));
  s.add(rect({ x: sx0 - b.w * 0.01, y: sy + sh, w: sx1 - sx0 + dx, h: b.h * 0.03 }, '#6b5a47'));
  noise(s, b, { fx: 0.5, oct: 1, layers: [{ ch: 0, color: [90, 90, 90], gain: 0.4, center: 0.4 }] });
}
