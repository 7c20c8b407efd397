// The hold request page's address with the chosen lot: /usa/hold-request/?item=5001&lot=TRV2607-11, as the USA item
// page's lot table links it, and &crates=4 when the item's calculator worked out how many.
import type { Lang } from '../i18n/languages';
import { pathTo } from './paths';

export interface HoldPick {
  /** The USA stock item's id. */
  item: number;
  /** The lot code, as on the crate label. */
  lot: string;
  /** How many crates to hold, when the address says (the calculator's whole crates). */
  crates?: number;
}

/** Query parameter names. */
export const holdQueryNames = { item: 'item', lot: 'lot', crates: 'crates' } as const;

/** The hold request page for one lot of a USA stock item, and the crates to hold when known. */
export function holdRequestPath(lang: Lang, itemId: number, lotCode: string, crates?: number): string {
  const query = new URLSearchParams({ [holdQueryNames.item]: String(itemId), [holdQueryNames.lot]: lotCode });
  if (crates !== undefined) query.set(holdQueryNames.crates, String(crates));
  return `${pathTo(lang, { page: 'usaHoldRequest' })}?${query.toString()}`;
}

/** The lot a hold request page's query names; null when it names none or not in this shape. */
export function holdPickFrom(search: string): HoldPick | null {
  const query = new URLSearchParams(search);
  const item = query.get(holdQueryNames.item) ?? '';
  const lot = (query.get(holdQueryNames.lot) ?? '').trim();
  if (!/^[1-9][0-9]{0,8}$/.test(item) || lot === '') return null;
  const crates = query.get(holdQueryNames.crates) ?? '';
  return /^[1-9][0-9]{0,3}$/.test(crates)
    ? { item: Number(item), lot, crates: Number(crates) }
    : { item: Number(item), lot };
}
