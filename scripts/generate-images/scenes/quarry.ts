// Quarry: terraced pit walls with saw cuts and drill lines, cut blocks on the floor, an excavator.
import { pick, ri, rr } from '../random';
import { clamp, darken, hex, jitter, lighten, linGrad, mix, n, pts, rect, type Pt, type Svg } from '../svg';
import { noise } from '../noise';
import { palette } from '../palettes';
import { box3d, clipPoly, stoneFilter, type Cam } from './camera';

export function quarryScene(s: Svg): void {
  const { w, h, r } = s;
  const stone = palette(pick(r, [1, 1, 4, 4, 2]), r);
  const wallCol = mix(stone.base, [214, 208, 198], 0.35);
  const horizon = h * rr(r, 0.14, 0.22);
  s.add(
    rect(
      { x: 0, y: 0, w, h: horizon + 40 },
      linGrad(s, [
        [0, '#86abcf'],
        [1, '#e2e8ea'],
      ]),
    ),
  );
  let ridge = `M0 ${n(horizon)}`;
  for (let x = 0; x <= w; x += w / 16) ridge += `L${n(x)} ${n(horizon - rr(r, 8, 40) * (h / 600))}`;
  s.add(`<path d="${ridge}L${n(w)} ${n(horizon + 30)}L0 ${n(horizon + 30)}Z" fill="#a3aaa1"/>`);
  // terraces of the far pit wall: each boundary is a shallow arc (the benches curve towards us at the sides)
  const levels = ri(r, 4, 6);
  const floorY = h * rr(r, 0.74, 0.8);
  const cxq = w * rr(r, 0.35, 0.65);
  const weights: number[] = [];
  for (let i = 0; i < levels; i++) weights.push(1 + 0.45 * i);
  const total = weights.reduce((a, c) => a + c, 0);
  const SEG = 24;
  const curve = (y: number, bend: number): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i <= SEG; i++) {
      const x = -20 + ((w + 40) * i) / SEG;
      const u = (x - cxq) / (w / 2);
      out.push([x, y + bend * u * u]);
    }
    return out;
  };
  const yAt = (c: Pt[], x: number): number => {
    const f = clamp(((x + 20) / (w + 40)) * SEG, 0, SEG - 0.0001);
    const i = Math.floor(f);
    return c[i][1] + (c[i + 1][1] - c[i][1]) * (f - i);
  };
  let y = horizon - 4;
  const faces: Pt[][] = [];
  const treads: Pt[][] = [];
  const tones: string[] = [];
  const cuts: string[] = [];
  const drills: string[] = [];
  const shades: string[] = [];
  const bendAt = (yy: number): number => h * (0.01 + (0.16 * (yy - horizon)) / (floorY - horizon));
  for (let i = 0; i < levels; i++) {
    const seg = ((floorY - horizon) * weights[i]) / total;
    const top = curve(y, bendAt(y));
    const bot = curve(y + seg * 0.74, bendAt(y + seg * 0.74));
    const next = curve(y + seg, bendAt(y + seg));
    faces.push([...top, ...bot.slice().reverse()]);
    treads.push([...bot, ...next.slice().reverse()]);
    let x = rr(r, -60, 0);
    while (x < w) {
      const bw = rr(r, 70, 190) * (0.6 + 0.25 * i) * (w / 800);
      const x1 = x + bw;
      const q: Pt[] = [
        [x, yAt(top, x)],
        [x1, yAt(top, x1)],
        [x1, yAt(bot, x1)],
        [x, yAt(bot, x)],
      ];
      tones.push(
        `<polygon points="${pts(q)}" fill="${r() < 0.5 ? '#fff' : '#000'}" fill-opacity="${n(rr(r, 0.02, 0.12), 3)}"/>`,
      );
      cuts.push(`M${n(x)} ${n(yAt(top, x))}L${n(x)} ${n(yAt(bot, x))}`);
      if (r() < 0.3) {
        for (let dx = 5; dx < bw - 5; dx += rr(r, 6, 10))
          drills.push(`M${n(x + dx)} ${n(yAt(top, x + dx) + 3)}L${n(x + dx)} ${n(yAt(bot, x + dx) - 3)}`);
      }
      x = x1;
    }
    // shadow cast by the bench edge onto the top of the wall below
    const sh: Pt[] = [...top, ...curve(y + seg * 0.74 * 0.3, bendAt(y + seg * 0.22)).reverse()];
    shades.push(`<polygon points="${pts(sh)}" fill="#000" fill-opacity="0.16"/>`);
    y += seg;
  }
  const floor: Pt[] = [...curve(y, bendAt(y)), [w + 20, h + 10], [-20, h + 10]];
  s.add(faces.map((q) => `<polygon points="${pts(q)}" fill="${hex(wallCol)}"/>`).join(''));
  const fc = clipPoly(s, faces);
  noise(
    s,
    { x: 0, y: 0, w, h },
    {
      fx: 0.02,
      fy: 0.004,
      oct: 3,
      clip: fc,
      lowres: 0.5,
      layers: [
        { ch: 0, color: darken(stone.dark, 0.15), gain: 1.6, center: 0.46 },
        { ch: 1, color: lighten(stone.light, 0.2), gain: 1.5, center: 0.5 },
        { ch: 2, color: [160, 135, 100], gain: 1.0, center: 0.52 },
      ],
    },
  );
  s.add(
    `<g clip-path="url(#${fc})">${tones.join('')}${shades.join('')}<path d="${drills.join('')}" stroke="#000" stroke-opacity="0.08" stroke-width="1"/></g>`,
  );
  s.add(`<path d="${cuts.join('')}" stroke="#000" stroke-opacity="0.3" stroke-width="1.3"/>`);
  // a sunlit side: gradient across the walls
  s.add(
    `<g clip-path="url(#${fc})">${rect(
      { x: 0, y: 0, w, h },
      linGrad(
        s,
        [
          [0, '#000', 0.18],
          [0.5, '#000', 0],
          [1, '#fff', 0.12],
        ],
        0,
        0,
        1,
        0,
      ),
    )}</g>`,
  );
  const dust = mix(stone.light, [216, 208, 192], 0.5);
  s.add([...treads, floor].map((q) => `<polygon points="${pts(q)}" fill="${hex(dust)}"/>`).join(''));
  const tc = clipPoly(s, [...treads, floor]);
  noise(
    s,
    { x: 0, y: 0, w, h },
    {
      fx: 0.01,
      fy: 0.04,
      oct: 3,
      clip: tc,
      lowres: 0.5,
      layers: [
        { ch: 0, color: [130, 120, 104], gain: 0.9, center: 0.45 },
        { ch: 1, color: [255, 253, 248], gain: 0.9, center: 0.5 },
      ],
    },
  );
  s.add(
    `<path d="${treads.map((q) => 'M' + pts(q.slice(0, SEG + 1)).replace(/ /g, 'L')).join('')}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.6"/>`,
  );
  // cut blocks on the pit floor
  const c: Cam = { cx: w / 2, cy: y - h * 0.1, f: h * 0.65 };
  const blocks: { z: number; svg: string }[] = [];
  const nBlocks = ri(r, 3, 5);
  for (let i = 0; i < nBlocks; i++) {
    const z = rr(r, 8, 14);
    const x0 = rr(r, -0.7, 0.55) * ((w / h) * 11);
    const bwid = rr(r, 1.6, 2.8);
    const col = jitter(wallCol, r, 8);
    blocks.push({
      z,
      svg: box3d(
        c,
        x0,
        x0 + bwid,
        -1.6,
        -1.6 + rr(r, 1.0, 1.6),
        z,
        z + rr(r, 1.2, 2),
        col,
        `stroke="${hex(darken(col, 0.3))}" stroke-width="0.6"`,
      ),
    });
  }
  blocks.sort((a, bb) => bb.z - a.z);
  const bf = stoneFilter(s, { x: 0, y: horizon, w, h: h - horizon }, 0.02);
  s.add(`<g filter="url(#${bf})">${blocks.map((bl) => bl.svg).join('')}</g>`);
  // excavator on one of the benches
  if (r() < 0.85) {
    const q = treads[ri(r, 1, treads.length - 1)];
    const ex = rr(r, 0.15, 0.85) * w;
    const top = yAt(q.slice(0, SEG + 1), ex);
    const bot = yAt(q.slice(SEG + 1).reverse(), ex);
    const sc = Math.max(0.8, (bot - top) / 14);
    const yl = '#d9a521';
    s.add(
      `<g transform="translate(${n(ex)} ${n((top + bot) / 2 + 2)}) scale(${n(sc, 3)})">` +
        `<rect x="-12" y="-4" width="24" height="4" rx="2" fill="#2b2b2b"/><rect x="-10" y="-12" width="18" height="8" fill="${yl}"/>` +
        `<rect x="-8" y="-19" width="8" height="7" fill="${yl}"/><rect x="-7" y="-18" width="6" height="4" fill="#7fa3b8"/>` +
        `<path d="M6 -10L18 -22L27 -10" stroke="${yl}" stroke-width="2.5" fill="none"/><path d="M25 -11l5 0l-2 5l-5 0z" fill="#3a3a3a"/></g>`,
    );
  }
  s.add(
    rect(
      { x: 0, y: 0, w, h },
      linGrad(s, [
        [0, '#fff', 0.25],
        [0.45, '#fff', 0.04],
        [1, '#fff', 0],
      ]),
    ),
  );
}
