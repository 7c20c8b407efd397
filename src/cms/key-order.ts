// The order of the keys of every object in a data file, per schema and JSON path (`*` for array items), from the
// schemas' property order. /admin/ writes files in this order: Decap's state (Immutable maps) forgets key order, and a
// save must not reshuffle a file an editor changed one field of.
import type { JsonSchema } from './fields';

export type KeyOrder = Record<string, string[]>;

export function keyOrder(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  at = '',
  out: KeyOrder = {},
): KeyOrder {
  const s = schema.$ref ? { ...resolve(schema.$ref), ...schema, $ref: undefined } : schema;
  for (const branch of s.oneOf ?? []) keyOrder(branch, resolve, at, out);
  if (s.properties) {
    out[at || '/'] = Object.keys(s.properties);
    for (const [key, sub] of Object.entries(s.properties)) keyOrder(sub, resolve, `${at}/${key}`, out);
  }
  if (s.items) keyOrder(s.items, resolve, `${at}/*`, out);
  return out;
}
