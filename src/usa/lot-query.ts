// A USA stock lot as page queries give it (GraphQL UsaStockLot: nulls, status as a string) turned into the Lot that
// src/usa/lots.ts works on. Queries never ask for a hold's reference: it is not shown to visitors.
import { lotStatuses, type Lot, type LotStatus } from './lots';

export interface QueryLot {
  lot: string;
  shade: string;
  crates: number;
  boxes: number;
  sqft: number;
  status: string;
  holdFrom?: string | null;
  holdUntil?: string | null;
  heldCrates?: number | null;
  heldBoxes?: number | null;
}

const isStatus = (s: string): s is LotStatus => (lotStatuses as readonly string[]).includes(s);

/** null → absent; a status the rules do not know counts as sold, so it is never offered as stock. */
export function lotFromQuery(l: QueryLot): Lot {
  return {
    lot: l.lot,
    shade: l.shade,
    crates: l.crates,
    boxes: l.boxes,
    sqft: l.sqft,
    location: '',
    status: isStatus(l.status) ? l.status : 'sold',
    ...(l.holdFrom && { holdFrom: l.holdFrom }),
    ...(l.holdUntil && { holdUntil: l.holdUntil }),
    ...(typeof l.heldCrates === 'number' && { heldCrates: l.heldCrates }),
    ...(typeof l.heldBoxes === 'number' && { heldBoxes: l.heldBoxes }),
  };
}
