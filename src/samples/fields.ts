// Sample request field names, limits, error codes and the shape of one requested sample, shared by the page, the no-JS
// form and the contact function (no yup here, so the product pages' "Order a sample" form stays light).
import { detailErrorKeys, detailErrorVars, type ErrorVars } from '../inquiry/fields';
import { slugPattern } from '../routes/slug';

/** A standard chip, or a piece cut from the lot now in stock (shows the real colour range of what would ship). */
export const sampleKinds = ['chip', 'lot'] as const;
export type SampleKind = (typeof sampleKinds)[number];

export const stoneKinds = ['product', 'usaStock'] as const;
export type StoneKind = (typeof stoneKinds)[number];

/** Most samples one request may ask for (sales ship them in one parcel). */
export const maxSamples = 5;

export const sampleLimits = {
  company: 120,
  street: 200,
  city: 100,
  region: 100,
  postalCode: 16,
} as const;

/** Every error a sample request can get: the contact details', then company, shipping address and the samples. */
export const sampleErrorKeys = [
  ...detailErrorKeys,
  'companyTooLong',
  'companyInvalid',
  'streetRequired',
  'streetTooLong',
  'cityRequired',
  'cityTooLong',
  'regionRequired',
  'regionTooLong',
  'postalCodeRequired',
  'postalCodeInvalid',
  'postalCodeFormat',
  'countryRequired',
  'countryInvalid',
  'addressInvalid',
  'samplesRequired',
  'samplesTooMany',
  'samplesInvalid',
] as const;
export type SampleErrorKey = (typeof sampleErrorKeys)[number];

/** Every field a sample request can have an error on. */
export const sampleFields = [
  'name',
  'email',
  'phone',
  'message',
  'company',
  'street',
  'city',
  'region',
  'postalCode',
  'country',
  'samples',
] as const;
export type SampleField = (typeof sampleFields)[number];
export type SampleErrors = Partial<Record<SampleField, SampleErrorKey>>;

export const sampleErrorVars: ErrorVars = {
  ...detailErrorVars,
  companyTooLong: { max: sampleLimits.company },
  streetTooLong: { max: sampleLimits.street },
  cityTooLong: { max: sampleLimits.city },
  regionTooLong: { max: sampleLimits.region },
  postalCodeInvalid: { max: sampleLimits.postalCode },
  samplesTooMany: { max: maxSamples },
};

/** One requested sample as stored and mailed: which stone (its code for sales), the finish and the kind of sample. */
export interface SampleItem {
  kind: StoneKind;
  id: number;
  code: string;
  finish: string;
  sample: SampleKind;
}

export interface ShippingAddress {
  street: string;
  city: string;
  /** State, province, emirate… where the country's addresses have one ('' otherwise, and in requests before it). */
  region?: string;
  /** '' where the country has none. */
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Form field names of sample row n (1-based) in the plain form: the stone, its finish and the kind of sample. */
export const rowFields = (n: number) => ({ stone: `stone${n}`, finish: `finish${n}`, sample: `sample${n}` });

/** A stone as a form value: `product:948:TRV-948` (kind, id, code), so a post without JavaScript carries the code too. */
export const stoneToken = (s: Pick<SampleItem, 'kind' | 'id' | 'code'>): string => `${s.kind}:${s.id}:${s.code}`;

const tokenPattern = /^(product|usaStock):([1-9][0-9]{0,8}):([A-Za-z0-9][A-Za-z0-9._-]{0,39})$/;

export function parseStoneToken(value: string): Pick<SampleItem, 'kind' | 'id' | 'code'> | null {
  const m = tokenPattern.exec(value);
  return m ? { kind: m[1] as StoneKind, id: Number(m[2]), code: m[3] } : null;
}

/** Checks one sample as sent (JSON from the page); null when any field has the wrong shape. */
export function parseSampleItem(value: unknown): SampleItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.code !== 'string' || typeof v.finish !== 'string' || typeof v.sample !== 'string') return null;
  const stone = parseStoneToken(`${String(v.kind)}:${String(v.id)}:${v.code}`);
  if (!stone || !slugPattern.test(v.finish) || v.finish.length > 60) return null;
  if (!(sampleKinds as readonly string[]).includes(v.sample)) return null;
  return { ...stone, finish: v.finish, sample: v.sample as SampleKind };
}

/** The rows of a plain form post (stone1, finish1, sample1 …) as sample objects; empty rows are skipped. */
export function samplesFromForm(record: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (let n = 1; n <= 20; n++) {
    const f = rowFields(n);
    const stone = record[f.stone];
    if (typeof stone !== 'string' || stone === '') continue;
    const parsed = parseStoneToken(stone);
    out.push(parsed ? { ...parsed, finish: record[f.finish], sample: record[f.sample] } : { invalid: stone });
  }
  return out;
}
