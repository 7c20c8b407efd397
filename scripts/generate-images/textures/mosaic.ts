// Mosaic tiles (grid, offset or brick pattern) and outdoor paving (rough, chipped stones).
import { pick, ri, rr } from '../random';
import { clipRect, darken, hex, jitter, lighten, mix, n, rect, type Box, type RGB, type Svg } from '../svg';
import { lowFactor, noise, spikes } from '../noise';
import { roughRect } from '../shapes';
import type { Palette } from '../palettes';
import type { TexOpts } from '../kinds';

export function mosaic(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const scale = Math.max(b.w, b.h) / 800;
  const pattern = o.variant % 3;
  const T = rr(r, 44, 62) * scale;
  const g = Math.max(1.5, 3 * scale);
  const dk = p.base[0] + p.base[1] + p.base[2] < 300;
  const grout: RGB = dk ? [58, 58, 60] : [208, 204, 196];
  s.add(rect(b, hex(grout)));
  const colours: RGB[] = [p.base, p.base, p.light, p.dark, ...p.accents];
  const tiles: Box[] = [];
  const tw = pattern === 2 ? T * 2.2 : T;
  const th = pattern === 2 ? T * 0.55 : T;
  const rows = Math.ceil(b.h / th) + 1;
  for (let row = 0; row < rows; row++) {
    const off = pattern === 0 ? 0 : (row % 2) * tw * 0.5;
    for (let x = b.x - off; x < b.x + b.w; x += tw) {
      tiles.push({
        x: x + g / 2 + rr(r, -0.6, 0.6),
        y: b.y + row * th + g / 2 + rr(r, -0.6, 0.6),
        w: tw - g,
        h: th - g,
      });
    }
  }
  const clipId = s.id('c');
  const rx = n(Math.max(1, 2 * scale));
  s.def(`<clipPath id="${clipId}">${tiles.map((t) => rect(t, '#000', `rx="${rx}"`)).join('')}</clipPath>`);
  const outer = clipRect(s, b);
  s.add(
    `<g clip-path="url(#${outer})">` +
      tiles.map((t) => rect(t, hex(jitter(pick(r, colours), r, 10)), `rx="${rx}"`)).join('') +
      '</g>',
  );
  noise(s, b, {
    fx: 0.02 / scale,
    fy: 0.03 / scale,
    oct: 3,
    clip: clipId,
    lowres: lowFactor(b) * 2,
    layers: [
      { ch: 0, color: p.dark, gain: 1.5, center: 0.44 },
      { ch: 1, color: p.light, gain: 1.5, center: 0.5 },
      {
        ch: 2,
        color: mix(p.vein, p.base, 0.4),
        table: spikes([
          [0.5, 0.45, 0.012],
          [0.4, 0.25, 0.01],
        ]),
      },
    ],
  });
  const hi: string[] = [];
  const lo: string[] = [];
  for (const t of tiles) {
    hi.push(`M${n(t.x + 1)} ${n(t.y + t.h - 1)}V${n(t.y + 1)}H${n(t.x + t.w - 1)}`);
    lo.push(`M${n(t.x + t.w - 0.6)} ${n(t.y + 1)}V${n(t.y + t.h - 0.6)}H${n(t.x + 1)}`);
  }
  s.add(
    `<g clip-path="url(#${outer})" fill="none"><path d="${hi.join('')}" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(1.2 * scale)}"/>` +
      `<path d="${lo.join('')}" stroke="#000" stroke-opacity="0.28" stroke-width="${n(1.2 * scale)}"/></g>`,
  );
}

/** Rough-stone relief: diffuse lighting of a turbulence height field, multiplied onto the source. */
export function roughFilter(s: Svg, b: Box, fx: number, relief: number): string {
  const id = s.id('f');
  s.def(
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="turbulence" baseFrequency="${n(fx, 4)}" numOctaves="3" seed="${s.tseed()}" result="t"/>` +
      `<feDiffuseLighting in="t" surfaceScale="${n(relief, 2)}" diffuseConstant="1.22" lighting-color="#fff" result="l"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting>` +
      `<feComposite in="SourceGraphic" in2="l" operator="arithmetic" k1="1" k2="0" k3="0" k4="0" result="m"/>` +
      `<feComposite in="m" in2="SourceGraphic" operator="in"/></filter>`,
  );
  return id;
}

export function outdoor(s: Svg, b: Box, p: Palette, o: TexOpts): void {
  const r = s.r;
  const scale = Math.max(b.w, b.h) / 800;
  const U = rr(r, 50, 70) * scale * (o.variant % 2 === 0 ? 0.8 : 1);
  const cols = Math.ceil(b.w / U) + 1;
  const rows = Math.ceil(b.h / U) + 1;
  const used: boolean[] = new Array(cols * rows).fill(false);
  const joint: RGB = mix(p.dark, [120, 112, 100], 0.5);
  s.add(rect(b, hex(darken(joint, 0.1))));
  noise(s, b, { fx: 0.2 / scale, oct: 1, layers: [{ ch: 0, color: lighten(joint, 0.3), gain: 1.5, center: 0.45 }] });
  const colours: RGB[] = [p.base, p.base, p.light, p.dark, ...p.accents.slice(0, 2)];
  const gap = 3 * scale;
  const out: string[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      if (used[y * cols + x]) continue;
      let pw = ri(r, 1, 3);
      let ph = ri(r, 1, 2);
      while (pw > 1 && (x + pw > cols || used[y * cols + x + pw - 1])) pw--;
      if (y + ph > rows) ph = 1;
      for (let i = 0; i < pw && ph > 1; i++) if (used[(y + 1) * cols + x + i]) ph = 1;
      for (let j = 0; j < ph; j++) for (let i = 0; i < pw; i++) used[(y + j) * cols + x + i] = true;
      const t: Box = { x: b.x + x * U + gap, y: b.y + y * U + gap, w: pw * U - 2 * gap, h: ph * U - 2 * gap };
      out.push(
        `<path d="${roughRect(r, t, 1.6 * scale)}" fill="${hex(jitter(lighten(pick(r, colours), 0.06), r, 12))}"/>`,
      );
    }
  }
  const f = roughFilter(s, b, 0.035 / scale, 1.6);
  s.add(`<g clip-path="url(#${clipRect(s, b)})"><g filter="url(#${f})">${out.join('')}</g></g>`);
  noise(s, b, {
    fx: 0.012 / scale,
    oct: 2,
    lowres: lowFactor(b),
    layers: [{ ch: 0, color: p.dark, gain: 1.2, center: 0.45 }],
  });
}
