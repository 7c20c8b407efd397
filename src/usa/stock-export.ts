// The warehouse's stock export (CSV, one row per lot, as the yard's inventory system writes it): its columns, and
// reading it into lots, refusing what it cannot read with the line and column. docs/usa-stock-import.md documents it.
import { parse } from 'csv-parse/sync';
import { isIsoDate, type Lot, type LotStatus } from './lots';

export type ExportField = keyof Lot | 'sku';

/** The columns, in the order the sample export writes them; names are matched without case, in any order. */
export const exportColumns: { name: string; field: ExportField; required: boolean }[] = [
  { name: 'sku', field: 'sku', required: true },
  { name: 'lot', field: 'lot', required: true },
  { name: 'shade', field: 'shade', required: true },
  { name: 'crates', field: 'crates', required: true },
  { name: 'boxes', field: 'boxes', required: true },
  { name: 'sqft', field: 'sqft', required: true },
  { name: 'location', field: 'location', required: true },
  { name: 'status', field: 'status', required: true },
  { name: 'hold_from', field: 'holdFrom', required: true },
  { name: 'hold_until', field: 'holdUntil', required: true },
  { name: 'reference', field: 'reference', required: true },
  { name: 'held_crates', field: 'heldCrates', required: false },
  { name: 'held_boxes', field: 'heldBoxes', required: false },
];

/** Status words of the export and the lot status each means. */
export const exportStatuses: Record<string, LotStatus> = {
  available: 'available',
  'on hold': 'held',
  hold: 'held',
  held: 'held',
  sold: 'sold',
};

/** Something the import will not take: where (line, and column when it is one cell) and why. */
export interface Refusal {
  line: number;
  column?: number;
  message: string;
}

/** One row: the lot it describes, its sku, its line and the column of each field in this file. */
export interface ExportRow {
  line: number;
  sku: string;
  lot: Lot;
  columns: Partial<Record<ExportField, number>>;
}

const columnName = (field: ExportField) => exportColumns.find((c) => c.field === field)?.name ?? field;

/** `line 7, column 4 (crates): …`, the way every refusal is printed. */
export function describeRefusal(r: Refusal, header: string[] = exportColumns.map((c) => c.name)): string {
  const name = r.column ? header[r.column - 1] : undefined;
  const where = r.column ? `line ${r.line}, column ${r.column}${name ? ` (${name})` : ''}` : `line ${r.line}`;
  return `${where}: ${r.message}`;
}

type Cell = { ok: true; value: string | number | undefined } | { ok: false; message: string };

/** A cell's text as the lot field it fills, or why it cannot. Empty optional cells are undefined. */
function convert(field: ExportField, raw: string): Cell {
  const text = raw.trim();
  if (!text) {
    const optional: ExportField[] = ['holdFrom', 'holdUntil', 'reference', 'heldCrates', 'heldBoxes'];
    return optional.includes(field) ? { ok: true, value: undefined } : { ok: false, message: 'is empty' };
  }
  switch (field) {
    case 'crates':
    case 'boxes':
    case 'heldCrates':
    case 'heldBoxes':
      return /^\d+$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, message: `"${text}" is not a whole number of ${columnName(field).replace('held_', '')}` };
    case 'sqft':
      return /^\d+(\.\d+)?$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, message: `"${text}" is not a number of square feet (digits and a decimal point, e.g. 1824.12)` };
    case 'status': {
      const status = exportStatuses[text.toLowerCase().replace(/\s+/g, ' ')];
      return status
        ? { ok: true, value: status }
        : { ok: false, message: `"${text}" is not a status: available, on hold or sold` };
    }
    case 'holdFrom':
    case 'holdUntil': {
      // The yard's US dates (12/18/2026) or ISO ones (2026-12-18).
      const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
      const iso = us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : text;
      return isIsoDate(iso)
        ? { ok: true, value: iso }
        : { ok: false, message: `"${text}" is not a date (YYYY-MM-DD or MM/DD/YYYY)` };
    }
    default:
      return { ok: true, value: text };
  }
}

/**
 * The rows of an export that can be read, and a refusal for each cell or row that cannot (a file that is not CSV, or
 * whose header is wrong, gives no rows).
 */
export function readStockExport(text: string): { rows: ExportRow[]; refusals: Refusal[]; header: string[] } {
  type Parsed = { record: string[]; info: { lines: number }; raw: string };
  let records: Parsed[];
  try {
    // With `info` and `raw`, csv-parse returns each record with where it ends and its text (its types say string[][]).
    records = parse(text, {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Parsed[];
  } catch (error) {
    const e = error as Error & { lines?: number; column?: number };
    const column = typeof e.column === 'number' && /quote/i.test(e.message) ? e.column + 1 : undefined;
    return {
      rows: [],
      refusals: [{ line: e.lines ?? 1, column, message: `not CSV: ${e.message}` }],
      header: headerOnly(text),
    };
  }
  // The line a record starts on: csv-parse counts the line it ends on; a quoted cell may hold line breaks.
  const firstLine = (r: Parsed) => r.info.lines - (r.raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
  const [head, ...body] = records.filter((r) => r.record.some((cell) => cell.trim() !== ''));
  if (!head) return { rows: [], refusals: [{ line: 1, message: 'the file is empty (no header row)' }], header: [] };

  const header = head.record.map((h) => h.trim().toLowerCase());
  const refusals: Refusal[] = [];
  const line = firstLine(head);
  const columns: Partial<Record<ExportField, number>> = {};
  header.forEach((name, i) => {
    const column = exportColumns.find((c) => c.name === name);
    if (!column) {
      refusals.push({
        line,
        column: i + 1,
        message: `unknown column "${head.record[i]}" (columns: ${exportColumns.map((c) => c.name).join(', ')})`,
      });
    } else if (columns[column.field] !== undefined) {
      refusals.push({
        line,
        column: i + 1,
        message: `column "${name}" is there twice (also column ${columns[column.field]})`,
      });
    } else {
      columns[column.field] = i + 1;
    }
  });
  for (const c of exportColumns)
    if (c.required && columns[c.field] === undefined)
      refusals.push({ line, message: `the header has no column "${c.name}"` });
  if (refusals.length) return { rows: [], refusals, header };

  const rows: ExportRow[] = [];
  for (const r of body) {
    const at = firstLine(r);
    if (r.record.length !== header.length) {
      const column = Math.min(r.record.length, header.length) + 1;
      refusals.push({ line: at, column, message: `has ${r.record.length} columns, the header has ${header.length}` });
      continue;
    }
    const values: Partial<Record<ExportField, string | number>> = {};
    let ok = true;
    for (const [field, column] of Object.entries(columns) as [ExportField, number][]) {
      const cell = convert(field, r.record[column - 1]);
      if (!cell.ok) {
        refusals.push({ line: at, column, message: cell.message });
        ok = false;
      } else if (cell.value !== undefined) values[field] = cell.value;
    }
    if (!ok) continue;
    const { sku, ...lot } = values;
    rows.push({ line: at, sku: String(sku), lot: lot as unknown as Lot, columns });
  }
  return { rows, refusals, header };
}

/** The header's names when the rest of the file is not CSV, to name the column of the refusal. */
function headerOnly(text: string): string[] {
  try {
    const [head] = parse(text, { bom: true, to_line: 1 }) as string[][];
    return (head ?? []).map((h) => h.trim().toLowerCase());
  } catch {
    return [];
  }
}
