// check:data rules for technical data that a JSON Schema cannot say: plausible ranges per stone (a value far outside is
// a typo or a wrong unit), slip tests only for the product's own finishes, no test dated in the future.
import { inSystem, propertyKeys, unitSymbols, type PropertyKey, type StoneKind, type Unit } from '../data/technical';

export interface TechnicalProblem {
  pointer: string;
  message: string;
}

type Range = readonly [number, number];
/** Any stone: outside these it is almost certainly a typo. */
export const absoluteRanges: Record<'density' | 'waterAbsorption', Range> = {
  density: [1800, 3000],
  waterAbsorption: [0, 15],
};

/** Plausible metric ranges per stone (kg/m3, %, MPa, MPa, mm of EN 14157, Ha, cycles), wider than typical values. */
export const plausibleRanges: Record<StoneKind, Partial<Record<PropertyKey | 'abrasionHa', Range>>> = {
  marble: {
    density: [2500, 2950],
    waterAbsorption: [0, 1.5],
    compressiveStrength: [30, 250],
    flexuralStrength: [3, 35],
    abrasion: [10, 35],
    abrasionHa: [3, 80],
  },
  travertine: {
    density: [2200, 2650],
    waterAbsorption: [0, 6],
    compressiveStrength: [20, 150],
    flexuralStrength: [2, 25],
    abrasion: [12, 35],
    abrasionHa: [3, 60],
  },
  limestone: {
    density: [1800, 2800],
    waterAbsorption: [0, 15],
    compressiveStrength: [8, 250],
    flexuralStrength: [1, 30],
    abrasion: [12, 40],
    abrasionHa: [2, 60],
  },
  onyx: {
    density: [2500, 2800],
    waterAbsorption: [0, 1],
    compressiveStrength: [30, 200],
    flexuralStrength: [3, 30],
    abrasion: [12, 35],
    abrasionHa: [3, 60],
  },
  basalt: {
    density: [2600, 3000],
    waterAbsorption: [0, 3],
    compressiveStrength: [80, 400],
    flexuralStrength: [8, 45],
    abrasion: [10, 25],
    abrasionHa: [10, 100],
  },
  quartz: {
    density: [2200, 2600],
    waterAbsorption: [0, 0.5],
    compressiveStrength: [100, 300],
    flexuralStrength: [20, 80],
    abrasion: [10, 25],
    abrasionHa: [10, 100],
  },
  glass: {
    density: [2300, 2700],
    waterAbsorption: [0, 0.5],
    compressiveStrength: [300, 1200],
    flexuralStrength: [20, 200],
    abrasion: [10, 30],
    abrasionHa: [10, 100],
  },
};

const frostRange: Range = [1, 1000];
const slipRanges: Record<'SRV' | 'DCOF', Range> = { SRV: [0, 120], DCOF: [0, 1.2] };

const show = (value: number, unit: Unit) => `${Number(value.toFixed(2))} ${unitSymbols[unit] ?? unit}`;
const showRange = ([lo, hi]: Range, unit: Unit) => `${lo}–${hi} ${unitSymbols[unit] ?? unit}`;

type Json = Record<string, unknown>;
const isMeasurement = (m: unknown): m is { value: number; unit: Unit; tested?: unknown; standard?: unknown } =>
  !!m && typeof m === 'object' && typeof (m as Json).value === 'number' && typeof (m as Json).unit === 'string';

/** Problems of one product's `technical` object (already schema-valid or not: malformed parts are skipped here). */
export function checkTechnical(technical: unknown, finishes: string[], today = new Date()): TechnicalProblem[] {
  const problems: TechnicalProblem[] = [];
  if (!technical || typeof technical !== 'object') return problems;
  const t = technical as Json;
  const stone = t.stone as StoneKind;
  const ranges = plausibleRanges[stone];
  if (!ranges) return problems; // the schema reports an unknown stone
  const todayIso = today.toISOString().slice(0, 10);
  const checkDate = (pointer: string, m: Json) => {
    if (typeof m.tested === 'string' && m.tested > todayIso)
      problems.push({ pointer: `${pointer}/tested`, message: `test date ${m.tested} is in the future` });
  };

  if (t.marbleClass !== undefined && stone !== 'marble')
    problems.push({ pointer: '/technical/marbleClass', message: `applies to marble only (stone is "${stone}")` });

  for (const key of propertyKeys) {
    const m = t[key];
    if (!isMeasurement(m)) continue;
    const pointer = `/technical/${key}/value`;
    checkDate(`/technical/${key}`, m as Json);
    if (key === 'frostResistance') {
      if (m.value < frostRange[0] || m.value > frostRange[1])
        problems.push({ pointer, message: `${m.value} cycles is outside ${frostRange[0]}–${frostRange[1]} cycles` });
      continue;
    }
    if (key === 'abrasion' && m.unit === 'Ha') {
      const range = ranges.abrasionHa;
      if (range && (m.value < range[0] || m.value > range[1]))
        problems.push({
          pointer,
          message: `${show(m.value, 'Ha')} is outside the plausible ${showRange(range, 'Ha')} for ${stone}`,
        });
      continue;
    }
    const metric = inSystem(m, 'metric');
    const absolute = key === 'density' || key === 'waterAbsorption' ? absoluteRanges[key] : undefined;
    const range = ranges[key];
    const given = show(m.value, m.unit);
    const converted = metric.unit !== m.unit ? ` (${show(metric.value, metric.unit)})` : '';
    if (absolute && (metric.value < absolute[0] || metric.value > absolute[1])) {
      // A density near a plausible value in the other unit is a unit mix-up, not a wrong number.
      const hint =
        key === 'density' && m.unit === 'kg/m3' && m.value >= 110 && m.value <= 190
          ? ': a value in lb/ft3 with unit kg/m3?'
          : key === 'density' && m.unit === 'lb/ft3' && m.value >= 1800
            ? ': a value in kg/m3 with unit lb/ft3?'
            : key === 'waterAbsorption' && m.value > 15
              ? ': absorption is a percentage of the dry weight'
              : ': almost certainly a typo';
      problems.push({
        pointer,
        message: `${given}${converted} is outside ${showRange(absolute, metric.unit)}${hint}`,
      });
    } else if (range && (metric.value < range[0] || metric.value > range[1])) {
      const unitHint =
        (key === 'compressiveStrength' || key === 'flexuralStrength') &&
        m.unit === 'MPa' &&
        metric.value > range[1] * 20
          ? ' (a value in psi with unit MPa?)'
          : (key === 'compressiveStrength' || key === 'flexuralStrength') &&
              m.unit === 'psi' &&
              metric.value < range[0] / 20
            ? ' (a value in MPa with unit psi?)'
            : '';
      problems.push({
        pointer,
        message: `${given}${converted} is outside the plausible ${showRange(range, metric.unit)} for ${stone}${unitHint}`,
      });
    }
  }

  const slips = Array.isArray(t.slipResistance) ? (t.slipResistance as Json[]) : [];
  const seen = new Set<string>();
  slips.forEach((s, i) => {
    const pointer = `/technical/slipResistance/${i}`;
    if (typeof s.finish === 'string' && !finishes.includes(s.finish))
      problems.push({
        pointer: `${pointer}/finish`,
        message: `finish "${s.finish}" is not one of the product's finishes (${finishes.join(', ') || 'none'})`,
      });
    const pair = `${String(s.finish)}:${String(s.unit)}`;
    if (seen.has(pair))
      problems.push({ pointer, message: `a second ${String(s.unit)} value for finish "${String(s.finish)}"` });
    seen.add(pair);
    if (isMeasurement(s)) {
      checkDate(pointer, s);
      const range = slipRanges[s.unit as 'SRV' | 'DCOF'];
      if (range && (s.value < range[0] || s.value > range[1]))
        problems.push({
          pointer: `${pointer}/value`,
          message: `${s.value} ${s.unit} is outside ${range[0]}–${range[1]}`,
        });
      const expected = s.unit === 'SRV' ? 'EN 14231' : 'ANSI A326.3';
      if (typeof s.standard === 'string' && s.standard !== expected)
        problems.push({
          pointer: `${pointer}/standard`,
          message: `${s.unit} is measured under ${expected}, not ${s.standard}`,
        });
    }
  });

  // Units must match the standard: EN 14157 gives mm, the ASTM abrasion tests give Ha.
  const abrasion = t.abrasion as Json | undefined;
  if (abrasion && typeof abrasion.standard === 'string' && typeof abrasion.unit === 'string') {
    const expected = abrasion.standard === 'EN 14157' ? 'mm' : 'Ha';
    if (abrasion.unit !== expected)
      problems.push({
        pointer: '/technical/abrasion/unit',
        message: `${abrasion.standard} reports ${expected}, not ${abrasion.unit}`,
      });
  }
  return problems;
}
