// Indicative prices of quote lines: a stone's list price (data/: products in USD per m², USA stock in USD per sq ft)
// times the line's quantity in the price's unit, and the estimated total of the priced lines. Sales confirm the real
// price (transport, duties, discounts) in their quotation, so every figure shown from here is marked as indicative.
import { squareMetresPerSquareFoot } from '../data/usa-stock';
import type { QuoteItem, QuoteItemKind, QuoteUnit } from './quote-list';

export interface UnitPrice {
  amount: number;
  currency: string;
  unit: QuoteUnit;
}

/** A stone's price as the quote page receives it in its context (src/node/pages/single-pages.ts). */
export interface StonePrice extends UnitPrice {
  kind: QuoteItemKind;
  id: number;
}

export type PriceLookup = (item: Pick<QuoteItem, 'kind' | 'id'>) => UnitPrice | null;

export function priceLookup(prices: readonly StonePrice[]): PriceLookup {
  const byKey = new Map(prices.map((p) => [`${p.kind}:${p.id}`, p]));
  return (item) => byKey.get(`${item.kind}:${item.id}`) ?? null;
}

/** A product's list price (data/schemas: per m²), as a quote line is priced; null when it has none. */
export function productPrice(price: { amount: number; currency: string } | null | undefined): UnitPrice | null {
  return price ? { amount: price.amount, currency: price.currency, unit: 'm2' } : null;
}

/** A USA stock item's sale price (data/schemas: US dollars per sq ft), as a quote line is priced. */
export function usaStockPrice(salePrice: number): UnitPrice {
  return { amount: salePrice, currency: 'USD', unit: 'sqft' };
}

/** A quantity in another unit of area (m² ↔ sq ft). */
export function convertArea(quantity: number, from: QuoteUnit, to: QuoteUnit): number {
  if (from === to) return quantity;
  return from === 'sqft' ? quantity * squareMetresPerSquareFoot : quantity / squareMetresPerSquareFoot;
}

/** The line's indicative amount, rounded to the cent; null when the stone has no price. */
export function lineAmount(item: Pick<QuoteItem, 'quantity' | 'unit'>, price: UnitPrice | null): number | null {
  if (!price) return null;
  return Math.round(convertArea(item.quantity, item.unit, price.unit) * price.amount * 100) / 100;
}

export interface QuoteEstimate {
  /** Per currency, the sum of the priced lines (one entry today: every price in data/ is in USD). */
  totals: { currency: string; amount: number }[];
  /** Lines without a price ("price on request"): the total leaves them out and says so. */
  unpriced: number;
}

export function quoteEstimate(
  items: readonly Pick<QuoteItem, 'kind' | 'id' | 'quantity' | 'unit'>[],
  priceOf: PriceLookup,
): QuoteEstimate {
  const sums = new Map<string, number>();
  let unpriced = 0;
  for (const item of items) {
    const price = priceOf(item);
    const amount = lineAmount(item, price);
    if (!price || amount === null) {
      unpriced += 1;
      continue;
    }
    sums.set(price.currency, Math.round(((sums.get(price.currency) ?? 0) + amount) * 100) / 100);
  }
  return { totals: [...sums].map(([currency, amount]) => ({ currency, amount })), unpriced };
}
