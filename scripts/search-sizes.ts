// What a catalogue search visit downloads as search data, at ×1 and ×N the sample catalogue: the results of the term
// (the search function's answer: in the page's HTML on a first visit, as JSON for a search made in the page), gzip.
// The index stays on the host. Uses the built index's image addresses when `npm run build` has run (×1 products).
// Usage: tsx scripts/search-sizes.ts [--scale 10]
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import crypto from 'crypto';
import { langCodes, type Lang } from '../src/i18n/languages';
import { indexDocs, searchAnswer } from '../src/catalogue/search-results';
import { resultTexts } from '../src/catalogue/search-texts';
import { resultImageWidths, type SearchIndexFile } from '../src/catalogue/search-index';
import { searchIndexFile } from '../src/catalogue/search-index-files';
import { searchTextsFromData } from './search-data';
import { writeScaledData } from './bench-build-lib';

const root = path.resolve(__dirname, '..');
const terms: Record<Lang, string[]> = {
  en: ['travertine', 'beige marble', 'pool coping', 'marble', 'zzzz'],
  fr: ['travertin', 'marbre beige', 'margelle', 'marbre', 'zzzz'],
  es: ['travertino', 'mármol beige', 'remate piscina', 'mármol', 'zzzz'],
  ru: ['травертин', 'бежевый мрамор', 'чёрный', 'мрамор', 'zzzz'],
  ar: ['ترافرتين', 'رخام بيج', 'الرُّخام', 'رخام', 'zzzz'],
};
const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

function indexFor(dataDir: string, lang: Lang): SearchIndexFile {
  const builtFile = searchIndexFile(path.join(root, 'public'), lang);
  const built: SearchIndexFile | null = fs.existsSync(builtFile)
    ? JSON.parse(fs.readFileSync(builtFile, 'utf8'))
    : null;
  const imageOf = new Map(built?.docs.map((d) => [d.id, d]) ?? []);
  const categories = JSON.parse(fs.readFileSync(path.join(dataDir, 'categories.json'), 'utf8')).items as {
    id: number;
    slug: string;
    name: Record<string, string>;
  }[];
  return {
    lang,
    // Generated copies (id + 10000·k) get image addresses of their own, as real photos would have (the addresses'
    // hashes are what compresses least in the answer).
    docs: searchTextsFromData(dataDir, lang).map((t) => {
      const built = imageOf.get(t.id);
      if (built) return { ...t, image: built.image, imageSrcSet: built.imageSrcSet };
      const hash = (width: number) =>
        `/static/${md5(`${t.slug}`)}/${md5(`${t.slug}${width}`).slice(0, 8)}/${t.slug}-1.webp`;
      return {
        ...t,
        image: hash(320),
        imageSrcSet: `${hash(320)} ${resultImageWidths.small}w, ${hash(640)} ${resultImageWidths.large}w`,
      };
    }),
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name[lang] ?? c.name.en })),
  };
}

function report(dataDir: string, scale: number) {
  for (const lang of langCodes) {
    const index = indexFor(dataDir, lang);
    const docs = indexDocs(index);
    const indexGzip = gzip(JSON.stringify(index));
    const cells = terms[lang].map((term) => {
      const answer = searchAnswer(index, docs, term, resultTexts(lang));
      const hits = 'count' in answer ? answer.count : 'code';
      return `${term}: ${hits} hits ${kb(gzip(JSON.stringify(answer)))} kB`;
    });
    console.log(
      `×${scale} ${lang}  products ${index.docs.length}  whole index ${kb(indexGzip)} kB gzip (stays on the host)  |  ${cells.join('  |  ')}`,
    );
  }
}

const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 10;
report(path.join(root, 'data'), 1);
if (scale > 1) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-sizes-'));
  try {
    writeScaledData(path.join(root, 'data'), path.join(tmp, 'data'), scale);
    report(path.join(tmp, 'data'), scale);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
