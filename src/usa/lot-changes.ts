// How a USA item's lots changed, in words an editor and the sales team read: for the stock import's report
// (src/cms/stock-import.ts) and for a pull request's summary (`npm run stock:changes`: the lots an editor marked held
// or sold in /admin/, or an import changed, as a list of lot, from, to).
import type { Lot } from './lots';

export type ChangeKind = 'added' | 'sold' | 'held' | 'released' | 'hold changed' | 'quantity' | 'restocked' | 'details';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('x') ? 'es' : 's'}`;
export const quantity = (l: Lot) => `${plural(l.crates, 'crate')}, ${plural(l.boxes, 'box')}, ${l.sqft} sq ft`;
export const holdText = (l: Lot) => {
  const part = [l.heldCrates ? plural(l.heldCrates, 'crate') : '', l.heldBoxes ? plural(l.heldBoxes, 'box') : '']
    .filter(Boolean)
    .join(' and ');
  return `until ${l.holdUntil} (${l.reference}; ${part ? `${part} of it` : 'all of it'})`;
};
const holdFields = ['holdFrom', 'holdUntil', 'heldCrates', 'heldBoxes'] as const;
const sameQuantity = (a: Lot, b: Lot) => a.crates === b.crates && a.boxes === b.boxes && a.sqft === b.sqft;
const sameHold = (a: Lot, b: Lot) => [...holdFields, 'reference' as const].every((f) => a[f] === b[f]);

/** How a lot changed, as the lines of the import's report; `missing`: the export no longer lists it. */
export function lotChanges(before: Lot | undefined, after: Lot, missing = false): { kind: ChangeKind; text: string }[] {
  if (!before) {
    const state = after.status === 'held' ? `on hold ${holdText(after)}` : after.status;
    return [{ kind: 'added', text: `added: ${quantity(after)}, shade ${after.shade}, at ${after.location}, ${state}` }];
  }
  const out: { kind: ChangeKind; text: string }[] = [];
  if (after.status === 'sold' && before.status !== 'sold') {
    out.push({ kind: 'sold', text: `sold${missing ? ' (not in the export)' : ''}: was ${quantity(before)}` });
    return out;
  }
  if (before.status === 'sold' && after.status !== 'sold')
    out.push({ kind: 'restocked', text: `back in stock (was sold), ${after.status}` });
  else if (after.status === 'held' && before.status !== 'held')
    out.push({ kind: 'held', text: `on hold ${holdText(after)}` });
  else if (before.status === 'held' && after.status !== 'held')
    out.push({ kind: 'released', text: `released: was on hold ${holdText(before)}` });
  else if (after.status === 'held' && !sameHold(before, after))
    out.push({ kind: 'hold changed', text: `hold now ${holdText(after)}, was ${holdText(before)}` });
  if (after.status !== 'sold' && !sameQuantity(before, after))
    out.push({ kind: 'quantity', text: `${quantity(before)} → ${quantity(after)}` });
  for (const field of ['shade', 'location'] as const)
    if (before[field] !== after[field])
      out.push({ kind: 'details', text: `${field} ${before[field]} → ${after[field]}` });
  return out;
}

/** A lot's state in one cell: status, quantity, hold. */
export function lotState(l: Lot | undefined): string {
  if (!l) return '(none)';
  if (l.status === 'sold') return 'sold';
  const held = l.status === 'held' ? `, on hold ${holdText(l)}` : '';
  return `${l.status === 'held' ? 'held' : 'available'}: ${quantity(l)}, shade ${l.shade}, at ${l.location}${held}`;
}

export interface ItemLots {
  sku: string;
  /** The data file, relative to data/ (usa-stock/5001.json). */
  file: string;
  lots: Lot[];
}

export interface LotRowChange {
  sku: string;
  file: string;
  lot: string;
  from: string;
  to: string;
}

/** Every lot whose state differs between two versions of the USA items (matched by file, lots by code). */
export function stockChanges(before: ItemLots[], after: ItemLots[]): LotRowChange[] {
  const old = new Map(before.map((i) => [i.file, i]));
  const rows: LotRowChange[] = [];
  const files = [...new Set([...before.map((i) => i.file), ...after.map((i) => i.file)])].sort();
  const now = new Map(after.map((i) => [i.file, i]));
  for (const file of files) {
    const a = old.get(file);
    const b = now.get(file);
    const sku = b?.sku ?? a?.sku ?? file;
    const codes = [...new Set([...(a?.lots ?? []).map((l) => l.lot), ...(b?.lots ?? []).map((l) => l.lot)])];
    for (const code of codes) {
      const from = lotState(a?.lots.find((l) => l.lot === code));
      const to = lotState(b?.lots.find((l) => l.lot === code));
      if (from !== to) rows.push({ sku, file, lot: code, from, to });
    }
  }
  return rows;
}

/** The changes as Markdown: a table of item, lot, from, to (a pull request's summary), or a line saying none. */
export function stockChangesMarkdown(rows: LotRowChange[]): string {
  if (!rows.length) return 'No USA stock lot changed.\n';
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `### USA stock: ${plural(rows.length, 'lot')} changed`,
    '',
    '| Item | Lot | From | To |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.sku)} | ${cell(r.lot)} | ${cell(r.from)} | ${cell(r.to)} |`),
    '',
  ].join('\n');
}
