// `npm run stock:import` (src/cms/stock-import.ts, src/usa/stock-export.ts): the sample export applied to a copy of
// data/ gives the lots and the change report worked out by hand below; every malformed file is refused with its line
// and column and changes no file.
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { importStockExport } from '../../src/cms/stock-import';
import { validateData } from '../../src/checks/validate';
import type { Lot } from '../../src/usa/lots';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
const sample = path.join(root, 'docs', 'usa-stock-export.sample.csv');
const today = '2026-11-27';

const L = (
  lot: string,
  shade: string,
  crates: number,
  boxes: number,
  sqft: number,
  location: string,
  status: Lot['status'],
  extra: Partial<Lot> = {},
): Lot => ({ lot, shade, crates, boxes, sqft, location, status, ...extra });

/** The lots of the sample's items before the import (as data/ had them when the sample was written). */
const before: Record<string, Lot[]> = {
  '5001': [
    L('TRV2607-11', 'A48', 6, 0, 3840, 'A-03', 'available', { photo: 'generated/usa/5001-2.jpg' }),
    L('TRV2608-04', 'A51', 5, 20, 3400, 'A-04', 'available'),
    L('TRV2609-02', 'B12', 3, 0, 1920, 'A-07', 'held', {
      holdFrom: '2026-11-24',
      holdUntil: '2026-12-22',
      reference: 'H-2611-021',
      heldCrates: 1,
    }),
    L('TRV2605-17', 'A46', 0, 44, 440, 'A-11', 'available'),
  ],
  '5002': [
    L('TRV2608-09', 'A33', 7, 0, 3780, 'A-05', 'available'),
    L('TRV2609-06', 'A35', 3, 0, 1620, 'A-06', 'available'),
  ],
  '5011': [
    L('MAR2607-02', 'W12', 5, 0, 2400, 'C-01', 'available'),
    L('MAR2609-05', 'W14', 3, 0, 1440, 'C-02', 'available'),
  ],
  '5022': [
    L('MOS2607-04', 'V31', 0, 45, 450, 'E-01', 'available'),
    L('MOS2609-02', 'V33', 0, 45, 450, 'E-02', 'available'),
  ],
  '5027': [
    L('MOS2609-12', 'E52', 1, 0, 800, 'E-07', 'held', {
      holdFrom: '2026-11-20',
      holdUntil: '2026-12-18',
      reference: 'H-2611-014',
    }),
    L('MOS2606-08', 'E49', 0, 0, 0, 'E-08', 'sold', { reference: 'SO-48177' }),
  ],
};

/** What the sample export says of them, read by hand from docs/usa-stock-export.sample.csv. */
const after: Record<string, Lot[]> = {
  '5001': [
    L('TRV2607-11', 'A48', 4, 0, 2560, 'A-03', 'available', { photo: 'generated/usa/5001-2.jpg' }), // photo kept
    L('TRV2608-04', 'A51', 5, 20, 3400, 'A-04', 'available'),
    L('TRV2609-02', 'B12', 3, 0, 1920, 'A-07', 'available'), // released
    L('TRV2605-17', 'A46', 0, 0, 0, 'A-11', 'sold'), // not in the export
    L('TRV2611-06', 'A50', 8, 0, 5120, 'A-12', 'available'), // new
  ],
  '5002': [
    L('TRV2608-09', 'A33', 7, 0, 3780, 'A-05', 'held', {
      holdFrom: '2026-11-25',
      holdUntil: '2026-12-24',
      reference: 'H-2611-030',
      heldCrates: 2,
    }),
    L('TRV2609-06', 'A35', 0, 0, 0, 'A-06', 'sold', { reference: 'SO-48236' }),
  ],
  '5011': [
    L('MAR2607-02', 'W12', 5, 0, 2400, 'C-14', 'available'),
    L('MAR2609-05', 'W14', 3, 0, 1440, 'C-02', 'held', {
      holdFrom: '2026-11-26',
      holdUntil: '2026-12-23',
      reference: 'H-2611-033',
    }),
  ],
  '5022': [
    L('MOS2607-04', 'V31', 0, 30, 300, 'E-01', 'available'),
    L('MOS2609-02', 'V33', 0, 45, 450, 'E-02', 'available'),
  ],
  '5027': [
    L('MOS2609-12', 'E52', 0, 0, 0, 'E-07', 'sold', { reference: 'SO-48240' }),
    L('MOS2606-08', 'E49', 0, 0, 0, 'E-08', 'sold', { reference: 'SO-48177' }),
    L('MOS2611-02', 'E55', 2, 0, 1600, 'E-09', 'available'),
  ],
};

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of data/ (photos linked) with the sample's items as `before` has them and the stock dated 2026-11-16. */
function fixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-import-'));
  made.push(dir);
  fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.startsWith(path.join(dataDir, 'images')) });
  fs.symlinkSync(path.join(dataDir, 'images'), path.join(dir, 'images'));
  for (const [id, lots] of Object.entries(before)) {
    const file = path.join(dir, 'usa-stock', `${id}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), lots }, null, 2)}\n`);
  }
  const usa = path.join(dir, 'usa.json');
  fs.writeFileSync(
    usa,
    `${JSON.stringify({ ...JSON.parse(fs.readFileSync(usa, 'utf8')), stockUpdated: '2026-11-16' }, null, 2)}\n`,
  );
  return dir;
}

/** Every data file's text, to see what an import changed. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (sub: string) => {
    for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.isFile()) files.set(rel, fs.readFileSync(path.join(dir, rel), 'utf8'));
    }
  };
  walk('');
  return files;
}
const readItem = (dir: string, id: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'usa-stock', `${id}.json`), 'utf8'));

describe('the sample export applied to a copy of data/', () => {
  const dir = fixture();
  const start = snapshot(dir);
  const result = importStockExport(fs.readFileSync(sample, 'utf8'), { dataDir: dir, today });
  const end = snapshot(dir);

  it('is accepted', () => {
    expect(result.refusals).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('gives each item the lots of the export, keeping lot photos and marking lots it no longer lists sold', () => {
    for (const [id, lots] of Object.entries(after)) expect({ id, lots: readItem(dir, id).lots }).toEqual({ id, lots });
  });

  it('sets stockUpdated and changes no other file', () => {
    expect(JSON.parse(end.get('usa.json') ?? '{}').stockUpdated).toBe(today);
    const changed = [...start.keys()].filter((f) => start.get(f) !== end.get(f)).sort();
    expect(changed).toEqual([...Object.keys(after).map((id) => `usa-stock/${id}.json`), 'usa.json'].sort());
    expect(result.written.sort()).toEqual(changed);
  });

  it('writes the files as the CMS does: two-space JSON, keys in the schema’s order, the rest untouched', () => {
    for (const file of result.written) {
      const text = end.get(file) ?? '';
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
      const old = JSON.parse(start.get(file) ?? '{}');
      expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(old)); // same keys, same order
    }
    // Lot keys in the schema's order whatever the export's column order; the texts of the item are unchanged.
    const schemaOrder = Object.keys(
      JSON.parse(fs.readFileSync(path.join(dataDir, 'schemas', 'usa-stock-item.schema.json'), 'utf8')).properties.lots
        .items.properties,
    );
    for (const lot of readItem(dir, '5002').lots) {
      const keys = Object.keys(lot);
      expect(keys).toEqual(schemaOrder.filter((k) => keys.includes(k)));
    }
    const { lots: _a, ...rest } = readItem(dir, '5001');
    const { lots: _b, ...was } = JSON.parse(start.get('usa-stock/5001.json') ?? '{}');
    expect(rest).toEqual(was);
  });

  it('reports each change by item: added, sold, held, released, quantities', () => {
    expect(result.changes.map((c) => [c.file, c.lot, c.kind])).toEqual([
      ['usa-stock/5001.json', 'TRV2607-11', 'quantity'],
      ['usa-stock/5001.json', 'TRV2609-02', 'released'],
      ['usa-stock/5001.json', 'TRV2605-17', 'sold'],
      ['usa-stock/5001.json', 'TRV2611-06', 'added'],
      ['usa-stock/5002.json', 'TRV2608-09', 'held'],
      ['usa-stock/5002.json', 'TRV2609-06', 'sold'],
      ['usa-stock/5011.json', 'MAR2607-02', 'details'],
      ['usa-stock/5011.json', 'MAR2609-05', 'held'],
      ['usa-stock/5022.json', 'MOS2607-04', 'quantity'],
      ['usa-stock/5027.json', 'MOS2609-12', 'sold'],
      ['usa-stock/5027.json', 'MOS2611-02', 'added'],
    ]);
    const lines = result.report.split('\n');
    expect(lines).toContain('US-TRV-IV-1224-FH (data/usa-stock/5001.json):');
    expect(lines).toContain('  lot TRV2607-11: 6 crates, 0 boxes, 3840 sq ft → 4 crates, 0 boxes, 2560 sq ft');
    expect(lines).toContain('  lot TRV2609-02: released: was on hold until 2026-12-22 (H-2611-021; 1 crate of it)');
    expect(lines).toContain('  lot TRV2605-17: sold (not in the export): was 0 crates, 44 boxes, 440 sq ft');
    expect(lines).toContain('  lot TRV2608-09: on hold until 2026-12-24 (H-2611-030; 2 crates of it)');
    expect(lines).toContain('  lot MAR2609-05: on hold until 2026-12-23 (H-2611-033; all of it)');
    expect(lines).toContain('  lot MAR2607-02: location C-01 → C-14');
    const others = fs.readdirSync(path.join(dir, 'usa-stock')).length - Object.keys(after).length;
    expect(lines.slice(-3)).toEqual([
      `${others} items not in the export: left as they were.`,
      'Lots: 2 added, 3 sold, 2 put on hold, 1 released, 2 quantity changes, 1 shade or location change.',
      `stockUpdated: 2026-11-16 → ${today}`,
    ]);
  });

  it('leaves data that check:data accepts', () => {
    expect(validateData(dir, { today })).toEqual([]);
  });

  it('changes no lot when the same export comes again', () => {
    const again = importStockExport(fs.readFileSync(sample, 'utf8'), { dataDir: dir, today });
    expect(again.changes).toEqual([]);
    expect(again.written).toEqual(['usa.json']);
    expect(snapshot(dir)).toEqual(end);
  });
});

const header = 'sku,lot,shade,crates,boxes,sqft,location,status,hold_from,hold_until,reference,held_crates,held_boxes';
const row = 'US-TRV-IV-1224-FH,TRV2607-11,A48,4,0,2560,A-03,available,,,,,';
/** `row` with some cells (1-based column, text) replaced. */
function withRow(...cells: [number, string][]): string {
  const values = row.split(',');
  for (const [column, value] of cells) values[column - 1] = value;
  return values.join(',');
}

describe('the import', () => {
  it('writes nothing in a dry run, and says what it would change', () => {
    const dir = fixture();
    const start = snapshot(dir);
    const result = importStockExport(fs.readFileSync(sample, 'utf8'), { dataDir: dir, today, dryRun: true });
    expect(result.changes).toHaveLength(11);
    expect(result.report).toContain('(dry run: nothing written)');
    expect(snapshot(dir)).toEqual(start);
  });

  it('takes columns in any order and case, US dates and "on hold", and warns of a hold already ended', () => {
    const dir = fixture();
    const csv = [
      'Reference,Hold_Until,Hold_From,Status,Location,SQFT,Boxes,Crates,Shade,Lot,SKU',
      'H-2611-040,12/20/2026,11/21/2026,On Hold,A-03,2560,0,4,A48,TRV2607-11,US-TRV-IV-1224-FH',
      'H-2611-041,11/25/2026,11/20/2026,HOLD,A-09,640,0,1,A49,TRV2611-01,US-TRV-IV-1224-FH',
    ].join('\r\n');
    const result = importStockExport(csv, { dataDir: dir, today });
    expect(result.refusals).toEqual([]);
    expect(readItem(dir, '5001').lots[0]).toEqual(
      L('TRV2607-11', 'A48', 4, 0, 2560, 'A-03', 'held', {
        photo: 'generated/usa/5001-2.jpg',
        holdFrom: '2026-11-21',
        holdUntil: '2026-12-20',
        reference: 'H-2611-040',
      }),
    );
    expect(result.warnings).toEqual([
      'line 3: US-TRV-IV-1224-FH: lot TRV2611-01: hold ended on 2026-11-25 (today is 2026-11-27); the lot counts as available until it is released or sold',
    ]);
  });

  describe('refuses, naming line and column, and changes no file:', () => {
    const dir = fixture();
    const start = snapshot(dir);
    const refused = (csv: string) => {
      const result = importStockExport(csv, { dataDir: dir, today });
      expect(snapshot(dir)).toEqual(start);
      expect(result.written).toEqual([]);
      return result.refusals;
    };

    it.each<[string, string, string[]]>([
      [
        'a column it does not know, and one it misses',
        `${header.replace('crates', 'qty')}\n${row}`,
        ['line 1, column 4 (qty): unknown column "qty"', 'line 1: the header has no column "crates"'],
      ],
      ['a file with no header', '\n\n', ['line 1: the file is empty (no header row)']],
      [
        'a number of crates that is not whole',
        `${header}\n${row}\n${withRow([2, 'TRV2608-04'], [4, '3.5'])}`,
        ['line 3, column 4 (crates): "3.5" is not a whole number of crates'],
      ],
      [
        'square feet written with a thousands separator',
        `${header}\n${withRow([6, '"2,560"'])}`,
        ['line 2, column 6 (sqft): "2,560" is not a number of square feet'],
      ],
      [
        'an unknown sku',
        `${header}\n${withRow([1, 'US-NOPE-1'])}`,
        ['line 2, column 1 (sku): unknown sku "US-NOPE-1" (no data/usa-stock file has it)'],
      ],
      [
        'a date that is not one',
        `${header}\n${withRow([8, 'on hold'], [9, '2026-11-20'], [10, '2026-11-31'], [11, 'H-1'])}`,
        ['line 2, column 10 (hold_until): "2026-11-31" is not a date (YYYY-MM-DD or MM/DD/YYYY)'],
      ],
      [
        'a status it does not know',
        `${header}\n${withRow([8, 'allocated'])}`,
        ['line 2, column 8 (status): "allocated" is not a status: available, on hold or sold'],
      ],
      [
        'a hold longer than holdDays',
        `${header}\n${withRow([8, 'on hold'], [9, '2026-11-20'], [10, '2026-12-30'], [11, 'H-2611-050'])}`,
        [
          'line 2, column 10 (hold_until): US-TRV-IV-1224-FH: lot TRV2607-11: hold of 40 days (2026-11-20 to 2026-12-30) is longer than the 30 days',
        ],
      ],
      [
        'a hold over the lot’s quantity',
        `${header}\n${withRow([8, 'on hold'], [9, '2026-11-20'], [10, '2026-12-10'], [11, 'H-2611-050'], [12, '5'])}`,
        ['line 2, column 12 (held_crates): US-TRV-IV-1224-FH: lot TRV2607-11: holds 5 crate(s), the lot has 4'],
      ],
      [
        'a hold without its reference',
        `${header}\n${withRow([8, 'on hold'], [9, '2026-11-20'], [10, '2026-12-10'])}`,
        ['line 2, column 11 (reference): US-TRV-IV-1224-FH: lot TRV2607-11: is on hold but has no reference'],
      ],
      [
        'a customer’s name as the reference',
        `${header}\n${withRow([8, 'on hold'], [9, '2026-11-20'], [10, '2026-12-10'], [11, 'JOHNSON'])}`,
        ['line 2, column 11 (reference): US-TRV-IV-1224-FH: reference "JOHNSON" must match pattern'],
      ],
      [
        'a sold lot with quantity left',
        `${header}\n${withRow([8, 'sold'])}`,
        [
          'line 2, column 4 (crates): US-TRV-IV-1224-FH: lot TRV2607-11: is sold but has 4 crate(s), 0 box(es), 2560 sq ft left',
        ],
      ],
      [
        'square feet that do not match the crates and boxes',
        `${header}\n${withRow([6, '2600'])}`,
        [
          'line 2, column 6 (sqft): US-TRV-IV-1224-FH: lot TRV2607-11: 2600 sq ft does not match 4 crate(s) and 0 box(es)',
        ],
      ],
      [
        'a lot listed twice',
        `${header}\n${row}\n${withRow([4, '3'], [6, '1920'])}`,
        ['line 3, column 2 (lot): lot TRV2607-11 of US-TRV-IV-1224-FH is listed twice (also line 2)'],
      ],
      [
        'a shade code that is not one',
        `${header}\n${withRow([3, 'a48'])}`,
        ['line 2, column 3 (shade): US-TRV-IV-1224-FH: shade "a48" must match pattern'],
      ],
      ['a row with a column too many', `${header}\n${row},x`, ['line 2, column 14: has 14 columns, the header has 13']],
      [
        'a quote left open',
        `${header}\n${withRow([7, '"A-03'])}`,
        ['line 2, column 7 (location): not CSV: Quote Not Closed'],
      ],
      [
        'rows after a cell on two lines, at their own line',
        `${header}\n${withRow([3, '"A\n48"'])}\n${withRow([2, 'TRV2608-04'], [4, 'x'])}`,
        [
          'line 2, column 3 (shade): US-TRV-IV-1224-FH: shade "A\\n48" must match pattern',
          'line 4, column 4 (crates): "x" is not a whole number of crates',
        ],
      ],
    ])('%s', (_what, csv, expected) => {
      const refusals = refused(csv);
      expect(refusals).toHaveLength(expected.length);
      expected.forEach((start, i) => expect(refusals[i].startsWith(start) ? start : refusals[i]).toBe(start));
    });
  });

  it('as `npm run stock:import`: prints the changes, or the refusals and exits 1 having changed nothing', () => {
    const dir = fixture();
    const start = snapshot(dir);
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [tsx, 'scripts/stock-import.ts', ...args, '--data', dir, '--date', today], {
        cwd: root,
        encoding: 'utf8',
      });
    const bad = path.join(dir, 'bad.csv');
    fs.writeFileSync(bad, `${header}\n${withRow([4, 'three'])}\n`);
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${bad} line 2, column 4 (crates): "three" is not a whole number of crates`);
    expect(refused.stderr).toContain('nothing was changed');
    fs.rmSync(bad);
    expect(snapshot(dir)).toEqual(start);

    const applied = run(sample);
    expect(applied.status).toBe(0);
    expect(applied.stdout).toContain('Lots: 2 added, 3 sold, 2 put on hold, 1 released, 2 quantity changes');
    expect(readItem(dir, '5027').lots).toEqual(after['5027']);
  }, 60_000);
});
