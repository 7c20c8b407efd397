// A missing code chunk after a deployment reloads the page once; a lasting failure must not reload in a loop.
import {
  chunkReloadGuardMs,
  isChunkLoadError,
  shouldReloadForChunkError,
} from '../../src/components/shell/chunk-reload';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

test('webpack chunk failures are recognised, other errors are not', () => {
  const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
  expect(isChunkLoadError(named)).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk 532 failed.\n(error: https://example.com/532.js)'))).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
  expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

test('the first failure reloads, a second within 10 s does not, a later one does again', () => {
  const store = memory();
  const t0 = 1_700_000_000_000;
  expect(shouldReloadForChunkError(store, t0)).toBe(true);
  expect(shouldReloadForChunkError(store, t0 + chunkReloadGuardMs - 1)).toBe(false);
  expect(shouldReloadForChunkError(store, t0 + chunkReloadGuardMs + 1)).toBe(true);
});

test('without session storage (blocked) it never reloads, so it cannot loop', () => {
  expect(shouldReloadForChunkError(null, Date.now())).toBe(false);
});

test('a garbled marker counts as no earlier reload', () => {
  const store = memory();
  store.setItem('chunk-reload-at', 'soon');
  expect(shouldReloadForChunkError(store, Date.now())).toBe(true);
});
