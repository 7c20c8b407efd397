// Reads a quantity typed by a visitor for the quote list, by the page language's own number signs: a positive number
// up to the list's limit, or why not (an ambiguity carries both readings, to be asked about, never guessed).
import { maxQuoteQuantity } from '../quote/quote-list';
import { readNumber, type NumberReading } from '../i18n/read-number';

export function readQuantity(text: string, lang: string, max: number = maxQuoteQuantity): NumberReading {
  const reading = readNumber(text, lang);
  if (!reading.ok) return reading;
  const value = Math.round(reading.value * 100) / 100;
  return value > 0 && value <= max ? { ok: true, value } : { ok: false, error: 'invalid' };
}
