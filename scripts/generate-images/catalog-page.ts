// Catalogue pages 1–59: a cover, then section pages with texture panels and a crisp text overlay.
import { pick, rr } from './random';
import { escapeXml, n, rect, type Box, type Svg } from './svg';
import { palette } from './palettes';
import { DEFAULT_COLOR, type TextureKind } from './kinds';
import { marble } from './textures/marble';
import { texture } from './textures';

export const CATALOG_SECTIONS: [TextureKind, string, string][] = [
  ['marble', 'MARBLE', 'MRB'],
  ['travertine', 'TRAVERTINE', 'TRV'],
  ['limestone', 'LIMESTONE', 'LMS'],
  ['mosaic', 'MOSAICS', 'MOS'],
  ['outdoor', 'OUTDOOR', 'OUT'],
  ['bath', 'BATH & KITCHEN', 'BTH'],
  ['slab', 'SLABS', 'SLB'],
  ['quartz', 'QUARTZ', 'QRZ'],
  ['byproducts', 'BY-PRODUCTS', 'BYP'],
  ['installation', 'INSTALLATION MATERIALS', 'INS'],
  ['plasterboard', 'PLASTERBOARD', 'PLB'],
];

/** Catalogue page: texture panels (rasterised with filters) + crisp text overlay. */
export function catalogPage(s: Svg, page: number): string {
  const { w, h, r } = s;
  const overlay: string[] = [];
  const txt = (x: number, y: number, size: number, fill: string, text: string, extra = ''): void => {
    overlay.push(
      `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-size="${n(size)}" fill="${fill}" ${extra}>${escapeXml(text)}</text>`,
    );
  };
  const num = String(page).padStart(2, '0');
  if (page <= 1) {
    const p = palette(pick(r, [1, 3, 4]), r);
    marble(s, { x: 0, y: 0, w, h }, p, { angle: rr(r, -1, 1), variant: 1, polish: true });
    overlay.push(rect({ x: 0, y: h * 0.36, w, h: h * 0.22 }, '#1f2327', 'opacity="0.82"'));
    txt(
      w / 2,
      h * 0.45,
      w * 0.075,
      '#ffffff',
      'NATURAL STONE',
      'text-anchor="middle" font-weight="bold" letter-spacing="3"',
    );
    txt(w / 2, h * 0.52, w * 0.04, '#d8c9a8', 'PRODUCT CATALOGUE', 'text-anchor="middle" letter-spacing="6"');
    txt(w - w * 0.06, h - h * 0.05, w * 0.2, '#ffffff', num, 'text-anchor="end" font-weight="bold" opacity="0.85"');
    return overlay.join('');
  }
  const [kind, title, code] = CATALOG_SECTIONS[Math.floor((page - 2) / 5) % CATALOG_SECTIONS.length];
  s.add(rect({ x: 0, y: 0, w, h }, '#f5f3ee'));
  const m = w * 0.07;
  const main: Box = { x: m, y: h * 0.16, w: w - 2 * m, h: h * 0.46 };
  const colours = [1, 1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10];
  const c0 = kind === 'installation' || kind === 'plasterboard' ? 2 : pick(r, [DEFAULT_COLOR[kind], ...colours]);
  texture(s, kind, main, palette(c0, r), { angle: rr(r, -1, 1), variant: page });
  const sw = (w - 2 * m - 2 * m * 0.5) / 3;
  const sy = main.y + main.h + h * 0.035;
  const sh = h * 0.15;
  for (let i = 0; i < 3; i++) {
    const box: Box = { x: m + i * (sw + m * 0.5), y: sy, w: sw, h: sh };
    const ck = pick(r, colours);
    const tk: TextureKind =
      kind === 'installation' || kind === 'plasterboard' || kind === 'bath'
        ? pick(r, ['marble', 'limestone', 'travertine'] as TextureKind[])
        : kind;
    texture(s, tk, box, palette(ck, r), { angle: rr(r, -1, 1), variant: page + i });
    overlay.push(rect(box, 'none', 'stroke="#000" stroke-opacity="0.15" stroke-width="1"'));
    txt(
      box.x,
      sy + sh + h * 0.028,
      w * 0.026,
      '#3b3f44',
      `${code}-${800 + ((page * 3 + i) % 160) + 1}`,
      'font-weight="bold"',
    );
    overlay.push(rect({ x: box.x, y: sy + sh + h * 0.038, w: sw * 0.7, h: 3 }, '#b9b2a5'));
    overlay.push(rect({ x: box.x, y: sy + sh + h * 0.048, w: sw * 0.5, h: 3 }, '#cfc9be'));
  }
  overlay.push(rect({ x: 0, y: h * 0.045, w, h: h * 0.085 }, '#23282d'));
  overlay.push(rect({ x: 0, y: h * 0.13, w, h: 4 }, '#b8945a'));
  // bold sans-serif caps are about 0.72 em wide (+ letter spacing); keep long titles inside the band
  const long = title.length > 10;
  const tfs = Math.min(w * 0.05, (w * (long ? 0.84 : 0.5)) / (title.length * 0.76));
  txt(m, h * 0.088 + tfs * 0.35, tfs, '#ffffff', title, 'font-weight="bold" letter-spacing="2"');
  if (!long)
    txt(w - m, h * 0.1, w * 0.024, '#c9b48a', 'NATURAL STONE COLLECTION', 'text-anchor="end" letter-spacing="1"');
  overlay.push(rect(main, 'none', 'stroke="#000" stroke-opacity="0.2" stroke-width="1"'));
  txt(w - m * 0.8, h - h * 0.035, w * 0.17, '#2b3035', num, 'text-anchor="end" font-weight="bold" opacity="0.9"');
  txt(m, h - h * 0.05, w * 0.022, '#6d6a64', 'Sizes, finishes and availability on request', '');
  overlay.push(rect({ x: m, y: h - h * 0.085, w: w * 0.4, h: 2 }, '#b8945a'));
  return overlay.join('');
}
