// /admin/'s check before a save (src/cms/rules/): the bundle the browser loads (rules.js), run over the files it is
// built with, refuses what check:data refuses with check:data's own messages, and the clean-up of emptied fields
// (Decap writes them as "", decap-cms#7120) leaves files the check accepts.
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import { writeRules } from '../../src/cms/rules/build';
import { checkData, type Problem } from '../../src/checks/validate';
import { cleanEntry } from '../../src/cms/rules/clean';
import { problemLine } from '../../src/cms/rules/describe';
import type { CmsField } from '../../src/cms/fields';

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- data files read for the test, any shape
type Json = Record<string, any>;
interface Rules {
  mount: (s: Record<string, string>) => void;
  entryProblems: (file: string, text: string, today?: string) => Problem[];
  cleanEntry: (d: Json) => Json;
  adoptDuplicate: (folder: string, d: Json) => { data: Json; problems: Problem[] };
}

let out: string;
let rules: Rules;
const today = '2026-11-29';
const read = (rel: string): Json => JSON.parse(fs.readFileSync(path.join(root, 'data', rel), 'utf8'));
const check = (rel: string, json: Json) => rules.entryProblems(rel, `${JSON.stringify(json, null, 2)}\n`, today);

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-rules-'));
  await writeRules(out, root, path.join(root, 'data'));
  const window: Json = {};
  vm.runInNewContext(fs.readFileSync(path.join(out, 'rules.js'), 'utf8'), { window, URL, TextEncoder, TextDecoder });
  rules = window.CMS_RULES as Rules;
  rules.mount(JSON.parse(fs.readFileSync(path.join(out, 'check-data.json'), 'utf8')));
}, 60_000);

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('emptied fields', () => {
  test('a held lot set back to available with its hold fields emptied saves without them and passes the check', () => {
    const item = read('usa-stock/5001.json');
    const lot = item.lots[2];
    expect(lot.status).toBe('held');
    const form = {
      ...item,
      lots: item.lots.map((l: Json, i: number) =>
        i === 2 ? { ...l, status: 'available', holdFrom: '', holdUntil: '', reference: '', heldCrates: '' } : l,
      ),
    };
    // As Decap writes it today: refused by the check.
    expect(check('usa-stock/5001.json', form).length).toBeGreaterThan(0);
    const saved = rules.cleanEntry(form);
    expect(saved.lots[2]).toEqual({
      lot: 'TRV2609-02',
      shade: 'B12',
      crates: 3,
      boxes: 0,
      sqft: 1920,
      location: 'A-07',
      status: 'available',
    });
    expect(check('usa-stock/5001.json', saved)).toEqual([]);
  });

  test('status changed away from held clears the hold even when the fields were left filled', () => {
    const item = read('usa-stock/5001.json');
    const sold: Json = cleanEntry({ ...item, lots: [{ ...item.lots[2], status: 'sold', crates: 0, sqft: 0 }] });
    expect(Object.keys(sold.lots[0])).not.toEqual(expect.arrayContaining(['holdFrom']));
    expect(sold.lots[0]).toMatchObject({ status: 'sold', reference: 'H-2611-021' });
    expect(sold.lots[0].holdUntil).toBeUndefined();
    expect(sold.lots[0].heldCrates).toBeUndefined();
  });

  test('a test whose value is emptied is left out whole, the other tests stay', () => {
    const product = read('products/802.json');
    const form = {
      ...product,
      technical: { ...product.technical, density: { ...product.technical.density, value: '' } },
    };
    const saved: Json = cleanEntry(form);
    expect(saved.technical.density).toBeUndefined();
    expect(saved.technical.waterAbsorption).toEqual(product.technical.waterAbsorption);
    expect(check('products/802.json', saved)).toEqual([]);
  });
});

describe('the check before a save is check:data', () => {
  const lotWith = (change: Json) => {
    const item = read('usa-stock/5001.json');
    return { ...item, lots: item.lots.map((l: Json, i: number) => (i === 2 ? { ...l, ...change } : l)) };
  };
  const messages = (ps: Problem[]) => ps.map((p) => `${p.pointer}: ${p.message}`);

  test('a held lot without dates or reference is refused, each missing field named', () => {
    const item = lotWith({});
    delete item.lots[2].holdFrom;
    delete item.lots[2].holdUntil;
    delete item.lots[2].reference;
    expect(messages(check('usa-stock/5001.json', item))).toEqual([
      '/lots/2/holdFrom: lot TRV2609-02: is on hold but has no holdFrom',
      '/lots/2/holdUntil: lot TRV2609-02: is on hold but has no holdUntil',
      '/lots/2/reference: lot TRV2609-02: is on hold but has no reference',
    ]);
  });

  test('a 60-day hold, a sold lot with boxes left and a density of 28,800 kg/m³ are refused', () => {
    expect(
      messages(check('usa-stock/5001.json', lotWith({ holdFrom: '2026-11-24', holdUntil: '2027-01-23' }))),
    ).toEqual([expect.stringMatching(/^\/lots\/2\/holdUntil: .*hold of 60 days .* longer than the 30 days/)]);
    const sold = lotWith({ status: 'sold', crates: 0, boxes: 44, sqft: 440 });
    expect(messages(check('usa-stock/5001.json', cleanEntry(sold)))).toEqual([
      expect.stringMatching(/^\/lots\/2\/boxes: lot TRV2609-02: is sold but has 0 crate\(s\), 44 box\(es\)/),
    ]);
    const product = read('products/802.json');
    product.technical.density.value = 28800;
    expect(messages(check('products/802.json', product))).toEqual([
      expect.stringMatching(/^\/technical\/density\/value: 28800 kg\/m³ is outside 1800–3000/),
    ]);
  });

  test('a duplicate that keeps its id, code and slug is refused, though the clash is reported on the other file', () => {
    const copy = read('products/802.json');
    const ps = check('products/802-1.json', copy);
    expect(ps.map((p) => `${p.file} ${p.pointer}`)).toEqual(
      expect.arrayContaining(['products/802.json /id', 'products/802.json /code', 'products/802.json /slug']),
    );
  });

  test('the same problems as check:data on the same files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-rules-data-'));
    try {
      fs.cpSync(path.join(root, 'data'), path.join(dir, 'data'), { recursive: true });
      const item = lotWith({ holdUntil: '2027-02-01', heldCrates: 9 });
      fs.writeFileSync(path.join(dir, 'data', 'usa-stock', '5001.json'), JSON.stringify(item));
      const node = checkData(path.join(dir, 'data'), { today, staticDir: path.join(root, 'static') }).problems;
      expect(node.length).toBeGreaterThan(0);
      expect(check('usa-stock/5001.json', item)).toEqual(node);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('a duplicate takes the next free id, its code and a slug from its name; copied texts stop it, copied tests are left out', () => {
  const source = read('products/948.json');
  const ids = fs.readdirSync(path.join(root, 'data', 'products')).map((n) => Number(n.replace('.json', '')));
  const next = Math.max(...ids) + 1;
  const { data, problems } = rules.adoptDuplicate('products', {
    ...source,
    name: { ...source.name, en: 'Silver Travertine Copy' },
  });
  expect(data).toMatchObject({
    id: next,
    code: `${String(source.code).split('-')[0]}-${next}`,
    slug: 'silver-travertine-copy',
  });
  expect(data.technical).toBeUndefined();
  expect(problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([
    `products/${next}.json /description: is still product 948's, copied with it: write this stone's own`,
    `products/${next}.json /keywords: is still product 948's, copied with it: write this stone's own`,
  ]);
  // A new entry with an id of its own is no duplicate.
  expect(rules.adoptDuplicate('products', { ...source, id: next }).problems).toEqual([]);
});

test('a problem is listed under the field labels the editor sees, its message in sentence case', () => {
  const fields = [
    { name: 'name', label: 'Name', widget: 'localized' },
    {
      name: 'lots',
      label: 'Lots',
      widget: 'list',
      fields: [{ name: 'holdFrom', label: 'Hold from', widget: 'string' }],
    },
  ] as CmsField[];
  expect(
    problemLine({ file: 'x', pointer: '/lots/2/holdFrom', message: 'lot A: is on hold but has no holdFrom' }, fields),
  ).toEqual({
    path: ['lots', 2, 'holdFrom'],
    where: 'Lots › 3 › Hold from',
    message: 'Lot A: is on hold but has no holdFrom.',
  });
  expect(problemLine({ file: 'x', pointer: '/name/fr', message: 'is missing (required)' }, fields).where).toBe(
    'Name › French',
  );
});
