// `npm run bench`: size of each language's search index (the built search page data, gzip) and the time of one query
// over the sample catalogue. Run after `gatsby build` for the sizes; the timings need only data/.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { performance } from 'perf_hooks';
import { langCodes } from '../src/i18n/languages';
import { pathTo } from '../src/routes';
import { buildDoc, search } from '../src/catalogue/search';
import { searchTextsFromData } from './search-data';

const root = path.resolve(__dirname, '..');
const queries: Record<string, string[]> = {
  en: ['travertine', 'beige marble', 'TRV-948', 'pool coping', 'zzzz'],
  fr: ['travertin', 'marbre beige', 'TRV-948', 'margelle', 'zzzz'],
  es: ['travertino', 'mármol beige', 'TRV-948', 'remate piscina', 'zzzz'],
  ru: ['травертин', 'бежевый мрамор', 'TRV-948', 'чёрный', 'zzzz'],
  ar: ['ترافرتين', 'رخام بيج', 'TRV-948', 'الرُّخام', 'zzzz'],
};
const runs = 200;

console.log('lang  products  index (page-data) raw / gzip   build docs   one query (mean of %d × %d terms)', runs, 5);
for (const lang of langCodes) {
  const started = performance.now();
  const docs = searchTextsFromData(path.join(root, 'data'), lang).map(buildDoc);
  const buildMs = performance.now() - started;
  const file = path.join(root, 'public', 'page-data', pathTo(lang, { page: 'search', term: '' }).replace(/^\/|\/$/g, ''), 'page-data.json');
  const size = fs.existsSync(file)
    ? (() => {
        const raw = fs.readFileSync(file);
        return `${(raw.length / 1024).toFixed(1)} kB / ${(zlib.gzipSync(raw, { level: 9 }).length / 1024).toFixed(1)} kB`;
      })()
    : 'not built';
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) for (const q of queries[lang]) search(docs, q);
  const queryMs = (performance.now() - t0) / (runs * queries[lang].length);
  console.log(`${lang.padEnd(6)}${String(docs.length).padEnd(10)}${size.padEnd(32)}${buildMs.toFixed(1).padStart(7)} ms   ${queryMs.toFixed(3)} ms`);
}
