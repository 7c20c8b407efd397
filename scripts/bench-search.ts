// `npm run bench:search` (also a section of `npm run bench`): per language, the size of the search index file the
// search function reads (public/search-data/<lang>.json, raw and gzip: run after `npm run build`), the time to build
// the MiniSearch index from it, warm answer times (p50 / p95 over the quality set's searches and the bench terms), the
// cold start of a function instance (loading the search libraries in a fresh Node, building the index, the first
// answer), and the quality set's precision of the first three. The timings need only data/.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { execFileSync } from 'child_process';
import { performance } from 'perf_hooks';
import { langCodes, type Lang } from '../src/i18n/languages';
import { buildIndex, correction, search } from '../src/catalogue/search';
import { readSynonyms, searchIndexFile } from '../src/catalogue/search-index-files';
import { synonymsFor } from '../src/catalogue/search-index';
import { searchTextsFromData } from './search-data';
import { measureQuality, productFacts, qualitySet } from '../tests/unit/helpers/search-quality-set';
import type { SearchFigures } from './bench-report';

const root = path.resolve(__dirname, '..');
const queries: Record<Lang, string[]> = {
  en: ['travertine', 'beige marble', 'TRV-948', 'pool coping', 'zzzz'],
  fr: ['travertin', 'marbre beige', 'TRV-948', 'margelle', 'zzzz'],
  es: ['travertino', 'mármol beige', 'TRV-948', 'remate piscina', 'zzzz'],
  ru: ['травертин', 'бежевый мрамор', 'TRV-948', 'чёрный', 'zzzz'],
  ar: ['ترافرتين', 'رخام بيج', 'TRV-948', 'الرُّخام', 'zzzz'],
};
const runs = 40;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export interface SearchTimings {
  lang: Lang;
  p50Ms: number;
  p95Ms: number;
  firstAnswerMs: number;
}

export function searchFigures(
  dataDir = path.join(root, 'data'),
  publicDir = path.join(root, 'public'),
): (SearchFigures & SearchTimings)[] {
  return langCodes.map((lang) => {
    const texts = searchTextsFromData(dataDir, lang);
    const synonyms = synonymsFor(readSynonyms(dataDir), lang);
    const started = performance.now();
    const index = buildIndex(texts, lang, synonyms);
    const buildDocsMs = performance.now() - started;
    const file = searchIndexFile(publicDir, lang);
    const raw = fs.existsSync(file) ? fs.readFileSync(file) : null;
    const terms = [...queries[lang], ...qualitySet.filter((c) => c.lang === lang).map((c) => c.term)];
    // An answer is what the function does for a term: the ranked hits and "did you mean".
    const answer = (term: string) => {
      search(index, term);
      correction(index, term);
    };
    const t1 = performance.now();
    answer(terms[0]);
    const firstAnswerMs = performance.now() - t1;
    const times: number[] = [];
    for (let i = 0; i < runs; i++)
      for (const term of terms) {
        const t0 = performance.now();
        answer(term);
        times.push(performance.now() - t0);
      }
    times.sort((a, b) => a - b);
    return {
      lang,
      products: texts.length,
      indexRawKb: raw ? raw.length / 1024 : null,
      indexGzipKb: raw ? zlib.gzipSync(raw, { level: 9 }).length / 1024 : null,
      buildDocsMs,
      queryMs: times.reduce((a, b) => a + b, 0) / times.length,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      firstAnswerMs,
    };
  });
}

/** Milliseconds a fresh Node spends loading the search libraries, less an empty Node's start (median of 5). */
export function libraryLoadMs(): number {
  const time = (code: string) => {
    const t = performance.now();
    execFileSync(process.execPath, ['-e', code], { cwd: root });
    return performance.now() - t;
  };
  const load = `require('minisearch');for (const l of ['english','french','spanish','russian']) require('@orama/stemmers/' + l);`;
  const diffs = Array.from({ length: 5 }, () => time(load) - time(''));
  return diffs.sort((a, b) => a - b)[2];
}

if (require.main === module) {
  const figures = searchFigures();
  const load = libraryLoadMs();
  const facts = productFacts(path.join(root, 'data'));
  const dataDir = path.join(root, 'data');
  const synonyms = readSynonyms(dataDir);
  const indexes = new Map(
    langCodes.map((l) => [l, buildIndex(searchTextsFromData(dataDir, l), l, synonymsFor(synonyms, l))]),
  );
  const quality = measureQuality(facts, qualitySet, (l, t) => search(indexes.get(l)!, t).map((h) => h.doc.id));
  console.log('lang  products  index file raw / gzip     build index   warm p50 / p95      cold start');
  for (const f of figures) {
    const size =
      f.indexRawKb === null ? 'not built' : `${f.indexRawKb.toFixed(1)} kB / ${f.indexGzipKb!.toFixed(1)} kB`;
    const cold = load + f.buildDocsMs + f.firstAnswerMs;
    console.log(
      `${f.lang.padEnd(6)}${String(f.products).padEnd(10)}${size.padEnd(26)}${f.buildDocsMs.toFixed(1).padStart(7)} ms   ` +
        `${f.p50Ms.toFixed(2)} / ${f.p95Ms.toFixed(2)} ms   ${cold.toFixed(0)} ms`,
    );
  }
  console.log(
    `cold start = loading MiniSearch and the stemmers in a fresh Node (${load.toFixed(0)} ms) + building the index + the first answer`,
  );
  console.log(
    `quality set: ${quality.searches} searches, precision of the first three ${quality.precisionAt3.toFixed(3)}, ${quality.empty.length} empty`,
  );
}
