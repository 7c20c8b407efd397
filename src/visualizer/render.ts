// Lays a stone on one surface of a room picture, pixel by pixel, on plain RGBA rasters (canvas ImageData or Node).
import { invert, scaleCorners, surfaceHomography } from './geometry';
import { emptyHit, jointCoverage, makeLayout } from './patterns';
import { largestPieceCm } from './sizes';
import type { GroutColor, LayingSize, PatternName, SceneSurface } from './types';

/** An RGBA picture, 4 bytes a pixel, rows top to bottom: what canvas ImageData is. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface RenderOptions {
  scene: { width: number; height: number; neutral: number };
  surface: Pick<SceneSurface, 'corners' | 'sizeCm' | 'maskChannel'>;
  /** The stone's key seeds each tile's look; all its sizes set the photo's scale. */
  stone: { key: string; sizes: readonly LayingSize[] };
  /** The stone's close-up photo, decoded. */
  photo: Raster;
  size: LayingSize;
  pattern: PatternName;
  jointMm: number;
  grout: GroutColor;
  /**
   * Only these output rows (from inclusive, to exclusive), the rest of `out` untouched: the page draws in slices so that
   * no single task holds the main thread; the slices together give the same bytes as one whole drawing.
   */
  rows?: readonly [from: number, to: number];
}

/** Grout colours as sRGB, as the grout makers' swatches look under daylight. */
export const groutRgb: Record<GroutColor, readonly [number, number, number]> = {
  white: [236, 234, 228],
  ivory: [226, 216, 192],
  beige: [196, 178, 148],
  grey: [150, 150, 146],
  anthracite: [72, 74, 76],
  black: [30, 30, 32],
};

/** Mask values this close to 0 or 255 are a lossy image CDN's ringing, not partial coverage. */
const MASK_FLOOR = 8;
const MASK_CEIL = 247;
/** Tiles differ in tone by up to ± this share, as natural stone from one lot does. */
const TONE_SPREAD = 0.04;

/** One level of the photo's pyramid, a pixel packed as 0xRRGGBB: one read per texel instead of three. */
export interface Level {
  w: number;
  h: number;
  rgb: Uint32Array;
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

// The photo's mip pyramid is built once per decoded photo and kept while the photo is alive.
const pyramids = new WeakMap<Uint8ClampedArray, Level[]>();

/** Halvings of the photo by 2×2 averages, so a far tile samples a pre-blurred photo instead of shimmering. */
export function photoPyramid(photo: Raster): Level[] {
  const cached = pyramids.get(photo.data);
  if (cached) return cached;
  const d = photo.data;
  const first = new Uint32Array(photo.width * photo.height);
  if (littleEndian && d.byteOffset % 4 === 0) {
    // Reading whole pixels is ~3× faster than bytes; on a little-endian machine a pixel reads as 0xAABBGGRR.
    const px = new Uint32Array(d.buffer, d.byteOffset, first.length);
    for (let i = 0; i < first.length; i++) {
      const v = px[i];
      first[i] = ((v & 0xff) << 16) | (v & 0xff00) | ((v >>> 16) & 0xff);
    }
  } else {
    for (let i = 0; i < first.length; i++) first[i] = (d[i * 4] << 16) | (d[i * 4 + 1] << 8) | d[i * 4 + 2];
  }
  const levels: Level[] = [{ w: photo.width, h: photo.height, rgb: first }];
  for (let prev = levels[0]; prev.w > 1 || prev.h > 1; ) {
    const w = Math.max(1, prev.w >> 1);
    const h = Math.max(1, prev.h >> 1);
    const rgb = new Uint32Array(w * h);
    for (let y = 0; y < h; y++) {
      const y0 = Math.min(2 * y, prev.h - 1) * prev.w;
      const y1 = Math.min(2 * y + 1, prev.h - 1) * prev.w;
      for (let x = 0; x < w; x++) {
        const x0 = Math.min(2 * x, prev.w - 1);
        const x1 = Math.min(2 * x + 1, prev.w - 1);
        const q0 = prev.rgb[y0 + x0];
        const q1 = prev.rgb[y0 + x1];
        const q2 = prev.rgb[y1 + x0];
        const q3 = prev.rgb[y1 + x1];
        // Red and blue averaged together in their 16-bit lanes, green on its own (sums stay under 1024).
        const rb = ((q0 & 0xff00ff) + (q1 & 0xff00ff) + (q2 & 0xff00ff) + (q3 & 0xff00ff) + 0x20002) >>> 2;
        const g = ((q0 & 0xff00) + (q1 & 0xff00) + (q2 & 0xff00) + (q3 & 0xff00) + 0x200) >>> 2;
        const packed = (rb & 0xff00ff) | (g & 0xff00);
        rgb[y * w + x] = packed;
      }
    }
    prev = { w, h, rgb };
    levels.push(prev);
  }
  pyramids.set(photo.data, levels);
  return levels;
}

/**
 * Luminance of an sRGB pixel (Rec. 709 weights on the bytes), as a scene's `neutral` is measured: a grey N gives N.
 * The image generator that draws the scenes uses this too, so the light it bakes in is the light read back here.
 */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** FNV-1a of the stone key: the same stone lays the same tiles on every visit and in the image generator. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Murmur3's finaliser: spreads a tile index into well-mixed bits. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const unit = (h: number): number => h / 4294967296;

/**
 * Photo px per cm for a stone: its largest piece just fits in the photo, so every size takes its own parts of the
 * same photo at the same scale and switching size does not change how big the veins look.
 */
export function photoPxPerCm(photo: Raster, sizes: readonly LayingSize[]): number {
  const [w, h] = largestPieceCm(sizes);
  if (!(w > 0 && h > 0)) throw new RangeError('the stone has no laying size');
  return Math.min(photo.width / w, photo.height / h);
}

/**
 * Draws `options.stone` on `options.surface` into `out`: base·(1 − c) + lit stone·c, with c the surface's mask
 * coverage. Pixels the surface does not cover keep the base's bytes exactly. `out` may be `base` itself; all three
 * rasters have the output's size, and the scene's corners are scaled to it.
 */
export function renderSurface(out: Raster, base: Raster, mask: Raster, options: RenderOptions): void {
  const { width: W, height: H } = out;
  for (const r of [base, mask])
    if (r.width !== W || r.height !== H)
      throw new RangeError(`rasters differ in size: ${r.width}×${r.height} vs ${W}×${H}`);
  const [from, to] = options.rows ?? [0, H];
  if (!(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from <= to && to <= H))
    throw new RangeError(`rows ${from}–${to} are not within 0–${H}`);
  if (out.data !== base.data) out.data.set(base.data.subarray(from * W * 4, to * W * 4), from * W * 4);
  const { scene, surface, photo, size } = options;
  const corners = scaleCorners(surface.corners, W / scene.width, H / scene.height);
  const inv = invert(surfaceHomography(surface.sizeCm, corners));
  const layout = makeLayout(size, options.pattern, options.jointMm);
  const levels = photoPyramid(photo);
  const s = photoPxPerCm(photo, options.stone.sizes);
  const seed = hashString(options.stone.key);
  const [gr, gg, gb] = groutRgb[options.grout];
  const invNeutral = 1 / options.scene.neutral;
  const channel = surface.maskChannel === 'r' ? 0 : surface.maskChannel === 'g' ? 1 : 2;
  const [i0, i1, i2, i3, i4, i5, i6, i7, i8] = inv;
  const o = out.data;
  const b = base.data;
  const m = mask.data;
  const hit = emptyHit();
  // A local binding: a bundler's or tsx's module interop may read an imported function through a getter each call.
  const coverage = jointCoverage;
  const s2 = s * s;
  const maxLevel = levels.length - 1;
  // The current tile's look, recomputed only when the tile changes (runs of pixels share a tile).
  let tile = NaN;
  let ox = 0;
  let oy = 0;
  let flipU = false;
  let flipV = false;
  let tone = 1;

  for (let y = from; y < to; y++) {
    const py = y + 0.5;
    // The mapping's numerators and denominator are linear in x along a row: step them instead of recomputing.
    let U = i0 * 0.5 + i1 * py + i2 - i0;
    let V = i3 * 0.5 + i4 * py + i5 - i3;
    let Wd = i6 * 0.5 + i7 * py + i8 - i6;
    for (let x = 0, p = y * W * 4; x < W; x++, p += 4) {
      U += i0;
      V += i3;
      Wd += i6;
      let c = m[p + channel];
      if (c < MASK_FLOOR) continue;
      if (c > MASK_CEIL) c = 255;
      if (Wd <= 0) continue; // beyond the surface's horizon: no plane point
      const rw = 1 / Wd;
      const u = U * rw;
      const v = V * rw;
      // The pixel's footprint on the plane (Jacobian of the inverse mapping), per axis, in cm.
      const fu = (Math.abs(i0 - u * i6) + Math.abs(i1 - u * i7)) * rw;
      const fv = (Math.abs(i3 - v * i6) + Math.abs(i4 - v * i7)) * rw;
      // Neighbouring pixels mostly fall in the same tile's box: look the tile up only on leaving it.
      if (!(u >= hit.x && u < hit.x + hit.boxW && v >= hit.y && v < hit.y + hit.boxH)) layout.locate(u, v, hit);
      if (hit.index !== tile) {
        tile = hit.index;
        const h0 = mix((seed ^ Math.imul(tile, 0x9e3779b1)) >>> 0);
        flipU = (h0 & 1) === 1; // mirrored
        flipV = (h0 & 2) === 2; // both flips: turned 180°
        ox = unit(mix(h0 + 1)) * Math.max(0, photo.width - hit.w * s);
        oy = unit(mix(h0 + 2)) * Math.max(0, photo.height - hit.h * s);
        tone = 1 + (unit(mix(h0 + 3)) * 2 - 1) * TONE_SPREAD;
      }

      const gCov = coverage(hit, u, v, fu, fv);
      let r = gr;
      let g = gg;
      let bl = gb;
      if (gCov < 1) {
        let lu = u - hit.x;
        let lv = v - hit.y;
        lu = lu < 0 ? 0 : lu > hit.w ? hit.w : lu;
        lv = lv < 0 ? 0 : lv > hit.h ? hit.h : lv;
        if (flipU) lu = hit.w - lu;
        if (flipV) lv = hit.h - lv;
        // Mip level from the footprint in photo px (geometric mean of the two axes), compared squared.
        let L = 0;
        for (let f2 = s2 * fu * fv; f2 >= 4 && L < maxLevel; f2 /= 4) L++;
        const lev = levels[L];
        const k = 1 / (1 << L);
        // Texel centres sit at half-integers of each level.
        let fx = (ox + lu * s) * k - 0.5;
        let fy = (oy + lv * s) * k - 0.5;
        fx = fx < 0 ? 0 : fx > lev.w - 1 ? lev.w - 1 : fx;
        fy = fy < 0 ? 0 : fy > lev.h - 1 ? lev.h - 1 : fy;
        const x0 = fx | 0;
        const y0 = fy | 0;
        const ax = fx - x0;
        const ay = fy - y0;
        const x1 = x0 + 1 < lev.w ? x0 + 1 : x0;
        const y1 = y0 + 1 < lev.h ? y0 + 1 : y0;
        const d = lev.rgb;
        const q00 = d[y0 * lev.w + x0];
        const q10 = d[y0 * lev.w + x1];
        const q01 = d[y1 * lev.w + x0];
        const q11 = d[y1 * lev.w + x1];
        const w00 = (1 - ax) * (1 - ay);
        const w10 = ax * (1 - ay);
        const w01 = (1 - ax) * ay;
        const w11 = ax * ay;
        const st = tone * (1 - gCov);
        r = ((q00 >> 16) * w00 + (q10 >> 16) * w10 + (q01 >> 16) * w01 + (q11 >> 16) * w11) * st + gr * gCov;
        g =
          (((q00 >> 8) & 255) * w00 + ((q10 >> 8) & 255) * w10 + ((q01 >> 8) & 255) * w01 + ((q11 >> 8) & 255) * w11) *
            st +
          gg * gCov;
        bl = ((q00 & 255) * w00 + (q10 & 255) * w10 + (q01 & 255) * w01 + (q11 & 255) * w11) * st + gb * gCov;
      }

      // The base shows the surface in a neutral material under the room's light; its luminance over the neutral's
      // is the light here. Multiplying sRGB values is right: with sRGB ≈ linear^(1/2.2), a ratio of sRGB values is
      // the ratio of light raised to the same power, so the product is the lit stone's sRGB value.
      const br = b[p];
      const bg = b[p + 1];
      const bb = b[p + 2];
      const light = luminance(br, bg, bb) * invNeutral;
      const a = c / 255;
      o[p] = br + (r * light - br) * a;
      o[p + 1] = bg + (g * light - bg) * a;
      o[p + 2] = bb + (bl * light - bb) * a;
    }
  }
}
