// Reads a quantity typed by a visitor ("12", "12.5", "12,5") for the quote list; anything else is rejected, not guessed.
import { maxQuoteQuantity } from '../quote/quote-list';

/** A positive number up to the quote list's limit, rounded to 2 decimals; null when the text is not one. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned) * 100) / 100;
  return value > 0 && value <= maxQuoteQuantity ? value : null;
}
