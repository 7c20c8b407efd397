// The sample request page's address with the chosen stones: ?stone=product:948&finish=polished&sample=chip, one
// stone/finish/sample triple per sample, as the product page's "Order a sample" form (method GET) writes it itself.
import type { Lang } from '../i18n/languages';
import { pathTo } from './paths';
import { parseStoneKey, stoneKey, type StoneKind } from './stone-key';

export interface SamplePick {
  kind: StoneKind;
  id: number;
  /** Empty when not chosen yet (from the quote list): the page asks. */
  finish: string;
  sample: string;
}

/** Query parameter names; the product page's form fields carry the same names. */
export const sampleQueryNames = { stone: 'stone', finish: 'finish', sample: 'sample' } as const;

export function sampleRequestPath(lang: Lang, picks: readonly SamplePick[] = []): string {
  const query = new URLSearchParams();
  for (const p of picks) {
    query.append(sampleQueryNames.stone, stoneKey(p));
    query.append(sampleQueryNames.finish, p.finish);
    query.append(sampleQueryNames.sample, p.sample);
  }
  const q = query.toString();
  return `${pathTo(lang, { page: 'sampleRequest' })}${q ? `?${q}` : ''}`;
}

/** The picks of a sample page's query (the stone of a triple without a finish or kind keeps it empty). */
export function samplePicksFrom(search: string): SamplePick[] {
  const query = new URLSearchParams(search);
  const finishes = query.getAll(sampleQueryNames.finish);
  const samples = query.getAll(sampleQueryNames.sample);
  return query.getAll(sampleQueryNames.stone).flatMap((stone, i) => {
    const ref = parseStoneKey(stone);
    return ref ? [{ ...ref, finish: finishes[i] ?? '', sample: samples[i] ?? '' }] : [];
  });
}
