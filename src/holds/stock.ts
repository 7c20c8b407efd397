// What a hold request knows of the USA stock: each item's lots and packing, and what a lot has free on a day, by the
// rules of src/usa/lots.ts. The same for the page (from its context) and the function (from the data files).
import type { Lang } from '../i18n/languages';
import { lotAvailableOn, lotStatusOn, type Lot, type LotPacking, type LotStatus } from '../usa/lots';

/** One USA stock item as a hold request needs it. */
export interface HoldItem extends LotPacking {
  id: number;
  sku: string;
  /** Its name in en, fr and es (the USA texts; ru and ar read English). */
  name: Partial<Record<Lang, string>> & { en: string };
  lots: Lot[];
}

export type HoldStock = readonly HoldItem[];

export interface LotNow {
  item: HoldItem;
  lot: Lot;
  status: LotStatus;
  /** Full crates free on the day: what a hold may ask for. */
  freeCrates: number;
}

/** The item and lot of a pick on `date`, or null when the stock has no such lot. */
export function findLot(stock: HoldStock, pick: { item: number; lot: string }, date: string): LotNow | null {
  const item = stock.find((i) => i.id === pick.item);
  const lot = item?.lots.find((l) => l.lot === pick.lot);
  if (!item || !lot) return null;
  return { item, lot, status: lotStatusOn(lot, date), freeCrates: lotAvailableOn(lot, item, date).crates };
}

/** The lots a hold can be asked for on `date` (not sold, a full crate free), item by item. */
export function holdableLots(stock: HoldStock, date: string): LotNow[] {
  return stock.flatMap((item) =>
    item.lots.flatMap((lot) => {
      const now = findLot(stock, { item: item.id, lot: lot.lot }, date);
      return now && now.status !== 'sold' && now.freeCrates > 0 ? [now] : [];
    }),
  );
}

/** An item's name in a language: its own, else English (marked so by the caller). */
export const itemName = (item: HoldItem, lang: Lang): string => item.name[lang] || item.name.en;
