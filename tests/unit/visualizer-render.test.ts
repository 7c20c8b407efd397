// The renderer: the stone appears only on the surface, lit by the room, with joints at the tile edges, and the
// same choices always give the same pixels.
import {
  groutRgb,
  photoPxPerCm,
  photoPyramid,
  renderSurface,
  type Raster,
  type RenderOptions,
} from '../../src/visualizer/render';
import { layingSizes } from '../../src/visualizer/sizes';
import type { LayingSize } from '../../src/visualizer/types';

const W = 200;
const H = 120;
const raster = (w: number, h: number, fill?: (x: number, y: number) => readonly number[]): Raster => {
  const data = new Uint8ClampedArray(w * h * 4);
  if (fill) for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set(fill(x, y), (y * w + x) * 4);
  return { width: w, height: h, data };
};
/** How many bytes differ (jest's deep equality is slow on whole pictures). */
const differingBytes = (a: Raster, b: Raster): number => {
  let n = 0;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) n++;
  return n;
};
const px = (r: Raster, x: number, y: number): number[] => [
  ...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4),
];

/** A deterministic noise photo (a stand-in for a stone close-up): every region of it differs. */
function noisePhoto(seed: number, w = 256, h = 256): Raster {
  let s = seed;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) >>> 24;
  return raster(w, h, () => [90 + (next() >> 1), 80 + (next() >> 1), 70 + (next() >> 1), 255]);
}
const flatPhoto = (v: number) => raster(64, 64, () => [v, v, v, 255]);

// A wall seen face on: 100 × 60 cm drawn at 2 px per cm in the middle of the picture, corner 0 at bottom left.
const wall = {
  corners: [
    [0, 110],
    [200, 110],
    [200, -10],
    [0, -10],
  ] as const,
  sizeCm: [100, 60] as const,
  maskChannel: 'g' as const,
};
// The mask covers x 20..179, y 10..99; everything else is off the surface.
const onSurface = (x: number, y: number) => x >= 20 && x < 180 && y >= 10 && y < 100;
const mask = raster(W, H, (x, y) => [255, onSurface(x, y) ? 255 : x < 20 && y < 10 ? 5 : 0, 255, 255]);
const base = raster(W, H, (x, y) => [120 + (x % 7), 120, 120 + (y % 5), 255]);
const scene = { width: 400, height: 240, neutral: 120 };

const sizes = layingSizes({
  kind: 'product',
  application: 'marble',
  sizes: [{ label: '20x20x2 cm' }, { label: '40x40x2 cm' }],
});
const options = (over: Partial<RenderOptions> = {}): RenderOptions => ({
  scene,
  surface: {
    ...wall,
    corners: wall.corners.map(([x, y]) => [x * 2, y * 2] as const) as unknown as RenderOptions['surface']['corners'],
  },
  stone: { key: 'product:807', sizes },
  photo: noisePhoto(1),
  size: sizes[0],
  pattern: 'straight',
  jointMm: 10,
  grout: 'black',
  ...over,
});
const draw = (over: Partial<RenderOptions> = {}, b: Raster = base): Raster => {
  const out = raster(W, H);
  renderSurface(out, b, mask, options(over));
  return out;
};

/** Picture pixel whose centre is at plane point (u, v) cm on the wall above (2 px per cm, v up from y = 110). */
const at = (u: number, v: number): [number, number] => [Math.floor(u * 2), Math.floor(110 - v * 2)];

describe('renderSurface', () => {
  it('draws the same bytes in row slices as in one piece, and touches no row outside a slice', () => {
    const whole = draw({ pattern: 'brick' });
    const sliced = raster(W, H);
    for (const [from, to] of [
      [0, 7],
      [7, 50],
      [50, 51],
      [51, H],
    ] as const)
      renderSurface(sliced, base, mask, options({ pattern: 'brick', rows: [from, to] }));
    expect(differingBytes(sliced, whole)).toBe(0);
    const partial = raster(W, H);
    renderSurface(partial, base, mask, options({ rows: [40, 60] }));
    expect(px(partial, 100, 39).join()).toBe('0,0,0,0');
    expect(px(partial, 100, 60).join()).toBe('0,0,0,0');
    expect(px(partial, 100, 50).join()).not.toBe('0,0,0,0');
    expect(() => renderSurface(partial, base, mask, options({ rows: [10, H + 1] }))).toThrow(RangeError);
  });

  it('leaves every pixel off the surface byte-identical, even where a lossy mask is not quite 0', () => {
    const out = draw();
    let off = 0;
    let changed = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        if (onSurface(x, y)) continue;
        off++;
        if (px(out, x, y).join() !== px(base, x, y).join()) changed++;
      }
    }
    expect(off).toBeGreaterThan(W * H * 0.3);
    expect(changed).toBe(0);
    // …while the surface itself did change.
    expect(differingBytes(out, base)).toBeGreaterThan(160 * 90 * 2);
  });

  it('draws the stone in place when the output is the base itself', () => {
    const inPlace = { width: W, height: H, data: base.data.slice() };
    renderSurface(inPlace, inPlace, mask, options());
    expect(differingBytes(inPlace, draw())).toBe(0);
  });

  it('gives different pixels on the surface for two different stone photos', () => {
    const a = draw({ photo: noisePhoto(1) });
    const b = draw({ photo: noisePhoto(2) });
    let on = 0;
    let differ = 0;
    for (let y = 10; y < 100; y++) {
      for (let x = 20; x < 180; x++) {
        on++;
        if (px(a, x, y).join() !== px(b, x, y).join()) differ++;
      }
    }
    expect(differ / on).toBeGreaterThan(0.9);
  });

  it('keeps the room light: a shadow in the base darkens the stone there by as much', () => {
    const shaded = raster(W, H, (x) => (x >= 100 ? [60, 60, 60, 255] : [120, 120, 120, 255]));
    const out = draw({ photo: flatPhoto(200), grout: 'white' }, shaded);
    // One tile (u = 42..62 cm) runs into the shadow at u = 50 cm: the same stone at half the light.
    const lit = px(out, ...at(45, 30))[0];
    const shadow = px(out, ...at(55, 30))[0];
    expect(lit).toBeGreaterThan(185);
    expect(shadow).toBeCloseTo(lit / 2, -0.5);
  });

  it('draws the grout in the joints at the tiles edges and the stone inside the tiles', () => {
    // Under an even light equal to the neutral: the stone and grout show their own colours.
    const even = raster(W, H, () => [120, 120, 120, 255]);
    const out = draw({ photo: flatPhoto(200), grout: 'black', jointMm: 10 }, even);
    // 20 cm tiles with 1 cm joints: the first joint is u = 20..21 cm, the second 41..42.
    for (const u of [20.5, 41.5, 62.5]) {
      const [x, y] = at(u, 10);
      expect([u, px(out, x, y)[0]]).toEqual([u, groutRgb.black[0]]);
    }
    // Inside the tiles, the stone: its photo's 200 with each tile's slight tone of at most ± 4 %.
    const tones = [10, 31, 52, 73].map((u) => px(out, ...at(u, 10))[0]);
    for (const t of tones) expect(Math.abs(t - 200)).toBeLessThanOrEqual(8);
    expect(new Set(tones).size).toBeGreaterThan(1);
    // A horizontal joint at v = 20..21 cm.
    const [x, y] = at(10, 20.5);
    expect(px(out, x, y)[0]).toBe(groutRgb.black[0]);
    // The grout colour is the chosen one.
    const white = draw({ photo: flatPhoto(200), grout: 'white', jointMm: 10 }, even);
    expect(px(white, ...at(20.5, 10)).slice(0, 3)).toEqual([...groutRgb.white]);
  });

  it('lays each tile from its own part of the photo, the same every time', () => {
    const a = draw();
    expect(differingBytes(draw(), a)).toBe(0);
    // The same place in two neighbouring tiles differs: the tiles are not copies of one tile.
    const first = [3, 6, 9, 12].map((k) => px(a, ...at(k, 15)).join());
    const second = [3, 6, 9, 12].map((k) => px(a, ...at(k + 21, 15)).join());
    expect(first.filter((p, i) => p !== second[i]).length).toBe(4);
    // Another stone key lays the tiles from other parts.
    expect(differingBytes(draw({ stone: { key: 'product:808', sizes } }), a)).toBeGreaterThan(160 * 90);
  });

  it('fades a thin joint far away instead of drawing broken dark lines', () => {
    // A floor 20 m deep seen at a grazing angle: far rows cover several cm per pixel.
    const far = {
      corners: [
        [0, 240],
        [400, 240],
        [230, 20],
        [170, 20],
      ] as const,
      sizeCm: [60, 2000] as const,
      maskChannel: 'g' as const,
    };
    const full = raster(W, H, () => [0, 255, 0, 255]);
    const even = raster(W, H, () => [120, 120, 120, 255]);
    const out = raster(W, H);
    const opts = options({ photo: flatPhoto(200), grout: 'black', jointMm: 2, size: sizes[0] });
    renderSurface(out, even, full, { ...opts, surface: far as unknown as RenderOptions['surface'] });
    // Rows 12..40 of the output (the far end): every pixel stays close to the stone, none is the black grout.
    let darkest = 255;
    for (let y = 12; y < 40; y++) for (let x = 60; x < 140; x++) darkest = Math.min(darkest, px(out, x, y)[0]);
    expect(darkest).toBeGreaterThan(150);
    // Near the camera the same joints are drawn dark where they fall.
    let nearDarkest = 255;
    for (let y = 110; y < 120; y++) for (let x = 0; x < W; x++) nearDarkest = Math.min(nearDarkest, px(out, x, y)[0]);
    expect(nearDarkest).toBeLessThan(130);
  });

  it('treats a nearly full mask value from a lossy image as full coverage', () => {
    const lossy = raster(W, H, (x, y) => [0, onSurface(x, y) ? 250 : 0, 0, 255]);
    const out = raster(W, H);
    renderSurface(out, base, lossy, options());
    expect(differingBytes(out, draw())).toBe(0);
  });

  it('mixes a half-covered edge pixel half and half', () => {
    const half = raster(W, H, (x, y) => [0, onSurface(x, y) ? 128 : 0, 0, 255]);
    const out = raster(W, H);
    renderSurface(out, base, half, options({ photo: flatPhoto(200) }));
    const [x, y] = at(10, 10);
    const full = draw({ photo: flatPhoto(200) });
    expect(px(out, x, y)[0]).toBeCloseTo((px(base, x, y)[0] + px(full, x, y)[0]) / 2, -0.5);
  });

  it('keeps the veins at one scale for a stone whatever its size: the largest piece fits the photo', () => {
    const photo = noisePhoto(3, 300, 200);
    const scale = photoPxPerCm(photo, sizes);
    expect(scale).toBeCloseTo(5, 9);
    const big: LayingSize[] = layingSizes({
      kind: 'product',
      application: 'marble',
      sizes: [{ label: '60x120x2 cm' }],
    });
    expect(photoPxPerCm(photo, big)).toBeCloseTo(Math.min(300 / 120, 200 / 60), 9);
  });

  it('refuses rasters of different sizes', () => {
    expect(() => renderSurface(raster(10, 10), base, mask, options())).toThrow(/differ in size/);
  });
});

describe('photoPyramid', () => {
  it('halves the photo by averaging 2 × 2 pixels down to one pixel', () => {
    const photo = raster(4, 2, (x) => (x < 2 ? [0, 100, 200, 255] : [200, 100, 0, 255]));
    const levels = photoPyramid(photo);
    expect(levels.map((l) => [l.w, l.h])).toEqual([
      [4, 2],
      [2, 1],
      [1, 1],
    ]);
    const rgb = (v: number) => [v >> 16, (v >> 8) & 255, v & 255];
    expect(rgb(levels[0].rgb[0])).toEqual([0, 100, 200]);
    expect(rgb(levels[1].rgb[1])).toEqual([200, 100, 0]);
    expect(rgb(levels[2].rgb[0])).toEqual([100, 100, 100]);
  });
});
