// What an entry's form holds, made into what its file should say before /admin/ saves it: Decap writes an emptied
// optional field as "" (decap-cms#7120), which the data check and the site's GraphQL types refuse. An emptied field is
// left out, a test whose value was emptied is left out whole (a test is complete or absent), and a USA lot that is no
// longer held loses its hold. Runs in the browser (rules.js, Decap's preSave event) and in the unit tests.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const isEmpty = (v: unknown): boolean =>
  v === undefined || (typeof v === 'string' && v.trim() === '') || (isObject(v) && Object.keys(v).length === 0);

/** The fields only a lot on hold has; `reference` stays on a sold lot (the sale's), not on an available one. */
export const holdFields = ['holdFrom', 'holdUntil', 'heldCrates', 'heldBoxes'] as const;

/** A measurement (a test value with its unit, standard, lab and date) whose value was emptied is no test at all. */
const isValuelessTest = (v: Json): boolean => 'unit' in v && !('value' in v);

function cleanValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanValue).filter((v) => !(isObject(v) && Object.keys(v).length === 0));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    const cleaned = cleanValue(v);
    if (!isEmpty(cleaned)) out[key] = cleaned;
  }
  return out;
}

/** A product's test values without the tests whose value was emptied (the slip tests' list too). */
function dropValuelessTests(technical: Json): Json {
  const out: Json = {};
  for (const [key, v] of Object.entries(technical)) {
    if (isObject(v) && isValuelessTest(v)) continue;
    out[key] = Array.isArray(v) ? v.filter((t) => !(isObject(t) && isValuelessTest(t))) : v;
  }
  return out;
}

/** A lot's fields that its status rules out: the hold's unless held, and the reference of an available lot. */
function releaseLot(lot: Json): Json {
  if (lot.status === 'held') return lot;
  const out = { ...lot };
  for (const field of holdFields) delete out[field];
  if (lot.status === 'available') delete out.reference;
  return out;
}

/** The entry's data as its file should hold it (a required field emptied is then missing, and the check says so). */
export function cleanEntry(data: Json): Json {
  const out = cleanValue(data) as Json;
  if (isObject(out.technical)) out.technical = dropValuelessTests(out.technical);
  if (Array.isArray(out.lots)) out.lots = out.lots.map((lot) => (isObject(lot) ? releaseLot(lot) : lot));
  return out;
}
