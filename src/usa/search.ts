// USA stock search: every word of the term must appear in an item's texts (name, SKU, size, colour, category,
// finish, hashtags), ignoring case and accents (src/text/fold.ts). Items whose name holds the whole term come first.
import { fold } from '../text/fold';

export function searchWords(term: string): string[] {
  return fold(term)
    .split(/[\s_,;]+/)
    .filter(Boolean);
}

export interface Searchable {
  /** Names in the languages the visitor may type in. */
  names: readonly string[];
  /** Every other text that should find the item. */
  texts: readonly string[];
}

export function searchStock<T extends Searchable>(items: readonly T[], term: string): T[] {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const scored = items.flatMap((item, index) => {
    const names = item.names.map(fold);
    const haystack = [...names, ...item.texts.map(fold)].join(' \n ');
    if (!words.every((w) => haystack.includes(w))) return [];
    const inName = names.some((n) => n.includes(phrase)) ? 0 : 1;
    return [{ item, index, inName }];
  });
  return scored.sort((a, b) => a.inName - b.inName || a.index - b.index).map((s) => s.item);
}
