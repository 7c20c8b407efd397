// One painter per texture kind, and the "installed" joint grid drawn over product photos.
import { rr } from '../random';
import { clipRect, hex, n, rect, type Box, type RGB, type Svg } from '../svg';
import type { Palette } from '../palettes';
import type { TexOpts, TextureKind } from '../kinds';
import { marble, slab } from './marble';
import { travertine } from './travertine';
import { limestone, quartz } from './limestone';
import { mosaic, outdoor } from './mosaic';
import { bath } from './bath';
import { byproducts } from './byproducts';
import { installation, plasterboard } from './materials';

/** Optional "installed" look: joint grid over the texture. */
export function tileJoints(s: Svg, b: Box, size: number, color: RGB): void {
  const r = s.r;
  const out: string[] = [];
  for (let y = b.y; y < b.y + b.h; y += size) {
    for (let x = b.x; x < b.x + b.w; x += size) {
      const tone = r() < 0.5 ? '#fff' : '#000';
      out.push(rect({ x, y, w: size, h: size }, tone, `opacity="${n(rr(r, 0, 0.06), 3)}"`));
    }
  }
  let d = '';
  for (let y = b.y + size; y < b.y + b.h; y += size) d += `M${n(b.x)} ${n(y)}H${n(b.x + b.w)}`;
  for (let x = b.x + size; x < b.x + b.w; x += size) d += `M${n(x)} ${n(b.y)}V${n(b.y + b.h)}`;
  s.add(
    `<g clip-path="url(#${clipRect(s, b)})">${out.join('')}<path d="${d}" stroke="${hex(color)}" stroke-width="2" opacity="0.85"/></g>`,
  );
}

export const painters: Record<TextureKind, (s: Svg, b: Box, p: Palette, o: TexOpts) => void> = {
  marble,
  travertine,
  limestone,
  mosaic,
  outdoor,
  bath,
  slab,
  quartz,
  byproducts,
  installation,
  plasterboard,
};

export function texture(s: Svg, kind: TextureKind, b: Box, p: Palette, o: TexOpts): void {
  painters[kind](s, b, p, o);
}
