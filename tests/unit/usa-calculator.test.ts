// Box/crate calculator of the USA stock detail page: parsing the area, rounding up, breakage and discount.
import {
  allowanceChoices,
  costOf,
  orderAdvice,
  packForArea,
  parseArea,
  qualifiesForDiscount,
  toSqft,
  wholeCratesFromOneLot,
  withBreakage,
} from '../../src/usa/calculator';
import type { Lot } from '../../src/usa/lots';
import { readData } from '../e2e/site-data';

const ivory = { perBox: { pieces: 5, sqft: 10 }, perCrate: { boxes: 64, sqft: 640 } };
const french = { perBox: { pieces: 13, sqft: 16.89 }, perCrate: { boxes: 36, sqft: 608.04 } };

describe('packForArea', () => {
  it('rounds a part box and a part crate up', () => {
    expect(packForArea(95, ivory)).toEqual({ sqft: 95, boxes: 10, crates: 1, boxesSqft: 100, cratesSqft: 640 });
    expect(packForArea(641, ivory)).toMatchObject({ boxes: 65, crates: 2, cratesSqft: 1280 });
  });
  it('does not add a box for an exact fit, even with decimal box sizes', () => {
    expect(packForArea(640, ivory)).toMatchObject({ boxes: 64, crates: 1 });
    expect(packForArea(608.04, french)).toMatchObject({ boxes: 36, crates: 1, boxesSqft: 608.04 });
    expect(packForArea(16.89 * 3, french)).toMatchObject({ boxes: 3 });
  });
  it('needs at least one box for a tiny area', () => {
    expect(packForArea(0.5, ivory)).toMatchObject({ boxes: 1, crates: 1 });
  });
});

describe('parseArea', () => {
  it('reads whole and decimal numbers by the page language', () => {
    expect(parseArea(' 250 ', 'sqft', 'en')).toEqual({ ok: true, sqft: 250 });
    expect(parseArea('12,5', 'sqft', 'fr')).toEqual({ ok: true, sqft: 12.5 });
    expect(parseArea('12.5', 'sqft', 'en')).toEqual({ ok: true, sqft: 12.5 });
    expect(parseArea('4,500', 'sqft', 'en')).toEqual({ ok: true, sqft: 4500 });
    expect(parseArea('4.500', 'sqft', 'es')).toEqual({ ok: true, sqft: 4500 });
    expect(parseArea('4 500', 'sqft', 'ru')).toEqual({ ok: true, sqft: 4500 });
    expect(parseArea('٤٥٠٠', 'sqft', 'ar')).toEqual({ ok: true, sqft: 4500 });
  });
  it('asks about what could be read two ways', () => {
    expect(parseArea('12,5', 'sqft', 'en')).toEqual({ ok: false, error: 'ambiguous', readings: [12.5, 125] });
    expect(parseArea('4.500', 'sqft', 'fr')).toEqual({ ok: false, error: 'ambiguous', readings: [4.5, 4500] });
  });
  it('converts square metres to square feet', () => {
    expect(parseArea('10', 'm2', 'en')).toEqual({ ok: true, sqft: 107.64 });
    expect(toSqft(0.09290304, 'm2')).toBeCloseTo(1, 10);
  });
  it('names what is wrong with bad input', () => {
    expect(parseArea('', 'sqft', 'en')).toEqual({ ok: false, error: 'empty' });
    expect(parseArea('   ', 'sqft', 'en')).toEqual({ ok: false, error: 'empty' });
    expect(parseArea('abc', 'sqft', 'en')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseArea('12x', 'sqft', 'en')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseArea('0', 'sqft', 'en')).toEqual({ ok: false, error: 'notPositive' });
    expect(parseArea('-5', 'sqft', 'en')).toEqual({ ok: false, error: 'notPositive' });
    expect(parseArea('-', 'sqft', 'en')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseArea('2000000', 'sqft', 'en')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseArea('100000', 'm2', 'en')).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('breakage and discount', () => {
  it('adds the breakage allowance', () => {
    expect(withBreakage(1000, 10)).toBe(1100);
    expect(withBreakage(95, 10)).toBe(104.5);
  });
  it('gives the discount above the threshold, not at it', () => {
    expect(qualifiesForDiscount(4000, 4000)).toBe(false);
    expect(qualifiesForDiscount(4000.5, 4000)).toBe(true);
  });
});

describe('wholeCratesFromOneLot', () => {
  // Item 5001: TRV2607-11 6 crates, TRV2608-04 5 crates + 20 boxes, TRV2609-02 3 crates with 1 held until 2026-12-22,
  // TRV2605-17 44 loose boxes.
  const data = readData('usa-stock/5001.json');
  const item = { perBox: data.perBox, perCrate: data.perCrate };
  const lots = data.lots as Lot[];
  const during = '2026-12-01';
  const after = '2026-12-23';

  it('names the lots with enough full crates free, the most first', () => {
    expect(wholeCratesFromOneLot(5, lots, item, during)).toEqual({
      lots: [
        { lot: 'TRV2607-11', shade: 'A48', crates: 6 },
        { lot: 'TRV2608-04', shade: 'A51', crates: 5 },
      ],
      largest: 6,
    });
  });
  it('does not add crates of different lots together', () => {
    expect(wholeCratesFromOneLot(7, lots, item, during)).toEqual({ lots: [], largest: 6 });
  });
  it('leaves held crates out while the hold lasts, and counts them once it has ended', () => {
    expect(wholeCratesFromOneLot(3, lots, item, during).lots.map((l) => [l.lot, l.crates])).toEqual([
      ['TRV2607-11', 6],
      ['TRV2608-04', 5],
    ]);
    expect(wholeCratesFromOneLot(3, lots, item, after).lots.map((l) => [l.lot, l.crates])).toEqual([
      ['TRV2607-11', 6],
      ['TRV2608-04', 5],
      ['TRV2609-02', 3],
    ]);
  });
  it('counts no loose boxes as a crate, and no sold or wholly held lot', () => {
    const data5027 = readData('usa-stock/5027.json');
    const sold = { perBox: data5027.perBox, perCrate: data5027.perCrate, lots: data5027.lots as Lot[] };
    expect(wholeCratesFromOneLot(1, sold.lots, sold, '2026-12-01')).toEqual({ lots: [], largest: 0 });
    expect(wholeCratesFromOneLot(1, sold.lots, sold, '2026-12-19').lots).toEqual([
      { lot: 'MOS2609-12', shade: 'E52', crates: 1 },
    ]);
    const loose: Lot = { ...lots[3], crates: 0, boxes: 63, sqft: 630 };
    expect(wholeCratesFromOneLot(1, [loose], item, during)).toEqual({ lots: [], largest: 0 });
  });
});

describe('what to order', () => {
  it('offers no allowance, the least, the middle and the most expected breakage', () => {
    expect(allowanceChoices(2, 10)).toEqual([0, 2, 6, 10]);
    expect(allowanceChoices(0, 0)).toEqual([0]);
  });

  it('adds the allowance, then advises whole crates or crates and loose boxes', () => {
    // 1,000 sq ft + 10 % = 1,100 sq ft: 110 boxes = 1 crate (64) + 46 boxes, or 2 whole crates.
    expect(orderAdvice(1000, ivory, 10)).toEqual({
      sqft: 1100,
      wholeCrates: 2,
      wholeCratesSqft: 1280,
      crates: 1,
      boxes: 46,
      mixedSqft: 1100,
    });
    // Exactly whole crates: no loose boxes to offer.
    expect(orderAdvice(1280, ivory, 0)).toMatchObject({ wholeCrates: 2, crates: 2, boxes: 0 });
  });

  it('costs an area at the item’s price, to the cent', () => {
    expect(costOf(1280, 3.89)).toBe(4979.2);
    expect(costOf(608.04, 7.49)).toBe(4554.22);
  });
});
