// The content editor's hints and list lines (src/cms/fields.ts): what an editor reads under a field carries no file
// path, command or variable name, and a product's slip tests are told apart in their list.
import path from 'path';
import { buildCmsConfig, type CmsConfig } from '../../src/cms/config';
import { editorHint, type CmsField } from '../../src/cms/fields';

const config: CmsConfig = buildCmsConfig(path.resolve(__dirname, '..', '..', 'data'));

function allFields(fields: CmsField[]): CmsField[] {
  return fields.flatMap((f) => [
    f,
    ...allFields((f.fields as CmsField[] | undefined) ?? []),
    ...(f.field ? allFields([f.field as CmsField]) : []),
  ]);
}
const fieldsOf = (name: string) => {
  const c = config.collections.find((x) => x.name === name);
  return allFields((c?.fields as CmsField[] | undefined) ?? []);
};
const every = config.collections.flatMap((c) => [
  ...allFields((c.fields as CmsField[] | undefined) ?? []),
  ...((c.files as { fields: CmsField[] }[] | undefined) ?? []).flatMap((f) => allFields(f.fields)),
]);

test('no hint in the editor names a file, a command, the data check or a variable', () => {
  const hints = every.map((f) => f.hint).filter((h): h is string => typeof h === 'string' && f(h));
  function f(h: string) {
    return /check:data|npm run|src\/|data\/|\.json\b|\.ts\b|`|\b[a-z]+[A-Z][a-z]+\b(?!:)/.test(h);
  }
  expect(hints).toEqual([]);
});

test("hints keep their meaning in the editor's words", () => {
  expect(
    editorHint(
      'Last day of the hold (YYYY-MM-DD), at most holdDays (usa.json) after holdFrom; after it the lot counts as available.',
    ),
  ).toBe(
    'Last day of the hold (YYYY-MM-DD), at most the days the warehouse terms allow after Hold From; after it the lot counts as available.',
  );
  expect(editorHint('Path relative to data/images/.')).toBe('Path.');
  const lots = fieldsOf('usa-stock').find((x) => x.name === 'lots');
  expect(lots?.hint).toBe("The item's lots in the warehouse; what is available is computed from them.");
});

test('a product\'s slip tests are listed as "honed · wet · DCOF 0.55"', () => {
  const slip = fieldsOf('products').find((x) => x.name === 'slipResistance');
  expect(slip?.summary).toBe('{{fields.finish}} · wet · {{fields.unit}} {{fields.value}}');
});

test('products can be sorted by name and filtered by category; USA items and projects sorted by name', () => {
  const products = config.collections.find((c) => c.name === 'products');
  expect(products?.sortable_fields).toEqual(['id', 'name.en']);
  expect(products?.view_filters).toContainEqual({ label: 'Travertine', field: 'category', pattern: '^2$' });
  for (const name of ['usa-stock', 'projects'])
    expect(config.collections.find((c) => c.name === name)?.sortable_fields).toContain('name.en');
});
