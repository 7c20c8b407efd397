// TEMPORARY stand-in for the renderer core's suitability verdict (branch viz-render); removed before merging main.
import { usageTable, type ApplicationKey, type Usage } from '../data/application';

export type SurfaceVerdict = { allowed: true } | { allowed: false; missing: Usage[] };

export function surfaceVerdict(application: ApplicationKey, needs: readonly Usage[]): SurfaceVerdict {
  const table = usageTable(application);
  const missing = needs.filter((u) => !table.find((r) => r.usage === u)?.suitable).reverse();
  return missing.length ? { allowed: false, missing } : { allowed: true };
}
