// USA stock by lot: what a lot and an item have available on a given day, and how schema.org says it. Pure functions
// of the data and a date (YYYY-MM-DD), so the build, check:data and the page in the browser give the same answer.
import { dateTimeFormat } from '../i18n/formats';

/** available: free to sell; held: on hold for a buyer until `holdUntil` (all of it, or `heldCrates`/`heldBoxes`); sold: gone. */
export type LotStatus = 'available' | 'held' | 'sold';
export const lotStatuses: readonly LotStatus[] = ['available', 'held', 'sold'];

/** One lot of a USA stock item (data/usa-stock/<id>.json `lots`, data/schemas/usa-stock-item.schema.json). */
export interface Lot {
  /** Lot code as on the crate label, unique within its item. */
  lot: string;
  /** Shade code printed on the boxes, a letter and digits (e.g. A48). */
  shade: string;
  /** Full crates. */
  crates: number;
  /** Loose boxes besides the full crates. */
  boxes: number;
  /** Square feet of the crates and boxes together. */
  sqft: number;
  /** Where the lot stands in the warehouse (row and bin). */
  location: string;
  /** A photo of the lot, relative to data/images/. */
  photo?: string;
  status: LotStatus;
  /** First and last day of the hold (status held), YYYY-MM-DD. */
  holdFrom?: string;
  holdUntil?: string;
  /** Hold or sales order number, never a customer's name. */
  reference?: string;
  /** Part of the lot the hold covers; without both, the whole lot. */
  heldCrates?: number;
  heldBoxes?: number;
}

/** How an item is packed: square feet per box, boxes and square feet per crate. */
export interface LotPacking {
  perBox: { sqft: number };
  perCrate: { boxes: number; sqft: number };
}

export interface Quantity {
  crates: number;
  boxes: number;
  sqft: number;
}

/** schema.org ItemAvailability values an offer of a USA item takes. */
export type SchemaOrgAvailability = 'InStock' | 'LimitedAvailability' | 'OutOfStock';

export interface StockOn {
  /** The day these figures are for. */
  date: string;
  /** Square feet a buyer can have on that day: available lots and the unheld part of held ones. */
  sqftAvailable: number;
  /** Square feet under a hold that has not ended. */
  sqftHeld: number;
  /** Square feet in the warehouse (everything not sold). */
  sqftOnHand: number;
  inStock: boolean;
  /**
   * InStock: a full crate of one lot can be had; LimitedAvailability: something can be had, but no lot has a full crate
   * free (loose boxes, or what the holds leave); OutOfStock: nothing (sold, or all of it held).
   */
  availability: SchemaOrgAvailability;
  /** schema.org inventoryLevel of the offer, in square feet (FTK): what can be had. */
  inventoryLevel: number;
}

/** The warehouse (Norcross, Georgia) keeps the dates of holds and stock updates in its own time zone. */
export const warehouseTimeZone = 'America/New_York';

/** The calendar day at the warehouse at a moment, YYYY-MM-DD: the date to pass to the functions below. */
export function warehouseDate(now: Date): string {
  // en-CA formats a date as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    timeZone: warehouseTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(utcDay(value)).toISOString().slice(0, 10) === value;
}

/** Days from one date to another: 2026-12-01 → 2026-12-31 is 30. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / dayMs);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** All boxes of a quantity (full crates opened). */
export const totalBoxes = (q: { crates: number; boxes: number }, packing: LotPacking): number =>
  q.crates * packing.perCrate.boxes + q.boxes;

/** Square feet of crates and boxes at an item's packing. */
export const packedSqft = (q: { crates: number; boxes: number }, packing: LotPacking): number =>
  round2(q.crates * packing.perCrate.sqft + q.boxes * packing.perBox.sqft);

const none: Quantity = { crates: 0, boxes: 0, sqft: 0 };

/** Whether the lot's hold still holds on `date`: it ends after its last day (`holdUntil`), with nobody releasing it. */
export function holdActiveOn(lot: Lot, date: string): boolean {
  return lot.status === 'held' && typeof lot.holdUntil === 'string' && date <= lot.holdUntil;
}

/** The lot's status on `date`: a hold whose last day has passed counts as available. */
export function lotStatusOn(lot: Lot, date: string): LotStatus {
  if (lot.status === 'held' && !holdActiveOn(lot, date)) return 'available';
  return lot.status;
}

/** What a hold covers: `heldCrates` and `heldBoxes` when either is given, else the whole lot. */
export function heldQuantity(lot: Lot, packing: LotPacking): Quantity {
  if (lot.status !== 'held') return none;
  if (lot.heldCrates === undefined && lot.heldBoxes === undefined) {
    return { crates: lot.crates, boxes: lot.boxes, sqft: lot.sqft };
  }
  const held = { crates: lot.heldCrates ?? 0, boxes: lot.heldBoxes ?? 0 };
  return { ...held, sqft: Math.min(lot.sqft, packedSqft(held, packing)) };
}

/** What a buyer can have of the lot on `date`, in full crates, loose boxes and square feet. */
export function lotAvailableOn(lot: Lot, packing: LotPacking, date: string): Quantity {
  const status = lotStatusOn(lot, date);
  if (status === 'sold') return none;
  if (status === 'available') return { crates: lot.crates, boxes: lot.boxes, sqft: lot.sqft };
  const held = heldQuantity(lot, packing);
  const left = totalBoxes(lot, packing) - totalBoxes(held, packing);
  if (left <= 0) return none;
  // Held crates come out of the full crates; held loose boxes out of the loose boxes first, then out of opened crates.
  const openedCrates = Math.ceil(Math.max(0, held.boxes - lot.boxes) / packing.perCrate.boxes);
  const crates = Math.max(0, lot.crates - held.crates - openedCrates);
  return { crates, boxes: left - crates * packing.perCrate.boxes, sqft: round2(Math.max(0, lot.sqft - held.sqft)) };
}

/** A lot on `date`: its status, what is free and what is held. */
export function lotOn(
  lot: Lot,
  packing: LotPacking,
  date: string,
): { status: LotStatus; available: Quantity; held: Quantity } {
  const status = lotStatusOn(lot, date);
  return {
    status,
    available: lotAvailableOn(lot, packing, date),
    held: status === 'held' ? heldQuantity(lot, packing) : none,
  };
}

/** An item's stock on `date`, from its lots: the square feet available, held and on hand, and the schema.org words. */
export function stockOn(lots: readonly Lot[], packing: LotPacking, date: string): StockOn {
  let sqftAvailable = 0;
  let sqftHeld = 0;
  let sqftOnHand = 0;
  let fullCrate = false;
  for (const lot of lots) {
    const { status, available, held } = lotOn(lot, packing, date);
    if (status === 'sold') continue;
    sqftOnHand += lot.sqft;
    sqftAvailable += available.sqft;
    sqftHeld += held.sqft;
    if (available.crates > 0) fullCrate = true;
  }
  sqftAvailable = round2(sqftAvailable);
  const availability: SchemaOrgAvailability =
    sqftAvailable <= 0 ? 'OutOfStock' : fullCrate ? 'InStock' : 'LimitedAvailability';
  return {
    date,
    sqftAvailable,
    sqftHeld: round2(sqftHeld),
    sqftOnHand: round2(sqftOnHand),
    inStock: sqftAvailable > 0,
    availability,
    inventoryLevel: sqftAvailable,
  };
}

/** The schema.org URL of an availability, as an Offer's `availability` holds it. */
export const schemaOrgUrl = (availability: SchemaOrgAvailability): string => `https://schema.org/${availability}`;
