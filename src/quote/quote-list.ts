// The visitor's quote list: products and USA stock items with a size, finish and quantity, kept in localStorage
// so it survives navigation and reloads, and sent as one request through the contact form.
import React from 'react';
import { slugPattern } from '../routes/slug';

export type QuoteUnit = 'm2' | 'sqft';
export const quoteUnits: readonly QuoteUnit[] = ['m2', 'sqft'];
export type QuoteItemKind = 'product' | 'usaStock';

export interface QuoteItem {
  /** Stable identity within the list: kind, id, size and finish (the same stone in two sizes or finishes is two lines). */
  key: string;
  kind: QuoteItemKind;
  id: number;
  /** Product code or USA SKU, shown to the visitor and to sales. */
  code: string;
  name: string;
  size?: string;
  /** The finish's slug (data/finishes.json): named in the reader's language where the line is shown. */
  finish?: string;
  quantity: number;
  unit: QuoteUnit;
}
export type NewQuoteItem = Omit<QuoteItem, 'key'>;

export const quoteStorageKey = 'quote-list';
/** Bounds keep a tampered or runaway list from breaking the page or the contact request. */
export const maxQuoteItems = 50;
export const maxQuoteQuantity = 1_000_000;
const maxTextLength = 200;
const changeEvent = 'quote-list-change';

export const quoteItemKey = (item: Pick<QuoteItem, 'kind' | 'id' | 'size' | 'finish'>): string =>
  `${item.kind}:${item.id}:${item.size ?? ''}:${item.finish ?? ''}`;

const isText = (v: unknown, optional = false): boolean =>
  (optional && v === undefined) || (typeof v === 'string' && v.length > 0 && v.length <= maxTextLength);

/** A stored entry is kept only if every field has the right shape; anything else is dropped, never thrown. */
export function parseQuoteItem(value: unknown): QuoteItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.kind !== 'product' && v.kind !== 'usaStock') return null;
  if (!Number.isInteger(v.id) || (v.id as number) <= 0) return null;
  if (!isText(v.code) || !isText(v.name) || !isText(v.size, true)) return null;
  if (v.finish !== undefined && !(isText(v.finish) && slugPattern.test(v.finish as string))) return null;
  if (
    typeof v.quantity !== 'number' ||
    !Number.isFinite(v.quantity) ||
    v.quantity <= 0 ||
    v.quantity > maxQuoteQuantity
  )
    return null;
  if (!quoteUnits.includes(v.unit as QuoteUnit)) return null;
  const item: NewQuoteItem = {
    kind: v.kind,
    id: v.id as number,
    code: v.code as string,
    name: v.name as string,
    quantity: v.quantity,
    unit: v.unit as QuoteUnit,
  };
  if (v.size !== undefined) item.size = v.size as string;
  if (v.finish !== undefined) item.finish = v.finish as string;
  return { ...item, key: quoteItemKey(item) };
}

/** Parses the stored JSON; a corrupt or foreign value gives an empty list. Duplicated keys keep the first. */
export function parseQuoteList(raw: string | null): QuoteItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const items: QuoteItem[] = [];
  for (const entry of parsed) {
    const item = parseQuoteItem(entry);
    if (item && !seen.has(item.key) && items.length < maxQuoteItems) {
      seen.add(item.key);
      items.push(item);
    }
  }
  return items;
}

/** Adds an item, or adds its quantity to the line with the same stone, size and finish. Returns the new list. */
export function withItem(list: QuoteItem[], added: NewQuoteItem): QuoteItem[] {
  const item = parseQuoteItem(added);
  if (!item) return list;
  const existing = list.find((i) => i.key === item.key);
  if (existing) {
    return list.map((i) =>
      i.key === item.key
        ? { ...i, unit: item.unit, quantity: Math.min(maxQuoteQuantity, i.quantity + item.quantity) }
        : i,
    );
  }
  return list.length >= maxQuoteItems ? list : [...list, item];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the list simply stays empty
  }
}

export function readQuoteList(): QuoteItem[] {
  return parseQuoteList(storage()?.getItem(quoteStorageKey) ?? null);
}

function write(list: QuoteItem[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (list.length) store.setItem(quoteStorageKey, JSON.stringify(list.map(({ key, ...item }) => item)));
    else store.removeItem(quoteStorageKey);
  } catch {
    // quota exceeded: keep the previous list rather than fail the click
  }
  window.dispatchEvent(new Event(changeEvent));
}

export function addToQuoteList(item: NewQuoteItem): QuoteItem[] {
  const list = withItem(readQuoteList(), item);
  write(list);
  return list;
}

export function updateQuoteItem(key: string, patch: Partial<Pick<QuoteItem, 'quantity' | 'unit'>>): void {
  write(readQuoteList().map((i) => (i.key === key ? (parseQuoteItem({ ...i, ...patch }) ?? i) : i)));
}

export function removeFromQuoteList(key: string): void {
  write(readQuoteList().filter((i) => i.key !== key));
}

export function clearQuoteList(): void {
  write([]);
}

/** Calls back when the list changes in this tab or another one. Returns the unsubscribe function. */
export function subscribeQuoteList(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === quoteStorageKey) callback();
  };
  window.addEventListener(changeEvent, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, callback);
    window.removeEventListener('storage', onStorage);
  };
}

const emptyList: QuoteItem[] = [];
let cachedRaw: string | null = null;
let cachedList: QuoteItem[] = emptyList;
/** Snapshot for useSyncExternalStore: the same array while the stored text is unchanged. */
function snapshot(): QuoteItem[] {
  const raw = storage()?.getItem(quoteStorageKey) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseQuoteList(raw);
  }
  return cachedList;
}

/** The current list; empty during prerendering and hydration so server and browser HTML agree. */
export function useQuoteList(): QuoteItem[] {
  return React.useSyncExternalStore(subscribeQuoteList, snapshot, () => emptyList);
}
