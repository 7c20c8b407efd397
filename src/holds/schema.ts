// The hold request schema (yup): the contact form's rules for name, e-mail, phone and note, plus company, the lot, whole
// crates up to what it has free, the first day and the number of days (at most holdDays). One module for the page's
// form (the stock from its context, today's date in the browser) and the contact function (the stock's data files).
import { type TestContext } from 'yup';
import { contactFieldsSchema, sync, textLine, trimmed } from '../inquiry/schema';
import { storableRecord, toLang } from '../inquiry/fields';
import type { Inquiry } from '../inquiry/store';
import { daysBetween, isIsoDate } from '../usa/lots';
import { readNumber } from '../i18n/read-number';
import { holdDays, holdFields, holdLimits, parseLotToken, type HoldDetails, type HoldErrors } from './fields';
import { findLot, type HoldStock, type LotNow } from './stock';

/** What the rules are checked against: the stock and the warehouse's date (src/usa/lots.ts warehouseDate). */
export interface HoldContext {
  stock: HoldStock;
  today: string;
}

const lotOf = (token: unknown, test: TestContext): LotNow | null => {
  const pick = parseLotToken(token);
  const ctx = test.options.context as HoldContext;
  return pick ? findLot(ctx.stock, pick, ctx.today) : null;
};
const todayOf = (test: TestContext) => (test.options.context as HoldContext).today;
/**
 * A whole number as typed or sent (the form posts text, the page's JSON a number), in any digits people type
 * (Arabic-Indic and Persian too: src/i18n/read-number.ts); NaN for anything else, a fraction or more than 4 digits.
 */
export function wholeNumber(v: string | undefined): number {
  if (!v || !/^\S{1,4}$/.test(v.trim())) return NaN;
  const r = readNumber(v, 'en');
  return r.ok && Number.isInteger(r.value) ? r.value : NaN;
}

export const holdSchema = contactFieldsSchema.shape({
  company: textLine(holdLimits.company, 'companyTooLong', 'companyInvalid'),
  lot: trimmed()
    .required('lotRequired')
    .test('lot-known', 'lotUnknown', function known(v) {
      return !v || lotOf(v, this) !== null;
    })
    .test('lot-unsold', 'lotSold', function unsold(v) {
      return lotOf(v, this)?.status !== 'sold';
    })
    .test('lot-free', 'lotNoneFree', function free(v) {
      const lot = lotOf(v, this);
      return !lot || lot.status === 'sold' || lot.freeCrates > 0;
    }),
  crates: trimmed()
    .required('cratesRequired')
    .test('crates-whole', 'cratesInvalid', (v) => !v || wholeNumber(v) >= 1)
    .test('crates-free', 'cratesTooMany', function free(v) {
      const lot = lotOf(this.parent.lot, this);
      return !lot || !(wholeNumber(v) >= 1) || lot.freeCrates === 0 || wholeNumber(v) <= lot.freeCrates;
    }),
  // Empty: from today.
  start: trimmed()
    .test('start-date', 'startInvalid', (v) => !v || isIsoDate(v))
    .test('start-past', 'startPast', function past(v) {
      return !v || !isIsoDate(v) || v >= todayOf(this);
    })
    .test('start-late', 'startTooLate', function late(v) {
      return !v || !isIsoDate(v) || daysBetween(todayOf(this), v) <= holdDays;
    }),
  days: trimmed()
    .required('daysRequired')
    .test('days-range', 'daysInvalid', (v) => !v || (wholeNumber(v) >= 1 && wholeNumber(v) <= holdDays)),
});

export type HoldFieldValues = {
  lot: string;
  crates: string;
  start: string;
  days: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
};

/** A hold request's own fields: the lot, crates and dates, and the company when given. */
export type HoldFields = HoldDetails & { company?: string };

export interface HoldRequest extends Inquiry<HoldFields> {
  type: 'hold';
  source: 'usaHoldRequest';
}

/** Validates the form's values against the stock on `ctx.today` (the page's own check before sending). */
export function validateHoldFields(
  input: unknown,
  ctx: HoldContext,
): { ok: true; value: HoldFieldValues } | { ok: false; errors: HoldErrors } {
  const r = sync(
    () => holdSchema.validateSync(input, { abortEarly: false, stripUnknown: true, context: ctx }),
    holdFields,
  );
  return r.ok ? r : { ok: false, errors: r.errors as HoldErrors };
}

/** The last day of a hold of `days` days from `start` (check:data's count: daysBetween(start, end) = days). */
export function holdEnd(start: string, days: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Validates a whole hold request (the function's check); it is stored as an inquiry of type `hold`. */
export function validateHold(
  input: unknown,
  ctx: HoldContext,
): { ok: true; value: HoldRequest } | { ok: false; errors: HoldErrors } {
  const record = storableRecord(input);
  const strings = Object.fromEntries(
    (['crates', 'days'] as const).map((k) => [k, typeof record[k] === 'number' ? String(record[k]) : record[k]]),
  );
  const result = validateHoldFields({ ...record, ...strings }, ctx);
  if (!result.ok) return result;
  const v = result.value;
  const chosen = findLot(ctx.stock, parseLotToken(v.lot)!, ctx.today)!;
  const start = v.start || ctx.today;
  const days = wholeNumber(v.days);
  return {
    ok: true,
    value: {
      type: 'hold',
      name: v.name,
      email: v.email,
      phone: v.phone,
      message: v.message,
      source: 'usaHoldRequest',
      lang: toLang(record.lang),
      fields: {
        ...(v.company ? { company: v.company } : {}),
        item: chosen.item.id,
        sku: chosen.item.sku,
        itemName: chosen.item.name.en,
        lot: chosen.lot.lot,
        shade: chosen.lot.shade,
        crates: wholeNumber(v.crates),
        start,
        end: holdEnd(start, days),
        days,
      },
    },
  };
}
