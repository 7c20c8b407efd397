// Hold request field names, limits, error codes and what is stored of one (its `details`), shared by the page, the
// no-JS form and the contact function (no yup here).
import usa from '../../data/usa.json';
import { detailErrorKeys, detailErrorVars, type ErrorVars } from '../inquiry/fields';

/** The longest hold the USA terms allow, in days (data/usa.json `terms.holdDays`). */
export const holdDays: number = usa.terms.holdDays;

export const holdLimits = { company: 120 } as const;

/** Every error a hold request can get: the contact details', then the lot, crates, dates and company. */
export const holdErrorKeys = [
  ...detailErrorKeys,
  'lotRequired',
  'lotUnknown',
  'lotSold',
  'lotNoneFree',
  'cratesRequired',
  'cratesInvalid',
  'cratesTooMany',
  'startInvalid',
  'startPast',
  'startTooLate',
  'daysRequired',
  'daysInvalid',
  'companyTooLong',
  'companyInvalid',
] as const;
export type HoldErrorKey = (typeof holdErrorKeys)[number];

/** Every field a hold request can have an error on. */
export const holdFields = ['lot', 'crates', 'start', 'days', 'name', 'company', 'email', 'phone', 'message'] as const;
export type HoldField = (typeof holdFields)[number];
export type HoldErrors = Partial<Record<HoldField, HoldErrorKey>>;

export const holdErrorVars: ErrorVars = {
  ...detailErrorVars,
  companyTooLong: { max: holdLimits.company },
  startTooLate: { max: holdDays },
  daysInvalid: { max: holdDays },
};

/** The chosen lot as one form value, `5001:TRV2607-11` (item id and lot code), the same with and without JavaScript. */
export const lotToken = (item: number, lot: string): string => `${item}:${lot}`;

export function parseLotToken(value: unknown): { item: number; lot: string } | null {
  const m = typeof value === 'string' ? /^([1-9][0-9]{0,8}):([A-Z0-9]+(?:-[A-Z0-9]+)*)$/.exec(value.trim()) : null;
  return m && m[2].length <= 24 ? { item: Number(m[1]), lot: m[2] } : null;
}

/** A hold request's lot and dates as stored (the row's `details`) and mailed to the USA sales address. */
export type HoldDetails = {
  item: number;
  sku: string;
  /** The item's English name (what the warehouse reads). */
  itemName: string;
  lot: string;
  shade: string;
  crates: number;
  /** First and last day of the hold, YYYY-MM-DD (last = first + days, as check:data counts a hold). */
  start: string;
  end: string;
  days: number;
};
