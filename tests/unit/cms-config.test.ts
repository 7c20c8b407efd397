// The CMS configuration (src/cms/config.ts) against data/schemas/: every schema field has exactly one CMS field and
// the other way round, relations are pickers over the real ids, image fields upload where the data points.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildCmsConfig, fieldPaths, type CmsCollection } from '../../src/cms/config';
import type { CmsField } from '../../src/cms/fields';

const dataDir = path.resolve(__dirname, '..', '..', 'data');
type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; type?: string };
const schemas = new Map(fs.readdirSync(path.join(dataDir, 'schemas')).map((n) => [n, JSON.parse(fs.readFileSync(path.join(dataDir, 'schemas', n), 'utf8'))]));

/** Field paths a schema describes, written independently of the generator: objects nest, localized texts are one field. */
function schemaPaths(schema: Schema, prefix = ''): string[] {
  const resolve = (s: Schema): Schema => {
    if (!s.$ref) return s;
    if (/#\/definitions\/localized/.test(s.$ref)) return { type: 'string' };
    const [file, frag] = s.$ref.split('#');
    return resolve(frag.split('/').filter(Boolean).reduce((n, k) => n[k], schemas.get(file)));
  };
  let s = resolve(schema);
  if (s.oneOf) s = s.oneOf.find((o) => o.type === 'object') ?? s;
  if (s.type === 'array' && s.items) s = resolve(s.items);
  return Object.entries(s.properties ?? {}).flatMap(([key, sub]) => [`${prefix}${key}`, ...schemaPaths(sub, `${prefix}${key}.`)]);
}

const config = buildCmsConfig(dataDir);
const forms: { name: string; file: string; fields: CmsField[] }[] = config.collections.flatMap((c: CmsCollection) =>
  c.folder
    ? [{ name: c.name, file: fs.readdirSync(path.join(dataDir, c.name)).sort()[0], fields: c.fields as CmsField[], dir: c.name }].map((f) => ({ ...f, file: `${f.dir}/${f.file}` }))
    : (c.files as { name: string; file: string; fields: CmsField[] }[]).map((f) => ({ ...f, file: f.file.replace(/^data\//, '') })),
);
const find = (fields: CmsField[], dotted: string): CmsField | undefined => {
  const [head, ...rest] = dotted.split('.');
  const f = fields.find((x) => x.name === head);
  return rest.length ? find((f?.fields as CmsField[] | undefined) ?? [f?.field as CmsField].filter(Boolean), rest.join('.')) : f;
};
const form = (name: string) => forms.find((f) => f.name === name) as (typeof forms)[number];

describe('CMS configuration', () => {
  it('has a form for every data folder and data file', () => {
    const expected = fs.readdirSync(dataDir, { withFileTypes: true })
      .filter((e) => (e.isDirectory() && !['schemas', 'images', 'content'].includes(e.name)) || e.name.endsWith('.json'))
      .map((e) => e.name.replace(/\.json$/, ''));
    expect(forms.map((f) => f.name).sort()).toEqual(expected.sort());
  });

  it.each(forms.map((f) => [f.name, f] as const))('%s: the form has exactly the fields of its schema', (_name, f) => {
    const json = JSON.parse(fs.readFileSync(path.join(dataDir, f.file), 'utf8'));
    const schema = schemas.get(path.basename(json.$schema));
    expect(fieldPaths(f.fields).sort()).toEqual(schemaPaths(schema).sort());
  });

  it('offers the real categories, colours and finishes as pickers, never free text', () => {
    const categories = JSON.parse(fs.readFileSync(path.join(dataDir, 'categories.json'), 'utf8')).items.map((c: { id: number }) => c.id);
    const category = find(form('products').fields, 'category') as CmsField;
    expect(category.widget).toBe('select');
    expect((category.options as { value: number }[]).map((o) => o.value).sort((a, b) => a - b)).toEqual([...categories].sort((a, b) => a - b));
    expect(find(form('products').fields, 'colors')).toMatchObject({ widget: 'select', multiple: true });
    const finishes = find(form('usa-stock').fields, 'surface') as CmsField;
    expect((finishes.options as { value: string }[]).map((o) => o.value)).toContain('polished');
    expect(find(form('projects').fields, 'photos.productId')).toMatchObject({ widget: 'select' });
  });

  it('shows five languages side by side, three for USA stock, Arabic right-to-left', () => {
    const name = find(form('products').fields, 'name') as CmsField;
    expect(name.widget).toBe('localized');
    expect(name.languages).toEqual([
      { code: 'en', dir: 'ltr' }, { code: 'fr', dir: 'ltr' }, { code: 'es', dir: 'ltr' }, { code: 'ru', dir: 'ltr' }, { code: 'ar', dir: 'rtl' },
    ]);
    expect((find(form('usa-stock').fields, 'name')?.languages as { code: string }[]).map((l) => l.code)).toEqual(['en', 'fr', 'es']);
  });

  it('uploads images into data/images/<folder> and stores the path relative to data/images', () => {
    const image = find(form('products').fields, 'images') as CmsField;
    expect(image.field).toMatchObject({ widget: 'image', media_folder: '/data/images/products', public_folder: 'products' });
    expect(find(form('news').fields, 'items.image')).toMatchObject({ media_folder: '/data/images/news', public_folder: 'news' });
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
    expect(find(faqForm?.fields ?? [], 'items.order')).toMatchObject({ widget: 'number', value_type: 'int', required: false });
  });

  it('saves through GitHub pull requests in production and the local decap-server on a laptop', () => {
    expect(config.backend.name).toBe('github');
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toMatchObject({ url: 'http://127.0.0.1:8081/api/v1' });
  });
});
