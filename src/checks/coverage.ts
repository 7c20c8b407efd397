// Translation coverage of the data: per collection and language, how many texts are missing and how many are a copy
// of the English text. Which texts exist and which languages each needs come from the schemas (localized: all five,
// localizedUsa: en, fr, es), so USA stock is counted in en/fr/es only. Printed by `check:data -- --coverage` and as
// the pull-request job summary. The Markdown prose (data/content/) counts too: one text per page, FAQ answer or project
// story, "missing" when its language file is absent, "same as en" when its title and body equal the English file's.
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import { langCodes, defaultLang } from '../i18n/languages';
import { contentFolders, type CollectionName } from '../markdown/content';

type Json = Record<string, unknown>;
type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  required?: string[];
  type?: string;
};

export interface TextField {
  collection: string;
  file: string;
  pointer: string;
  /** Languages the schema requires for this text. */
  langs: string[];
  value: Record<string, unknown>;
  /** Per language, the file a gap is in when each language has its own (Markdown); else `file` and `pointer`. */
  files?: Record<string, string>;
}

export interface LangCoverage {
  expected: number;
  missing: number;
  copies: number;
}

export interface CollectionCoverage {
  collection: string;
  texts: number;
  byLang: Record<string, LangCoverage | undefined>;
  /** First gaps, for the details list: "products/948.json /name/fr: missing". */
  gaps: string[];
}

const localizedDefs = ['localized', 'localizedUsa', 'localizedList'];

/** Walks one data file with its schema and returns its translatable texts. */
export function textFields(
  json: unknown,
  schema: Schema,
  resolve: (ref: string) => Schema,
  at: { collection: string; file: string },
  pointer = '',
): TextField[] {
  if (schema.$ref) {
    const def = schema.$ref.split('/').pop() ?? '';
    const target = resolve(schema.$ref);
    if (localizedDefs.includes(def)) {
      const value = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
      return [{ ...at, pointer, langs: target.required ?? [...langCodes], value }];
    }
    return textFields(json, target, resolve, at, pointer);
  }
  if (schema.oneOf)
    return schema.oneOf.flatMap((s) => (s.type === 'null' ? [] : textFields(json, s, resolve, at, pointer)));
  if (Array.isArray(json) && schema.items)
    return json.flatMap((item, i) => textFields(item, schema.items as Schema, resolve, at, `${pointer}/${i}`));
  if (json && typeof json === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, sub]) =>
      (json as Json)[key] === undefined && !(schema.required ?? []).includes(key)
        ? []
        : textFields((json as Json)[key], sub, resolve, at, `${pointer}/${key}`),
    );
  }
  return [];
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function coverage(fields: TextField[], maxGaps = 20): CollectionCoverage[] {
  const byCollection = new Map<string, CollectionCoverage>();
  const missingGaps = new Map<CollectionCoverage, string[]>();
  const copyGaps = new Map<CollectionCoverage, string[]>();
  for (const f of fields) {
    let c = byCollection.get(f.collection);
    if (!c) {
      c = { collection: f.collection, texts: 0, byLang: {}, gaps: [] };
      byCollection.set(f.collection, c);
      missingGaps.set(c, []);
      copyGaps.set(c, []);
    }
    c.texts++;
    const english = f.value[defaultLang];
    for (const lang of f.langs) {
      const l = (c.byLang[lang] ??= { expected: 0, missing: 0, copies: 0 });
      l.expected++;
      const v = f.value[lang];
      const where = f.files?.[lang] ?? `${f.file} ${f.pointer}/${lang}`;
      if (isEmpty(v)) {
        l.missing++;
        missingGaps.get(c)?.push(`${where}: missing`);
      } else if (lang !== defaultLang && !isEmpty(english) && same(v, english)) {
        l.copies++;
        copyGaps.get(c)?.push(`${where}: same as English`);
      }
    }
  }
  // Missing texts first: they matter more than copies.
  for (const c of byCollection.values())
    c.gaps = [...(missingGaps.get(c) ?? []), ...(copyGaps.get(c) ?? [])].slice(0, maxGaps);
  return [...byCollection.values()].sort((a, b) => a.collection.localeCompare(b.collection));
}

/** The coverage row of each Markdown collection in data/content/. */
const contentRows: Record<CollectionName, string> = {
  about: 'pages (Markdown)',
  'usa-about': 'pages (Markdown)',
  fabrication: 'pages (Markdown)',
  privacy: 'pages (Markdown)',
  faq: 'FAQ answers (Markdown)',
  projects: 'project stories (Markdown)',
};

const readJson = (file: string): Json | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  } catch {
    return undefined; // a broken or missing file is reported by the validator
  }
};

/** Texts of the Markdown prose: one per page, FAQ answer and project story, its value per language the file's title and body. */
export function contentTextFields(dataDir: string): TextField[] {
  const entities = (where: string): Json[] => {
    if (where.endsWith('.json')) return (readJson(path.join(dataDir, where))?.items as Json[] | undefined) ?? [];
    const dir = path.join(dataDir, where);
    return fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map((n) => readJson(path.join(dir, n)))
      .filter((j): j is Json => !!j);
  };
  return contentFolders(entities).map(({ collection, folder }) => {
    const value: Record<string, unknown> = {};
    const files: Record<string, string> = {};
    for (const lang of langCodes) {
      files[lang] = `content/${folder}/${lang}.md`;
      const file = path.join(dataDir, files[lang]);
      if (!fs.existsSync(file)) continue;
      try {
        const { data, content } = matter(fs.readFileSync(file, 'utf8'));
        // An empty body counts as missing, like an empty JSON text.
        if (content.trim()) value[lang] = { title: data.title as unknown, body: content.trim() };
      } catch {
        // broken frontmatter: reported by the validator, counted as missing here
      }
    }
    return {
      collection: contentRows[collection],
      file: `content/${folder}`,
      pointer: '',
      langs: [...langCodes],
      value,
      files,
    };
  });
}

/** Texts of every data file: collections are data folders (products, usa-stock, …), single files (faq.json, …) and
 * the Markdown prose. */
export function dataTextFields(dataDir: string): TextField[] {
  const schemaDir = path.join(dataDir, 'schemas');
  const schemas = new Map(
    fs
      .readdirSync(schemaDir)
      .filter((n) => n.endsWith('.json'))
      .map((n) => [n, JSON.parse(fs.readFileSync(path.join(schemaDir, n), 'utf8')) as Schema]),
  );
  const resolve = (ref: string): Schema => {
    const [file, fragment = ''] = ref.split('#');
    let node: unknown = schemas.get(path.posix.basename(file));
    for (const key of fragment.split('/').filter(Boolean)) node = (node as Json | undefined)?.[key];
    return (node ?? {}) as Schema;
  };
  const fields: TextField[] = [];
  const visit = (rel: string, collection: string) => {
    const json = readJson(path.join(dataDir, rel));
    if (!json) return;
    const schema = schemas.get(path.posix.basename(String(json.$schema ?? '')));
    if (schema) fields.push(...textFields(json, schema, resolve, { collection, file: rel }));
  };
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && !['schemas', 'images', 'content'].includes(entry.name)) {
      for (const name of fs
        .readdirSync(path.join(dataDir, entry.name))
        .filter((n) => n.endsWith('.json'))
        .sort())
        visit(`${entry.name}/${name}`, entry.name);
    } else if (entry.isFile() && entry.name.endsWith('.json')) {
      visit(entry.name, entry.name.replace(/\.json$/, ''));
    }
  }
  return [...fields, ...contentTextFields(dataDir)];
}

/** The coverage table in Markdown (a GitHub job summary, readable in a terminal too). */
export function coverageMarkdown(rows: CollectionCoverage[]): string {
  // "missing · same as en" (English: missing only); bold when something is missing.
  const cell = (l: LangCoverage | undefined, lang: string) => {
    if (!l) return '—';
    const missing = l.missing ? `**${l.missing}**` : '0';
    return lang === defaultLang ? missing : `${missing} · ${l.copies}`;
  };
  const total: CollectionCoverage = { collection: '**all**', texts: 0, byLang: {}, gaps: [] };
  for (const r of rows) {
    total.texts += r.texts;
    for (const [lang, l] of Object.entries(r.byLang)) {
      if (!l) continue;
      const t = (total.byLang[lang] ??= { expected: 0, missing: 0, copies: 0 });
      t.expected += l.expected;
      t.missing += l.missing;
      t.copies += l.copies;
    }
  }
  const lines = [
    '## Translation coverage',
    '',
    'Per collection and language: **missing · same as en** (texts that are absent or empty · texts identical to the English one, often left untranslated). Texts = translatable fields in the collection; in a Markdown collection, one text is one page, answer or story (missing = no file for the language; same as en = title and body identical to the English file). USA stock needs en, fr and es only (— = not needed).',
    '',
    `| Collection | Texts | ${langCodes.map((l) => (l === defaultLang ? `${l} (missing)` : l)).join(' | ')} |`,
    `| --- | ---: | ${langCodes.map(() => '---').join(' | ')} |`,
    ...[...rows, total].map(
      (r) => `| ${r.collection} | ${r.texts} | ${langCodes.map((lang) => cell(r.byLang[lang], lang)).join(' | ')} |`,
    ),
  ];
  const gaps = rows.flatMap((r) => r.gaps);
  if (gaps.length)
    lines.push(
      '',
      '<details><summary>First gaps per collection</summary>',
      '',
      ...gaps.map((g) => `- data/${g}`),
      '',
      '</details>',
    );
  return `${lines.join('\n')}\n`;
}
