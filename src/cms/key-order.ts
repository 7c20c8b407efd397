// The order of the keys of every object in a data file, per schema and JSON path (`*` for array items), from the
// schemas' property order. /admin/ writes files in this order: Decap's state (Immutable maps) forgets key order, and a
// save must not reshuffle a file an editor changed one field of. Scripts that write data files (npm run stock:import)
// write them the same way (formatDataJson).
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

/**
 * A data file's JSON as /admin/ writes it (browser/admin.js does the same in the browser): keys in the schema's order,
 * others after them as they come, two-space indent, a final newline. Scripts that write data files use it too.
 */
export function formatDataJson(value: unknown, order: KeyOrder): string {
  const ordered = (v: unknown, at: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => ordered(x, `${at}/*`));
    if (!v || typeof v !== 'object') return v;
    const keys = order[at || '/'] ?? [];
    const rank = (k: string) => (keys.includes(k) ? keys.indexOf(k) : keys.length);
    const entries = Object.entries(v as Record<string, unknown>)
      .map(([k, x], i) => ({ k, x, i }))
      .sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i);
    return Object.fromEntries(entries.map(({ k, x }) => [k, ordered(x, `${at}/${k}`)]));
  };
  return `${JSON.stringify(ordered(value, ''), null, 2)}\n`;
}
