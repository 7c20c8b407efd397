// A shipping address's rules per country (which fields, which required, the postal code's pattern), derived from
// Google's address metadata; pure, so the page, the no-JS form and the contact function apply the same ones.
import { sampleErrorVars } from './fields';
import type { ErrorVars } from '../inquiry/fields';

/** Kinds of region Google's data names (`state_name_type`); each has its label in contact.json. */
export const regionKinds = [
  'area',
  'county',
  'department',
  'district',
  'do_si',
  'emirate',
  'island',
  'oblast',
  'parish',
  'prefecture',
  'province',
  'state',
] as const;
export type RegionKind = (typeof regionKinds)[number];

/** Kinds of postal code Google's data names (`zip_name_type`). */
export const postalKinds = ['postal', 'zip', 'eircode', 'pin'] as const;
export type PostalKind = (typeof postalKinds)[number];

export type Presence = 'none' | 'optional' | 'required';

/** One country's address form: small, so every country's fits in the sample page's data. */
export interface AddressRule {
  /** none: the country's addresses have no postal code (the field is not shown). */
  postalCode: Presence;
  /** The dataset's pattern of a whole postal code (a regular expression's source), when it has one. */
  postalPattern?: string;
  /** A real postal code of the country, shown in the message when one does not fit the pattern. */
  postalExample?: string;
  /** What the country calls it, when not a plain postal code (ZIP code, Eircode, PIN code). */
  postalKind?: Exclude<PostalKind, 'postal'>;
  region: Presence;
  regionKind?: RegionKind;
  city: Exclude<Presence, 'none'>;
}

/** Country code → its rule (what the page is handed). */
export type AddressRules = Record<string, AddressRule>;
/** A country code's rule, or undefined for a code that is not a country's. */
export type AddressRuleLookup = (country: string) => AddressRule | undefined;
export const lookupIn =
  (rules: AddressRules): AddressRuleLookup =>
  (country) =>
    Object.prototype.hasOwnProperty.call(rules, country) ? rules[country] : undefined;

/** The part of one record of Google's address data (`data/<cc>.json`) the rules are made from. */
export interface AddressRecord {
  fmt?: string;
  require?: string;
  zip?: string;
  zipex?: string;
  zip_name_type?: string;
  state_name_type?: string;
}

const isRegionKind = (v: string | undefined): v is RegionKind => (regionKinds as readonly string[]).includes(v ?? '');
const isPostalKind = (v: string | undefined): v is PostalKind => (postalKinds as readonly string[]).includes(v ?? '');

/**
 * A country's rule from its record and the data's defaults (`ZZ`): a field is shown when the country's format has it
 * (%Z postal code, %S region), required when the record's `require` names it (Z, S, C).
 */
export function deriveAddressRule(record: AddressRecord, defaults: AddressRecord): AddressRule {
  const fmt = record.fmt ?? defaults.fmt ?? '';
  const required = record.require ?? defaults.require ?? '';
  const presence = (token: string, letter: string): Presence =>
    !fmt.includes(token) ? 'none' : required.includes(letter) ? 'required' : 'optional';
  const rule: AddressRule = {
    postalCode: presence('%Z', 'Z'),
    region: presence('%S', 'S'),
    city: required.includes('C') ? 'required' : 'optional',
  };
  if (rule.postalCode !== 'none') {
    if (record.zip) rule.postalPattern = record.zip;
    const example = record.zipex?.split(',')[0];
    if (example) rule.postalExample = example;
    const kind = record.zip_name_type ?? defaults.zip_name_type;
    if (isPostalKind(kind) && kind !== 'postal') rule.postalKind = kind;
  }
  if (rule.region !== 'none') {
    const kind = record.state_name_type ?? defaults.state_name_type;
    rule.regionKind = isRegionKind(kind) ? kind : 'province';
  }
  return rule;
}

/**
 * Before a country is chosen (and in the prerendered form, which cannot change as one is chosen): every field shown,
 * the city required as most countries require it, postal code and region optional; the country's rule applies on send.
 */
export const anyCountryRule: AddressRule = { postalCode: 'optional', region: 'optional', city: 'required' };

export const ruleFor = (lookup: AddressRuleLookup, country: unknown): AddressRule =>
  (typeof country === 'string' && lookup(country.trim().toUpperCase())) || anyCountryRule;

/** Whether a postal code has the country's form (letters in any case; the data's patterns are upper case). */
export function postalCodeFits(rule: AddressRule, value: string): boolean {
  if (!rule.postalPattern) return true;
  return new RegExp(`^(?:${rule.postalPattern})$`, 'i').test(value.trim());
}

/** Keys of the postal code's and the region's labels in the `contact` namespace. */
export const postalLabelKey = (rule: AddressRule): string =>
  rule.postalKind ? `samples.postalKinds.${rule.postalKind}` : 'samples.postalCode';
export const regionLabelKey = (rule: AddressRule): string =>
  rule.regionKind ? `samples.regionKinds.${rule.regionKind}` : 'samples.region';

/** The error messages' placeholders for a country: its fields' labels and its postal code's example. */
export function addressErrorVars(rule: AddressRule, text: (key: string) => string): ErrorVars {
  const postal = text(postalLabelKey(rule));
  const region = text(regionLabelKey(rule));
  return {
    ...sampleErrorVars,
    postalCodeRequired: { field: postal },
    postalCodeFormat: { field: postal, example: rule.postalExample ?? '' },
    regionRequired: { field: region },
    regionTooLong: { ...sampleErrorVars.regionTooLong, field: region },
  };
}
