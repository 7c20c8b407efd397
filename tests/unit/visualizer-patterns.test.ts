// Laying patterns at true size: tile counts a tiler would make, the running bond, the French pattern, the joints.
import {
  edgeDistanceCm,
  frenchModule,
  jointCoverage,
  makeLayout,
  patternsFor,
  tileAt,
  type Layout,
} from '../../src/visualizer/patterns';
import { parseProductSizeLabel, parseUsaStockSize } from '../../src/visualizer/sizes';
import type { LayingSize } from '../../src/visualizer/types';

const size = (label: string): LayingSize => {
  const s = parseProductSizeLabel(label);
  if (!s) throw new Error(label);
  return s;
};
const t61 = size('61x61x2 cm');
const french = size('French pattern set (20x20, 20x40, 40x40, 40x60 cm) x 1.2 cm');

/** The tiles met along a line v = const from u = 0 to `length`, in order, sampled every mm. */
function tilesAlong(layout: Layout, v: number, length: number) {
  const seen = new Map<number, ReturnType<typeof tileAt>>();
  for (let u = 0.05; u < length; u += 0.1) {
    const hit = tileAt(layout, u, v);
    if (!seen.has(hit.index)) seen.set(hit.index, hit);
  }
  return [...seen.values()];
}

/** Centres of the joints crossed along v = const (runs of points inside a joint). */
function jointCentresAlong(layout: Layout, v: number, length: number): number[] {
  const centres: number[] = [];
  let start = NaN;
  for (let u = 0.005; u < length; u += 0.01) {
    const inJoint = edgeDistanceCm(tileAt(layout, u, v), u, v) < 0;
    if (inJoint && Number.isNaN(start)) start = u;
    if (!inJoint && !Number.isNaN(start)) {
      centres.push((start + u - 0.01) / 2);
      start = NaN;
    }
  }
  return centres;
}

describe('straight', () => {
  it('lays 61 cm tiles with 3 mm joints across 400 cm as a tiler would: 6 whole columns and a cut one of 32.2 cm', () => {
    const layout = makeLayout(t61, 'straight', 3);
    const columns = tilesAlong(layout, 30, 400);
    expect(columns).toHaveLength(7);
    expect(columns.filter((t) => t.x + t.w <= 400)).toHaveLength(6);
    const last = columns[6];
    expect(400 - last.x).toBeCloseTo(400 - 6 * 61.3, 6);
    expect(400 - last.x).toBeCloseTo(32.2, 6);
  });

  it('starts laying at corner 0 with a whole tile', () => {
    const first = tileAt(makeLayout(t61, 'straight', 3), 0.01, 0.01);
    expect([first.x, first.y, first.w, first.h]).toEqual([0, 0, 61, 61]);
  });

  it('puts the joints right after each tile, as wide as chosen', () => {
    const layout = makeLayout(t61, 'straight', 3);
    const centres = jointCentresAlong(layout, 30, 200);
    expect(centres).toHaveLength(3);
    centres.forEach((c, k) => expect(c).toBeCloseTo(61.15 + k * 61.3, 1));
    expect(edgeDistanceCm(tileAt(layout, 61.15, 30), 61.15, 30)).toBeCloseTo(-0.15, 6);
    expect(edgeDistanceCm(tileAt(layout, 20, 30), 20, 30)).toBeCloseTo(20, 6);
    // Where two joints cross, the nearest stone is a corner.
    expect(edgeDistanceCm(tileAt(layout, 61.1, 61.1), 61.1, 61.1)).toBeCloseTo(-Math.hypot(0.1, 0.1), 6);
  });
});

describe('brick', () => {
  it('moves every other row by half a tile', () => {
    const layout = makeLayout(size('30.5x61x1.2 cm'), 'brick', 2);
    const row0 = jointCentresAlong(layout, 10, 250);
    const row1 = jointCentresAlong(layout, 40, 250);
    const row2 = jointCentresAlong(layout, 70, 250);
    expect(row0[0]).toBeCloseTo(61.1, 1);
    expect(row2).toEqual(row0);
    // Row 1's joints fall halfway between row 0's.
    expect(row1[0]).toBeCloseTo(61.1 - 61.2 / 2, 1);
    expect(row1[1] - row1[0]).toBeCloseTo(61.2, 1);
  });
});

describe('french', () => {
  it('covers every unit cell of its module exactly once, with all four piece sizes', () => {
    const n = frenchModule.size;
    const count = new Array<number>(n * n).fill(0);
    const shapes = new Set<string>();
    for (const [x, y, w, h] of frenchModule.pieces) {
      shapes.add([Math.min(w, h), Math.max(w, h)].join('x'));
      for (let i = 0; i < w; i++) for (let j = 0; j < h; j++) count[((y + j) % n) * n + ((x + i) % n)]++;
    }
    expect(count).toEqual(new Array<number>(n * n).fill(1));
    expect([...shapes].sort()).toEqual(['1x1', '1x2', '2x2', '2x3']);
  });

  it('lays the set at true size with no gaps or overlaps, and no joint running straight through', () => {
    const layout = makeLayout(french, 'french', 0);
    // Over two by two modules (240 cm square), the tiles met make up the area exactly, and are the set's pieces.
    const tiles = new Map<number, ReturnType<typeof tileAt>>();
    for (let u = 10; u < 240; u += 20)
      for (let v = 10; v < 240; v += 20) tiles.set(tileAt(layout, u, v).index, tileAt(layout, u, v));
    const inside = [...tiles.values()].filter((t) => t.x >= 0 && t.y >= 0 && t.x + t.w <= 240 && t.y + t.h <= 240);
    const area = (ts: typeof inside) => ts.reduce((s, t) => s + t.w * t.h, 0);
    const outside = [...tiles.values()].filter((t) => !inside.includes(t));
    // Pieces straddling the square's border count for the part inside it.
    const clipped = outside.reduce(
      (s, t) => s + (Math.min(240, t.x + t.w) - Math.max(0, t.x)) * (Math.min(240, t.y + t.h) - Math.max(0, t.y)),
      0,
    );
    expect(area(inside) + clipped).toBeCloseTo(240 * 240, 6);
    const sizes = new Set([...tiles.values()].map((t) => [Math.min(t.w, t.h), Math.max(t.w, t.h)].join('x')));
    expect([...sizes].sort()).toEqual(['20x20', '20x40', '40x40', '40x60']);
    // Every 20 cm line across the square is crossed by some piece: no straight joint through the floor.
    for (let k = 1; k < 12; k++) {
      const line = k * 20;
      expect([line, [...tiles.values()].some((t) => t.x < line && t.x + t.w > line)]).toEqual([line, true]);
      expect([line, [...tiles.values()].some((t) => t.y < line && t.y + t.h > line)]).toEqual([line, true]);
    }
  });

  it('keeps the small square at true size with joints, and lays the USA set in inches', () => {
    const usa = parseUsaStockSize('french-pattern');
    if (!usa) throw new Error('french-pattern');
    for (const [set, unit] of [
      [french, 20],
      [usa, 20.32],
    ] as const) {
      const layout = makeLayout(set, 'french', 3);
      const tiles = [0.1, 25, 50, 75, 100].flatMap((v) => tilesAlong(layout, v, 240));
      expect(tiles.some((t) => Math.abs(t.w - unit) < 1e-9 && Math.abs(t.h - unit) < 1e-9)).toBe(true);
      // A piece spans whole units, each unit a small square plus its joint.
      for (const t of tiles) {
        const n = (t.w + 0.3) / (unit + 0.3);
        expect(Math.abs(n - Math.round(n))).toBeLessThan(1e-9);
      }
    }
  });

  it('is offered only for pattern sets, and refuses a set it cannot lay', () => {
    expect(patternsFor(french)).toEqual(['french']);
    expect(patternsFor(t61)).toEqual(['straight', 'brick']);
    expect(() => makeLayout(t61, 'french', 3)).toThrow(/cannot be laid in the french pattern/);
    expect(() =>
      makeLayout(
        {
          kind: 'patternSet',
          key: 'odd',
          label: 'odd',
          pieces: [
            [20, 20],
            [20, 30],
          ],
        },
        'french',
        3,
      ),
    ).toThrow(/French pattern set needs/);
  });
});

describe('jointCoverage', () => {
  const layout = makeLayout(t61, 'straight', 2);
  const share = (u: number, foot: number) => jointCoverage(tileAt(layout, u, 30), u, 30, foot, foot);

  it('is all joint inside a joint and none on the stone when a pixel is small', () => {
    expect(share(61.1, 0.01)).toBeCloseTo(1, 9);
    expect(share(30, 0.01)).toBe(0);
    // A pixel half over the joint edge is half joint.
    expect(share(61, 0.1)).toBeCloseTo(0.5, 6);
  });

  it('fades a 2 mm joint far away to its share of the area instead of flickering', () => {
    // A far pixel covers 3 cm: wherever it falls, it sees the 2 mm joint as a small share, never all grout.
    for (let u = 58; u < 64; u += 0.07) {
      const g = share(u, 3);
      expect(g).toBeGreaterThanOrEqual(0);
      expect(g).toBeLessThanOrEqual(0.2 / 3 + 1e-9);
    }
    // A pixel the size of a whole tile sees the joints' true share of the area.
    expect(share(20, 61.2)).toBeCloseTo(1 - (61 / 61.2) ** 2, 6);
  });
});
