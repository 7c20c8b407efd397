// Turns a stone's size data (catalogue labels in cm, USA stock slugs in inches) into the sizes it can be laid in.
import type { ApplicationKey } from '../data/application';
import type { LayingSize } from './types';

const CM_PER_INCH = 2.54;
/** The USA warehouse's French pattern set, in inches (the catalogue's set is the same in cm). */
const usaFrenchPiecesIn = [
  [8, 8],
  [8, 16],
  [16, 16],
  [16, 24],
] as const;
/** Thicker than this is a block, a sink or a step, not a tile laid across a surface (cobblestones are 5 cm). */
const MAX_TILE_THICKNESS_CM = 5;

const num = String.raw`(\d+(?:\.\d+)?)`;
const tileRe = new RegExp(String.raw`^${num}\s*x\s*${num}\s*x\s*${num}\s*cm(?:\s*\(paver\))?$`, 'i');
// Slabs come in a range; they are laid at the lower bounds, the size every slab of the lot at least has, so the
// picture never shows fewer joints than the buyer will get.
const slabRe = new RegExp(String.raw`^slab\s+${num}(?:-${num})?\s*x\s*${num}(?:-${num})?\s*x\s*${num}\s*cm$`, 'i');
// A mosaic is bought and laid by the sheet; its chips are in the photo.
const sheetRe = new RegExp(String.raw`^sheet\s+${num}\s*x\s*${num}\s*cm,\s*chips\b`, 'i');
// Ledger stone panels are laid as wall cladding; their thickness varies along the panel.
const panelRe = new RegExp(String.raw`^${num}\s*x\s*${num}\s*cm\s+panel\b`, 'i');
const frenchRe = new RegExp(String.raw`^french pattern set\s*\(([^)]*)\s*cm\)\s*x\s*${num}\s*cm$`, 'i');
const pairRe = new RegExp(String.raw`^${num}\s*x\s*${num}$`);

/** Trims to 0.01 cm so that keys and equality do not depend on float noise. */
const round = (x: number): number => Math.round(x * 100) / 100;

/**
 * A tile is laid with its longer side along the surface's width (corner 0 → 1): planks and subway tiles run
 * horizontally and a brick bond offsets along the long side.
 */
function tile(key: string, label: string, a: number, b: number): LayingSize | null {
  if (!(a > 0 && b > 0)) return null;
  return { kind: 'tile', key, label, widthCm: round(Math.max(a, b)), heightCm: round(Math.min(a, b)) };
}

/** One catalogue label (data/products/*.json `sizes[].label`) as a laying size, or null when it is not laid as a surface. */
export function parseProductSizeLabel(label: string): LayingSize | null {
  const text = label.trim().replace(/×/g, 'x');
  let m = tileRe.exec(text);
  if (m) {
    if (Number(m[3]) > MAX_TILE_THICKNESS_CM) return null;
    return tile(`${m[1]}x${m[2]}`, label, Number(m[1]), Number(m[2]));
  }
  m = slabRe.exec(text);
  if (m) return tile(`${m[1]}x${m[3]}`, label, Number(m[1]), Number(m[3]));
  m = sheetRe.exec(text) ?? panelRe.exec(text);
  if (m) return tile(`${m[1]}x${m[2]}`, label, Number(m[1]), Number(m[2]));
  m = frenchRe.exec(text);
  if (m) {
    const pieces: (readonly [number, number])[] = [];
    for (const part of m[1].split(',')) {
      const p = pairRe.exec(part.trim());
      if (!p) return null;
      pieces.push([Number(p[1]), Number(p[2])]);
    }
    return { kind: 'patternSet', key: 'french', label, pieces };
  }
  // Treads, risers, tops, sinks (Ø), pebbles and bags, irregular or free-length pieces, trims without a thickness.
  return null;
}

/** A USA stock item's size slug ("12x24", "french-pattern", in inches) as a laying size, or null. */
export function parseUsaStockSize(size: string): LayingSize | null {
  if (size === 'french-pattern') {
    return {
      kind: 'patternSet',
      key: 'french',
      label: size,
      pieces: usaFrenchPiecesIn.map(([a, b]) => [round(a * CM_PER_INCH), round(b * CM_PER_INCH)] as const),
    };
  }
  const m = pairRe.exec(size);
  if (!m) return null;
  return tile(size, size, Number(m[1]) * CM_PER_INCH, Number(m[2]) * CM_PER_INCH);
}

/**
 * A catalogue product with its stone type (its category's `application`) and size labels, or a USA stock item's size.
 */
export type StoneSizeSource =
  | { kind: 'product'; application: ApplicationKey | null; sizes: readonly { label: string }[] }
  | { kind: 'usaStock'; size: string };

/**
 * By-products (sinks, sills, shower trays, mouldings, countertops) and installation materials (boards, adhesives)
 * are pieces, not a covering: their sizes are never laid across a surface, whatever the label looks like.
 */
const notLaid: readonly (ApplicationKey | null)[] = ['byproducts', 'installation', null];

const sameSize = (a: LayingSize, b: LayingSize): boolean =>
  a.kind === 'tile' && b.kind === 'tile'
    ? a.widthCm === b.widthCm && a.heightCm === b.heightCm
    : a.kind === 'patternSet' && b.kind === 'patternSet' && JSON.stringify(a.pieces) === JSON.stringify(b.pieces);

/**
 * The sizes a stone can be laid in, in the order the site lists them. The same size in two thicknesses is one laying
 * size (the picture cannot show a thickness); it keeps the first label. Keys are unique: a clash gets a suffix.
 */
export function layingSizes(source: StoneSizeSource): LayingSize[] {
  if (source.kind === 'product' && notLaid.includes(source.application)) return [];
  const parsed =
    source.kind === 'product'
      ? source.sizes.map((s) => parseProductSizeLabel(s.label))
      : [parseUsaStockSize(source.size)];
  const out: LayingSize[] = [];
  for (const size of parsed) {
    if (!size || out.some((o) => sameSize(o, size))) continue;
    let key = size.key;
    for (let n = 2; out.some((o) => o.key === key); n++) key = `${size.key}-${n}`;
    out.push({ ...size, key });
  }
  return out;
}

/**
 * The extent in cm, [along the width, along the height], that holds any piece the stone is laid in; it fits the
 * photo. A pattern set lays its pieces both ways round, so a piece counts with its long side along either axis.
 */
export function largestPieceCm(sizes: readonly LayingSize[]): [number, number] {
  let w = 0;
  let h = 0;
  for (const s of sizes) {
    const pieces =
      s.kind === 'tile'
        ? [[s.widthCm, s.heightCm] as const]
        : s.pieces.map(([a, b]) => [Math.max(a, b), Math.max(a, b)] as const);
    for (const [a, b] of pieces) {
      w = Math.max(w, a);
      h = Math.max(h, b);
    }
  }
  return [w, h];
}
