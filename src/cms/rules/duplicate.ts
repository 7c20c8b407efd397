// A new entry that still carries another entry's id is a duplicate (Decap's "Duplicate" copies every field): before its
// save it gets the folder's next free id (and the code and slug that follow from it and its name), and what describes
// the other stone is left out (its test values) or stops the save until it is rewritten (its description, keywords).
import type { Problem } from '../../checks/validate';
import { slugify } from '../../routes/slug';
import { readdirSync, readVirtualFile } from './virtual-fs';

type Json = Record<string, unknown>;

/** Texts that describe the stone a product was copied from: the copy is not saved until they are its own. */
export const copiedTexts = ['description', 'keywords'] as const;

function readEntry(file: string): Json | undefined {
  const text = readVirtualFile(`/data/${file}`);
  try {
    return text === undefined ? undefined : (JSON.parse(text) as Json);
  } catch {
    return undefined;
  }
}

/** The folder's next free id: one above the highest. */
export function nextFreeId(folder: string): number {
  const ids = (readdirSync(`/data/${folder}`) as string[])
    .map((name) => readEntry(`${folder}/${name}`)?.id)
    .filter((id): id is number => typeof id === 'number');
  return Math.max(0, ...ids) + 1;
}

/**
 * A new entry of `folder` (relative to data/) as it will be saved: when its id is another entry's, with the next free
 * id, the code and slug that follow, and a problem for each field still the other stone's.
 */
export function adoptDuplicate(folder: string, data: Json): { data: Json; problems: Problem[]; from?: Json } {
  const from = readEntry(`${folder}/${String(data.id)}.json`);
  if (!from) return { data, problems: [] };
  const id = nextFreeId(folder);
  const out: Json = { ...data, id };
  const code = typeof data.code === 'string' ? /^([A-Z]{2,4})-\d+$/.exec(data.code) : null;
  if (code && data.code === from.code) out.code = `${code[1]}-${id}`;
  const name = (data.name as Json | undefined)?.en;
  if (typeof data.slug === 'string' && data.slug === from.slug && typeof name === 'string' && slugify(name))
    out.slug = slugify(name);
  const file = `${folder}/${id}.json`;
  const label = `${folder.replace(/s$/, '')} ${String(from.id)}`;
  const same = (f: string) => data[f] !== undefined && JSON.stringify(data[f]) === JSON.stringify(from[f]);
  // Test values were measured on the other stone: the copy has none until its own are entered.
  if (same('technical')) delete out.technical;
  const problems = copiedTexts
    .filter(same)
    .map((f) => ({ file, pointer: `/${f}`, message: `is still ${label}'s, copied with it: write this stone's own` }));
  return { data: out, problems, from };
}
