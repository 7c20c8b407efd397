// The rules of a USA stock item's lots that its JSON Schema cannot say: unique lot codes, square feet that match the
// crates and boxes, holds with their dates, reference and at most `holdDays` long, holds within the lot, sold lots
// emptied. A hold whose last day has passed is a warning: the lot already counts as available (src/usa/lots.ts).
// check:data (validate.ts) and the stock import (src/cms/stock-import.ts) both apply them.
import { daysBetween, heldQuantity, isIsoDate, packedSqft, totalBoxes, type Lot, type LotPacking } from '../usa/lots';

/** A problem of one lot: its index in `lots`, the field it is about ('' for the lot itself) and the reason. */
export interface LotProblem {
  index: number;
  field: keyof Lot | '';
  message: string;
}

/** Square feet the yard may round a lot's figure by. */
const sqftTolerance = 0.5;

type Json = Record<string, unknown>;
const isPacking = (item: Json): boolean => {
  const box = item.perBox as Json | undefined;
  const crate = item.perCrate as Json | undefined;
  return typeof box?.sqft === 'number' && typeof crate?.boxes === 'number' && typeof crate.sqft === 'number';
};
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** A lot the schema accepts in its quantities: anything else is the schema's to report. */
const isCountedLot = (lot: unknown): lot is Lot =>
  !!lot &&
  typeof lot === 'object' &&
  typeof (lot as Json).lot === 'string' &&
  isNumber((lot as Json).crates) &&
  isNumber((lot as Json).boxes) &&
  isNumber((lot as Json).sqft);

const holdFields = ['holdFrom', 'holdUntil', 'heldCrates', 'heldBoxes'] as const;

/**
 * Errors and warnings of an item's lots. `item` is the item's JSON (its `lots`, `perBox`, `perCrate`), `holdDays` the
 * longest hold the terms allow (data/usa.json; undefined when that file is broken), `today` the warehouse's date.
 */
export function checkLots(
  item: Json,
  holdDays: number | undefined,
  today: string,
): { errors: LotProblem[]; warnings: LotProblem[] } {
  const errors: LotProblem[] = [];
  const warnings: LotProblem[] = [];
  const lots = Array.isArray(item.lots) ? (item.lots as unknown[]) : [];
  const packing = isPacking(item) ? (item as unknown as LotPacking) : undefined;
  const seen = new Map<string, number>();

  lots.forEach((raw, index) => {
    if (!isCountedLot(raw)) return;
    const lot = raw;
    const name = `lot ${lot.lot}`;
    const error = (field: LotProblem['field'], message: string) =>
      errors.push({ index, field, message: `${name}: ${message}` });

    const first = seen.get(lot.lot);
    if (first !== undefined) error('lot', `duplicate lot code (also /lots/${first})`);
    else seen.set(lot.lot, index);

    if (packing) {
      const expected = packedSqft(lot, packing);
      if (Math.abs(expected - lot.sqft) > sqftTolerance)
        error(
          'sqft',
          `${lot.sqft} sq ft does not match ${lot.crates} crate(s) and ${lot.boxes} box(es) of this item (${expected} sq ft)`,
        );
    }

    if (lot.status === 'sold') {
      const left = (['crates', 'boxes', 'sqft'] as const).find((f) => lot[f] !== 0);
      if (left)
        error(
          left,
          `is sold but has ${lot.crates} crate(s), ${lot.boxes} box(es), ${lot.sqft} sq ft left: set them to 0`,
        );
    }
    if (lot.status !== 'held') {
      for (const field of holdFields)
        if (lot[field] !== undefined) error(field, `is ${lot.status}, so it has no ${field} (only a lot on hold has)`);
      if (lot.status === 'available' && lot.reference !== undefined)
        error('reference', 'is available, so it has no reference (a hold or sale has)');
      return;
    }

    // On hold: from, until and a reference; at most holdDays long; within the lot; ended holds are warnings.
    for (const field of ['holdFrom', 'holdUntil', 'reference'] as const)
      if (lot[field] === undefined) error(field, `is on hold but has no ${field}`);
    for (const field of ['holdFrom', 'holdUntil'] as const) {
      const value = lot[field];
      // Another form is the schema's to report; this is a well-formed date that is not in the calendar.
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isIsoDate(value))
        error(field, `${value} is not a date`);
    }
    const from = isIsoDate(lot.holdFrom) ? lot.holdFrom : undefined;
    const until = isIsoDate(lot.holdUntil) ? lot.holdUntil : undefined;
    if (from && until) {
      const days = daysBetween(from, until);
      if (days < 0) error('holdUntil', `hold ends (${until}) before it starts (${from})`);
      else if (holdDays !== undefined && days > holdDays)
        error(
          'holdUntil',
          `hold of ${days} days (${from} to ${until}) is longer than the ${holdDays} days the terms allow (usa.json terms.holdDays)`,
        );
    }
    if (until && until < today)
      warnings.push({
        index,
        field: 'holdUntil',
        message: `${name}: hold ended on ${until} (today is ${today}); the lot counts as available until it is released or sold`,
      });
    if (packing) {
      const held = heldQuantity(lot, packing);
      if (totalBoxes(held, packing) === 0)
        error(lot.heldCrates !== undefined ? 'heldCrates' : 'crates', 'is on hold but the hold covers nothing');
      else if (held.crates > lot.crates)
        error('heldCrates', `holds ${held.crates} crate(s), the lot has ${lot.crates}`);
      else if (totalBoxes(held, packing) > totalBoxes(lot, packing))
        error(
          lot.heldBoxes !== undefined ? 'heldBoxes' : 'heldCrates',
          `holds ${totalBoxes(held, packing)} box(es), the lot has ${totalBoxes(lot, packing)}`,
        );
    }
  });
  return { errors, warnings };
}

/** The JSON pointer of a lot problem in its item file. */
export const lotPointer = (p: LotProblem): string => `/lots/${p.index}${p.field ? `/${p.field}` : ''}`;
