// Whether a stone may go on a surface: its stone type's usage table against the usages the surface needs.
import { usageTable, type ApplicationKey, type Usage } from '../data/application';

export type Verdict = { allowed: true } | { allowed: false; missing: readonly Usage[] };

/**
 * Most specific first: the page shows the first missing usage as the reason, and "not for freezing climates" says
 * more than "not for exterior use" (a freezing exterior is a kind of exterior), "not for wet areas" more than
 * "not for floors". The kind of surface (floor, wall) is the broadest reason.
 */
export const usageSpecificity: readonly Usage[] = [
  'freezingClimate',
  'wetAreas',
  'commercial',
  'exterior',
  'interior',
  'residential',
  'floor',
  'wall',
];

export function suitability(application: ApplicationKey, needs: readonly Usage[]): Verdict {
  const table = usageTable(application);
  const missing = usageSpecificity.filter(
    (usage) => needs.includes(usage) && !table.some((row) => row.usage === usage && row.suitable),
  );
  return missing.length === 0 ? { allowed: true } : { allowed: false, missing };
}
