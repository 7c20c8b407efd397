// What a pull request's summary says about the USA stock (`npm run stock:changes`, src/usa/lot-changes.ts): one row
// per lot whose state an editor or an import changed, from and to, and nothing for lots left as they were.
import fs from 'fs';
import path from 'path';
import { stockChanges, stockChangesMarkdown, type ItemLots } from '../../src/usa/lot-changes';
import type { Lot } from '../../src/usa/lots';

const dir = path.resolve(__dirname, '..', '..', 'data', 'usa-stock');
const items: ItemLots[] = fs
  .readdirSync(dir)
  .filter((n) => n.endsWith('.json'))
  .map((n) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as { sku: string; lots: Lot[] };
    return { sku: json.sku, file: n, lots: json.lots };
  });
const item = items.find((i) => i.lots.filter((l) => l.status === 'available').length >= 2)!;
const [first, second] = item.lots.filter((l) => l.status === 'available');

const edited = (change: (lots: Lot[]) => Lot[]): ItemLots[] =>
  items.map((i) => (i === item ? { ...i, lots: change(i.lots.map((l) => ({ ...l }))) } : i));

it('names nothing when no lot changed', () => {
  expect(
    stockChanges(
      items,
      edited((lots) => lots),
    ),
  ).toEqual([]);
  expect(stockChangesMarkdown([])).toBe('No USA stock lot changed.\n');
});

it('gives one row per changed lot, with its item, from and to, as an editor marking one held and one sold would', () => {
  const rows = stockChanges(
    items,
    edited((lots) =>
      lots.map((l) =>
        l.lot === first.lot
          ? { ...l, status: 'held', holdFrom: '2026-12-01', holdUntil: '2026-12-20', reference: 'H-2612-004' }
          : l.lot === second.lot
            ? { ...l, crates: 0, boxes: 0, sqft: 0, status: 'sold' }
            : l,
      ),
    ),
  );
  expect(rows.map((r) => [r.sku, r.lot])).toEqual([
    [item.sku, first.lot],
    [item.sku, second.lot],
  ]);
  expect(rows[0].from).toMatch(/^available: /);
  expect(rows[0].to).toContain('on hold until 2026-12-20 (H-2612-004; all of it)');
  expect(rows[1].to).toBe('sold');
  const markdown = stockChangesMarkdown(rows);
  expect(markdown).toContain('| Item | Lot | From | To |');
  expect(markdown.split('\n').filter((l) => l.startsWith(`| ${item.sku} |`))).toHaveLength(2);
});

it('shows a new lot and a removed one', () => {
  const added: Lot = { ...first, lot: 'NEW-1' };
  const rows = stockChanges(
    items,
    edited((lots) => [...lots.filter((l) => l.lot !== second.lot), added]),
  );
  expect(rows.map((r) => [r.lot, r.from === '(none)', r.to === '(none)'])).toEqual([
    [second.lot, false, true],
    ['NEW-1', true, false],
  ]);
});
