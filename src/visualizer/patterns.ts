// Laying patterns on the surface plane (cm from corner 0): which tile a point falls in, and where the joints are.
import type { LayingSize, PatternName } from './types';

/**
 * A tile as laid: the stone is [x, x + w] × [y, y + h] cm; its box adds the joint after it (right and below), so boxes
 * tile the plane and every point belongs to exactly one tile. `index` is stable for a tile (it seeds its look).
 */
export interface TileHit {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
  boxW: number;
  boxH: number;
}

export interface Layout {
  readonly pattern: PatternName;
  readonly jointCm: number;
  /** Fills `hit` with the tile whose box holds (u, v) and returns it (no allocation: the renderer calls it per pixel). */
  locate(u: number, v: number, hit: TileHit): TileHit;
}

export class LayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LayoutError';
  }
}

export const emptyHit = (): TileHit => ({ index: 0, x: 0, y: 0, w: 0, h: 0, boxW: 0, boxH: 0 });

/** The patterns a size can be laid in: a pattern set only as the French pattern, a tile straight or brick. */
export function patternsFor(size: LayingSize): PatternName[] {
  return size.kind === 'patternSet' ? ['french'] : ['straight', 'brick'];
}

// Tile coordinates packed into one int; unique while a surface is under 32768 tiles across, far beyond any room.
const pack = (col: number, row: number): number => ((row & 0xffff) << 16) | (col & 0xffff);

function gridLayout(pattern: 'straight' | 'brick', w: number, h: number, j: number): Layout {
  const pw = w + j;
  const ph = h + j;
  // Brick: every other row is moved by half a tile (with its joint), the running bond tilers lay.
  const shift = pattern === 'brick' ? pw / 2 : 0;
  return {
    pattern,
    jointCm: j,
    locate(u, v, hit) {
      const row = Math.floor(v / ph);
      const dx = row & 1 ? shift : 0;
      const col = Math.floor((u - dx) / pw);
      hit.index = pack(col, row);
      hit.x = col * pw + dx;
      hit.y = row * ph;
      hit.w = w;
      hit.h = h;
      hit.boxW = pw;
      hit.boxH = ph;
      return hit;
    },
  };
}

/**
 * The Versailles module: 6 × 6 units (a unit is the small square's side), on a torus: pieces that run over the
 * module's edge continue in the next module, so no joint runs straight through the floor (the longest straight
 * joint is 4 units) and no four corners meet at a point. Found by a search for those two properties; pieces are
 * [x, y, w, h] in units: 4 squares 1×1, 1 of 1×2, 3 of 2×2 and 3 of 2×3, in both directions.
 */
export const frenchModule = {
  size: 6,
  pieces: [
    [4, 5, 3, 2],
    [1, 0, 2, 3],
    [3, 0, 1, 1],
    [5, 1, 2, 2],
    [3, 1, 2, 3],
    [0, 3, 2, 2],
    [2, 3, 1, 1],
    [5, 3, 1, 2],
    [2, 4, 2, 2],
    [4, 4, 1, 1],
    [1, 5, 1, 1],
  ] as readonly (readonly [number, number, number, number])[],
};

// Per unit cell of the module: the piece covering it and the piece's origin relative to the cell (≤ 0, in units).
const N = frenchModule.size;
const cellPiece = new Int8Array(N * N).fill(-1);
const cellDx = new Int8Array(N * N);
const cellDy = new Int8Array(N * N);
const pieceW = Int8Array.from(frenchModule.pieces, (q) => q[2]);
const pieceH = Int8Array.from(frenchModule.pieces, (q) => q[3]);
frenchModule.pieces.forEach(([px, py, pw, ph], k) => {
  for (let i = 0; i < pw; i++) {
    for (let j = 0; j < ph; j++) {
      const c = ((py + j) % N) * N + ((px + i) % N);
      cellPiece[c] = k;
      cellDx[c] = -i;
      cellDy[c] = -j;
    }
  }
});

/** The set's unit (the small square's side); its pieces must be 1×1, 1×2, 2×2 and 2×3 units, as every French set is. */
function frenchUnit(pieces: readonly (readonly [number, number])[]): number {
  const unit = Math.min(...pieces.flat());
  const shapes = new Set(
    pieces.map(([a, b]) =>
      [Math.min(a, b) / unit, Math.max(a, b) / unit].map((n) => Math.round(n * 50) / 50).join('x'),
    ),
  );
  for (const need of ['1x1', '1x2', '2x2', '2x3']) {
    if (!shapes.has(need))
      throw new LayoutError(
        `a French pattern set needs pieces of 1×1, 1×2, 2×2 and 2×3 units; ${JSON.stringify(pieces)} has no ${need}`,
      );
  }
  return unit;
}

/**
 * A piece spanning n units is n·(unit + joint) − joint long, so the small square keeps its true size and every
 * joint lines up; the larger pieces come out longer by the joints they span (a few mm), as sets sized for a joint do.
 */
function frenchLayout(unit: number, j: number): Layout {
  const p = unit + j;
  return {
    pattern: 'french',
    jointCm: j,
    locate(u, v, hit) {
      const cu = Math.floor(u / p);
      const cv = Math.floor(v / p);
      const c = (cv - N * Math.floor(cv / N)) * N + (cu - N * Math.floor(cu / N));
      const k = cellPiece[c];
      const ou = cu + cellDx[c];
      const ov = cv + cellDy[c];
      hit.index = (((Math.floor(ov / N) & 0xfff) << 12) | (Math.floor(ou / N) & 0xfff)) * 16 + k;
      hit.x = ou * p;
      hit.y = ov * p;
      hit.boxW = pieceW[k] * p;
      hit.boxH = pieceH[k] * p;
      hit.w = hit.boxW - j;
      hit.h = hit.boxH - j;
      return hit;
    },
  };
}

/** The layout for a size, a pattern and a joint width in mm; a pattern the size cannot take (see patternsFor) throws. */
export function makeLayout(size: LayingSize, pattern: PatternName, jointMm: number): Layout {
  if (!(jointMm >= 0 && Number.isFinite(jointMm))) throw new LayoutError(`joint width ${jointMm} mm is not a width`);
  const j = jointMm / 10;
  if (!patternsFor(size).includes(pattern))
    throw new LayoutError(`size ${size.key} cannot be laid in the ${pattern} pattern`);
  if (size.kind === 'patternSet') return frenchLayout(frenchUnit(size.pieces), j);
  return gridLayout(pattern as 'straight' | 'brick', size.widthCm, size.heightCm, j);
}

/** The tile at a point, as a new object (for callers outside a pixel loop). */
export function tileAt(layout: Layout, u: number, v: number): TileHit {
  return layout.locate(u, v, emptyHit());
}

/**
 * Signed distance in cm from (u, v) to the edge of its tile's stone: positive on the stone, negative in a joint
 * (how far into the joint; at most half its width along a joint).
 */
export function edgeDistanceCm(hit: TileHit, u: number, v: number): number {
  const dx = axisDistance(u - hit.x, hit.w, hit.boxW);
  const dy = axisDistance(v - hit.y, hit.h, hit.boxH);
  if (dx > 0 && dy > 0) return Math.min(dx, dy);
  if (dx > 0 || dy > 0) return Math.min(dx, dy);
  // Where joints cross, the nearest stone is a corner.
  return -Math.hypot(dx, dy);
}

function axisDistance(t: number, stone: number, box: number): number {
  return t < stone ? Math.min(t, stone - t) : -Math.min(t - stone, box - t);
}

/** Length of [a0, a1] ∩ [b0, b1]. */
const overlap = (a0: number, a1: number, b0: number, b1: number): number =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/**
 * The share of a pixel that is joint, box-filtered: the pixel reaches fu cm along u and fv cm along v around (u, v).
 * The joints near a tile are the one after it and the previous tile's one before it. A thin joint far away thus
 * fades to its true share of the area instead of flickering between all grout and none.
 */
export function jointCoverage(hit: TileHit, u: number, v: number, fu: number, fv: number): number {
  const gx = axisJoint(u - hit.x, hit.w, hit.boxW, fu);
  const gy = axisJoint(v - hit.y, hit.h, hit.boxH, fv);
  return gx + gy - gx * gy;
}

function axisJoint(t: number, stone: number, box: number, f: number): number {
  const j = box - stone;
  if (j <= 0) return 0;
  // Beyond a box the neighbours' sizes are unknown here; a footprint of one box already averages to j / box.
  const r = Math.min(f, box) / 2;
  // Most pixels lie wholly on one stone: answer them without the overlaps.
  if (t - r >= 0 && t + r <= stone) return 0;
  if (r < 1e-6) return t >= stone ? 1 : 0;
  return Math.min(1, (overlap(t - r, t + r, -j, 0) + overlap(t - r, t + r, stone, box)) / (2 * r));
}
