// A product's suitability for each use: its stone type's table (application.ts), narrowed by its own test verdicts (the
// ASTM specification and its floors-and-stairs abrasion from astm.ts, the wet DCOF of each finish). The usage table, the
// data sheet and check:data (validate-claims.ts) all read this one table, so no page says "yes" beside a failing verdict.
import { astmVerdict, type AstmSpec, type AstmUse, type LimitFailure } from './astm';
import { usages, usageTable, type ApplicationKey, type Usage } from './application';
import type { TechnicalData } from './technical';

/**
 * ANSI A326.3 (and ANSI A137.1 §6.2.2.1.9): a hard surface for level interior spaces expected to be walked upon when
 * wet has a wet DCOF of at least 0.42. Below it a finish is for dry areas only.
 */
export const WET_DCOF_MIN = 0.42;
export const SLIP_STANDARD = 'ANSI A326.3';

/** Why a use is ruled out (or narrowed to some finishes). */
export type UsageReason =
  /** The stone type's own table says no (application.ts, the spec's fixed table). */
  | { kind: 'type'; application: ApplicationKey }
  /** The stone misses its ASTM specification for the use. */
  | { kind: 'astm'; spec: AstmSpec; use: AstmUse; failure: LimitFailure }
  /** Abrasion hardness below the specification's minimum for floors and stairs. */
  | { kind: 'floors'; spec: AstmSpec; failure: LimitFailure }
  /** A finish's wet DCOF below the minimum for wet areas. */
  | { kind: 'slip'; finish: string; measured: number; limit: number };

export interface UsageRow {
  usage: Usage;
  /** yes: nothing rules it out; no: ruled out; finishes: only in `finishes` (the others measured below the limit). */
  status: 'yes' | 'no' | 'finishes';
  /** status 'finishes': the finishes not ruled out for the use, in the product's order. */
  finishes: string[];
  /** Empty for yes; for 'finishes', the finishes ruled out. */
  reasons: UsageReason[];
}

/**
 * Which uses a failed ASTM verdict rules out. C503 and C568 have one set of limits: a stone that misses them is not
 * offered for exterior work (the limits exist for weathering), freezing climates, or commercial work (commercial
 * specifications call for ASTM compliance). C1527 has an exterior class (rules out exterior and freezing climates) and
 * an interior class (missing it also rules out interior and commercial work).
 */
const astmRulesOut: Record<'all' | 'exterior' | 'interior', readonly Usage[]> = {
  all: ['exterior', 'freezingClimate', 'commercial'],
  exterior: ['exterior', 'freezingClimate'],
  interior: ['interior', 'commercial'],
};

/**
 * The usage rows of a product or USA stock item. `finishes`: the finishes it is offered in (a USA item: its one
 * surface); a wet DCOF is read for those only.
 */
export function productUsage(
  application: ApplicationKey,
  technical: TechnicalData | null | undefined,
  finishes: readonly string[],
): UsageRow[] {
  const reasons = new Map<Usage, UsageReason[]>(usages.map((u) => [u, []]));
  for (const row of usageTable(application))
    if (!row.suitable) reasons.get(row.usage)!.push({ kind: 'type', application });

  const verdict = technical ? astmVerdict(technical) : null;
  if (verdict) {
    for (const use of verdict.uses) {
      if (use.status !== 'fails') continue;
      for (const usage of astmRulesOut[use.use])
        for (const failure of use.failures)
          reasons.get(usage)!.push({ kind: 'astm', spec: verdict.spec, use: use.use, failure });
    }
    const { floors } = verdict;
    if (floors.status === 'fails' && floors.measured !== null)
      reasons
        .get('floor')!
        .push({ kind: 'floors', spec: verdict.spec, failure: { ...floors.limit, measured: floors.measured } });
  }

  // Wet areas (walked on when wet): an offered finish measured below the wet DCOF minimum is ruled out; a finish never
  // measured is not (the stone type's table speaks for it), so the claim narrows to the other finishes, or is no when
  // none is left. A stone type that is never a floor (bath: vanity tops, basins) is not walked on: DCOF does not apply.
  const walkedOn = usageTable(application).some((row) => row.usage === 'floor' && row.suitable);
  const wetFailures: UsageReason[] = (walkedOn ? (technical?.slipResistance ?? []) : [])
    .filter((s) => s.unit === 'DCOF' && finishes.includes(s.finish) && s.value < WET_DCOF_MIN)
    .map((s) => ({ kind: 'slip', finish: s.finish, measured: s.value, limit: WET_DCOF_MIN }));
  const wetGood = finishes.filter((f) => !wetFailures.some((r) => r.kind === 'slip' && r.finish === f));

  return usages.map((usage) => {
    const ruledOut = reasons.get(usage)!;
    if (ruledOut.length > 0) return { usage, status: 'no', finishes: [], reasons: ruledOut };
    if (usage === 'wetAreas' && wetFailures.length > 0)
      return wetGood.length > 0
        ? { usage, status: 'finishes', finishes: wetGood, reasons: wetFailures }
        : { usage, status: 'no', finishes: [], reasons: wetFailures };
    return { usage, status: 'yes', finishes: [], reasons: [] };
  });
}

/** The standard a reason rests on, as check:data and the table name it. */
export function reasonStandard(reason: UsageReason): string | null {
  return reason.kind === 'type' ? null : reason.kind === 'slip' ? SLIP_STANDARD : `ASTM ${reason.spec}`;
}
