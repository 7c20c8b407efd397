// check:data on Markdown: broken copies of data/content/ fail with the exact file, line and reason.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateData, formatProblems } from '../../src/checks/validate';

const dataDir = path.resolve(__dirname, '..', '..', 'data');

function brokenCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-md-'));
  fs.cpSync(dataDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images${path.sep}generated`) });
  edit(dir);
  return dir;
}
const editText = (dir: string, file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), 'utf8')));
const lines = (dir: string) => formatProblems(validateData(dir)).split('\n');
/** 1-based line of the first line of a file containing `needle`. */
const lineOf = (dir: string, file: string, needle: string) =>
  fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;

describe('check:data on Markdown', () => {
  it('accepts the real content', () => {
    expect(formatProblems(validateData(dataDir))).toBe('');
  });

  it('reports a missing language file', () => {
    const dir = brokenCopy((d) => fs.rmSync(path.join(d, 'content', 'about', 'ru.md')));
    expect(lines(dir)).toEqual([
      'data/content/about/ru.md line 1: is missing (every language needs its file; copy content/about/en.md and translate it)',
    ]);
  });

  it('reports a missing project story in one language', () => {
    const dir = brokenCopy((d) => fs.rmSync(path.join(d, 'content', 'projects', '3', 'ar.md')));
    expect(lines(dir)).toContain(
      'data/content/projects/3/ar.md line 1: is missing (every language needs its file; copy content/projects/3/en.md and translate it)',
    );
  });

  it('reports bad frontmatter: a missing field, an unknown field and broken YAML, each with its line', () => {
    const dir = brokenCopy((d) => {
      editText(d, 'content/privacy/fr.md', (t) => t.replace(/^description: .*\n/m, ''));
      editText(d, 'content/fabrication/es.md', (t) => t.replace(/^title: (.*)$/m, 'title: $1\nsubtitle: "extra"'));
      editText(d, 'content/faq/3/ru.md', (t) => t.replace(/^title: (.*)$/m, 'title: $1\n  - not: [a list'));
    });
    const found = lines(dir);
    expect(found).toContain('data/content/privacy/fr.md line 1: frontmatter description is missing (required)');
    expect(found).toContain(
      `data/content/fabrication/es.md line ${lineOf(dir, 'content/fabrication/es.md', 'subtitle:')}: frontmatter subtitle is not a known field`,
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^data/content/faq/3/ru\\.md line ${lineOf(dir, 'content/faq/3/ru.md', '- not:')}: frontmatter is not valid YAML: `,
        ),
      ),
    );
  });

  it('reports a site link to a page the build does not create, and a language prefix written by hand, with their lines', () => {
    const dir = brokenCopy((d) => {
      editText(d, 'content/about/fr.md', (t) => t.replace('](/contact)', '](/contcat)'));
      editText(d, 'content/usa-about/en.md', (t) => t.replace('](/usa/stock)', '](/fr/usa/stock)'));
      editText(
        d,
        'content/projects/2/es.md',
        (t) => `${t}\nVea [otro producto](/product/detail/no-such-stone/99999).\n`,
      );
    });
    expect(lines(dir)).toEqual([
      `data/content/about/fr.md line ${lineOf(dir, 'content/about/fr.md', '/contcat')}: link /contcat: the site has no such page`,
      `data/content/projects/2/es.md line ${lineOf(dir, 'content/projects/2/es.md', 'no-such-stone')}: link /product/detail/no-such-stone/99999: the site has no such page`,
      `data/content/usa-about/en.md line ${lineOf(dir, 'content/usa-about/en.md', '/fr/usa/stock')}: link /fr/usa/stock: write site links without the language prefix (the site adds it)`,
    ]);
  });

  it('accepts links to products, categories and projects that exist', () => {
    const dir = brokenCopy((d) =>
      editText(
        d,
        'content/about/en.md',
        (t) =>
          `${t}\n[Travertine](/product/travertine/2) · [a project](/projects/detail/hilton-garden-inn-lobby-dubai/1) · [search](/search/ivory)\n`,
      ),
    );
    expect(formatProblems(validateData(dir))).toBe('');
  });

  it('reports a missing image with its line', () => {
    const dir = brokenCopy((d) =>
      editText(d, 'content/fabrication/ar.md', (t) => `${t}\n![صورة](products/no-such-photo.jpg)\n`),
    );
    expect(lines(dir)).toEqual([
      `data/content/fabrication/ar.md line ${lineOf(dir, 'content/fabrication/ar.md', 'no-such-photo')}: image products/no-such-photo.jpg not found in data/images/`,
    ]);
  });

  it('reports a file in a place the site does not read, and prose for an entry that does not exist', () => {
    const dir = brokenCopy((d) => {
      fs.copyFileSync(path.join(d, 'content', 'about', 'en.md'), path.join(d, 'content', 'about', 'de.md'));
      fs.cpSync(path.join(d, 'content', 'faq', '1'), path.join(d, 'content', 'faq', '99'), { recursive: true });
    });
    const found = lines(dir);
    expect(found).toContainEqual(
      expect.stringMatching(/^data\/content\/about\/de\.md line 1: is not where the site reads prose/),
    );
    expect(found).toContain('data/content/faq/99/en.md line 1: belongs to no entry: faq.json has no id 99');
  });
});
