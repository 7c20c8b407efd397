// Every word of the built USA pages in fr, es, ru and ar is in the page's language, read from public/ after
// `npm run build`: no English interface word (the English locale texts, the English names of finishes, edges and the
// other facets, the packing words), numbers with the page's separators (Intl), and no English "(sample)" lab mark on
// any page. Allowed: product and brand names (the list below, the data's people and laboratories), and item texts the
// data has only in English where the page marks them lang="en" (a USA item's name and description in ru and ar).
import fs from 'fs';
import path from 'path';
import { languages, type Lang } from '../../src/i18n/languages';
import { pageText, type PageText } from './page-text';

const root = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const localeDir = path.join(root, 'src', 'i18n', 'locales');
const langs = ['fr', 'es', 'ru', 'ar'] as const satisfies readonly Lang[];

/** Every string value of a JSON tree. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
/** Every `lab` of a JSON tree (the laboratory each test value names). */
const labNames = (v: unknown): string[] =>
  !v || typeof v !== 'object'
    ? []
    : Object.entries(v).flatMap(([key, x]) => (key === 'lab' && typeof x === 'string' ? [x] : labNames(x)));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words of a text: runs of Latin letters (the script English is written in) not in a code like "G61" or "12x24",
 * without {{placeholders}}. */
const words = (text: string): string[] =>
  text.replace(/\{\{\w+\}\}/g, ' ').match(/(?<![\p{L}\d])[A-Za-z]+(?![\p{L}\d])/gu) ?? [];
const lower = (list: string[]) => list.map((w) => w.toLowerCase());

const localeStrings = (lang: string) =>
  fs.readdirSync(path.join(localeDir, lang)).flatMap((f) => strings(readJson(path.join('src/i18n/locales', lang, f))));
const facetFiles = ['categories', 'colors', 'areas', 'types', 'edges', 'styles', 'materials', 'finishes'];
const facetNames = facetFiles.flatMap((f) =>
  readJson(`data/${f}.json`).items.map((i: { name: Record<Lang, string> }) => i.name),
);
const stockDir = path.join(root, 'data', 'usa-stock');
const stock = fs.readdirSync(stockDir).map((f) => readJson(path.join('data', 'usa-stock', f)));
const productDir = path.join(root, 'data', 'products');
/** The laboratories the test values name (each test's `lab`), in the catalogue and the USA stock. */
const labs = new Set(
  [...fs.readdirSync(productDir).map((f) => readJson(path.join('data', 'products', f))), ...stock].flatMap((entry) =>
    labNames(entry.technical ?? {}),
  ),
);

/** English interface words: the English locale texts, the facets' English names and the warehouse's packing words. */
const englishWords = new Set(
  lower([
    ...localeStrings('en').flatMap(words),
    ...facetNames.flatMap((n) => words(n.en)),
    ...'sq ft pcs pieces per box boxes crate crates slab slabs bundle sheets sample in inch'.split(' '),
  ]),
);

/** Brand, place, event, laboratory and people's names, and standards' symbols: the same in every language. */
const names = [
  readJson('data/company.json').name,
  readJson('data/usa.json').name,
  ...readJson('data/team.json').items.map((p: { name: string }) => p.name),
  ...[...labs].map((l) => l.replace(/ \(sample\)$/, '')),
  ...['Instagram', 'Facebook', 'LinkedIn', 'YouTube', 'Pinterest', 'WhatsApp', 'PayPal', 'Marmomac', 'The Big 5'],
];
/** Standards, and the SI and US unit symbols of the technical table (international symbols; src/data/technical.ts). */
const symbols = 'ASTM ANSI DCOF SRV EN ISO PDF SKU USA US Ha psi MPa kg lb mm'.split(' ');
/** Product names as the page's language has them (catalogue and USA stock), e.g. "Marbre Tundra Grey 12x24 adouci". */
const productNames = (lang: Lang): string[] => [
  // A USA item without a name in the language shows its English name, the product's name there.
  ...stock.map((i) => i.name[lang] ?? i.name.en),
  ...fs.readdirSync(productDir).map((f) => readJson(path.join('data', 'products', f)).name?.[lang] ?? ''),
];
/** Names taken out of a text before its words are read, longest first (a name inside a longer one). */
const namePhrases = (lang: Lang) =>
  [...names, ...productNames(lang)].filter((n) => n.trim()).sort((a, b) => b.length - a.length);

const allowedWords = (lang: Lang) =>
  new Set(
    lower([
      ...symbols,
      // A word the page's own texts use is that language's (e.g. "stock" in French and Spanish, "Garage" in French).
      ...localeStrings(lang).flatMap(words),
      ...facetNames.flatMap((n) => words(n[lang])),
      // Month names as Intl writes them in the page's language (Spanish "may").
      ...Array.from({ length: 12 }, (_, m) =>
        ['short', 'long'].flatMap((month) =>
          words(
            new Intl.DateTimeFormat(lang, { month: month as 'short' | 'long' }).format(new Date(Date.UTC(2024, m, 15))),
          ),
        ),
      ).flat(),
      // Units as Intl writes them in the page's language (Spanish writes inches "in").
      ...['inch', 'centimeter', 'foot'].flatMap((unit) =>
        words(new Intl.NumberFormat(lang, { style: 'unit', unit }).format(2)),
      ),
    ]),
  );

/** Every text the data holds in a language (a translator's words, not the interface's): its JSON and Markdown. */
function dataTexts(lang: Lang): string {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (!v || typeof v !== 'object') return;
    const text = (v as Record<string, unknown>)[lang];
    if (typeof text === 'string') found.push(text);
    Object.values(v).forEach(walk);
  };
  const visit = (dir: string) =>
    fs.readdirSync(dir, { withFileTypes: true }).forEach((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) visit(p);
      else if (e.name.endsWith('.json')) walk(JSON.parse(fs.readFileSync(p, 'utf8')));
      else if (e.name === `${lang}.md`) found.push(fs.readFileSync(p, 'utf8'));
    });
  visit(path.join(root, 'data'));
  return found.join('\n');
}

/** USA item prose the data holds only in English: allowed in a page whose language has none, marked lang="en". */
const englishOnlyTexts = (lang: Lang) =>
  new Set(
    stock.flatMap((item) =>
      ['description', 'color'].flatMap((field) => (item[field]?.[lang] ? [] : [item[field]?.en ?? ''])),
    ),
  );

function usaPages(lang: Lang): string[] {
  const dir = path.join(root, 'public', lang, 'usa');
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(d, e.name);
      return e.isDirectory() ? walk(p) : e.name === 'index.html' ? [p] : [];
    });
  return walk(dir);
}

/** A number written with separators the page's language does not use ("40.6" on a Russian page). */
function foreignNumbers(text: string, lang: Lang): string[] {
  const parts = new Intl.NumberFormat(lang).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')!.value;
  const group = parts.find((p) => p.type === 'group')?.value;
  return [...text.matchAll(/(?<![\w#/-])\d+(?:[.,]\d+)+(?![\w-])/g)]
    .map((m) => m[0])
    .filter((n) => {
      const seps = n.match(/[.,]/g)!;
      const last = n.lastIndexOf(seps[seps.length - 1]);
      const grouped = n.slice(0, last).split(/[.,]/).slice(1);
      const ok = (sep: string, digits: string) =>
        sep === decimal || (sep === group && digits.length === 3 && grouped.every((g) => g.length === 3));
      return !seps.every((sep, i) => ok(sep, i === seps.length - 1 ? n.slice(last + 1) : (grouped[i] ?? '')));
    });
}

/** One pattern matching any of the names as whole words, the longest first (a name inside a longer one). */
const anyName = (names: string[]) =>
  new RegExp(
    `(?<![\\p{L}\\d])(?:${names
      .filter((n) => n.trim())
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\p{L}\\d])`,
    'giu',
  );

/** What a language's pages are read against, made once per language (reading data/ for each page took minutes). */
function languageRules(lang: Lang) {
  const englishOnly = englishOnlyTexts(lang);
  const phrases = namePhrases(lang);
  return {
    allowed: allowedWords(lang),
    englishOnly,
    names: anyName(phrases),
    // The title (which cannot be marked) names the item as the data has it.
    titleNames: anyName([...phrases, ...englishOnly]),
    translated: dataTexts(lang),
  };
}

/** What a visitor reads that is not in the page's language, as "word: the text it is in". */
function englishIn(page: PageText, lang: Lang, rules: ReturnType<typeof languageRules>): string[] {
  const { allowed, englishOnly, translated } = rules;
  const problems: string[] = [];
  for (const { text, lang: marked, title } of page.texts) {
    if (marked === 'en' && englishOnly.has(text.trim())) continue;
    const found = words(
      (title ? rules.titleNames : rules.names)[Symbol.replace](
        text
          .replace(/#\w+/g, ' ') // hashtags
          .replace(/\S+@\S+/g, ' ') // e-mail addresses
          .replace(/\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g, ' '), // SKUs and lot codes
        ' ',
      ),
    ).filter((w) => englishWords.has(w.toLowerCase()) && !allowed.has(w.toLowerCase()));
    // A French or Spanish text the data holds in that language is a translation, whatever English it looks like ("or").
    if (found.length && !translated.includes(text.trim()))
      problems.push(`${[...new Set(found)].join(', ')}: “${text.trim().slice(0, 90)}”`);
    const numbers = foreignNumbers(text, lang);
    if (numbers.length) problems.push(`${numbers.join(', ')} (not ${lang} numbers): “${text.trim().slice(0, 90)}”`);
  }
  return problems;
}

describe.each(langs)('%s', (lang) => {
  const pages = usaPages(lang);
  const rules = languageRules(lang);

  it('has USA pages to read', () => {
    expect(pages.length).toBeGreaterThan(stock.length);
  });

  it("writes every word and number of the USA pages in the page's language", () => {
    const problems = new Map<string, number>();
    const first = new Map<string, string>();
    for (const file of pages) {
      for (const problem of englishIn(pageText(fs.readFileSync(file, 'utf8')), lang, rules)) {
        problems.set(problem, (problems.get(problem) ?? 0) + 1);
        if (!first.has(problem)) first.set(problem, path.relative(path.join(root, 'public'), file));
      }
    }
    // One line per distinct problem, with the first page it is on and on how many pages.
    expect([...problems].map(([p, n]) => `${first.get(p)} (${n} pages): ${p}`)).toEqual([]);
  });

  it('marks sample laboratories in its own words on every page', () => {
    const dir = path.join(root, 'public', lang);
    const marked: string[] = [];
    const walk = (d: string) =>
      fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.html') && fs.readFileSync(p, 'utf8').includes('(sample)')) marked.push(p);
      });
    walk(dir);
    expect(marked.map((p) => path.relative(root, p))).toEqual([]);
  });
});

it('reads every language of the site but English', () => {
  expect([...langs, 'en'].sort()).toEqual(languages.map((l) => l.code).sort());
});
