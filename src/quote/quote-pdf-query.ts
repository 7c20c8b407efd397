// The quote list carried to the PDF printer in the PDF's address (the list lives in the browser): one `l` parameter per
// line, `p801~polished~120~m2~61x61x2 cm` (kind and id, finish, quantity, unit, size). The page writes it; the
// function reads it back and checks every field against the data it ships, refusing the whole list with the first
// problem; names and prices it takes from its data, never from the address.
import {
  maxQuoteItems,
  maxQuoteQuantity,
  quoteItemKey,
  quoteUnits,
  type QuoteItem,
  type QuoteItemKind,
  type QuoteUnit,
} from './quote-list';

export const quoteLineParam = 'l';
const separator = '~';
const kindLetter: Record<QuoteItemKind, string> = { product: 'p', usaStock: 'u' };

/** A line as the PDF prints it: the stone, the choices made for it and how much. */
export type QuotePdfLine = Pick<QuoteItem, 'kind' | 'id' | 'size' | 'finish' | 'quantity' | 'unit'>;

/** The quantity as a plain decimal (never `1e-7`), so it reads back as the same number. */
function quantityText(quantity: number): string {
  const text = String(quantity);
  return text.includes('e') ? quantity.toFixed(12).replace(/\.?0+$/, '') : text;
}

/** The list as the PDF address's query, without the `?`. */
export function encodeQuoteQuery(items: readonly QuotePdfLine[]): string {
  const params = new URLSearchParams();
  for (const item of items) {
    const fields = [
      `${kindLetter[item.kind]}${item.id}`,
      item.finish ?? '',
      quantityText(item.quantity),
      item.unit,
      // Last: a size label may hold anything but the separator before it.
      item.size ?? '',
    ];
    params.append(quoteLineParam, fields.join(separator));
  }
  return params.toString();
}

/** What the data says may be chosen for one stone. */
export interface QuoteStoneChoices {
  sizes: readonly string[];
  finishes: readonly string[];
}
export type QuoteStoneLookup = (kind: QuoteItemKind, id: number) => QuoteStoneChoices | null;

export type QuoteQueryProblem =
  | { problem: 'empty' }
  | { problem: 'tooMany'; max: number }
  | {
      problem: 'malformed' | 'unknownStone' | 'unknownSize' | 'unknownFinish' | 'badQuantity' | 'repeated';
      line: number;
    };

export type QuoteQueryReading = { ok: true; lines: QuotePdfLine[] } | ({ ok: false } & QuoteQueryProblem);

const linePattern = /^([pu])([1-9][0-9]{0,8})~([a-z0-9-]{0,60})~([0-9.]{1,24})~([a-z0-9]{1,8})~(.{0,200})$/;
const decimalPattern = /^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/** Reads the address's lines back, each checked against the data (`stoneOf`); the first problem refuses the list. */
export function decodeQuoteQuery(params: URLSearchParams, stoneOf: QuoteStoneLookup): QuoteQueryReading {
  const raw = params.getAll(quoteLineParam);
  if (raw.length === 0) return { ok: false, problem: 'empty' };
  if (raw.length > maxQuoteItems) return { ok: false, problem: 'tooMany', max: maxQuoteItems };
  const lines: QuotePdfLine[] = [];
  const seen = new Set<string>();
  for (const [index, text] of raw.entries()) {
    const line = index + 1;
    const match = linePattern.exec(text);
    if (!match || !quoteUnits.includes(match[5] as QuoteUnit)) return { ok: false, problem: 'malformed', line };
    const [, letter, id, finish, quantityText, unit, size] = match;
    const kind: QuoteItemKind = letter === kindLetter.product ? 'product' : 'usaStock';
    const stone = stoneOf(kind, Number(id));
    if (!stone) return { ok: false, problem: 'unknownStone', line };
    if (size && !stone.sizes.includes(size)) return { ok: false, problem: 'unknownSize', line };
    if (finish && !stone.finishes.includes(finish)) return { ok: false, problem: 'unknownFinish', line };
    const quantity = Number(quantityText);
    if (!decimalPattern.test(quantityText) || !(quantity > 0) || quantity > maxQuoteQuantity)
      return { ok: false, problem: 'badQuantity', line };
    const item: QuotePdfLine = { kind, id: Number(id), quantity, unit: unit as QuoteUnit };
    if (size) item.size = size;
    if (finish) item.finish = finish;
    // The list holds each stone, size and finish once; a repeated line is not a list the page wrote.
    const key = quoteItemKey(item);
    if (seen.has(key)) return { ok: false, problem: 'repeated', line };
    seen.add(key);
    lines.push(item);
  }
  return { ok: true, lines };
}
