// `npm run stock:import`: applies the warehouse's stock export (src/usa/stock-export.ts) to data/usa-stock/*.json
// and data/usa.json's stockUpdated. Everything is checked first (the file, the skus, the schema, check:data's lot
// rules); one refusal and nothing is written. The files are written as /admin/ writes them (key-order.ts): like
// /admin/, it edits data/, so it sits in src/cms/, above the checks it applies.
import fs from 'fs';
import path from 'path';
import Ajv from 'ajv';
import { checkLots, lotPointer } from '../checks/validate-lots';
import { formatDataJson, keyOrder, type KeyOrder } from './key-order';
import { resolver, loadSchemas } from './config';
import { describeRefusal, readStockExport, type ExportField, type ExportRow, type Refusal } from '../usa/stock-export';
import type { Lot } from '../usa/lots';
import { lotChanges, plural, type ChangeKind } from '../usa/lot-changes';

export type { ChangeKind } from '../usa/lot-changes';

type Json = Record<string, unknown>;

export interface LotChange {
  sku: string;
  file: string;
  lot: string;
  kind: ChangeKind;
  text: string;
}

export interface ImportOptions {
  dataDir: string;
  /** The warehouse's date (YYYY-MM-DD): the new stockUpdated, and what holds are compared with. */
  today: string;
  /** Report what would change, write nothing. */
  dryRun?: boolean;
}

export interface ImportResult {
  /** Why nothing was written, one line each (`line 7, column 4 (crates): …`); empty when the export was applied. */
  refusals: string[];
  /** Holds whose last day has passed: applied, but worth a look. */
  warnings: string[];
  changes: LotChange[];
  /** Data files written (relative to the data folder); in a dry run, the ones that would be. */
  written: string[];
  /** What to print: the changes by item and a summary. */
  report: string;
}

interface Item {
  file: string; // relative to the data folder: usa-stock/5001.json
  text: string;
  json: Json & { sku: string; lots?: Lot[] };
}

/** The lot a row describes, keeping what the export does not carry (the photo). */
function lotFromRow(row: ExportRow, before: Lot | undefined): Lot {
  const lot: Lot = { ...row.lot };
  if (before?.photo) lot.photo = before.photo;
  return lot;
}

/** A lot the export no longer lists: gone from the yard, so sold, with nothing left and no hold. */
function soldLot(lot: Lot): Lot {
  const { holdFrom: _f, holdUntil: _u, heldCrates: _c, heldBoxes: _b, ...rest } = lot;
  return { ...rest, crates: 0, boxes: 0, sqft: 0, status: 'sold' };
}

function readItems(dataDir: string): Map<string, Item> {
  const dir = path.join(dataDir, 'usa-stock');
  const items = new Map<string, Item>();
  const names = fs.readdirSync(dir).filter((n) => n.endsWith('.json'));
  for (const name of names.sort()) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const json = JSON.parse(text) as Item['json'];
    items.set(json.sku, { file: `usa-stock/${name}`, text, json });
  }
  return items;
}

export function importStockExport(csv: string, options: ImportOptions): ImportResult {
  const { dataDir, today } = options;
  const read = readStockExport(csv);
  const refuse = (refusals: Refusal[]): ImportResult => ({
    refusals: [...refusals]
      .sort((a, b) => a.line - b.line || (a.column ?? Infinity) - (b.column ?? Infinity))
      .map((r) => describeRefusal(r, read.header)),
    warnings: [],
    changes: [],
    written: [],
    report: '',
  });
  // A file that is not CSV or has a wrong header stops here; refused cells do not: the rows that can be read are
  // checked on, so one run lists every problem.
  if (!read.rows.length && read.refusals.length) return refuse(read.refusals);

  const items = readItems(dataDir);
  const usaFile = path.join(dataDir, 'usa.json');
  const usa = JSON.parse(fs.readFileSync(usaFile, 'utf8')) as Json & {
    stockUpdated: string;
    terms?: { holdDays?: number };
  };
  const schemas = loadSchemas(dataDir);
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const [name, schema] of schemas) ajv.addSchema(schema, name);
  const validateItem = ajv.getSchema('usa-stock-item.schema.json');
  if (!validateItem) throw new Error('data/schemas/usa-stock-item.schema.json not found');
  const lotDescriptions = (schemas.get('usa-stock-item.schema.json')?.properties?.lots?.items?.properties ??
    {}) as Record<string, { description?: string }>;

  // Rows by sku; unknown skus and a lot listed twice are refused at their row.
  const refusals: Refusal[] = [...read.refusals];
  /** Problems of lots the export does not list (the data file was already wrong): named by file and JSON path. */
  const elsewhere: string[] = [];
  const rowsBySku = new Map<string, ExportRow[]>();
  const seen = new Map<string, number>();
  for (const row of read.rows) {
    if (!items.has(row.sku)) {
      refusals.push({
        line: row.line,
        column: row.columns.sku,
        message: `unknown sku "${row.sku}" (no data/usa-stock file has it)`,
      });
      continue;
    }
    const key = `${row.sku} ${row.lot.lot}`;
    const first = seen.get(key);
    if (first !== undefined) {
      refusals.push({
        line: row.line,
        column: row.columns.lot,
        message: `lot ${row.lot.lot} of ${row.sku} is listed twice (also line ${first})`,
      });
      continue;
    }
    seen.set(key, row.line);
    rowsBySku.set(row.sku, [...(rowsBySku.get(row.sku) ?? []), row]);
  }

  // Each exported item's new lots: its lots in their order (updated, or sold when the export no longer lists them),
  // then the new ones in the export's order. Each is checked as check:data checks it.
  const changes: LotChange[] = [];
  const warnings: string[] = [];
  const updated: { item: Item; json: Json }[] = [];
  for (const [sku, rows] of rowsBySku) {
    const item = items.get(sku) as Item;
    const before = item.json.lots ?? [];
    const byCode = new Map(rows.map((r) => [r.lot.lot, r]));
    const lots: Lot[] = [];
    const rowOf: (ExportRow | undefined)[] = [];
    for (const old of before) {
      const row = byCode.get(old.lot);
      const lot = row ? lotFromRow(row, old) : old.status === 'sold' ? old : soldLot(old);
      lots.push(lot);
      rowOf.push(row);
      for (const c of lotChanges(old, lot, !row)) changes.push({ sku, file: item.file, lot: lot.lot, ...c });
    }
    const known = new Set(before.map((l) => l.lot));
    for (const row of rows.filter((r) => !known.has(r.lot.lot))) {
      const lot = lotFromRow(row, undefined);
      lots.push(lot);
      rowOf.push(row);
      for (const c of lotChanges(undefined, lot, false)) changes.push({ sku, file: item.file, lot: lot.lot, ...c });
    }
    const json = { ...item.json, lots };

    // A problem of a lot from the export is refused at its row and the column of the field; others name the file.
    const at = (index: number | undefined, field: string, pointer: string, message: string) => {
      const row = index === undefined ? undefined : rowOf[index];
      if (row)
        refusals.push({ line: row.line, column: row.columns[field as ExportField], message: `${sku}: ${message}` });
      else elsewhere.push(`data/${item.file} ${pointer || '/'}: ${message}`);
    };
    if (!validateItem(json)) {
      for (const e of validateItem.errors ?? []) {
        const m = /^\/lots\/(\d+)(?:\/(\w+))?/.exec(e.instancePath);
        const field = m?.[2] ?? String(e.params.missingProperty ?? '');
        const value = m?.[2] ? ` ${JSON.stringify((lots[Number(m[1])] as unknown as Json)[m[2]])}` : '';
        const hint = m ? lotDescriptions[field]?.description : undefined;
        const message = `${m ? field : ''}${value} ${e.message ?? 'is invalid'}${hint ? ` (${hint})` : ''}`.trim();
        at(m ? Number(m[1]) : undefined, field, e.instancePath, message);
      }
    }
    const checked = checkLots(json, usa.terms?.holdDays, today);
    for (const p of checked.errors) at(p.index, p.field, lotPointer(p), p.message);
    for (const p of checked.warnings) {
      const row = rowOf[p.index];
      warnings.push(`${row ? `line ${row.line}` : `data/${item.file} ${lotPointer(p)}`}: ${sku}: ${p.message}`);
    }
    updated.push({ item, json });
  }
  if (refusals.length || elsewhere.length) {
    const refused = refuse(refusals);
    return { ...refused, refusals: [...elsewhere, ...refused.refusals] };
  }

  // Nothing refused: write the changed items and the stock date.
  const order = (schema: string): KeyOrder => keyOrder(schemas.get(schema) ?? {}, resolver(schemas));
  const itemOrder = order('usa-stock-item.schema.json');
  const written: string[] = [];
  const write = (file: string, text: string) => {
    if (!options.dryRun) fs.writeFileSync(path.join(dataDir, file), text);
    written.push(file);
  };
  for (const { item, json } of updated) {
    const text = formatDataJson(json, itemOrder);
    if (text !== item.text) write(item.file, text);
  }
  const previousDate = usa.stockUpdated;
  write('usa.json', formatDataJson({ ...usa, stockUpdated: today }, order('usa.schema.json')));

  return {
    refusals: [],
    warnings,
    changes,
    written,
    report: report(read.rows.length, rowsBySku, items, changes, previousDate, today, options.dryRun),
  };
}

function report(
  rowCount: number,
  rowsBySku: Map<string, ExportRow[]>,
  items: Map<string, Item>,
  changes: LotChange[],
  previousDate: string,
  today: string,
  dryRun = false,
): string {
  const lines = [`${plural(rowCount, 'lot')} of ${plural(rowsBySku.size, 'item')} in the export.`];
  for (const sku of rowsBySku.keys()) {
    const mine = changes.filter((c) => c.sku === sku);
    lines.push(`${sku} (data/${items.get(sku)?.file}): ${mine.length ? '' : 'no change'}`.trimEnd());
    for (const c of mine) lines.push(`  lot ${c.lot}: ${c.text}`);
  }
  const untouched = items.size - rowsBySku.size;
  if (untouched) lines.push(`${plural(untouched, 'item')} not in the export: left as they were.`);
  const count = (kind: ChangeKind) => changes.filter((c) => c.kind === kind).length;
  const kinds: [ChangeKind, string, string][] = [
    ['added', 'added', 'added'],
    ['sold', 'sold', 'sold'],
    ['held', 'put on hold', 'put on hold'],
    ['released', 'released', 'released'],
    ['hold changed', 'hold changed', 'holds changed'],
    ['quantity', 'quantity change', 'quantity changes'],
    ['restocked', 'back in stock', 'back in stock'],
    ['details', 'shade or location change', 'shade or location changes'],
  ];
  const summary = kinds.filter(([k]) => count(k)).map(([k, one, many]) => `${count(k)} ${count(k) === 1 ? one : many}`);
  lines.push(`Lots: ${summary.length ? summary.join(', ') : 'no change'}.`);
  lines.push(`stockUpdated: ${previousDate} → ${today}${dryRun ? ' (dry run: nothing written)' : ''}`);
  return lines.join('\n');
}
