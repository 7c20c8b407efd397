// The quote list's indicative amounts: a line priced in its stone's unit whatever unit the visitor chose, the total of
// the priced lines, and the lines without a price counted apart (never as zero).
import {
  convertArea,
  lineAmount,
  priceLookup,
  quoteEstimate,
  type StonePrice,
} from '../../src/quote/indicative-prices';
import { parseQuoteList, type NewQuoteItem } from '../../src/quote/quote-list';

const prices: StonePrice[] = [
  { kind: 'product', id: 948, amount: 39, currency: 'USD', unit: 'm2' },
  { kind: 'usaStock', id: 5001, amount: 3.89, currency: 'USD', unit: 'sqft' },
];
const priceOf = priceLookup(prices);
const lines = (items: NewQuoteItem[]) => parseQuoteList(JSON.stringify(items));

test('a line is priced in its price unit: 100 m² of a stone at $39/m², or the same area typed in sq ft', () => {
  expect(lineAmount({ quantity: 100, unit: 'm2' }, priceOf({ kind: 'product', id: 948 }))).toBe(3900);
  // 1,076.39 sq ft is 100.0 m²: the amount is the same stone's, not 1,076 × $39.
  expect(lineAmount({ quantity: 1076.39, unit: 'sqft' }, priceOf({ kind: 'product', id: 948 }))).toBeCloseTo(3900, 0);
  expect(lineAmount({ quantity: 640, unit: 'sqft' }, priceOf({ kind: 'usaStock', id: 5001 }))).toBe(2489.6);
  expect(lineAmount({ quantity: 10, unit: 'm2' }, priceOf({ kind: 'usaStock', id: 5001 }))).toBe(418.72);
});

test('converting an area there and back gives it back', () => {
  for (const q of [0.5, 1, 99.9, 1234.56])
    expect(convertArea(convertArea(q, 'm2', 'sqft'), 'sqft', 'm2')).toBeCloseTo(q, 9);
});

test('the estimate adds the priced lines and counts the unpriced ones apart', () => {
  const list = lines([
    { kind: 'product', id: 948, code: 'TRV-948', name: 'Travertine', quantity: 100, unit: 'm2' },
    { kind: 'usaStock', id: 5001, code: 'US-5001', name: 'Tile', quantity: 640, unit: 'sqft' },
    { kind: 'product', id: 999, code: 'X-999', name: 'No price', quantity: 5, unit: 'm2' },
  ]);
  expect(quoteEstimate(list, priceOf)).toEqual({ totals: [{ currency: 'USD', amount: 6389.6 }], unpriced: 1 });
  expect(quoteEstimate([], priceOf)).toEqual({ totals: [], unpriced: 0 });
});
