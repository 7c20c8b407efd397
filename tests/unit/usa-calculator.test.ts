// Box/crate calculator of the USA stock detail page: parsing the area, rounding up, breakage and discount.
import { packForArea, parseArea, qualifiesForDiscount, toSqft, withBreakage } from '../../src/usa/calculator';

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
  it('reads whole and decimal numbers with a point or a comma', () => {
    expect(parseArea(' 250 ', 'sqft')).toEqual({ ok: true, sqft: 250 });
    expect(parseArea('12,5', 'sqft')).toEqual({ ok: true, sqft: 12.5 });
    expect(parseArea('12.5', 'sqft')).toEqual({ ok: true, sqft: 12.5 });
    expect(parseArea('4,500', 'sqft')).toEqual({ ok: true, sqft: 4500 });
    expect(parseArea('4 500', 'sqft')).toEqual({ ok: true, sqft: 4500 });
  });
  it('converts square metres to square feet', () => {
    expect(parseArea('10', 'm2')).toEqual({ ok: true, sqft: 107.64 });
    expect(toSqft(0.09290304, 'm2')).toBeCloseTo(1, 10);
  });
  it('names what is wrong with bad input', () => {
    expect(parseArea('', 'sqft')).toEqual({ ok: false, error: 'empty' });
    expect(parseArea('   ', 'sqft')).toEqual({ ok: false, error: 'empty' });
    expect(parseArea('abc', 'sqft')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseArea('12x', 'sqft')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseArea('0', 'sqft')).toEqual({ ok: false, error: 'notPositive' });
    expect(parseArea('-5', 'sqft')).toEqual({ ok: false, error: 'notPositive' });
    expect(parseArea('2000000', 'sqft')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseArea('100000', 'm2')).toEqual({ ok: false, error: 'tooLarge' });
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
