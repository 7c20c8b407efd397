// check:data's pull-request outputs: the translation coverage table on a fixture with known gaps, and the GitHub
// annotation of each problem at its file and line.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { coverage, coverageMarkdown, dataTextFields } from '../../src/data/coverage';
import { annotations, pointerLines } from '../../src/data/annotations';
import { validateData } from '../../src/data/validate';

const dataDir = path.resolve(__dirname, '..', '..', 'data');

/** A copy of the data with a few known translation gaps. */
function fixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-'));
  fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images${path.sep}`) });
  const edit = (file: string, change: (json: any) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const full = path.join(dir, file);
    const json = JSON.parse(fs.readFileSync(full, 'utf8'));
    change(json);
    fs.writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
  };
  edit('products/948.json', (p) => {
    delete p.name.fr; // missing
    p.description.ar = ''; // empty counts as missing
    p.country.ru = p.country.en; // copy of English
  });
  edit('usa-stock/' + fs.readdirSync(path.join(dir, 'usa-stock')).sort()[0], (u) => {
    u.name.es = u.name.en; // copy
    delete u.name.ru; // not needed for USA stock: not counted
  });
  edit('faq.json', (f) => delete f.items[0].answer.es);
  return dir;
}

describe('translation coverage', () => {
  const real = coverage(dataTextFields(dataDir));
  const dir = fixture();
  const rows = coverage(dataTextFields(dir));
  const row = (name: string) => rows.find((r) => r.collection === name);
  const realRow = (name: string) => real.find((r) => r.collection === name);

  it('counts missing and empty texts per language and collection', () => {
    expect(row('products')?.byLang.fr?.missing).toBe((realRow('products')?.byLang.fr?.missing ?? 0) + 1);
    expect(row('products')?.byLang.ar?.missing).toBe((realRow('products')?.byLang.ar?.missing ?? 0) + 1);
    expect(row('faq')?.byLang.es?.missing).toBe((realRow('faq')?.byLang.es?.missing ?? 0) + 1);
    expect(row('products')?.gaps).toContain('products/948.json /name/fr: missing');
  });

  it('counts texts that are a copy of the English one', () => {
    expect(row('products')?.byLang.ru?.copies).toBe((realRow('products')?.byLang.ru?.copies ?? 0) + 1);
    expect(row('usa-stock')?.byLang.es?.copies).toBe((realRow('usa-stock')?.byLang.es?.copies ?? 0) + 1);
  });

  it('counts USA stock in en, fr and es only', () => {
    const usa = row('usa-stock');
    expect(Object.keys(usa?.byLang ?? {}).sort()).toEqual(['en', 'es', 'fr']);
    expect(usa?.byLang.fr?.expected).toBe(usa?.texts);
  });

  it('prints one Markdown row per collection with a dash for languages USA stock does not need', () => {
    const md = coverageMarkdown(rows);
    const products = md.split('\n').find((l) => l.startsWith('| products |')) ?? '';
    const cells = products.split('|').map((c) => c.trim()).filter(Boolean);
    expect(cells[0]).toBe('products');
    expect(cells[3]).toMatch(/^\*\*\d+\*\* · \d+$/); // fr: missing (bold) · copies
    expect(md.split('\n').find((l) => l.startsWith('| usa-stock |'))).toMatch(/\| — \| — \|$/);
    expect(md).toContain('- data/products/948.json /name/fr: missing');
  });
});

describe('GitHub annotations', () => {
  it('finds the line of a JSON pointer, and of the parent object for a missing field', () => {
    const text = '{\n  "a": 1,\n  "name": {\n    "en": "x",\n    "es": "y"\n  },\n  "list": [\n    "p",\n    { "q": 2 }\n  ]\n}\n';
    const lines = pointerLines(text);
    expect(lines.get('/name')).toBe(3);
    expect(lines.get('/name/es')).toBe(5);
    expect(lines.get('/list/1/q')).toBe(9);
  });

  it('writes one ::error command per problem at its file and line', () => {
    const dir = fixture();
    const problems = validateData(dir);
    const out = annotations(problems, dir);
    expect(out).toHaveLength(problems.length);
    const text = fs.readFileSync(path.join(dir, 'products/948.json'), 'utf8').split('\n');
    const nameLine = text.findIndex((l) => l.startsWith('  "name": {')) + 1;
    expect(out).toContain(`::error file=data/products/948.json,line=${nameLine},title=check%3Adata /name/fr::/name/fr: is missing (required)`);
    const arLine = text.findIndex((l) => l.includes('"ar": ""')) + 1;
    expect(out).toContainEqual(expect.stringMatching(new RegExp(`^::error file=data/products/948\\.json,line=${arLine},title=check%3Adata /description/ar::/description/ar: `)));
  });

  it('points a JSON syntax error at its line and escapes what would break the command', () => {
    const dir = fixture();
    const file = path.join(dir, 'colors.json');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines[5] = lines[5].replace(/,$/, ''); // a missing comma
    fs.writeFileSync(file, lines.join('\n'));
    const out = annotations(validateData(dir).filter((p) => p.file === 'colors.json'), dir);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^::error file=data\/colors\.json,line=(6|7),title=check%3Adata \/::\/: is not valid JSON at line (6|7)/);
    expect(annotations([{ file: 'x.json', pointer: '/a', message: '50% done\nnext' }], dir)[0]).toBe('::error file=data/x.json,line=1,title=check%3Adata /a::/a: 50%25 done%0Anext');
  });
});
