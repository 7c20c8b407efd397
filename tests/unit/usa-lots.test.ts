// Availability of USA stock by lot (src/usa/lots.ts): a lot's status on a day (an ended hold is available), what a
// lot and an item have available, the schema.org words; and the data: every item's figure comes from its lots, as the
// build's nodes carry it (src/node/nodes.ts).
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { CreateNodeArgs, Node } from 'gatsby';
import {
  daysBetween,
  isIsoDate,
  lotAvailableOn,
  lotOn,
  lotStatusOn,
  stockOn,
  warehouseDate,
  type Lot,
} from '../../src/usa/lots';
import { onCreateNode } from '../../src/node/nodes';

// 10 sq ft boxes, 64 boxes (640 sq ft) a crate: the ivory travertine's packing.
const ivory = { perBox: { sqft: 10 }, perCrate: { boxes: 64, sqft: 640 } };
const lot = (over: Partial<Lot>): Lot => ({
  lot: 'TRV2607-11',
  shade: 'A48',
  crates: 3,
  boxes: 10,
  sqft: 3 * 640 + 10 * 10,
  location: 'A-03',
  status: 'available',
  ...over,
});
const held = (over: Partial<Lot> = {}) =>
  lot({ status: 'held', holdFrom: '2026-12-01', holdUntil: '2026-12-20', reference: 'H-2612-001', ...over });

describe('a lot on a day', () => {
  it('is held up to and including the last day of its hold, and available from the day after', () => {
    expect(lotStatusOn(held(), '2026-12-01')).toBe('held');
    expect(lotStatusOn(held(), '2026-12-20')).toBe('held');
    expect(lotStatusOn(held(), '2026-12-21')).toBe('available');
    expect(lotStatusOn(held(), '2027-01-05')).toBe('available');
  });

  it('stays available or sold whatever the day', () => {
    expect(lotStatusOn(lot({}), '2020-01-01')).toBe('available');
    expect(lotStatusOn(lot({ status: 'sold', crates: 0, boxes: 0, sqft: 0 }), '2030-01-01')).toBe('sold');
  });

  it('has nothing available while all of it is held, and all of it once the hold has ended', () => {
    expect(lotAvailableOn(held(), ivory, '2026-12-10')).toEqual({ crates: 0, boxes: 0, sqft: 0 });
    expect(lotAvailableOn(held(), ivory, '2026-12-21')).toEqual({ crates: 3, boxes: 10, sqft: 2020 });
  });

  it('held in part: the held crates come out of the full crates', () => {
    const day = '2026-12-10';
    expect(lotOn(held({ heldCrates: 1 }), ivory, day)).toEqual({
      status: 'held',
      available: { crates: 2, boxes: 10, sqft: 1380 },
      held: { crates: 1, boxes: 0, sqft: 640 },
    });
    // 15 boxes held: the 10 loose ones and 5 out of an opened crate, leaving 2 crates and 59 boxes.
    expect(lotAvailableOn(held({ heldBoxes: 15 }), ivory, day)).toEqual({ crates: 2, boxes: 59, sqft: 1870 });
    expect(lotAvailableOn(held({ heldBoxes: 4 }), ivory, day)).toEqual({ crates: 3, boxes: 6, sqft: 1980 });
  });
});

describe("an item's stock on a day", () => {
  const lots = [
    lot({ lot: 'A', crates: 2, boxes: 0, sqft: 1280 }),
    held({ lot: 'B', crates: 1, boxes: 0, sqft: 640 }),
    lot({ lot: 'C', status: 'sold', crates: 0, boxes: 0, sqft: 0, reference: 'SO-1' }),
  ];

  it('adds what can be had, what is held and what is on hand; sold lots count for nothing', () => {
    expect(stockOn(lots, ivory, '2026-12-10')).toEqual({
      date: '2026-12-10',
      sqftAvailable: 1280,
      sqftHeld: 640,
      sqftOnHand: 1920,
      inStock: true,
      availability: 'InStock',
      inventoryLevel: 1280,
    });
    expect(stockOn(lots, ivory, '2026-12-21')).toMatchObject({
      sqftAvailable: 1920,
      sqftHeld: 0,
      inventoryLevel: 1920,
    });
  });

  it('is OutOfStock when all of it is sold or held, and InStock again when the hold ends', () => {
    const heldOnly = [lots[1], lots[2]];
    expect(stockOn(heldOnly, ivory, '2026-12-20')).toMatchObject({
      sqftAvailable: 0,
      inStock: false,
      availability: 'OutOfStock',
      inventoryLevel: 0,
    });
    expect(stockOn(heldOnly, ivory, '2026-12-21')).toMatchObject({ inStock: true, availability: 'InStock' });
    expect(stockOn([], ivory, '2026-12-21')).toMatchObject({ inStock: false, availability: 'OutOfStock' });
  });

  it('is LimitedAvailability when something can be had but no lot has a full crate free', () => {
    const loose = [
      lot({ lot: 'A', crates: 0, boxes: 40, sqft: 400 }),
      lot({ lot: 'B', crates: 0, boxes: 30, sqft: 300 }),
    ];
    expect(stockOn(loose, ivory, '2026-12-10')).toMatchObject({
      sqftAvailable: 700,
      availability: 'LimitedAvailability',
    });
    // One crate of two held: the other is free, a full crate can be had.
    expect(stockOn([held({ crates: 2, boxes: 0, sqft: 1280, heldCrates: 1 })], ivory, '2026-12-10')).toMatchObject({
      sqftAvailable: 640,
      availability: 'InStock',
    });
    // Two of two crates held, the loose boxes free: limited.
    expect(stockOn([held({ crates: 2, boxes: 10, sqft: 1380, heldCrates: 2 })], ivory, '2026-12-10')).toMatchObject({
      sqftAvailable: 100,
      availability: 'LimitedAvailability',
    });
  });

  it('keeps decimal box sizes to the cent', () => {
    const french = { perBox: { sqft: 16.89 }, perCrate: { boxes: 36, sqft: 608.04 } };
    const lots3 = [1, 2, 3].map((n) => lot({ lot: `L${n}`, crates: 1, boxes: 3, sqft: 658.71 }));
    expect(stockOn(lots3, french, '2026-12-10').sqftAvailable).toBe(1976.13);
  });
});

describe('dates', () => {
  it('are the warehouse’s calendar day (Georgia: New York time), not UTC', () => {
    // 03:00 UTC on 1 December is still 30 November in Norcross (UTC−5).
    expect(warehouseDate(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(warehouseDate(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12-01');
    // Summer time: UTC−4.
    expect(warehouseDate(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(warehouseDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('count days between two dates across months and years, and know the calendar', () => {
    expect(daysBetween('2026-12-01', '2026-12-31')).toBe(30);
    expect(daysBetween('2026-11-20', '2026-12-20')).toBe(30);
    expect(daysBetween('2026-12-20', '2027-01-19')).toBe(30);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30); // across the change to summer time
    expect(['2026-02-28', '2028-02-29', '2026-02-29', '2026-13-01', '2026-1-01', 20261201].map(isIsoDate)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the sample data', () => {
  const dir = path.resolve(__dirname, '..', '..', 'data', 'usa-stock');
  type Item = { id: number; perBox: { sqft: number }; perCrate: { boxes: number; sqft: number }; lots: Lot[] };
  const items: Item[] = fs.readdirSync(dir).map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')));
  const sometimeInDecember = '2026-12-01';

  it('has 1 to 4 lots per item, no typed quantity, and lots of whole boxes', () => {
    for (const item of items) {
      expect({ id: item.id, lots: item.lots.length >= 1 && item.lots.length <= 4 }).toEqual({
        id: item.id,
        lots: true,
      });
      expect(item).not.toHaveProperty('sqftAvailable');
      expect(item).not.toHaveProperty('inStock');
      for (const l of item.lots) {
        const boxes = l.crates * item.perCrate.boxes + l.boxes;
        expect({ id: item.id, lot: l.lot, sqft: l.sqft }).toEqual({
          id: item.id,
          lot: l.lot,
          sqft: Math.round(boxes * item.perBox.sqft * 100) / 100,
        });
      }
    }
  });

  it('has a lot on hold ending in December 2026, a lot held in part, and a sold lot with nothing left', () => {
    const lots = items.flatMap((i) => i.lots);
    const holds = lots.filter((l) => l.status === 'held');
    expect(holds.some((l) => l.holdUntil?.startsWith('2026-12-'))).toBe(true);
    expect(holds.some((l) => l.heldCrates !== undefined)).toBe(true);
    expect(lots.some((l) => l.status === 'sold' && l.crates + l.boxes + l.sqft === 0)).toBe(true);
  });

  it('gives every kind of availability somewhere, and keeps items 5016 and 5027 out of stock while 5027 is held', () => {
    const on = (id: number, date: string) => {
      const item = items.find((i) => i.id === id) as Item;
      return stockOn(item.lots, item, date);
    };
    const kinds = new Set(items.map((i) => stockOn(i.lots, i, sometimeInDecember).availability));
    expect([...kinds].sort()).toEqual(['InStock', 'LimitedAvailability', 'OutOfStock']);
    expect(on(5016, sometimeInDecember).inStock).toBe(false);
    expect(on(5027, sometimeInDecember).inStock).toBe(false);
    // 5027's lot is held until 18 December: from the 19th it is there to buy.
    expect(on(5027, '2026-12-19')).toMatchObject({ inStock: true, sqftAvailable: 800 });
  });
});

describe('the build', () => {
  it("gives each USA stock item node its stock from its lots, as of the warehouse's day", () => {
    const fields: { name: string; value: unknown }[] = [];
    const node = {
      id: 'usa-1',
      children: [],
      parent: 'file',
      internal: { type: 'UsaStockItem', contentDigest: 'x', owner: 'gatsby-transformer-json' },
      ...ivory,
      lots: [lot({ lot: 'A', crates: 1, boxes: 0, sqft: 640 }), held({ lot: 'B', holdUntil: '2099-12-31' })],
    } as unknown as Node;
    onCreateNode({
      node,
      actions: {
        createNodeField: ({ name, value }: { name: string; value: unknown }) => fields.push({ name, value }),
        createNode: () => undefined,
        createParentChildLink: () => undefined,
      },
      createNodeId: (s: string) => crypto.createHash('md5').update(s).digest('hex'),
      createContentDigest: () => 'x',
      getNode: () => undefined,
    } as unknown as CreateNodeArgs);
    expect(fields).toEqual([
      {
        name: 'stock',
        value: expect.objectContaining({ sqftAvailable: 640, inStock: true, date: warehouseDate(new Date()) }),
      },
    ]);
  });
});
