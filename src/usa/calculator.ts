// Area → boxes and crates for a USA stock item (rounded up: stock is sold by whole boxes and crates),
// with the breakage allowance, the large-order discount threshold, and the lots that can supply whole crates alone.
import { squareMetresPerSquareFoot } from '../data/usa-stock';
import { lotAvailableOn, type Lot, type LotPacking } from './lots';
import { readNumber } from '../i18n/read-number';

export type AreaUnit = 'sqft' | 'm2';
export const areaUnits: readonly AreaUnit[] = ['sqft', 'm2'];

/** Largest area the calculator accepts, in square feet (far above any warehouse order). */
export const maxCalculatorSqft = 1_000_000;

export interface Packing {
  perBox: { pieces: number; sqft: number };
  perCrate: { boxes: number; sqft: number };
}

export interface PackResult {
  /** Wanted area in square feet. */
  sqft: number;
  boxes: number;
  crates: number;
  /** Area the rounded-up boxes cover. */
  boxesSqft: number;
  /** Area the rounded-up crates cover. */
  cratesSqft: number;
}

export type AreaInput =
  | { ok: true; sqft: number }
  | { ok: false; error: 'empty' | 'notNumber' | 'notPositive' | 'tooLarge' }
  | { ok: false; error: 'ambiguous'; readings: [number, number] };

/** Division that rounds up, but not for float noise (e.g. 0.3 / 0.1 must give 3, not 4). */
const ceilDiv = (a: number, b: number) => Math.ceil(a / b - 1e-9);
const round2 = (n: number) => Math.round(n * 100) / 100;

export function toSqft(value: number, unit: AreaUnit): number {
  return unit === 'sqft' ? value : value / squareMetresPerSquareFoot;
}

/** Reads what the visitor typed, by the page language's number signs (src/i18n/read-number.ts). */
export function parseArea(raw: string, unit: AreaUnit, lang: string): AreaInput {
  // A minus sign is not part of a quantity, but "-5" is a number below zero rather than not a number.
  const negative = /^\s*[-\u2212]/.test(raw);
  const reading = readNumber(negative ? raw.replace(/^\s*[-\u2212]/, '') : raw, lang);
  if (!reading.ok) {
    if (reading.error === 'ambiguous') return reading;
    return { ok: false, error: reading.error === 'empty' && !negative ? 'empty' : 'notNumber' };
  }
  if (negative || !(reading.value > 0)) return { ok: false, error: 'notPositive' };
  const sqft = toSqft(reading.value, unit);
  if (sqft > maxCalculatorSqft) return { ok: false, error: 'tooLarge' };
  return { ok: true, sqft: round2(sqft) };
}

export function packForArea(sqft: number, packing: Packing): PackResult {
  const boxes = Math.max(1, ceilDiv(sqft, packing.perBox.sqft));
  const crates = Math.max(1, ceilDiv(boxes, packing.perCrate.boxes));
  return {
    sqft,
    boxes,
    crates,
    boxesSqft: round2(boxes * packing.perBox.sqft),
    cratesSqft: round2(crates * packing.perCrate.sqft),
  };
}

/**
 * The breakage allowances offered (percent of the area): none, the terms' least and most expected breakage and the
 * middle; the most is recommended, since a short order cannot be topped up from the same lot later.
 */
export function allowanceChoices(min: number, max: number): number[] {
  return [...new Set([0, min, Math.round((min + max) / 2), max])].sort((a, b) => a - b);
}

export interface OrderAdvice {
  /** The area to order: the wanted area plus the allowance. */
  sqft: number;
  /** Whole crates covering it, as the warehouse sells from stock, and their area. */
  wholeCrates: number;
  wholeCratesSqft: number;
  /** Or full crates and loose boxes (loose boxes on request), and their area. */
  crates: number;
  boxes: number;
  mixedSqft: number;
}

/** What to order for `sqft` with `allowancePercent` extra for breakage. */
export function orderAdvice(sqft: number, packing: Packing, allowancePercent: number): OrderAdvice {
  const planned = withBreakage(sqft, allowancePercent);
  const pack = packForArea(planned, packing);
  const crates = Math.floor(pack.boxes / packing.perCrate.boxes);
  const boxes = pack.boxes - crates * packing.perCrate.boxes;
  return {
    sqft: planned,
    wholeCrates: pack.crates,
    wholeCratesSqft: pack.cratesSqft,
    crates,
    boxes,
    mixedSqft: pack.boxesSqft,
  };
}

/** An area's indicative cost at the item's price per square foot, to the cent. */
export const costOf = (sqft: number, pricePerSqft: number): number => round2(sqft * pricePerSqft);

/** The area plus the largest expected breakage (percent), which we suggest ordering. */
export function withBreakage(sqft: number, percent: number): number {
  return round2(sqft * (1 + percent / 100));
}

/** The discount applies to orders above the threshold (not at it). */
export function qualifiesForDiscount(sqft: number, thresholdSqft: number): boolean {
  return sqft > thresholdSqft;
}

export interface LotCrates {
  lot: string;
  shade: string;
  /** Full crates of the lot free on the day. */
  crates: number;
}

export interface OneLotCrates {
  /** Lots with at least the wanted number of full crates free, the most crates first. */
  lots: LotCrates[];
  /** The most full crates any one lot has free (0: no lot has a whole crate free). */
  largest: number;
}

/**
 * Which lots can supply `crates` whole crates on their own on `date`: a floor laid from one lot has one shade. Held
 * crates and loose boxes do not count; a hold that has ended does not hold any more (src/usa/lots.ts).
 */
export function wholeCratesFromOneLot(
  crates: number,
  lots: readonly Lot[],
  packing: LotPacking,
  date: string,
): OneLotCrates {
  const free = lots
    .map((lot) => ({ lot: lot.lot, shade: lot.shade, crates: lotAvailableOn(lot, packing, date).crates }))
    .filter((l) => l.crates > 0)
    .sort((a, b) => b.crates - a.crates);
  return { lots: free.filter((l) => l.crates >= crates), largest: free[0]?.crates ?? 0 };
}
