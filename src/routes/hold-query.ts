// The hold request page's address with the chosen lot: /usa/hold-request/?item=5001&lot=TRV2607-11, as the USA item
// page's lot table links it.
import type { Lang } from '../i18n/languages';
import { pathTo } from './paths';

export interface HoldPick {
  /** The USA stock item's id. */
  item: number;
  /** The lot code, as on the crate label. */
  lot: string;
}

/** Query parameter names. */
export const holdQueryNames = { item: 'item', lot: 'lot' } as const;

/** The hold request page for one lot of a USA stock item. */
export function holdRequestPath(lang: Lang, itemId: number, lotCode: string): string {
  const query = new URLSearchParams({ [holdQueryNames.item]: String(itemId), [holdQueryNames.lot]: lotCode });
  return `${pathTo(lang, { page: 'usaHoldRequest' })}?${query.toString()}`;
}

/** The lot a hold request page's query names; null when it names none or not in this shape. */
export function holdPickFrom(search: string): HoldPick | null {
  const query = new URLSearchParams(search);
  const item = query.get(holdQueryNames.item) ?? '';
  const lot = (query.get(holdQueryNames.lot) ?? '').trim();
  if (!/^[1-9][0-9]{0,8}$/.test(item) || lot === '') return null;
  return { item: Number(item), lot };
}
