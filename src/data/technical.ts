// Technical data of a stone (test values with standard, lab and date): types, unit conversion and formatting.
// Shared by the product page, the USA stock page, the JSON-LD and the data sheet PDF.
import { dateTimeFormat, numberFormat } from '../i18n/formats';

export const stoneKinds = ['marble', 'travertine', 'limestone', 'onyx', 'basalt', 'quartz', 'glass'] as const;
export type StoneKind = (typeof stoneKinds)[number];

/** Properties with one value per product, in the order the table shows them. */
export const propertyKeys = [
  'density',
  'waterAbsorption',
  'compressiveStrength',
  'flexuralStrength',
  'abrasion',
  'frostResistance',
] as const;
export type PropertyKey = (typeof propertyKeys)[number];

export type Unit = 'kg/m3' | 'lb/ft3' | '%' | 'MPa' | 'psi' | 'mm' | 'Ha' | 'cycles' | 'SRV' | 'DCOF';
export type UnitSystem = 'metric' | 'us';
/** What a properties table shows: one system (the page's switch) or both side by side (print, data sheet). */
export type UnitsShown = UnitSystem | 'both';

export interface Measurement {
  value: number;
  unit: Unit;
  standard: string;
  lab: string;
  /** Test date, YYYY-MM-DD. */
  tested: string;
  report?: string | null;
}

export interface SlipMeasurement extends Measurement {
  /** A finish slug of the product (finishes.json). */
  finish: string;
}

export interface TechnicalData {
  stone: StoneKind;
  marbleClass?: 'calcite' | 'dolomite' | 'serpentine' | null;
  density?: Measurement | null;
  waterAbsorption?: Measurement | null;
  compressiveStrength?: Measurement | null;
  flexuralStrength?: Measurement | null;
  abrasion?: Measurement | null;
  frostResistance?: Measurement | null;
  slipResistance?: SlipMeasurement[] | null;
}

/** Units each property accepts (the schema's enums), metric first. */
export const unitsOf: Record<PropertyKey | 'slipResistance', readonly Unit[]> = {
  density: ['kg/m3', 'lb/ft3'],
  waterAbsorption: ['%'],
  compressiveStrength: ['MPa', 'psi'],
  flexuralStrength: ['MPa', 'psi'],
  abrasion: ['mm', 'Ha'],
  frostResistance: ['cycles'],
  slipResistance: ['SRV', 'DCOF'],
};

export const KG_M3_PER_LB_FT3 = 16.018463;
export const PSI_PER_MPA = 145.0377;

/** Metric and US counterparts; units without one (%, mm, Ha, cycles, SRV, DCOF) are the same in both systems. */
const counterpart: Partial<Record<Unit, { unit: Unit; factor: number }>> = {
  'kg/m3': { unit: 'lb/ft3', factor: 1 / KG_M3_PER_LB_FT3 },
  'lb/ft3': { unit: 'kg/m3', factor: KG_M3_PER_LB_FT3 },
  MPa: { unit: 'psi', factor: PSI_PER_MPA },
  psi: { unit: 'MPa', factor: 1 / PSI_PER_MPA },
};
const usUnits = new Set<Unit>(['lb/ft3', 'psi']);
const metricUnits = new Set<Unit>(['kg/m3', 'MPa']);

export interface Quantity {
  value: number;
  unit: Unit;
}

/** A quantity in the given unit system (converted only where the system has its own unit). */
export function inSystem(q: Quantity, system: UnitSystem): Quantity {
  const other = counterpart[q.unit];
  const wrongSide = system === 'us' ? metricUnits.has(q.unit) : usUnits.has(q.unit);
  return other && wrongSide ? { value: q.value * other.factor, unit: other.unit } : { value: q.value, unit: q.unit };
}

export const toMetric = (q: Quantity): Quantity => inSystem(q, 'metric');
export const toUs = (q: Quantity): Quantity => inSystem(q, 'us');

/** Whether a unit reads differently in the two systems (then "both" shows two values). */
export const hasUsCounterpart = (unit: Unit): boolean => counterpart[unit] !== undefined;

/** UN/CEFACT Common Codes (Recommendation 20) for schema.org unitCode. */
export const unitCodes: Record<Unit, string> = {
  'kg/m3': 'KMQ',
  'lb/ft3': '87',
  '%': 'P1',
  MPa: 'MPA',
  psi: 'PS',
  mm: 'MMT',
  Ha: 'C62', // abrasion hardness is a dimensionless index
  cycles: 'B7', // cycle
  SRV: 'C62',
  DCOF: 'C62',
};

/** Decimals shown per unit: what the test methods report, not more. */
const decimals: Record<Unit, number> = {
  'kg/m3': 0,
  'lb/ft3': 1,
  '%': 2,
  MPa: 1,
  psi: 0,
  mm: 1,
  Ha: 1,
  cycles: 0,
  SRV: 0,
  DCOF: 2,
};

/** Unit symbols written the same in every language; cycles, SRV and DCOF are words the locale files give. */
export const unitSymbols: Partial<Record<Unit, string>> = {
  'kg/m3': 'kg/m³',
  'lb/ft3': 'lb/ft³',
  '%': '%',
  MPa: 'MPa',
  psi: 'psi',
  mm: 'mm',
  Ha: 'Ha',
};

/** The number alone, in the language's digits and separators, rounded as the unit is reported. */
export function formatNumber(value: number, unit: Unit, lang: string): string {
  const digits = decimals[unit];
  // psi converted from MPa carries false precision: round to tens as labs report it.
  const rounded = unit === 'psi' && Math.abs(value) >= 1000 ? Math.round(value / 10) * 10 : value;
  return numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(rounded);
}

/** A test date (YYYY-MM-DD) as the page's language writes it, "12 Mar 2024" (the page and the data sheet). */
export function formatTestDate(iso: string, lang: string): string {
  return dateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * "2,450 kg/m³", "1.20 %", "48 cycles". `unitWord` gives the translated word of units without a symbol
 * (cycles with its plural, SRV, DCOF): the component passes its `t`.
 */
export function formatQuantity(q: Quantity, lang: string, unitWord: (unit: Unit, value: number) => string): string {
  const number = formatNumber(q.value, q.unit, lang);
  const symbol = unitSymbols[q.unit];
  if (symbol === '%') return `${number} %`;
  return symbol ? `${number} ${symbol}` : unitWord(q.unit, q.value).replace('{{value}}', number);
}

export function formatMeasurement(
  m: Quantity,
  system: UnitSystem,
  lang: string,
  unitWord: (unit: Unit, value: number) => string,
): string {
  return formatQuantity(inSystem(m, system), lang, unitWord);
}

export interface TechnicalRow {
  /** Stable key: the property, or slipResistance:<finish>:<unit>. */
  key: string;
  property: PropertyKey | 'slipResistance';
  /** Slip rows: the finish slug. */
  finish?: string;
  /** null: not tested (the table says so). */
  measurement: Measurement | null;
}

/** The table's rows: every property (missing ones as null), then one row per finish and slip test. */
export function technicalRows(data: TechnicalData): TechnicalRow[] {
  const rows: TechnicalRow[] = propertyKeys.map((property) => ({
    key: property,
    property,
    measurement: data[property] ?? null,
  }));
  for (const s of data.slipResistance ?? []) {
    rows.push({
      key: `slipResistance:${s.finish}:${s.unit}`,
      property: 'slipResistance',
      finish: s.finish,
      measurement: s,
    });
  }
  return rows;
}

/** Whether a product has any test value at all (else no table is shown). */
export const hasTechnicalValues = (data: TechnicalData | null | undefined): data is TechnicalData =>
  !!data && (propertyKeys.some((k) => data[k]) || (data.slipResistance ?? []).length > 0);

/** The unit system a page starts in before the visitor chooses: the USA section thinks in US units. */
export const defaultUnitSystem = (section: 'catalogue' | 'usa'): UnitSystem => (section === 'usa' ? 'us' : 'metric');

/** localStorage key of the visitor's choice. */
export const UNIT_STORAGE_KEY = 'units';

export const isUnitSystem = (value: unknown): value is UnitSystem => value === 'metric' || value === 'us';

type RawMeasurement = {
  value: number;
  unit: string;
  standard: string;
  lab: string;
  tested: string;
  report?: string | null;
};
/** The shape GraphQL returns (units as plain strings). */
export interface RawTechnical {
  stone: string;
  marbleClass?: string | null;
  density?: RawMeasurement | null;
  waterAbsorption?: RawMeasurement | null;
  compressiveStrength?: RawMeasurement | null;
  flexuralStrength?: RawMeasurement | null;
  abrasion?: RawMeasurement | null;
  frostResistance?: RawMeasurement | null;
  slipResistance?: readonly (RawMeasurement & { finish: string })[] | null;
}

/**
 * Typed technical data from a query result, or null when there is none. check:data has already refused unknown
 * stones and units; a value that still slips through is dropped rather than shown with a wrong unit.
 */
export function technicalFromQuery(raw: RawTechnical | null | undefined): TechnicalData | null {
  if (!raw || !(stoneKinds as readonly string[]).includes(raw.stone)) return null;
  const ok = (key: PropertyKey | 'slipResistance', m: RawMeasurement | null | undefined): m is Measurement =>
    !!m && (unitsOf[key] as readonly string[]).includes(m.unit);
  const data: TechnicalData = { stone: raw.stone as StoneKind };
  const cls = raw.marbleClass;
  if (cls === 'calcite' || cls === 'dolomite' || cls === 'serpentine') data.marbleClass = cls;
  for (const key of propertyKeys) {
    const m = raw[key];
    if (ok(key, m)) data[key] = m;
  }
  const slips = (raw.slipResistance ?? []).filter((m): m is SlipMeasurement => ok('slipResistance', m));
  if (slips.length) data.slipResistance = slips;
  return data;
}
