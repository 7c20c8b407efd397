// What the sample page knows of each stone (from its page context): enough to list it, name its finishes and post it.
import type { SamplePick } from '../routes';
import type { StoneKind } from './fields';
import { stoneKey } from '../routes/stone-key';

export interface SampleStone {
  kind: StoneKind;
  id: number;
  /** Product code or USA SKU: what sales read. */
  code: string;
  name: string;
  /** Finish slugs this stone is made in (a USA stock item has its one surface). */
  finishes: string[];
}

export interface FinishName {
  slug: string;
  name: string;
}

/** The stones of a quote list as sample picks, each stone once (a product in two sizes is one stone to sample). */
export function samplePicksOf(items: readonly { kind: StoneKind; id: number }[]): SamplePick[] {
  const seen = new Set<string>();
  return items.flatMap((i) => {
    const key = stoneKey(i);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ kind: i.kind, id: i.id, finish: '', sample: '' }];
  });
}
