// Whether a stone meets the minimums of its ASTM dimension-stone specification, computed from its test values:
// C503 (marble), C568 (limestone), C1527 (travertine). Limits are metric (the standards' SI values).
import { toMetric, type Measurement, type StoneKind, type TechnicalData, type Unit } from './technical';

export type AstmSpec = 'C503' | 'C568' | 'C1527';
/** What a limit is checked against; the bending value counts as modulus of rupture (C99, EN 12372) or as flexural strength (C880), by its test method. */
export type Requirement =
  | 'waterAbsorption'
  | 'density'
  | 'compressiveStrength'
  | 'modulusOfRupture'
  | 'flexuralStrength'
  | 'abrasion';
export type AstmUse = 'all' | 'exterior' | 'interior';

export interface Limit {
  requirement: Requirement;
  kind: 'max' | 'min';
  value: number;
  unit: Unit;
}

/** The C568 class (by density) or the C503 class (by mineral) the limits were chosen for. */
export type AstmClass = 'low' | 'medium' | 'high' | 'calcite' | 'dolomite' | 'serpentine';

export interface LimitFailure extends Limit {
  measured: number;
}

export interface UseVerdict {
  use: AstmUse;
  /** meets: every limit met; fails: at least one limit missed; incomplete: none missed, some value missing. */
  status: 'meets' | 'fails' | 'incomplete';
  failures: LimitFailure[];
  missing: Requirement[];
}

export interface AstmVerdict {
  spec: AstmSpec;
  astmClass: AstmClass | null;
  uses: UseVerdict[];
  /** Abrasion applies to floors and stairs only (the standards' footnote): checked on its own. */
  floors: { status: 'meets' | 'fails' | 'missing'; limit: Limit; measured: number | null };
}

export const specFor = (stone: StoneKind): AstmSpec | null =>
  stone === 'marble' ? 'C503' : stone === 'limestone' ? 'C568' : stone === 'travertine' ? 'C1527' : null;

const lim = (requirement: Requirement, kind: 'max' | 'min', value: number): Limit => ({
  requirement,
  kind,
  value,
  unit:
    requirement === 'waterAbsorption'
      ? '%'
      : requirement === 'density'
        ? 'kg/m3'
        : requirement === 'abrasion'
          ? 'Ha'
          : 'MPa',
});

const abrasionMin = lim('abrasion', 'min', 10);

/** ASTM C503 Table 1: the same limits for every use; the minimum density depends on the marble's class. */
const c503Density: Record<'calcite' | 'dolomite' | 'serpentine', number> = {
  calcite: 2595,
  dolomite: 2800,
  serpentine: 2690,
};
function c503(cls: 'calcite' | 'dolomite' | 'serpentine'): Limit[] {
  return [
    lim('waterAbsorption', 'max', 0.2),
    lim('density', 'min', c503Density[cls]),
    lim('compressiveStrength', 'min', 52),
    lim('modulusOfRupture', 'min', 7),
    lim('flexuralStrength', 'min', 7),
  ];
}

/** ASTM C568 Table 1, by density class: low 1760–2160, medium 2160–2560, high above 2560 kg/m³. */
function c568Class(density: number): 'low' | 'medium' | 'high' {
  return density > 2560 ? 'high' : density > 2160 ? 'medium' : 'low';
}
const c568: Record<'low' | 'medium' | 'high', Limit[]> = {
  low: [
    lim('waterAbsorption', 'max', 12),
    lim('density', 'min', 1760),
    lim('compressiveStrength', 'min', 12),
    lim('modulusOfRupture', 'min', 2.9),
  ],
  medium: [
    lim('waterAbsorption', 'max', 7.5),
    lim('density', 'min', 2160),
    lim('compressiveStrength', 'min', 28),
    lim('modulusOfRupture', 'min', 3.4),
  ],
  high: [
    lim('waterAbsorption', 'max', 3),
    lim('density', 'min', 2560),
    lim('compressiveStrength', 'min', 55),
    lim('modulusOfRupture', 'min', 6.9),
  ],
};

/** ASTM C1527 Table 1: Class I exterior and Class II interior. */
const c1527: Record<'exterior' | 'interior', Limit[]> = {
  exterior: [
    lim('waterAbsorption', 'max', 2.5),
    lim('density', 'min', 2305),
    lim('compressiveStrength', 'min', 52),
    lim('modulusOfRupture', 'min', 6.9),
    lim('flexuralStrength', 'min', 6.9),
  ],
  interior: [
    lim('waterAbsorption', 'max', 2.5),
    lim('density', 'min', 2305),
    lim('compressiveStrength', 'min', 34.5),
    lim('modulusOfRupture', 'min', 4.8),
    lim('flexuralStrength', 'min', 4.8),
  ],
};

const metricValue = (m: Measurement | null | undefined): number | null => (m ? toMetric(m).value : null);

/** The measured value a requirement is checked against, or null when the stone has none for it. */
export function measuredFor(data: TechnicalData, requirement: Requirement): number | null {
  switch (requirement) {
    case 'modulusOfRupture':
      return data.flexuralStrength && data.flexuralStrength.standard !== 'ASTM C880'
        ? metricValue(data.flexuralStrength)
        : null;
    case 'flexuralStrength':
      return data.flexuralStrength?.standard === 'ASTM C880' ? metricValue(data.flexuralStrength) : null;
    case 'abrasion':
      // EN 14157 measures a groove in mm: it has no conversion to the abrasion hardness the standards ask for.
      return data.abrasion?.unit === 'Ha' ? data.abrasion.value : null;
    default:
      return metricValue(data[requirement]);
  }
}

/** One bending value is enough: a stone tested for flexural strength need not also show a modulus of rupture. */
function bendingCovered(data: TechnicalData, limits: Limit[]): Limit[] {
  const hasBoth = limits.some((l) => l.requirement === 'flexuralStrength');
  if (!hasBoth) return limits;
  const useFlexural = data.flexuralStrength?.standard === 'ASTM C880';
  return limits.filter((l) => l.requirement !== (useFlexural ? 'modulusOfRupture' : 'flexuralStrength'));
}

function judge(data: TechnicalData, use: AstmUse, limits: Limit[]): UseVerdict {
  const failures: LimitFailure[] = [];
  const missing: Requirement[] = [];
  for (const limit of bendingCovered(data, limits)) {
    const measured = measuredFor(data, limit.requirement);
    if (measured === null) missing.push(limit.requirement);
    else if (limit.kind === 'max' ? measured > limit.value : measured < limit.value)
      failures.push({ ...limit, measured });
  }
  return { use, status: failures.length ? 'fails' : missing.length ? 'incomplete' : 'meets', failures, missing };
}

/** The verdict for a stone, or null when no ASTM specification applies (onyx, basalt, quartz, glass). */
export function astmVerdict(data: TechnicalData): AstmVerdict | null {
  const spec = specFor(data.stone);
  if (!spec) return null;
  const abrasion = measuredFor(data, 'abrasion');
  const floors: AstmVerdict['floors'] = {
    status: abrasion === null ? 'missing' : abrasion >= abrasionMin.value ? 'meets' : 'fails',
    limit: abrasionMin,
    measured: abrasion,
  };
  if (spec === 'C503') {
    const cls = data.marbleClass ?? 'calcite';
    return { spec, astmClass: cls, uses: [judge(data, 'all', c503(cls))], floors };
  }
  if (spec === 'C568') {
    const density = measuredFor(data, 'density');
    if (density === null) {
      // The class comes from the density: without it no limit can be chosen.
      return {
        spec,
        astmClass: null,
        uses: [{ use: 'all', status: 'incomplete', failures: [], missing: ['density'] }],
        floors,
      };
    }
    const cls = c568Class(density);
    return { spec, astmClass: cls, uses: [judge(data, 'all', c568[cls])], floors };
  }
  return {
    spec,
    astmClass: null,
    uses: [judge(data, 'exterior', c1527.exterior), judge(data, 'interior', c1527.interior)],
    floors,
  };
}
