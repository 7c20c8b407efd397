// TEMPORARY stand-in for the renderer core (branch viz-render): a plain straight/brick laying; removed before merging main.
import type { GroutColor, LayingSize, PatternName, PicturePoint } from './types';

export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface RenderOptions {
  corners: readonly [PicturePoint, PicturePoint, PicturePoint, PicturePoint];
  sizeCm: readonly [number, number];
  maskChannel: 'r' | 'g' | 'b';
  neutral: number;
  size: LayingSize;
  pattern: PatternName;
  jointMm: number;
  grout: GroutColor;
  photo: Raster;
}

const groutRgb: Record<GroutColor, [number, number, number]> = {
  white: [240, 240, 236],
  ivory: [232, 224, 204],
  beige: [206, 190, 160],
  grey: [150, 150, 148],
  anthracite: [70, 72, 74],
  black: [25, 25, 25],
};

function solve(p: readonly PicturePoint[], w: number, h: number): number[] {
  // homography from picture to surface cm via the inverse of the surface→picture map
  const src = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const A: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = p[i];
    const [u, v] = src[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  for (let c = 0; c < 8; c++) {
    let m = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r][c]) > Math.abs(A[m][c])) m = r;
    [A[c], A[m]] = [A[m], A[c]];
    [b[c], b[m]] = [b[m], b[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k < 8; k++) A[r][k] -= f * A[c][k];
      b[r] -= f * b[c];
    }
  }
  return b.map((v, i) => v / A[i][i]);
}

export function renderSurface(out: Raster, base: Raster, mask: Raster, o: RenderOptions): void {
  const [w, h] = o.sizeCm;
  const H = solve(o.corners, w, h);
  const ch = { r: 0, g: 1, b: 2 }[o.maskChannel];
  const tw = o.size.kind === 'tile' ? o.size.widthCm : 40;
  const th = o.size.kind === 'tile' ? o.size.heightCm : 40;
  const j = o.jointMm / 10;
  const g = groutRgb[o.grout];
  const { photo } = o;
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const i = (y * out.width + x) * 4;
      const a = mask.data[i + ch] / 255;
      if (a <= 0) continue;
      const d = H[6] * x + H[7] * y + 1;
      const u = (H[0] * x + H[1] * y + H[2]) / d;
      const v = (H[3] * x + H[4] * y + H[5]) / d;
      const row = Math.floor(v / th);
      const shift = o.pattern === 'brick' && row % 2 ? tw / 2 : 0;
      const col = Math.floor((u + shift) / tw);
      const lu = u + shift - col * tw;
      const lv = v - row * th;
      let rgb: [number, number, number];
      if (lu < j || lv < j) rgb = g;
      else {
        const px = Math.floor(((lu / tw) * 0.5 + ((col * 0.37 + row * 0.61) % 0.5)) * (photo.width - 1));
        const py = Math.floor(((lv / th) * 0.5 + ((col * 0.73 + row * 0.29) % 0.5)) * (photo.height - 1));
        const k = (py * photo.width + px) * 4;
        rgb = [photo.data[k], photo.data[k + 1], photo.data[k + 2]];
      }
      const lum = (0.299 * base.data[i] + 0.587 * base.data[i + 1] + 0.114 * base.data[i + 2]) / o.neutral;
      for (let c = 0; c < 3; c++) out.data[i + c] = out.data[i + c] * (1 - a) + Math.min(255, rgb[c] * lum) * a;
    }
  }
}
