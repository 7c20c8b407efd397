// `npm run bench:search` (also a section of `npm run bench`): size of each language's search index (the built search
// page data, gzip) and the time of one query over the sample catalogue. Run after `gatsby build` for the sizes; the
// timings need only data/.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { performance } from 'perf_hooks';
import { langCodes } from '../src/i18n/languages';
import { pathTo } from '../src/routes';
import { buildDoc, search } from '../src/catalogue/search';
import { searchTextsFromData } from './search-data';
import { builtFiles } from './bench-pages-lib';
import type { SearchFigures } from './bench-report';

const root = path.resolve(__dirname, '..');
const queries: Record<string, string[]> = {
  en: ['travertine', 'beige marble', 'TRV-948', 'pool coping', 'zzzz'],
  fr: ['travertin', 'marbre beige', 'TRV-948', 'margelle', 'zzzz'],
  es: ['travertino', 'mármol beige', 'TRV-948', 'remate piscina', 'zzzz'],
  ru: ['травертин', 'бежевый мрамор', 'TRV-948', 'чёрный', 'zzzz'],
  ar: ['ترافرتين', 'رخام بيج', 'TRV-948', 'الرُّخام', 'zzzz'],
};
const runs = 200;

export function searchFigures(
  dataDir = path.join(root, 'data'),
  publicDir = path.join(root, 'public'),
): SearchFigures[] {
  return langCodes.map((lang) => {
    const started = performance.now();
    const docs = searchTextsFromData(dataDir, lang).map(buildDoc);
    const buildDocsMs = performance.now() - started;
    const file = builtFiles(publicDir, pathTo(lang, { page: 'search', term: '' })).pageData;
    const raw = fs.existsSync(file) ? fs.readFileSync(file) : null;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) for (const q of queries[lang]) search(docs, q);
    const queryMs = (performance.now() - t0) / (runs * queries[lang].length);
    return {
      lang,
      products: docs.length,
      indexRawKb: raw ? raw.length / 1024 : null,
      indexGzipKb: raw ? zlib.gzipSync(raw, { level: 9 }).length / 1024 : null,
      buildDocsMs,
      queryMs,
    };
  });
}

if (require.main === module) {
  console.log('lang  products  index (page-data) raw / gzip   build docs   one query (mean of %d × %d terms)', runs, 5);
  for (const f of searchFigures()) {
    const size =
      f.indexRawKb === null ? 'not built' : `${f.indexRawKb.toFixed(1)} kB / ${f.indexGzipKb!.toFixed(1)} kB`;
    console.log(
      `${f.lang.padEnd(6)}${String(f.products).padEnd(10)}${size.padEnd(32)}${f.buildDocsMs.toFixed(1).padStart(7)} ms   ${f.queryMs.toFixed(3)} ms`,
    );
  }
}
