// Build-time font subsets: within their size budgets, and shaping every UI and content text exactly as the
// full fonts do (harfbuzz, the shaper browsers use; tests/unit/helpers/shape-compare.mjs).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';
import { fontSubsets as subsetsUnder, siteCharacters, subsetText, writeFontSubsets } from '../../src/node/fonts';

const root = path.resolve(__dirname, '..', '..');
const localesDir = path.join(root, 'src', 'i18n', 'locales');
const fontSubsets = subsetsUnder(root);
const chars = siteCharacters(path.join(root, 'data'), localesDir);
let outDir = '';
let written: { file: string; before: number; after: number }[] = [];

/** Every string value of a JSON document. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const localeTexts = (lang: string) =>
  fs
    .readdirSync(path.join(localesDir, lang))
    .flatMap((f) => strings(JSON.parse(fs.readFileSync(path.join(localesDir, lang, f), 'utf8'))));

/** Shapes, as the browser does, each run of characters the face covers (its unicode-range), with the full font and
 * with the subset; returns the runs that differ. */
function differing(file: string, texts: string[], weight?: number): string[] {
  const spec = fontSubsets.find((s) => s.file === file)!;
  const runs = [
    ...new Set(
      texts.flatMap((t) =>
        [...t].reduce<string[]>((acc, c, i, all) => {
          if (!spec.covers(c.codePointAt(0)!)) return acc;
          if (i > 0 && spec.covers(all[i - 1].codePointAt(0)!)) acc[acc.length - 1] += c;
          else acc.push(c);
          return acc;
        }, []),
      ),
    ),
  ];
  return shapeCompare({ original: spec.source, subset: path.join(outDir, file), texts: runs, weight });
}

/** tests/unit/helpers/shape-compare.mjs: the texts two fonts (at the given weights) shape differently. */
function shapeCompare(input: {
  original: string;
  subset: string;
  texts: string[];
  weight?: number;
  compareWeight?: number;
}): string[] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'helpers', 'shape-compare.mjs')], {
    input: JSON.stringify(input),
    cwd: root,
  });
  return (JSON.parse(String(out)) as { differing: string[] }).differing;
}

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-subsets-'));
  written = await writeFontSubsets(root, outDir, chars);
}, 60_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

const latinFile = 'inter-latin-wght-normal.woff2';
const cyrillicFile = 'inter-cyrillic-wght-normal.woff2';
const arabicFile = 'noto-sans-arabic-arabic-wght-normal.woff2';

test('an Arabic page fetches at most 60 kB of fonts (Noto Sans Arabic, both weights in one file; Latin runs use the local fallback)', () => {
  const size = (f: string) => written.find((w) => w.file === f)!.after;
  expect(size(arabicFile)).toBeLessThanOrEqual(60 * 1024);
  expect(written.map((w) => w.file).sort()).toEqual([cyrillicFile, latinFile, arabicFile].sort());
  for (const w of written) expect(w.after).toBeLessThan(w.before);
});

test('each face keeps the characters of the texts it covers, plus what Intl writes (Arabic-Indic digits)', () => {
  const arabic = subsetText(fontSubsets.find((s) => s.file === arabicFile)!, chars);
  for (const c of 'ترافرتين٠١٢٣٤٥٦٧٨٩،؟') expect(arabic).toContain(c);
  expect(arabic).not.toContain('a');
  const latin = subsetText(fontSubsets.find((s) => s.file === latinFile)!, chars);
  expect(latin).toContain('é');
  expect(latin).not.toContain('ت');
});

test.each([400, 700])(
  'Arabic UI texts shape the same at weight %i with the subset as with the full Noto Sans Arabic (joining forms, marks)',
  (weight) => {
    const texts = localeTexts('ar').filter((t) => /[\u0600-\u06ff]/.test(t));
    expect(texts.length).toBeGreaterThan(100);
    // A text whose letters are missing from the subset would shape to .notdef: the check can fail.
    expect(differing(arabicFile, ['ژ'], weight)).toEqual(['ژ']);
    expect(differing(arabicFile, texts, weight)).toEqual([]);
  },
  60_000,
);

test.each([400, 700])(
  'Latin and Cyrillic UI texts shape the same at weight %i with the Inter subsets (kerning, ligatures)',
  (weight) => {
    const latin = ['en', 'fr', 'es'].flatMap(localeTexts);
    expect(differing(latinFile, latin, weight)).toEqual([]);
    expect(differing(cyrillicFile, localeTexts('ru'), weight)).toEqual([]);
  },
  60_000,
);

test('the subsets keep the weights the site draws, and the bold is really bolder', () => {
  // Advances of a word at 400 and at 700 differ in Inter: a subset pinned to one weight would shape both alike.
  const subset = path.join(outDir, latinFile);
  expect(shapeCompare({ original: subset, subset, texts: ['Taurus Stone'], weight: 700, compareWeight: 400 })).toEqual([
    'Taurus Stone',
  ]);
}, 60_000);

test('a rebuild keeps a subset whose texts did not change, and cuts it again when an editor adds a character', async () => {
  const file = path.join(outDir, arabicFile);
  const before = fs.statSync(file).mtimeMs;
  await writeFontSubsets(root, outDir, chars);
  expect(fs.statSync(file).mtimeMs).toBe(before);
  const withNewLetter = new Set([...chars, 'ڤ']);
  const [again] = (await writeFontSubsets(root, outDir, withNewLetter)).filter((w) => w.file === arabicFile);
  expect(fs.statSync(file).mtimeMs).not.toBe(before);
  expect(again.after).toBe(fs.statSync(file).size);
  expect(differing(arabicFile, ['ڤ'])).toEqual([]);
}, 60_000);
