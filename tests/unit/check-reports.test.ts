// check:data's pull-request outputs: the translation coverage table on a fixture with known gaps (JSON texts and
// Markdown files), and the GitHub annotation of each problem at its file and line.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { coverage, coverageMarkdown, dataTextFields } from '../../src/checks/coverage';
import { annotations, pointerLines } from '../../src/checks/annotations';
import { validateData } from '../../src/checks/validate';

const dataDir = path.resolve(__dirname, '..', '..', 'data');

/** A copy of the data with a few known translation gaps. */
function fixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-'));
  fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images${path.sep}`) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures edit any data file in place
  const edit = (file: string, change: (json: any) => void) => {
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
  // Markdown prose: a missing language file, and a French page that is the English file copied over.
  fs.rmSync(path.join(dir, 'content/faq/1/es.md'));
  fs.copyFileSync(path.join(dir, 'content/about/en.md'), path.join(dir, 'content/about/fr.md'));
  fs.copyFileSync(path.join(dir, 'content/projects/3/en.md'), path.join(dir, 'content/projects/3/ar.md'));
  // Only the frontmatter copied (the story itself translated) is not a copy of the English file.
  const story = (lang: string) => fs.readFileSync(path.join(dir, `content/projects/5/${lang}.md`), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'content/projects/5/ru.md'),
    story('ru').replace(/^description: .*$/m, story('en').match(/^description: .*$/m)?.[0] ?? ''),
  );
  return dir;
}

const count = (json: string) => JSON.parse(fs.readFileSync(path.join(dataDir, json), 'utf8')).items.length;
const projectCount = fs.readdirSync(path.join(dataDir, 'projects')).filter((n) => n.endsWith('.json')).length;

describe('translation coverage', () => {
  const real = coverage(dataTextFields(dataDir));
  const dir = fixture();
  const rows = coverage(dataTextFields(dir));
  const row = (name: string) => rows.find((r) => r.collection === name);
  const realRow = (name: string) => real.find((r) => r.collection === name);

  it('counts missing and empty texts per language and collection', () => {
    expect(row('products')?.byLang.fr?.missing).toBe((realRow('products')?.byLang.fr?.missing ?? 0) + 1);
    expect(row('products')?.byLang.ar?.missing).toBe((realRow('products')?.byLang.ar?.missing ?? 0) + 1);
    expect(row('products')?.gaps).toContain('products/948.json /name/fr: missing');
  });

  it('counts texts that are a copy of the English one', () => {
    expect(row('products')?.byLang.ru?.copies).toBe((realRow('products')?.byLang.ru?.copies ?? 0) + 1);
    expect(row('usa-stock')?.byLang.es?.copies).toBe((realRow('usa-stock')?.byLang.es?.copies ?? 0) + 1);
  });

  it('counts the Markdown prose: one text per page, FAQ answer and project story, a missing file or a copied one per language', () => {
    const pages = row('pages (Markdown)');
    const faq = row('FAQ answers (Markdown)');
    const stories = row('project stories (Markdown)');
    expect([pages?.texts, faq?.texts, stories?.texts]).toEqual([4, count('faq.json'), projectCount]); // about, usa-about, fabrication, privacy
    // The real content has every language file, each translated: these are exactly the fixture's gaps.
    for (const name of ['pages (Markdown)', 'FAQ answers (Markdown)', 'project stories (Markdown)']) {
      expect(Object.values(realRow(name)?.byLang ?? {}).map((l) => [l?.missing, l?.copies])).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
    }
    const gaps = (r: typeof pages) =>
      Object.fromEntries(
        Object.entries(r?.byLang ?? {})
          .filter(([, l]) => l?.missing || l?.copies)
          .map(([lang, l]) => [lang, [l?.missing, l?.copies]]),
      );
    expect(gaps(pages)).toEqual({ fr: [0, 1] });
    expect(gaps(faq)).toEqual({ es: [1, 0] });
    expect(gaps(stories)).toEqual({ ar: [0, 1] });
    expect(faq?.byLang.es?.expected).toBe(count('faq.json'));
    expect([...(pages?.gaps ?? []), ...(faq?.gaps ?? []), ...(stories?.gaps ?? [])]).toEqual([
      'content/about/fr.md: same as English',
      'content/faq/1/es.md: missing',
      'content/projects/3/ar.md: same as English',
    ]);
    const md = coverageMarkdown(rows);
    expect(md).toContain(`| FAQ answers (Markdown) | ${count('faq.json')} | 0 | 0 · 0 | **1** · 0 | 0 · 0 | 0 · 0 |`);
    expect(md).toContain('| pages (Markdown) | 4 | 0 | 0 · 1 | 0 · 0 | 0 · 0 | 0 · 0 |');
    expect(md).toContain('- data/content/faq/1/es.md: missing');
  });

  it('counts USA stock in en, fr and es only', () => {
    const usa = row('usa-stock');
    expect(Object.keys(usa?.byLang ?? {}).sort()).toEqual(['en', 'es', 'fr']);
    expect(usa?.byLang.fr?.expected).toBe(usa?.texts);
  });

  it('prints one Markdown row per collection with a dash for languages USA stock does not need', () => {
    const md = coverageMarkdown(rows);
    const products = md.split('\n').find((l) => l.startsWith('| products |')) ?? '';
    const cells = products
      .split('|')
      .map((c) => c.trim())
      .filter(Boolean);
    expect(cells[0]).toBe('products');
    expect(cells[3]).toMatch(/^\*\*\d+\*\* · \d+$/); // fr: missing (bold) · copies
    expect(md.split('\n').find((l) => l.startsWith('| usa-stock |'))).toMatch(/\| — \| — \|$/);
    expect(md).toContain('- data/products/948.json /name/fr: missing');
  });
});

describe('GitHub annotations', () => {
  it('finds the line of a JSON pointer, and of the parent object for a missing field', () => {
    const text =
      '{\n  "a": 1,\n  "name": {\n    "en": "x",\n    "es": "y"\n  },\n  "list": [\n    "p",\n    { "q": 2 }\n  ]\n}\n';
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
    expect(out).toContain(
      `::error file=data/products/948.json,line=${nameLine},title=check%3Adata /name/fr::/name/fr: is missing (required)`,
    );
    const arLine = text.findIndex((l) => l.includes('"ar": ""')) + 1;
    expect(out).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^::error file=data/products/948\\.json,line=${arLine},title=check%3Adata /description/ar::/description/ar: `,
        ),
      ),
    );
  });

  it('points a Markdown problem at its file and line', () => {
    const dir = fixture();
    const about = path.join(dir, 'content/about/ru.md');
    fs.writeFileSync(about, fs.readFileSync(about, 'utf8').replace('](/contact)', '](/contcat)'));
    const linkLine =
      fs
        .readFileSync(about, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('](/contcat)')) + 1;
    expect(linkLine).toBeGreaterThan(4);
    const out = annotations(
      validateData(dir).filter((p) => p.file.startsWith('content/')),
      dir,
    );
    expect(out).toEqual([
      `::error file=data/content/about/ru.md,line=${linkLine},title=check%3Adata line ${linkLine}::line ${linkLine}: link /contcat: the site has no such page`,
      '::error file=data/content/faq/1/es.md,line=1,title=check%3Adata line 1::line 1: is missing (every language needs its file; copy content/faq/1/en.md and translate it)',
    ]);
  });

  it('points a JSON syntax error at its line and escapes what would break the command', () => {
    const dir = fixture();
    const file = path.join(dir, 'colors.json');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines[5] = lines[5].replace(/,$/, ''); // a missing comma
    fs.writeFileSync(file, lines.join('\n'));
    const out = annotations(
      validateData(dir).filter((p) => p.file === 'colors.json'),
      dir,
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^::error file=data\/colors\.json,line=(6|7),title=check%3Adata \/::\/: is not valid JSON at line (6|7)/,
    );
    expect(annotations([{ file: 'x.json', pointer: '/a', message: '50% done\nnext' }], dir)[0]).toBe(
      '::error file=data/x.json,line=1,title=check%3Adata /a::/a: 50%25 done%0Anext',
    );
  });
});
