// Stone colours by colour id of data/colors.json, with a small per-picture shift.
import { rr, type Rng } from './random';
import type { RGB } from './svg';

export interface Palette {
  base: RGB;
  light: RGB;
  dark: RGB;
  vein: RGB;
  accents: RGB[];
}

export const PALETTES: Record<number, Palette> = {
  1: {
    base: [234, 232, 227],
    light: [250, 249, 246],
    dark: [196, 194, 189],
    vein: [112, 112, 116],
    accents: [
      [176, 174, 170],
      [218, 210, 196],
    ],
  },
  2: {
    base: [150, 151, 152],
    light: [192, 192, 190],
    dark: [104, 105, 108],
    vein: [232, 232, 229],
    accents: [
      [122, 122, 124],
      [178, 174, 168],
    ],
  },
  3: {
    base: [40, 41, 44],
    light: [72, 72, 76],
    dark: [20, 20, 23],
    vein: [226, 223, 216],
    accents: [
      [92, 90, 88],
      [150, 140, 125],
    ],
  },
  4: {
    base: [221, 203, 172],
    light: [238, 226, 204],
    dark: [186, 163, 126],
    vein: [154, 124, 88],
    accents: [
      [206, 183, 146],
      [176, 150, 112],
    ],
  },
  5: {
    base: [116, 84, 61],
    light: [158, 121, 92],
    dark: [76, 53, 38],
    vein: [216, 193, 163],
    accents: [
      [140, 100, 70],
      [98, 70, 52],
    ],
  },
  6: {
    base: [218, 189, 118],
    light: [236, 216, 158],
    dark: [180, 146, 78],
    vein: [146, 106, 52],
    accents: [
      [230, 205, 140],
      [200, 160, 90],
    ],
  },
  7: {
    base: [60, 90, 72],
    light: [98, 130, 108],
    dark: [34, 56, 44],
    vein: [214, 226, 210],
    accents: [
      [80, 110, 88],
      [150, 170, 140],
    ],
  },
  8: {
    base: [110, 136, 162],
    light: [150, 175, 198],
    dark: [70, 94, 120],
    vein: [228, 236, 242],
    accents: [
      [90, 118, 148],
      [170, 190, 205],
    ],
  },
  9: {
    base: [184, 120, 116],
    light: [214, 164, 158],
    dark: [138, 78, 80],
    vein: [240, 218, 212],
    accents: [
      [160, 96, 104],
      [200, 140, 150],
    ],
  },
  10: {
    base: [184, 160, 132],
    light: [214, 196, 170],
    dark: [128, 102, 80],
    vein: [232, 222, 208],
    accents: [
      [170, 108, 78],
      [118, 128, 108],
      [204, 172, 112],
      [140, 118, 140],
      [90, 84, 80],
    ],
  },
};

export function palette(colorId: number, r: Rng): Palette {
  const p = PALETTES[colorId] ?? PALETTES[1];
  const d = rr(r, -6, 6);
  const sh = (c: RGB): RGB => [c[0] + d, c[1] + d, c[2] + d];
  return { base: sh(p.base), light: sh(p.light), dark: sh(p.dark), vein: p.vein, accents: p.accents };
}
