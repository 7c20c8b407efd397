// The quote list keeps what a visitor added across pages, merges repeats and survives tampered storage.
import {
  addToQuoteList,
  clearQuoteList,
  maxQuoteItems,
  parseQuoteList,
  readQuoteList,
  removeFromQuoteList,
  subscribeQuoteList,
  updateQuoteItem,
  withItem,
  quoteStorageKey,
  type NewQuoteItem,
} from '../../src/quote/quote-list';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const travertine: NewQuoteItem = {
  kind: 'product',
  id: 948,
  code: 'TRV-948',
  name: 'Denizli Silver Travertine',
  size: '60x60',
  quantity: 120,
  unit: 'm2',
};
const usaTile: NewQuoteItem = {
  kind: 'usaStock',
  id: 5001,
  code: 'US-5001',
  name: 'Ivory Travertine',
  quantity: 800,
  unit: 'sqft',
};

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  const listeners = new Map<string, Set<() => void>>();
  (globalThis as Record<string, unknown>).window = {
    localStorage: store,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    dispatchEvent: (e: { type: string }) => {
      listeners.get(e.type)?.forEach((fn) => fn());
      return true;
    },
  };
});
afterEach(() => delete (globalThis as Record<string, unknown>).window);

test('added items are read back on the next page, in the order added', () => {
  addToQuoteList(travertine);
  addToQuoteList(usaTile);
  expect(readQuoteList().map((i) => i.code)).toEqual(['TRV-948', 'US-5001']);
  expect(JSON.parse(store.getItem(quoteStorageKey)!)).toHaveLength(2);
});

test('adding the same product and size again adds to its quantity; another size is another line', () => {
  addToQuoteList(travertine);
  addToQuoteList({ ...travertine, quantity: 30 });
  addToQuoteList({ ...travertine, size: '40x60', quantity: 10 });
  expect(readQuoteList().map((i) => [i.size, i.quantity])).toEqual([
    ['60x60', 150],
    ['40x60', 10],
  ]);
});

test('the finish is kept: the same size in another finish is another line, and it survives a reload', () => {
  addToQuoteList({ ...travertine, finish: 'filled-and-honed', quantity: 100 });
  addToQuoteList({ ...travertine, finish: 'polished', quantity: 20 });
  addToQuoteList({ ...travertine, finish: 'filled-and-honed', quantity: 5 });
  expect(readQuoteList().map((i) => [i.size, i.finish, i.quantity])).toEqual([
    ['60x60', 'filled-and-honed', 105],
    ['60x60', 'polished', 20],
  ]);
  // A finish that is not a slug (tampered storage) drops the line rather than showing or sending it.
  expect(parseQuoteList(JSON.stringify([{ ...travertine, finish: '<b>x</b>' }]))).toEqual([]);
});

test('quantities and units can be changed, lines removed, the list cleared', () => {
  const [line] = addToQuoteList(travertine);
  updateQuoteItem(line.key, { quantity: 55, unit: 'sqft' });
  expect(readQuoteList()[0]).toMatchObject({ quantity: 55, unit: 'sqft' });
  updateQuoteItem(line.key, { quantity: -3 }); // refused: the line keeps its last valid value
  expect(readQuoteList()[0].quantity).toBe(55);
  addToQuoteList(usaTile);
  removeFromQuoteList(line.key);
  expect(readQuoteList().map((i) => i.id)).toEqual([5001]);
  clearQuoteList();
  expect(readQuoteList()).toEqual([]);
  expect(store.getItem(quoteStorageKey)).toBeNull();
});

test('subscribers hear every change until they unsubscribe', () => {
  const calls: number[] = [];
  const stop = subscribeQuoteList(() => calls.push(readQuoteList().length));
  addToQuoteList(travertine);
  addToQuoteList(usaTile);
  stop();
  clearQuoteList();
  expect(calls).toEqual([1, 2]);
});

test('corrupt or tampered storage gives an empty or filtered list instead of an error', () => {
  expect(parseQuoteList('{not json')).toEqual([]);
  expect(parseQuoteList('{"a":1}')).toEqual([]);
  const tampered = [
    travertine,
    { ...travertine, quantity: 'lots' },
    { ...usaTile, unit: 'pallet' },
    { ...usaTile, id: -4 },
    { ...usaTile, name: 'x'.repeat(5000) },
    { ...usaTile, kind: 'car' },
    null,
    { ...travertine, quantity: 1 }, // duplicate line: the first wins
  ];
  expect(parseQuoteList(JSON.stringify(tampered)).map((i) => i.code)).toEqual(['TRV-948']);
});

test('the list is bounded in length', () => {
  let list = [] as ReturnType<typeof readQuoteList>;
  for (let id = 1; id <= maxQuoteItems + 5; id++) list = withItem(list, { ...travertine, id });
  expect(list).toHaveLength(maxQuoteItems);
});

test('without storage (prerendering, privacy mode) the list is empty and writes are ignored', () => {
  delete (globalThis as Record<string, unknown>).window;
  expect(readQuoteList()).toEqual([]);
  expect(() => parseQuoteList(null)).not.toThrow();
});
