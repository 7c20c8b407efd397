// The searches a buyer types (a letter or two wrong in a stone's name, plurals, words in another order, a word the
// catalogue does not know, every language), each with a rule over data/products saying which products are right.
// Shared by the quality test (tests/unit/catalogue-search-quality.test.ts) and `npm run bench:search`.
import fs from 'fs';
import path from 'path';
import type { Lang } from '../../../src/i18n/languages';

export interface ProductFacts {
  id: number;
  code: string;
  category: number;
  /** English name, stone type and keywords, lower case: the rules are written once, over English. */
  name: string;
  stone: string;
  keywords: string[];
}

export interface QualityCase {
  lang: Lang;
  term: string;
  /** What kind of slip the term is, for the report. */
  kind: 'exact' | 'typo' | 'plural' | 'order' | 'unknown word' | 'code' | 'stem' | 'synonym';
  right: (p: ProductFacts) => boolean;
}

export function productFacts(dataDir: string): ProductFacts[] {
  const dir = path.join(dataDir, 'products');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .map((p) => ({
      id: p.id,
      code: p.code,
      category: p.category,
      name: p.name.en.toLowerCase(),
      stone: p.stoneType.en.toLowerCase(),
      keywords: (p.keywords?.en ?? []).map((k: string) => k.toLowerCase()),
    }));
}

const named = (re: RegExp) => (p: ProductFacts) => re.test(p.name);
const keyword = (k: string) => (p: ProductFacts) => p.keywords.includes(k);
const category = (id: number) => (p: ProductFacts) => p.category === id;
const both =
  (...rules: ((p: ProductFacts) => boolean)[]) =>
  (p: ProductFacts) =>
    rules.every((r) => r(p));
const id = (n: number) => (p: ProductFacts) => p.id === n;

const marble = keyword('marble');
const travertine = keyword('travertine');
const limestone = keyword('limestone');
const mosaic = category(4);
const quartz = category(8);

export const qualitySet: QualityCase[] = [
  // English
  { lang: 'en', term: 'carara white', kind: 'typo', right: named(/carrara/) },
  { lang: 'en', term: 'botticcino', kind: 'typo', right: named(/botticino/) },
  { lang: 'en', term: 'limstone', kind: 'typo', right: limestone },
  { lang: 'en', term: 'mosiac', kind: 'typo', right: mosaic },
  { lang: 'en', term: 'calacata gold', kind: 'typo', right: named(/calacatta gold/) },
  { lang: 'en', term: 'emperdor dark', kind: 'typo', right: named(/emperador dark/) },
  { lang: 'en', term: 'nero marqina', kind: 'typo', right: named(/nero marquina/) },
  { lang: 'en', term: 'thasos', kind: 'typo', right: named(/thassos/) },
  { lang: 'en', term: 'travertnie', kind: 'typo', right: travertine },
  { lang: 'en', term: 'crema marfl', kind: 'typo', right: named(/crema marfil/) },
  { lang: 'en', term: 'verde guatamala', kind: 'typo', right: named(/verde guatemala/) },
  { lang: 'en', term: 'travertine', kind: 'exact', right: travertine },
  { lang: 'en', term: 'travertines', kind: 'plural', right: travertine },
  { lang: 'en', term: 'pool copings', kind: 'plural', right: keyword('pool coping') },
  { lang: 'en', term: 'vessel sinks', kind: 'plural', right: named(/vessel sink/) },
  { lang: 'en', term: 'white marble', kind: 'exact', right: both(marble, keyword('white')) },
  { lang: 'en', term: 'marble white', kind: 'order', right: both(marble, keyword('white')) },
  { lang: 'en', term: 'travertine noche', kind: 'order', right: both(travertine, named(/noche/)) },
  { lang: 'en', term: 'basalt pavers', kind: 'plural', right: both(keyword('basalt'), keyword('paver')) },
  { lang: 'en', term: 'carrara glittering', kind: 'unknown word', right: named(/carrara/) },
  { lang: 'en', term: 'trv 948', kind: 'code', right: id(948) },
  { lang: 'en', term: 'herringbone mosaics', kind: 'plural', right: named(/herringbone/) },
  { lang: 'en', term: 'gypsum bord', kind: 'typo', right: named(/gypsum .*board|gypsum board/) },
  { lang: 'en', term: 'marble worktop', kind: 'synonym', right: both(marble, keyword('slab')) },
  { lang: 'fr', term: 'carrelage travertin', kind: 'synonym', right: both(travertine, keyword('tile')) },
  { lang: 'es', term: 'patio travertino', kind: 'synonym', right: both(travertine, keyword('paver')) },
  { lang: 'ru', term: 'столешницы', kind: 'synonym', right: keyword('slab') },
  { lang: 'ar', term: 'أرضيات رخام', kind: 'synonym', right: both(marble, keyword('tile')) },
  // French
  { lang: 'fr', term: 'marbre carare', kind: 'typo', right: both(marble, named(/carrara/)) },
  { lang: 'fr', term: 'travertins', kind: 'plural', right: travertine },
  { lang: 'fr', term: 'calcaires', kind: 'plural', right: limestone },
  { lang: 'fr', term: 'mosaiques', kind: 'plural', right: mosaic },
  { lang: 'fr', term: 'margelles', kind: 'plural', right: keyword('pool coping') },
  { lang: 'fr', term: 'marbre noir', kind: 'exact', right: both(marble, keyword('black')) },
  { lang: 'fr', term: 'noir marbre', kind: 'order', right: both(marble, keyword('black')) },
  { lang: 'fr', term: 'travertin argenté', kind: 'exact', right: both(travertine, keyword('grey')) },
  { lang: 'fr', term: 'botichino', kind: 'typo', right: named(/botticino/) },
  { lang: 'fr', term: 'basalte', kind: 'exact', right: keyword('basalt') },
  { lang: 'fr', term: 'quartz blanc', kind: 'exact', right: both(quartz, keyword('white')) },
  { lang: 'fr', term: 'vasques', kind: 'plural', right: keyword('sink & vanity') },
  { lang: 'fr', term: 'travretin', kind: 'typo', right: travertine },
  // Spanish
  { lang: 'es', term: 'mármoles', kind: 'plural', right: marble },
  { lang: 'es', term: 'travertinos', kind: 'plural', right: travertine },
  { lang: 'es', term: 'marmol blanco', kind: 'exact', right: both(marble, keyword('white')) },
  { lang: 'es', term: 'blanco marmol', kind: 'order', right: both(marble, keyword('white')) },
  { lang: 'es', term: 'mosaicos', kind: 'plural', right: mosaic },
  { lang: 'es', term: 'caliza', kind: 'exact', right: limestone },
  { lang: 'es', term: 'adoquines', kind: 'plural', right: keyword('paver') },
  { lang: 'es', term: 'cuarso', kind: 'typo', right: quartz },
  { lang: 'es', term: 'travertino plateado', kind: 'exact', right: both(travertine, keyword('grey')) },
  { lang: 'es', term: 'negro marquina', kind: 'exact', right: named(/nero marquina/) },
  {
    lang: 'es',
    term: 'encimeras',
    kind: 'plural',
    right: (p) => keyword('sink & vanity')(p) || named(/countertop/)(p),
  },
  { lang: 'es', term: 'travertino barato', kind: 'unknown word', right: travertine },
  // Russian
  { lang: 'ru', term: 'мрамор', kind: 'exact', right: marble },
  { lang: 'ru', term: 'травертины', kind: 'plural', right: travertine },
  { lang: 'ru', term: 'известняка', kind: 'stem', right: limestone },
  { lang: 'ru', term: 'мозаики', kind: 'plural', right: mosaic },
  { lang: 'ru', term: 'каррара', kind: 'exact', right: named(/carrara/) },
  { lang: 'ru', term: 'карара', kind: 'typo', right: named(/carrara/) },
  { lang: 'ru', term: 'черный мрамор', kind: 'exact', right: both(marble, keyword('black')) },
  { lang: 'ru', term: 'мрамор черный', kind: 'order', right: both(marble, keyword('black')) },
  { lang: 'ru', term: 'оникс', kind: 'exact', right: keyword('onyx') },
  { lang: 'ru', term: 'траветрин', kind: 'typo', right: travertine },
  { lang: 'ru', term: 'базальтовая брусчатка', kind: 'stem', right: both(keyword('basalt'), keyword('paver')) },
  { lang: 'ru', term: 'ботичино', kind: 'typo', right: named(/botticino/) },
  // Arabic
  { lang: 'ar', term: 'رخام', kind: 'exact', right: marble },
  { lang: 'ar', term: 'الرخام', kind: 'exact', right: marble },
  { lang: 'ar', term: 'الترافرتين', kind: 'exact', right: travertine },
  { lang: 'ar', term: 'ترافرتن', kind: 'typo', right: travertine },
  { lang: 'ar', term: 'فسيفساء', kind: 'exact', right: mosaic },
  { lang: 'ar', term: 'كرارا', kind: 'exact', right: named(/carrara/) },
  { lang: 'ar', term: 'رخام ابيض', kind: 'exact', right: both(marble, keyword('white')) },
  { lang: 'ar', term: 'ابيض رخام', kind: 'order', right: both(marble, keyword('white')) },
  { lang: 'ar', term: 'بازلت', kind: 'exact', right: keyword('basalt') },
  { lang: 'ar', term: 'اونكس', kind: 'typo', right: keyword('onyx') },
  { lang: 'ar', term: 'كوارتز', kind: 'exact', right: quartz },
  { lang: 'ar', term: 'بوتيشينو', kind: 'typo', right: named(/botticino/) },
];

export interface QualityFigures {
  searches: number;
  precisionAt3: number;
  empty: QualityCase[];
  /** Searches whose first three hold a wrong product, with the ids shown. */
  misses: { c: QualityCase; shown: number[] }[];
}

/**
 * Precision of the first three: for each search, the share of right products among the first k results, where k is
 * three or fewer when fewer products are right (one right product shown first scores 1); an empty result scores 0.
 */
export function measureQuality(
  facts: ProductFacts[],
  cases: QualityCase[],
  ranked: (lang: Lang, term: string) => number[],
): QualityFigures {
  const byId = new Map(facts.map((p) => [p.id, p]));
  let sum = 0;
  const empty: QualityCase[] = [];
  const misses: QualityFigures['misses'] = [];
  for (const c of cases) {
    const rightCount = facts.filter(c.right).length;
    if (rightCount === 0) throw new Error(`no product is right for "${c.term}" (${c.lang}): the rule is wrong`);
    const k = Math.min(3, rightCount);
    const shown = ranked(c.lang, c.term).slice(0, k);
    if (shown.length === 0) empty.push(c);
    const good = shown.filter((i) => c.right(byId.get(i)!)).length;
    if (good < k) misses.push({ c, shown });
    sum += good / k;
  }
  return { searches: cases.length, precisionAt3: sum / cases.length, empty, misses };
}
