// The Decap CMS configuration, generated from data/schemas/ and the data itself: one collection per data folder
// (products, usa-stock, projects: one file per entry) and per data file (categories.json, company.json, …), fields from
// each file's JSON Schema, pickers over the ids that exist today; the Markdown prose of data/content/ as collections of
// its own (content.ts). Regenerated on every build and by `npm run cms`.
import fs from 'fs';
import path from 'path';
import { references } from '../checks/validate';
import { contentCmsCollections } from './content';
import { previewedFolders } from './preview/collections';
import {
  objectFields,
  humanize,
  type CmsCollection,
  type CmsField,
  type FieldContext,
  type JsonSchema,
  type PickerOption,
} from './fields';

type Json = Record<string, unknown>;

export interface CmsConfig {
  backend: Json;
  publish_mode: 'editorial_workflow';
  local_backend: Json;
  media_folder: string;
  public_folder: string;
  editor: Json;
  collections: CmsCollection[];
  [option: string]: unknown;
}

export interface ConfigOptions {
  /** owner/name of the GitHub repository editors' pull requests go to. */
  repo?: string;
  branch?: string;
  /** Port of decap-server for `npm run cms` (local backend). */
  localPort?: number;
}

/** How the data files are grouped in the CMS menu, and their labels; files not listed go to "Other". */
const fileGroups: { name: string; label: string; files: Record<string, string> }[] = [
  {
    name: 'catalogue',
    label: 'Catalogue menus and filters',
    files: {
      'categories.json': 'Categories',
      'colors.json': 'Colours',
      'areas.json': 'Areas',
      'edges.json': 'Edges',
      'finishes.json': 'Finishes',
      'materials.json': 'Materials',
      'styles.json': 'Styles',
      'types.json': 'Types',
    },
  },
  {
    name: 'site',
    label: 'Company and pages',
    files: {
      'company.json': 'Company facts, banner, social links',
      'footer.json': 'Footer',
      'team.json': 'Sales team',
      'news.json': 'News',
      'faq.json': 'FAQ',
      'slides.json': 'Home slides',
      'videos.json': 'Videos',
      'fabrication.json': 'Fabrication photos',
      'catalog.json': 'Catalogue pages',
      'usa.json': 'USA warehouse facts',
    },
  },
];

const folderLabels: Record<string, { label: string; singular: string; summary: string }> = {
  products: { label: 'Products', singular: 'Product', summary: '{{id}} · {{code}} · {{name.en}}' },
  'usa-stock': { label: 'USA stock', singular: 'USA stock item', summary: '{{id}} · {{sku}} · {{name.en}}' },
  projects: { label: 'Projects', singular: 'Project', summary: '{{id}} · {{name.en}}' },
  visualizer: { label: 'Visualizer scenes', singular: 'Visualizer scene', summary: '{{order}} · {{id}} · {{name.en}}' },
};

const readJson = (file: string): Json => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;

/** Data collections: folders of one-entry files and single data files, each with the schema its files name. */
export function dataSources(dataDir: string): {
  folders: { name: string; dir: string; schema: string; schemaRef: string }[];
  files: { file: string; schema: string; schemaRef: string }[];
} {
  const folders: { name: string; dir: string; schema: string; schemaRef: string }[] = [];
  const files: { file: string; schema: string; schemaRef: string }[] = [];
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) {
      if (['schemas', 'images', 'content'].includes(entry.name)) continue;
      // A feature's folder may keep its entries one level down (data/visualizer/scenes/): its only subfolder is the form.
      const subs = fs
        .readdirSync(path.join(dataDir, entry.name), { withFileTypes: true })
        .filter((e) => e.isDirectory());
      const dir = subs.length === 1 ? `${entry.name}/${subs[0].name}` : entry.name;
      const first = fs
        .readdirSync(path.join(dataDir, dir))
        .filter((n) => n.endsWith('.json'))
        .sort()[0];
      if (!first) continue;
      const schemaRef = String(readJson(path.join(dataDir, dir, first)).$schema);
      folders.push({ name: entry.name, dir, schema: path.posix.basename(schemaRef), schemaRef });
    } else if (entry.name.endsWith('.json')) {
      const schemaRef = String(readJson(path.join(dataDir, entry.name)).$schema);
      files.push({ file: entry.name, schema: path.posix.basename(schemaRef), schemaRef });
    }
  }
  return { folders, files };
}

export function loadSchemas(dataDir: string): Map<string, JsonSchema> {
  const dir = path.join(dataDir, 'schemas');
  return new Map(
    fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .map((n) => [n, readJson(path.join(dir, n)) as JsonSchema]),
  );
}

export function resolver(schemas: Map<string, JsonSchema>) {
  return (ref: string): JsonSchema => {
    const [file, fragment = ''] = ref.split('#');
    let node = schemas.get(path.posix.basename(file)) as unknown;
    for (const key of fragment.split('/').filter(Boolean)) node = (node as Json | undefined)?.[key];
    if (!node) throw new Error(`cannot resolve ${ref}`);
    return node as JsonSchema;
  };
}

/** Entities of a collection ("products" folder or "colors.json" items), as the validator names them. */
function entities(dataDir: string, where: string): Json[] {
  if (where.endsWith('.json')) return (readJson(path.join(dataDir, where)).items as Json[] | undefined) ?? [];
  const dir = path.join(dataDir, where);
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => readJson(path.join(dir, n)));
}

const entityLabel = (e: Json): string => {
  const name = e.name as Record<string, string> | string | undefined;
  const text = typeof name === 'string' ? name : (name?.en ?? String(e.slug ?? ''));
  return `${String(e.id)} · ${text}`;
};

/** Pickers of one collection: every field the validator checks as a reference, over the ids (or slugs) that exist. */
function pickersFor(dataDir: string, from: string): Map<string, PickerOption[]> {
  const refs = [...references.filter((r) => r.from === from)];
  if (from === 'projects') refs.push({ from, field: 'productId', to: 'products' });
  // Slip resistance is measured per finish (technical.slipResistance[].finish); check:data checks it is the product's.
  if (from === 'products') refs.push({ from, field: 'finish', to: 'finishes.json', key: 'slug' });
  const pickers = new Map<string, PickerOption[]>();
  for (const ref of refs) {
    const key = ref.key ?? 'id';
    const options = entities(dataDir, ref.to)
      .map((e) => ({ label: entityLabel(e), value: e[key] as string | number }))
      .sort((a, b) =>
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value)),
      );
    pickers.set(ref.field, options);
  }
  return pickers;
}

/** Values found at a JSON path with `*` for any array index, e.g. /items/*\/image. */
function valuesAt(value: unknown, parts: string[]): unknown[] {
  if (!parts.length) return [value];
  const [head, ...rest] = parts;
  if (head === '*') return Array.isArray(value) ? value.flatMap((v) => valuesAt(v, rest)) : [];
  return value && typeof value === 'object' ? valuesAt((value as Json)[head], rest) : [];
}

/** Upload folder of an image field: the folder its current images are in (without generated/), else the collection's. */
function imageDirs(jsons: Json[], fallback: string): (pointer: string) => string {
  return (pointer) => {
    const parts = pointer.split('/').filter(Boolean);
    for (const json of jsons) {
      for (const v of valuesAt(json, parts).flatMap((x) => (Array.isArray(x) ? x : [x]))) {
        if (typeof v === 'string' && v.includes('/')) return path.posix.dirname(v.replace(/^generated\//, ''));
      }
    }
    return fallback;
  };
}

function context(
  dataDir: string,
  schemas: Map<string, JsonSchema>,
  from: string,
  jsons: Json[],
  schemaRef: string,
): FieldContext {
  const pickers = pickersFor(dataDir, from);
  return {
    resolve: resolver(schemas),
    picker: (f) => pickers.get(f),
    imageDir: imageDirs(jsons, from.replace(/\.json$/, '')),
    schemaRef,
  };
}

/** One list filter per category, for the products list: the category's English name, its id matched whole. */
function categoryFilters(dataDir: string): { label: string; field: string; pattern: string }[] {
  return entities(dataDir, 'categories.json').map((c) => ({
    label: entityLabel(c).replace(/^\d+ · /, ''),
    field: 'category',
    pattern: `^${String(c.id)}$`,
  }));
}

/** The GitHub repository and branch editors' pull requests go to. */
export const repoOf = (options: ConfigOptions): string => options.repo ?? 'taurus-stone/website';
export const branchOf = (options: ConfigOptions): string => options.branch ?? 'main';

export function buildCmsConfig(dataDir: string, options: ConfigOptions = {}): CmsConfig {
  const schemas = loadSchemas(dataDir);
  const { folders, files } = dataSources(dataDir);
  const schemaOf = (name: string): JsonSchema => {
    const s = schemas.get(name);
    if (!s) throw new Error(`data/schemas/${name} not found`);
    return s;
  };

  const folderCollections: CmsCollection[] = folders.map(({ name, dir, schema, schemaRef }) => {
    const labels = folderLabels[name] ?? { label: humanize(name), singular: humanize(name), summary: '{{id}}' };
    const ctx = context(dataDir, schemas, name, entities(dataDir, dir), schemaRef);
    return {
      name,
      label: labels.label,
      label_singular: labels.singular,
      folder: `data/${dir}`,
      extension: 'json',
      format: 'json-file',
      create: true,
      // Asked and checked in /admin/ (browser/save-check.js): an entry another refers to is not deleted.
      delete: true,
      // The file name is the id, as in data/products/948.json.
      slug: '{{id}}',
      identifier_field: 'id',
      summary: labels.summary,
      // Found by name as well as by number; products also by category (one filter each, from categories.json).
      sortable_fields: ['id', 'name.en'],
      ...(name === 'products' ? { view_filters: categoryFilters(dataDir) } : {}),
      // The page the entry makes, as it is typed, in the language chosen above it (src/cms/preview/).
      ...((previewedFolders as readonly string[]).includes(name) ? { editor: { preview: true } } : {}),
      fields: objectFields(schemaOf(schema), ctx),
    };
  });

  const fileCollections: CmsCollection[] = [];
  const grouped = new Set<string>();
  const groups = [...fileGroups, { name: 'other', label: 'Other', files: {} as Record<string, string> }];
  for (const group of groups) {
    const members = files.filter((f) => (group.name === 'other' ? !grouped.has(f.file) : f.file in group.files));
    members.forEach((f) => grouped.add(f.file));
    if (!members.length) continue;
    fileCollections.push({
      name: group.name,
      label: group.label,
      format: 'json-file',
      extension: 'json',
      delete: false,
      files: members.map(({ file, schema, schemaRef }) => {
        const json = readJson(path.join(dataDir, file));
        return {
          name: file.replace(/\.json$/, ''),
          label: group.files[file] ?? humanize(file.replace(/\.json$/, '')),
          file: `data/${file}`,
          fields: objectFields(schemaOf(schema), context(dataDir, schemas, file, [json], schemaRef)),
        };
      }),
    });
  }

  const port = options.localPort ?? 8081;
  return {
    backend: {
      name: 'github',
      repo: repoOf(options),
      branch: branchOf(options),
      squash_merges: true,
      commit_messages: {
        create: 'CMS: create {{collection}} “{{slug}}”',
        update: 'CMS: update {{collection}} “{{slug}}”',
        uploadMedia: 'CMS: upload “{{path}}”',
      },
    },
    // Every save is a branch and a pull request; the pull request's checks and deploy preview show the result.
    publish_mode: 'editorial_workflow',
    // `npm run cms`: decap-server on this port serves the checkout (on localhost only; the site itself never loads it).
    local_backend: { url: `http://127.0.0.1:${port}/api/v1`, allowed_hosts: ['localhost', '127.0.0.1'] },
    media_folder: 'data/images/uploads',
    public_folder: 'uploads',
    // Off by default: menus, filter values and company facts are no page of their own, and their forms get the full
    // width for the side-by-side languages. Products, USA stock, projects and the Markdown turn it on (preview/).
    editor: { preview: false },
    collections: [
      ...folderCollections,
      ...fileCollections,
      ...contentCmsCollections(schemaOf, (schema) => context(dataDir, schemas, `content/${schema}`, [], schema)),
    ],
  };
}

/** Field names of a collection's form, nested with dots (lists and objects), for the schema parity test. */
export function fieldPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const here = `${prefix}${f.name}`;
    const nested = (f.fields as CmsField[] | undefined) ?? [];
    return [here, ...fieldPaths(nested, `${here}.`)];
  });
}
