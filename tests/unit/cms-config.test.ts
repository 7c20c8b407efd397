// The CMS configuration (src/cms/config.ts) against data/schemas/: every schema field has exactly one CMS field and
// the other way round (Markdown files: their frontmatter schema plus the body), relations are pickers over the real
// ids, image fields upload where the data points, every Markdown file of data/content/ has its form.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildCmsConfig, fieldPaths } from '../../src/cms/config';
import type { CmsCollection, CmsField } from '../../src/cms/fields';
import { contentCollections, contentLocation } from '../../src/markdown/content';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; type?: string };
const schemas = new Map(
  fs
    .readdirSync(path.join(dataDir, 'schemas'))
    .map((n) => [n, JSON.parse(fs.readFileSync(path.join(dataDir, 'schemas', n), 'utf8'))]),
);

/** Field paths a schema describes, written independently of the generator: objects nest, localized texts are one field. */
function schemaPaths(schema: Schema, prefix = ''): string[] {
  const resolve = (s: Schema): Schema => {
    if (!s.$ref) return s;
    if (/#\/definitions\/localized/.test(s.$ref)) return { type: 'string' };
    const [file, frag] = s.$ref.split('#');
    return resolve(
      frag
        .split('/')
        .filter(Boolean)
        .reduce((n, k) => n[k], schemas.get(file)),
    );
  };
  let s = resolve(schema);
  if (s.oneOf) s = s.oneOf.find((o) => o.type === 'object') ?? s;
  if (s.type === 'array' && s.items) s = resolve(s.items);
  return Object.entries(s.properties ?? {}).flatMap(([key, sub]) => [
    `${prefix}${key}`,
    ...schemaPaths(sub, `${prefix}${key}.`),
  ]);
}

const config = buildCmsConfig(dataDir);
const isMarkdown = (c: CmsCollection) => c.extension === 'md';
const forms: { name: string; file: string; fields: CmsField[] }[] = config.collections.flatMap((c: CmsCollection) =>
  c.folder
    ? [{ name: c.name, file: firstFile(String(c.folder).replace(/^data\//, '')), fields: c.fields as CmsField[] }]
    : (c.files as { name: string; file: string; fields: CmsField[] }[]).map((f) => ({
        ...f,
        file: f.file.replace(/^data\//, ''),
      })),
);
/** A folder collection's first file (JSON entries, or <id>/<lang>.md for Markdown). */
function firstFile(dir: string): string {
  const first = fs
    .readdirSync(path.join(dataDir, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))[0];
  return first.isDirectory() ? firstFile(`${dir}/${first.name}`) : `${dir}/${first.name}`;
}
/** The schema of a form's file: `$schema` of a JSON file, the collection's content schema of a Markdown file. */
function schemaOfFile(file: string): Schema {
  if (!file.endsWith('.md'))
    return schemas.get(path.basename(JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')).$schema));
  const location = contentLocation(file.replace(/^content\//, ''));
  if (!location) throw new Error(`${file} is not a content file`);
  return schemas.get(contentCollections[location.collection].schema);
}
const find = (fields: CmsField[], dotted: string): CmsField | undefined => {
  const [head, ...rest] = dotted.split('.');
  const f = fields.find((x) => x.name === head);
  return rest.length
    ? find((f?.fields as CmsField[] | undefined) ?? [f?.field as CmsField].filter(Boolean), rest.join('.'))
    : f;
};
const form = (name: string) => forms.find((f) => f.name === name) as (typeof forms)[number];

describe('CMS configuration', () => {
  it('has a form for every data folder and data file', () => {
    const expected = fs
      .readdirSync(dataDir, { withFileTypes: true })
      .filter(
        (e) => (e.isDirectory() && !['schemas', 'images', 'content'].includes(e.name)) || e.name.endsWith('.json'),
      )
      .map((e) => e.name.replace(/\.json$/, ''));
    const jsonForms = config.collections
      .filter((c) => !isMarkdown(c))
      .flatMap((c) => (c.folder ? [c.name] : (c.files as { name: string }[]).map((f) => f.name)));
    expect(jsonForms.sort()).toEqual(expected.sort());
  });

  it('has a form for every Markdown file of data/content/, at its place, labelled with its language', () => {
    const list = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const onDisk = list(path.join(dataDir, 'content'))
      .map((f) => `data/${path.relative(dataDir, f).split(path.sep).join('/')}`)
      .sort();
    const markdown = config.collections.filter(isMarkdown);
    const single = markdown.flatMap((c) => (c.files as { file: string; label: string }[] | undefined) ?? []);
    // A folder collection lists the files at its path's depth below its folder (Decap counts the path's segments).
    const inFolders = onDisk.filter((file) =>
      markdown.some(
        (c) =>
          c.folder &&
          file.startsWith(`${String(c.folder)}/`) &&
          file.slice(String(c.folder).length + 1).split('/').length === String(c.path).split('/').length,
      ),
    );
    expect([...single.map((f) => f.file), ...inFolders].sort()).toEqual(onDisk);
    expect(single.find((f) => f.file === 'data/content/privacy/ar.md')?.label).toBe('Privacy · Arabic (ar)');
    expect(markdown.filter((c) => c.folder).map((c) => c.summary)).toEqual([
      expect.stringContaining('{{filename}}'),
      expect.stringContaining('{{filename}}'),
    ]);
  });

  it.each(forms.map((f) => [f.name, f] as const))('%s: the form has exactly the fields of its schema', (_name, f) => {
    const schemaFields = schemaPaths(schemaOfFile(f.file));
    // A Markdown file's form is its frontmatter plus the body below it.
    expect(fieldPaths(f.fields).sort()).toEqual(
      (f.file.endsWith('.md') ? [...schemaFields, 'body'] : schemaFields).sort(),
    );
  });

  it("edits Markdown bodies as written (raw mode) and frontmatter in the file's language, right-to-left in Arabic", () => {
    const story = form('content-projects').fields;
    expect(find(story, 'body')).toMatchObject({ widget: 'by-language', inner: 'markdown', modes: ['raw'] });
    expect(find(story, 'description')).toMatchObject({ widget: 'by-language', inner: 'text', required: true });
    expect(find(story, 'description')?.languages).toContainEqual({ code: 'ar', dir: 'rtl' });
    expect(find(form('about-fr').fields, 'title')?.pattern).toEqual(['^[\\s\\S]{0,80}$', 'At most 80 characters.']);
    expect(config.collections.filter(isMarkdown).map((c) => c.format)).toEqual([
      'markdown-content-page',
      'markdown-content-story',
      'markdown-content-faq',
    ]);
  });

  it('offers the real categories, colours and finishes as pickers, never free text', () => {
    const categories = JSON.parse(fs.readFileSync(path.join(dataDir, 'categories.json'), 'utf8')).items.map(
      (c: { id: number }) => c.id,
    );
    const category = find(form('products').fields, 'category') as CmsField;
    expect(category.widget).toBe('select');
    expect((category.options as { value: number }[]).map((o) => o.value).sort((a, b) => a - b)).toEqual(
      [...categories].sort((a, b) => a - b),
    );
    expect(find(form('products').fields, 'colors')).toMatchObject({ widget: 'select', multiple: true });
    const finishes = find(form('usa-stock').fields, 'surface') as CmsField;
    expect((finishes.options as { value: string }[]).map((o) => o.value)).toContain('polished');
    expect(find(form('projects').fields, 'photos.productId')).toMatchObject({ widget: 'select' });
  });

  it('lists a USA item’s lots by code, shade and status, and offers the statuses to mark one held or sold', () => {
    const lots = find(form('usa-stock').fields, 'lots') as CmsField;
    expect(lots).toMatchObject({ widget: 'list', collapsed: true });
    for (const shown of ['{{fields.lot}}', '{{fields.shade}}', '{{fields.status}}', '{{fields.holdUntil}}'])
      expect(lots.summary).toContain(shown);
    const status = find(form('usa-stock').fields, 'lots.status') as CmsField;
    expect((status.options as { value: string }[]).map((o) => o.value)).toEqual(['available', 'held', 'sold']);
    expect(find(form('usa-stock').fields, 'lots.holdUntil')).toBeDefined();
  });

  it('shows five languages side by side, three for USA stock, Arabic right-to-left', () => {
    const name = find(form('products').fields, 'name') as CmsField;
    expect(name.widget).toBe('localized');
    expect(name.languages).toEqual([
      { code: 'en', dir: 'ltr' },
      { code: 'fr', dir: 'ltr' },
      { code: 'es', dir: 'ltr' },
      { code: 'ru', dir: 'ltr' },
      { code: 'ar', dir: 'rtl' },
    ]);
    expect((find(form('usa-stock').fields, 'name')?.languages as { code: string }[]).map((l) => l.code)).toEqual([
      'en',
      'fr',
      'es',
    ]);
  });

  it('uploads images into data/images/<folder> and stores the path relative to data/images', () => {
    const image = find(form('products').fields, 'images') as CmsField;
    expect(image.field).toMatchObject({
      widget: 'image',
      media_folder: '/data/images/products',
      public_folder: 'products',
    });
    expect(find(form('news').fields, 'items.image')).toMatchObject({
      media_folder: '/data/images/news',
      public_folder: 'news',
    });
  });

  it('turns a schema pattern into a rule with a message, and required fields into required inputs', () => {
    const code = find(form('products').fields, 'code') as CmsField;
    expect(code.required).toBe(true);
    expect(code.pattern).toEqual(['^[A-Z]{2,4}-[0-9]{3,4}$', expect.stringContaining('TRV-948')]);
    expect(find(form('products').fields, 'edges')).toMatchObject({ required: false, default: [] }); // may be empty
  });

  it('follows a schema change: a new field appears in the form', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-'));
    fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images${path.sep}`) });
    const file = path.join(dir, 'schemas', 'faq.schema.json');
    const faq = JSON.parse(fs.readFileSync(file, 'utf8'));
    faq.properties.items.items.properties.order = { type: 'integer', minimum: 1 };
    fs.writeFileSync(file, JSON.stringify(faq));
    const changed = buildCmsConfig(dir).collections.find((c) => c.name === 'site') as CmsCollection;
    const faqForm = (changed.files as { name: string; fields: CmsField[] }[]).find((f) => f.name === 'faq');
    expect(find(faqForm?.fields ?? [], 'items.order')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      required: false,
    });
  });

  it('saves through GitHub pull requests in production and the local decap-server on a laptop', () => {
    expect(config.backend.name).toBe('github');
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toMatchObject({ url: 'http://127.0.0.1:8081/api/v1' });
  });
});
