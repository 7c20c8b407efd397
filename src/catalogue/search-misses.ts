// Searches that found nothing, kept in the host's own store (Netlify Blobs) so editors can add keywords or synonyms
// (`npm run search:misses`). Only the term (folded), the language and the day: no address, no cookie, nothing that
// tells two visitors apart. One blob per miss (an empty value under a random key): counting is listing, so two
// instances counting the same term at once lose nothing.
import { randomUUID } from 'crypto';
import { connectLambda, getStore, type Store } from '@netlify/blobs';
import { isLang, type Lang } from '../i18n/languages';
import { fold } from '../text/fold';

export const missesStoreName = 'search-misses';

/**
 * Longer terms are cut, by whole characters, to this many bytes of the key: nobody types a stone's name that long, the
 * store is no place for pasted text, and a key much longer (~500 bytes) left Netlify's local Blobs server without an
 * answer, holding the search with it.
 */
const maxEncodedTerm = 200;
/** A count is not worth keeping a visitor waiting: the answer goes after this long whatever the store does. */
export const missWriteLimitMs = 1500;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The folded term, URL-encoded for the key, cut at a whole character within the byte budget. */
export function missKeyTerm(term: string): string {
  let out = '';
  for (const ch of fold(term).trim().replace(/\s+/g, ' ')) {
    if (/[\uD800-\uDFFF]/.test(ch) && ch.length === 1) continue; // a lone surrogate cannot be encoded
    const next = out + encodeURIComponent(ch);
    if (next.length > maxEncodedTerm) break;
    out = next;
  }
  return out;
}

/** The Lambda event the adapter's wrapper hands a Gatsby Function (`req.netlifyFunctionParams`), when it has Blobs. */
export interface BlobsEvent {
  blobs?: string;
  headers: Record<string, string | undefined>;
}

/** The misses store, where the host gives the function a Blobs context (on the host and the local host); else none. */
export function missesStoreFor(event: BlobsEvent | undefined): Store | null {
  if (!event?.blobs) return null;
  connectLambda(event as Parameters<typeof connectLambda>[0]);
  return getStore({ name: missesStoreName });
}

export async function recordMiss(store: Store, lang: Lang, term: string, now = new Date()): Promise<void> {
  const text = missKeyTerm(term);
  if (!text) return;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the store did not answer within ${missWriteLimitMs} ms`)),
      missWriteLimitMs,
    );
  });
  try {
    await Promise.race([store.set(`${day(now)}/${lang}/${text}/${randomUUID()}`, ''), limit]);
  } finally {
    clearTimeout(timer);
  }
}

export interface MissCount {
  term: string;
  count: number;
}

/** The most searched terms without results in each language over the last `days` days (today included). */
export async function topMisses(store: Store, days = 30, now = new Date(), top = 20): Promise<Map<Lang, MissCount[]>> {
  const counts = new Map<Lang, Map<string, number>>();
  for (let i = 0; i < days; i++) {
    const date = new Date(now.getTime() - i * 86_400_000);
    const { blobs } = await store.list({ prefix: `${day(date)}/` });
    for (const { key } of blobs) {
      const [, lang, term] = key.split('/');
      if (!isLang(lang) || !term) continue;
      const perLang = counts.get(lang) ?? new Map<string, number>();
      const text = decodeURIComponent(term);
      perLang.set(text, (perLang.get(text) ?? 0) + 1);
      counts.set(lang, perLang);
    }
  }
  return new Map(
    [...counts].map(([lang, terms]) => [
      lang,
      [...terms]
        .map(([term, count]) => ({ term, count }))
        .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
        .slice(0, top),
    ]),
  );
}
