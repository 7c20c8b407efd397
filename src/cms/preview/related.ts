// Other entries a page shows beside the one being edited (category and filter names, the company's facts, the
// warehouse terms, a project's story), loaded through the CMS's getCollection: what the repository holds, in the
// editor's branch, not the built site. Loaded once per opened entry; the preview shows the page without them until
// they arrive, and says so if they cannot be loaded.
import { useSyncExternalStore } from 'react';
import type { Json } from './text';

/** Decap's getCollection: one entry by slug (a files collection's file name), as an Immutable Map { data, slug, path }. */
export type GetCollection = (collection: string, slug?: string) => Promise<{ toJS(): unknown } | null | undefined>;

export type Related = { state: 'loading' } | { state: 'ready'; data: Json } | { state: 'failed'; reason: string };

const loading: Related = { state: 'loading' };
const entries = new Map<string, Related>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  listeners.forEach((l) => l());
};

/** Forgets what was loaded: an entry opened again shows the repository's current files. */
export function forgetRelated(): void {
  entries.clear();
  changed();
}

/** For tests and for a preview rendered without the CMS: an entry's data given directly. */
export function setRelated(collection: string, slug: string, data: Json): void {
  entries.set(`${collection}/${slug}`, { state: 'ready', data });
  changed();
}

function load(getCollection: GetCollection | undefined, collection: string, slug: string): Related {
  const key = `${collection}/${slug}`;
  const known = entries.get(key);
  if (known) return known;
  if (!getCollection) return { state: 'failed', reason: 'the editor gives the preview no other entries' };
  entries.set(key, loading);
  getCollection(collection, slug).then(
    (entry) => {
      const plain = entry?.toJS() as { data?: Json } | undefined;
      entries.set(key, plain?.data ? { state: 'ready', data: plain.data } : { state: 'failed', reason: 'not found' });
      changed();
    },
    (e: unknown) => {
      entries.set(key, { state: 'failed', reason: e instanceof Error ? e.message : String(e) });
      changed();
    },
  );
  return loading;
}

/** Other entries, by `collection/slug`, loading those not loaded yet; the component re-renders as each arrives. */
export function useRelated(getCollection: GetCollection | undefined, wanted: readonly [string, string][]): Related[] {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => version,
    () => version,
  );
  return wanted.map(([collection, slug]) => load(getCollection, collection, slug));
}

/** The data of a loaded entry, or undefined while it loads or when it failed. */
export const dataOf = (r: Related | undefined): Json | undefined => (r?.state === 'ready' ? r.data : undefined);
