// Validates every data file: JSON syntax, its JSON Schema, unique ids, cross references and images.
// Each problem names the file, the JSON path and the reason, so an editor can fix it from one line.
import fs from 'fs';
import path from 'path';
import Ajv, { type ErrorObject } from 'ajv';
import { validateMarkdown } from './validate-markdown';
import { checkTechnical } from './validate-technical';
import { photoFileProblem } from '../images/photo-source';
import { checkScene } from './visualizer-scene';
import { isApplicationKey, type ApplicationKey } from '../data/application';
import { checkLots, lotPointer } from './validate-lots';
import { checkClaims, claimsReference } from './validate-claims';
import { warehouseDate } from '../usa/lots';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export interface ValidateOptions {
  /** Also require the sample photos (`generated/…`) to exist (true in the build, which draws none). */
  requireGeneratedImages?: boolean;
  /** The site's static/ folder (files Markdown may link to); default: next to the data folder. */
  staticDir?: string;
  /** The warehouse's date (YYYY-MM-DD) holds are compared with; default: today's. */
  today?: string;
}

/** Problems stop a build and fail the check; warnings (a USA hold that has ended) are printed and annotated only. */
export interface DataCheck {
  problems: Problem[];
  warnings: Problem[];
}

type Json = Record<string, unknown>;
interface DataFile {
  file: string; // relative to the data dir, with forward slashes
  json: Json;
}

function listJsonFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'schemas' || entry.name === 'images' || entry.name === 'content'
          ? []
          : listJsonFiles(full, base);
      return entry.name.endsWith('.json') ? [path.relative(base, full).split(path.sep).join('/')] : [];
    })
    .sort();
}

/** Where a JSON syntax error is: Node 20 does not always say, so find the shortest prefix that is already wrong. */
function syntaxErrorPosition(text: string): number {
  const wrongBefore = (end: number) => {
    try {
      JSON.parse(text.slice(0, end));
      return false;
    } catch (error) {
      const message = String(error);
      const position = /position (\d+)/.exec(message);
      if (position) return Number(position[1]) < end; // an error at the very end only means "incomplete"
      return !/end of JSON input|Unterminated/i.test(message);
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (wrongBefore(mid + 1)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function lineAndColumn(text: string): string {
  const before = text.slice(0, syntaxErrorPosition(text));
  const line = before.split('\n').length;
  return ` at line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
}

function describeAjvError(e: ErrorObject): { pointer: string; message: string } {
  const pointer = e.instancePath || '/';
  switch (e.keyword) {
    case 'required':
      return { pointer: `${e.instancePath}/${String(e.params.missingProperty)}`, message: 'is missing (required)' };
    case 'additionalProperties':
      return { pointer: `${e.instancePath}/${String(e.params.additionalProperty)}`, message: 'is not a known field' };
    case 'enum':
      return { pointer, message: `must be one of ${JSON.stringify(e.params.allowedValues)}` };
    default:
      return { pointer, message: e.message ?? 'is invalid' };
  }
}

function loadSchemas(dataDir: string, problems: Problem[]): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const schemaDir = path.join(dataDir, 'schemas');
  for (const name of fs
    .readdirSync(schemaDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    try {
      ajv.addSchema(JSON.parse(fs.readFileSync(path.join(schemaDir, name), 'utf8')), name);
    } catch (error) {
      problems.push({ file: `schemas/${name}`, pointer: '/', message: `cannot be loaded: ${String(error)}` });
    }
  }
  return ajv;
}

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** Entities of the data set, by folder (one file each) or by collection file (items). */
function entries(files: DataFile[], where: string): { file: string; pointer: string; item: Json }[] {
  if (!where.endsWith('.json')) {
    return files
      .filter((f) => f.file.startsWith(`${where}/`))
      .map((f) => ({ file: f.file, pointer: '', item: f.json }));
  }
  const f = files.find((x) => x.file === where);
  return f
    ? asArray(f.json.items).map((item, i) => ({ file: f.file, pointer: `/items/${i}`, item: item as Json }))
    : [];
}

/** Which field of which entity must name an existing entity of another kind. */
export const references: { from: string; field: string; to: string; key?: 'id' | 'slug' }[] = [
  ...['products', 'usa-stock'].flatMap((from) => [
    { from, field: 'category', to: 'categories.json' },
    { from, field: 'colors', to: 'colors.json' },
    { from, field: 'areas', to: 'areas.json' },
    { from, field: 'materials', to: 'materials.json' },
    { from, field: 'styles', to: 'styles.json' },
    { from, field: 'types', to: 'types.json' },
    { from, field: 'finishes', to: 'finishes.json', key: 'slug' as const },
  ]),
  { from: 'products', field: 'edges', to: 'edges.json' },
  { from: 'usa-stock', field: 'edge', to: 'edges.json' },
  { from: 'usa-stock', field: 'surface', to: 'finishes.json', key: 'slug' },
  { from: 'usa-stock', field: 'productId', to: 'products' },
  { from: 'slides.json', field: 'productId', to: 'products' },
];

/** Collections whose ids (and slugs, where present) must be unique. */
const uniqueIn = [
  'products',
  'usa-stock',
  'projects',
  'categories.json',
  'colors.json',
  'areas.json',
  'edges.json',
  'finishes.json',
  'materials.json',
  'styles.json',
  'types.json',
  'news.json',
  'team.json',
  'faq.json',
  'videos.json',
  'slides.json',
  'fabrication.json',
  'visualizer/scenes',
];

function collectImages(value: unknown, pointer: string, out: { pointer: string; image: string }[]): void {
  if (typeof value === 'string') {
    if (/\.(jpe?g|png|webp|avif)$/i.test(value) && !/^https?:/.test(value) && !value.startsWith('/'))
      out.push({ pointer, image: value });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => collectImages(v, `${pointer}/${i}`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectImages(v, `${pointer}/${k}`, out);
  }
}

export function validateData(dataDir: string, options: ValidateOptions = {}): Problem[] {
  return checkData(dataDir, options).problems;
}

export function checkData(dataDir: string, options: ValidateOptions = {}): DataCheck {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const ajv = loadSchemas(dataDir, problems);
  const files: DataFile[] = [];

  for (const file of listJsonFiles(dataDir)) {
    const text = fs.readFileSync(path.join(dataDir, file), 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push({
        file,
        pointer: '/',
        message: `is not valid JSON${lineAndColumn(text)}: ${(error as Error).message.split('\n')[0]}`,
      });
      continue;
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      problems.push({ file, pointer: '/', message: 'must be a JSON object with "$schema"' });
      continue;
    }
    const schemaRef = (json as Json).$schema;
    const schemaName = typeof schemaRef === 'string' ? path.posix.basename(schemaRef) : '';
    const validate = schemaName ? ajv.getSchema(schemaName) : undefined;
    if (!validate) {
      problems.push({
        file,
        pointer: '/$schema',
        message: `must name a schema in data/schemas/ (got ${JSON.stringify(schemaRef)})`,
      });
      continue;
    }
    if (!validate(json)) {
      for (const e of validate.errors ?? []) problems.push({ file, ...describeAjvError(e) });
    }
    files.push({ file, json: json as Json });
  }

  for (const where of uniqueIn) {
    for (const key of ['id', 'slug', 'code', 'sku']) {
      const seen = new Map<unknown, string>();
      for (const { file, pointer, item } of entries(files, where)) {
        const value = item[key];
        if (value === undefined) continue;
        const first = seen.get(value);
        if (first)
          problems.push({
            file,
            pointer: `${pointer}/${key}`,
            message: `duplicate ${key} ${JSON.stringify(value)} (also in ${first})`,
          });
        else seen.set(value, `${file}${pointer}`);
      }
    }
  }

  for (const ref of references) {
    const key = ref.key ?? 'id';
    // A target file that could not be read is reported once above, not once per reference to it.
    if (ref.to.endsWith('.json') && !files.some((f) => f.file === ref.to)) continue;
    const known = new Set(entries(files, ref.to).map((e) => e.item[key]));
    for (const { file, pointer, item } of entries(files, ref.from)) {
      asArray(item[ref.field]).forEach((value, i) => {
        if (!known.has(value)) {
          const at = Array.isArray(item[ref.field]) ? `${pointer}/${ref.field}/${i}` : `${pointer}/${ref.field}`;
          problems.push({
            file,
            pointer: at,
            message: `refers to unknown ${ref.to.replace('.json', '')} ${key} ${JSON.stringify(value)}`,
          });
        }
      });
    }
  }
  for (const { file, item } of entries(files, 'products')) {
    const finishes = asArray(item.finishes).filter((f): f is string => typeof f === 'string');
    for (const p of checkTechnical(item.technical, finishes)) problems.push({ file, ...p });
  }
  // USA stock lots: the rules the schema cannot say (validate-lots.ts), with the hold length from usa.json's terms.
  const holdDays = (files.find((f) => f.file === 'usa.json')?.json.terms as Json | undefined)?.holdDays;
  const today = options.today ?? warehouseDate(new Date());
  for (const { file, item } of entries(files, 'usa-stock')) {
    const lots = checkLots(item, typeof holdDays === 'number' ? holdDays : undefined, today);
    for (const p of lots.errors) problems.push({ file, pointer: lotPointer(p), message: p.message });
    for (const p of lots.warnings) warnings.push({ file, pointer: lotPointer(p), message: p.message });
  }
  // What a product or USA item claims (areas, types, texts) against its own test verdicts (validate-claims.ts).
  const claimsRef = claimsReference((where) => entries(files, where).map((e) => e.item));
  for (const kind of ['products', 'usa-stock'] as const)
    for (const { file, item } of entries(files, kind))
      for (const p of checkClaims(kind, item, claimsRef)) problems.push({ file, ...p });
  const productIds = new Set(entries(files, 'products').map((e) => e.item.id));
  for (const { file, item } of entries(files, 'projects')) {
    asArray(item.photos).forEach((photo, i) => {
      const id = (photo as Json).productId;
      if (id !== undefined && !productIds.has(id)) {
        problems.push({
          file,
          pointer: `/photos/${i}/productId`,
          message: `refers to unknown products id ${JSON.stringify(id)}`,
        });
      }
    });
  }

  const byId = (where: string) => new Map(entries(files, where).map((e) => [e.item.id, e.item]));
  const applicationOf = new Map<unknown, ApplicationKey>();
  for (const { item } of entries(files, 'categories.json'))
    if (isApplicationKey(item.application)) applicationOf.set(item.id, item.application);
  const sceneContext = {
    products: byId('products'),
    usaStock: byId('usa-stock'),
    applicationOf,
    imagesDir: path.join(dataDir, 'images'),
  };
  for (const { file, item } of entries(files, 'visualizer/scenes')) {
    for (const p of checkScene(file, item, sceneContext)) problems.push({ file, ...p });
  }
  const orders = new Map<unknown, string>();
  for (const { file, item } of entries(files, 'visualizer/scenes')) {
    const first = orders.get(item.order);
    if (first)
      problems.push({
        file,
        pointer: '/order',
        message: `duplicate order ${JSON.stringify(item.order)} (also in ${first})`,
      });
    else orders.set(item.order, file);
  }

  for (const { file, json } of files) {
    const images: { pointer: string; image: string }[] = [];
    collectImages(json, '', images);
    for (const { pointer, image } of images) {
      if (image.startsWith('generated/') && !options.requireGeneratedImages) continue;
      const problem = photoFileProblem(path.join(dataDir, 'images', image));
      if (problem === 'not found')
        problems.push({ file, pointer, message: `image ${image} not found in data/images/` });
      else if (problem) problems.push({ file, pointer, message: `image ${image}: ${problem}` });
    }
  }
  const staticDir = options.staticDir ?? path.join(dataDir, '..', 'static');
  problems.push(
    ...validateMarkdown(dataDir, ajv, (where) => entries(files, where).map((e) => e.item), staticDir, options),
  );
  return { problems, warnings };
}

/** One line per problem; `prefix` marks warnings ("warning: "). */
export function formatProblems(problems: Problem[], prefix = ''): string {
  return problems.map((p) => `${prefix}data/${p.file} ${p.pointer}: ${p.message}`).join('\n');
}
