// Turns a JSON Schema (data/schemas/) into Decap CMS fields, so the editor UI asks for exactly what check:data
// accepts: required fields, patterns, enums, numbers and ids, images, and pickers over the real ids of other entities.
import { languages, usaTextLangs } from '../i18n/languages';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
};

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  [option: string]: unknown;
}

/** One entry of the CMS menu: a folder of entries or a set of single-file forms. */
export interface CmsCollection {
  name: string;
  label: string;
  [option: string]: unknown;
}

export interface PickerOption {
  label: string;
  value: string | number;
}

export interface FieldContext {
  /** Resolves a `$ref` ("common.schema.json#/definitions/id") to its schema. */
  resolve: (ref: string) => JsonSchema;
  /** Options for a field that names other entities (by field name), e.g. category → categories. */
  picker: (field: string) => PickerOption[] | undefined;
  /** Where uploads of an image field go, relative to data/images (e.g. "products"). */
  imageDir: (pointer: string) => string;
  /** The `$schema` value data files of this collection use. */
  schemaRef: string;
}

/** Texts long enough for several lines: a textarea per language instead of a line. */
const longTexts = new Set([
  'description',
  'information',
  'about',
  'answer',
  'mission',
  'vision',
  'deliveryTerms',
  'address',
  'hours',
]);

export const humanize = (name: string): string =>
  name
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** Words of the developers' side: file paths, commands, the data check's name. */
const developerWords = /check:data|npm run|\bsrc\/|\bdata\/|\b[\w-]+\.(json|ts)\b/;
/** Identifiers the hints name, as the editor reads them. */
const hintWords: Record<string, string> = { holdDays: 'the days the warehouse terms allow' };

/**
 * A schema description as the hint under a field: without file paths, commands or the data check's name (in brackets
 * or the sentence holding them), and field names as the form labels them ("Hold From" for holdFrom).
 */
export function editorHint(description: string): string {
  const words = description
    .replace(/\s*\([^()]*\)/g, (group) => (developerWords.test(group) ? '' : group))
    .replace(/,? relative to data\/images\/?/g, '')
    .replace(/`/g, '');
  return words
    .split(/(?<=[.;])\s+/)
    .filter((sentence) => !developerWords.test(sentence))
    .join(' ')
    .replace(/\b([a-z]+[A-Z][A-Za-z]*)\b(?!:)/g, (id: string) => hintWords[id] ?? humanize(id))
    .trim();
}

const refName = (ref: string) => ref.split('/').pop() ?? '';

/** The message an editor sees when a text does not match the schema's pattern. */
function patternMessage(schema: JsonSchema, example?: string): string {
  const hint = schema.description ? ` ${schema.description}` : '';
  return example
    ? `Must look like "${example}".${hint}`
    : `Does not have the expected format (${schema.pattern}).${hint}`;
}

const patternExamples: Record<string, string> = {
  code: 'TRV-948',
  slug: 'lowercase-words-joined-by-dashes',
  sku: 'US-TRV-1224',
  image: 'products/photo-1.jpg (lowercase letters, digits, - or _; .jpg or .png)',
  // USA stock lots
  lot: 'TRV2609-14',
  shade: 'A48',
  location: 'B-07',
  reference: 'H-2611-017',
  holdFrom: '2026-12-01',
  holdUntil: '2026-12-31',
};

function withPattern(field: CmsField, schema: JsonSchema, name: string): CmsField {
  // Decap has no length rule of its own: a pattern refuses a text check:data would refuse.
  if (!schema.pattern && schema.maxLength !== undefined)
    return { ...field, pattern: [`^[\\s\\S]{0,${schema.maxLength}}$`, `At most ${schema.maxLength} characters.`] };
  if (!schema.pattern) return field;
  return { ...field, pattern: [schema.pattern, patternMessage(schema, patternExamples[name])] };
}

function numberField(base: CmsField, schema: JsonSchema, integer: boolean): CmsField {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  return {
    ...base,
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    ...(min !== undefined ? { min: schema.exclusiveMinimum !== undefined && integer ? min + 1 : min } : {}),
    ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
    ...(integer ? { step: 1 } : { step: 0.01 }),
  };
}

/** One Decap field for one schema property. `pointer` is the JSON path of the property (for image folders). */
export function toField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  ctx: FieldContext,
  pointer = `/${name}`,
): CmsField {
  const base: CmsField = {
    name,
    label: schema.title ?? humanize(name),
    widget: 'string',
    required,
    ...(schema.description && editorHint(schema.description) ? { hint: editorHint(schema.description) } : {}),
  };
  if (name === '$schema') return { ...base, label: 'Schema', widget: 'hidden', default: ctx.schemaRef };

  const picker = ctx.picker(name);
  if (picker) {
    // An empty list is valid when the schema allows it (Decap's `required` would refuse an empty selection).
    const many = schema.type === 'array';
    return {
      ...base,
      widget: 'select',
      options: picker,
      multiple: many,
      ...(many ? { default: [], min: schema.minItems ?? 0, required: (schema.minItems ?? 0) > 0 } : {}),
    };
  }

  if (schema.$ref) {
    const def = refName(schema.$ref);
    const resolved = ctx.resolve(schema.$ref);
    if (def === 'localized' || def === 'localizedUsa' || def === 'localizedList') {
      const codes = def === 'localizedUsa' ? usaTextLangs : languages.map((l) => l.code);
      return {
        ...base,
        widget: 'localized',
        languages: languages.filter((l) => codes.includes(l.code)).map((l) => ({ code: l.code, dir: l.dir })),
        list: def === 'localizedList',
        multiline: longTexts.has(name),
        ...(resolved.description && !schema.description && editorHint(resolved.description)
          ? { hint: editorHint(resolved.description) }
          : {}),
      };
    }
    if (def === 'image') {
      const dir = ctx.imageDir(pointer);
      return withPattern(
        { ...base, widget: 'image', choose_url: false, media_folder: `/data/images/${dir}`, public_folder: dir },
        resolved,
        'image',
      );
    }
    return toField(name, { ...resolved, ...schema, $ref: undefined }, required, ctx, pointer);
  }

  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  if (schema.enum) {
    // null in an enum means "none": an optional picker.
    const values = schema.enum.filter((v) => v !== null);
    return {
      ...base,
      widget: 'select',
      options: values.map((v) => ({ label: String(v), value: v as string })),
      ...(values.length < schema.enum.length ? { required: false } : {}),
    };
  }

  if (schema.oneOf) {
    // e.g. price: null or an object: optional in the editor, the object's own fields required once it is given.
    const object = schema.oneOf.find((s) => s.type === 'object');
    if (object)
      return {
        ...toField(name, { ...object, title: schema.title, description: schema.description }, false, ctx, pointer),
        required: false,
      };
  }

  switch (schema.type) {
    case 'integer':
      return numberField(base, schema, true);
    case 'number':
      return numberField(base, schema, false);
    case 'boolean':
      return { ...base, widget: 'boolean', default: false, required: false };
    case 'object': {
      // Decap checks a required field inside an optional object even when the object is left empty, and then
      // refuses to save (e.g. a product without price or test values). Inside an optional object nothing is required
      // in the editor; check:data still refuses a half-filled one, naming the missing field.
      const fields = objectFields(schema, ctx, pointer);
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: required ? fields : fields.map(optional),
      };
    }
    case 'array': {
      const items = schema.items ?? {};
      const resolvedItems = items.$ref ? { ...ctx.resolve(items.$ref), ...items } : items;
      const list = {
        ...base,
        widget: 'list',
        default: [],
        min: schema.minItems ?? 0,
        required: (schema.minItems ?? 0) > 0,
      };
      if (resolvedItems.enum)
        return {
          ...base,
          widget: 'select',
          multiple: true,
          default: [],
          options: resolvedItems.enum.map((v) => ({ label: String(v), value: v as string })),
        };
      if (resolvedItems.type === 'object')
        return {
          ...list,
          collapsed: true,
          ...(listSummaries[name] ? { summary: listSummaries[name] } : {}),
          fields: objectFields(resolvedItems, ctx, `${pointer}/*`),
        };
      return { ...list, field: toField(name.replace(/s$/, ''), items, true, ctx, `${pointer}/*`) };
    }
    default:
      return withPattern(longTexts.has(name) ? { ...base, widget: 'text' } : base, schema, name);
  }
}

/**
 * The line a collapsed list shows for each of its entries, where an editor picks one out of many: a USA item's lots by
 * their code, shade and status (the one to mark held or sold).
 */
const listSummaries: Record<string, string> = {
  lots: '{{fields.lot}} · shade {{fields.shade}} · {{fields.status}} {{fields.holdUntil}} · {{fields.sqft}} sq ft',
  // A product's slip tests by what tells them apart: the finish, wet (both tests are), the measure.
  slipResistance: '{{fields.finish}} · wet · {{fields.unit}} {{fields.value}}',
};

/** A field and, for objects and lists of objects, every field inside it, made optional in the editor. */
function optional(field: CmsField): CmsField {
  const inner = Array.isArray(field.fields) ? { fields: (field.fields as CmsField[]).map(optional) } : {};
  return { ...field, ...inner, required: false };
}

export function objectFields(schema: JsonSchema, ctx: FieldContext, pointer = ''): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) =>
    toField(name, prop, required.has(name), ctx, `${pointer}/${name}`),
  );
}
