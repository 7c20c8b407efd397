// The sample request schema (yup): the contact form's rules for name, e-mail, phone and note, plus company, shipping
// address (its country's rules: src/samples/address-rules.ts) and 1 to 5 samples. One module for the page's form and
// the contact function; each hands it the rules it has (the page its context's, the function the deployed data's).
import { array, mixed } from 'yup';
import { contactFieldsSchema, sync, textLine, trimmed } from '../inquiry/schema';
import { storableRecord, toLang } from '../inquiry/fields';
import type { Inquiry } from '../inquiry/store';
import { isCountryCode } from './countries';
import { postalCodeFits, ruleFor, type AddressRule, type AddressRuleLookup } from './address-rules';
import {
  maxSamples,
  parseSampleItem,
  sampleFields,
  sampleLimits,
  samplesFromForm,
  type SampleErrors,
  type SampleItem,
  type ShippingAddress,
} from './fields';

const line = (max: number, required: string | null, tooLong: string) => {
  const text = textLine(max, tooLong, 'addressInvalid');
  return required ? text.required(required) : text;
};

// Letters, digits, spaces and dashes: every country's format fits (SW1A 1AA, 75008, 100-0001, H3Z 2Y7).
const postalChars = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

/** A postal code by the country's rule: required or not, and of its pattern when the data gives one. */
function postalCodeSchema(rule: AddressRule) {
  const code = trimmed()
    .max(sampleLimits.postalCode, 'postalCodeInvalid')
    .matches(postalChars, { message: 'postalCodeInvalid', excludeEmptyString: true })
    .test('postal-pattern', 'postalCodeFormat', (v) => !v || postalCodeFits(rule, v));
  return rule.postalCode === 'required' ? code.required('postalCodeRequired') : code;
}

/** What the visitor types: the contact fields and the shipping address, by the rule of the country. */
function sampleFieldsSchema(rule: AddressRule) {
  return contactFieldsSchema.shape({
    company: textLine(sampleLimits.company, 'companyTooLong', 'companyInvalid'),
    street: line(sampleLimits.street, 'streetRequired', 'streetTooLong'),
    city: line(sampleLimits.city, rule.city === 'required' ? 'cityRequired' : null, 'cityTooLong'),
    // A field the country does not use is still checked as text: a plain form may send it, and it is kept.
    region: line(sampleLimits.region, rule.region === 'required' ? 'regionRequired' : null, 'regionTooLong'),
    postalCode: postalCodeSchema(rule),
    country: trimmed()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
      .required('countryRequired')
      .test('country-code', 'countryInvalid', (v) => !v || isCountryCode(v)),
  });
}

/** The samples: at least one, at most five, each well formed, no stone and finish twice. */
export const samplesSchema = array(mixed())
  .typeError('samplesInvalid')
  .required('samplesRequired')
  .min(1, 'samplesRequired')
  .max(maxSamples, 'samplesTooMany')
  .test('sample-items', 'samplesInvalid', (items) => (items ?? []).every((i) => parseSampleItem(i) !== null))
  .test('sample-duplicates', 'samplesInvalid', (items) => {
    const keys = (items ?? [])
      .map((i) => parseSampleItem(i))
      .map((i) => i && `${i.kind}:${i.id}:${i.finish}:${i.sample}`);
    return new Set(keys).size === keys.length;
  })
  .default([]);

/** One schema per rule: the browser checks on every key stroke. */
const schemas = new WeakMap<AddressRule, ReturnType<typeof sampleSchemaFor>>();
const sampleSchemaFor = (rule: AddressRule) => sampleFieldsSchema(rule).shape({ samples: samplesSchema });
function sampleSchema(rule: AddressRule) {
  const known = schemas.get(rule);
  if (known) return known;
  const made = sampleSchemaFor(rule);
  schemas.set(rule, made);
  return made;
}

export type SampleFieldValues = {
  name: string;
  company: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  message: string;
};

/** A sample request's own fields: the shipping address, the samples, and the company when given. */
export type SampleFields = { company?: string; address: ShippingAddress; samples: SampleItem[] };

export interface SampleRequest extends Inquiry<SampleFields> {
  type: 'sample';
  source: 'sampleRequest';
}

/** Validates what the visitor typed and the chosen samples (the page's own check before sending). */
export function validateSampleFields(
  input: unknown,
  rules: AddressRuleLookup,
): { ok: true; value: SampleFieldValues & { samples: unknown[] } } | { ok: false; errors: SampleErrors } {
  const rule = ruleFor(rules, input && typeof input === 'object' ? (input as { country?: unknown }).country : '');
  const r = sync(() => sampleSchema(rule).validateSync(input, { abortEarly: false, stripUnknown: true }), sampleFields);
  return r.ok ? r : { ok: false, errors: r.errors as SampleErrors };
}

/** The samples of a post: the JSON array the page sends, or the rows of the plain form (stone1, finish1, sample1 …). */
function samplesOf(record: Record<string, unknown>): unknown {
  if (Array.isArray(record.samples)) return record.samples;
  if (typeof record.samples === 'string' && record.samples.trim() !== '') {
    try {
      return JSON.parse(record.samples) as unknown;
    } catch {
      return record.samples; // not JSON: the type check reports it
    }
  }
  return samplesFromForm(record);
}

/** Validates a whole sample request (the function's check); it is stored as an inquiry of type `sample`. */
export function validateSample(
  input: unknown,
  rules: AddressRuleLookup,
): { ok: true; value: SampleRequest } | { ok: false; errors: SampleErrors } {
  const record = storableRecord(input);
  const result = validateSampleFields({ ...record, samples: samplesOf(record) }, rules);
  if (!result.ok) return result;
  const v = result.value;
  return {
    ok: true,
    value: {
      type: 'sample',
      name: v.name,
      email: v.email,
      phone: v.phone,
      message: v.message,
      source: 'sampleRequest',
      lang: toLang(record.lang),
      fields: {
        ...(v.company ? { company: v.company } : {}),
        // The region only when given: an address without one reads as every address stored before regions.
        address: {
          street: v.street,
          city: v.city,
          ...(v.region ? { region: v.region } : {}),
          postalCode: v.postalCode,
          country: v.country,
        },
        samples: v.samples.map((i) => parseSampleItem(i) as SampleItem),
      },
    },
  };
}
