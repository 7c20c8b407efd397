// The site's PDFs read back with a real PDF reader (poppler): every data sheet and company profile the pages link is
// printed on request from the build's PDF assets (src/pdf/on-demand.ts, as the host's function and `npm start` print
// it, the photos from the local image CDN over public/), weighs at most 300 kB, embeds subset fonts, and holds its
// texts in its language: the product's name and code, the property and usage labels, the contact details; Arabic in
// logical order with its letters (poppler follows the /ActualText Chromium writes for shaped Arabic); telephone numbers
// whole on one line, left to right. One page of each script is rendered and must not be blank. Runs after
// `npm run build` (npm run test:build).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFile } from 'child_process';
import { promisify } from 'util';
import sharp from 'sharp';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { filePathTo, pathTo } from '../../src/routes';
import { readPdfData } from '../../src/pdf/data';
import { pdfTranslators } from '../../src/pdf/texts';
import { hasTechnicalValues, technicalFromQuery } from '../../src/data/technical';
import { isApplicationKey, sheetsFor } from '../../src/data/application';
import { answerPdf, closePdfPrinter, pdfDirs } from '../../src/pdf/on-demand';
import { startPdfOrigin, type SiteOrigin } from '../unit/helpers/pdf-origin';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const publicDir = path.join(root, 'public');
const data = readPdfData(path.join(root, 'data'));
const t = pdfTranslators(path.join(root, 'src', 'i18n', 'locales'));
const maxBytes = 300 * 1024;
/** Where each printed PDF is kept for poppler to read, by its address on the site. */
const printedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pdfs-'));
const fileOf = (sitePath: string) => path.join(printedDir, ...sitePath.split('/').filter(Boolean));

/**
 * Text as a reader copies it, compared by its letters and digits in order: poppler breaks an Arabic word where one
 * /ActualText span ends and the next begins, puts a vowel mark (damma, shadda) before the letter it sits on, and places
 * neutral characters (brackets, commas) next to a number or a Latin run inside Arabic by its own rules. Which letters
 * come out, and in which order, is what a reader's copy and search depend on.
 */
const comparable = (text: string) => (text.normalize('NFKC').match(/[\p{L}\p{N}]/gu) ?? []).join('');

async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 8 * 2 ** 20 });
  return comparable(stdout);
}

/** Runs `work` over `items`, four at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

interface Expected {
  file: string;
  lang: Lang;
  texts: string[];
}

/*
 * Which sheets are printed: every product once, in the languages taken in turn (each language ~32 products, each script
 * and layout), and the first product in all five, which the checks below read. All 800 (products × languages) took
 * 9.6 min of CI's 2 CPUs for the same checks on the same template; `ALL_SHEETS=1 npm run test:build` prints them all.
 */
const printsAll = process.env.ALL_SHEETS === '1';
const sheetLangs = (index: number): readonly Lang[] =>
  printsAll || index === 0 ? langCodes : [langCodes[index % langCodes.length]];

const sheets: Expected[] = data.products.flatMap((p, index) =>
  sheetLangs(index).map((lang) => {
    const tl = t[lang];
    const category = data.categories.get(p.category);
    const key = isApplicationKey(category?.application) ? category.application : null;
    const texts = [p.name[lang], p.code, tl('pages:product.stoneType'), p.stoneType[lang], data.company.phone];
    texts.push(pathTo(lang, { page: 'product', slug: p.slug, id: p.id }));
    if (hasTechnicalValues(technicalFromQuery(p.technical)))
      texts.push(tl('technical:title'), tl('technical:property.density'), tl('technical:property.waterAbsorption'));
    if (key && sheetsFor(key).application)
      texts.push(tl('pages:product.usage.wall'), tl('pages:product.usage.exterior'));
    return { file: fileOf(filePathTo(lang, { file: 'datasheet', slug: p.slug, id: p.id })), lang, texts };
  }),
);
const profiles: Expected[] = langCodes.map((lang) => ({
  file: fileOf(filePathTo(lang, { file: 'companyProfile', path: data.company.profilePdf })),
  lang,
  texts: [data.company.name, t[lang]('company:pdf.title'), data.company.mission[lang], data.company.address[lang]],
}));

// Its own cache and browser folder: `npm test` runs this beside the browser tests, whose server prints into .cache/pdf/.
const ownCache = fs.mkdtempSync(path.join(os.tmpdir(), 'pdfs-test-'));
const dirs = { ...pdfDirs(root, path.join(root, 'data')), cacheDir: ownCache, engineDir: ownCache };
const answers = new Map<string, number>();
let site: SiteOrigin;
let origin: string;

beforeAll(async () => {
  await run('pdftotext', ['-v']).catch(() => {
    throw new Error("poppler's pdftotext is missing: install it (sudo apt-get install poppler-utils).");
  });
  site = await startPdfOrigin(publicDir, path.join(root, '.cache', 'image-cdn'));
  origin = site.origin;
  // Every PDF the pages link, asked for as a visitor would (each printed once, into this run's own cache).
  await eachLimited([...sheets, ...profiles], async (e) => {
    const address = '/' + path.relative(printedDir, e.file).split(path.sep).join('/');
    const answer = await answerPdf(dirs, address, { origin });
    answers.set(address, answer.status);
    if (answer.status === 200) {
      fs.mkdirSync(path.dirname(e.file), { recursive: true });
      fs.writeFileSync(e.file, answer.body as Buffer);
    }
  });
}, 600_000);

afterAll(async () => {
  await closePdfPrinter();
  await site.close();
  fs.rmSync(printedDir, { recursive: true, force: true });
  fs.rmSync(ownCache, { recursive: true, force: true });
});

describe('the PDFs of the site', () => {
  it('has a data sheet per product (in each language in turn) and a company profile per language, each at most 300 kB', () => {
    expect([...answers].filter(([, status]) => status !== 200)).toEqual([]);
    const heavy = [...sheets, ...profiles]
      .map((e) => ({ file: path.relative(printedDir, e.file), bytes: fs.statSync(e.file).size }))
      .filter((f) => f.bytes > maxBytes);
    expect(heavy).toEqual([]);
  });

  it('has no data sheet of a product that does not exist, and sends a renamed one to its current address', async () => {
    const p = data.products[0];
    const gone = filePathTo('fr', {
      file: 'datasheet',
      slug: p.slug,
      id: Math.max(...data.products.map((q) => q.id)) + 1,
    });
    expect(await answerPdf(dirs, gone, { origin })).toEqual({ status: 404 });
    expect(
      await answerPdf(dirs, filePathTo('fr', { file: 'datasheet', slug: 'old-name', id: p.id }), { origin }),
    ).toEqual({
      status: 301,
      location: filePathTo('fr', { file: 'datasheet', slug: p.slug, id: p.id }),
    });
  });

  it('holds every text in its language, Arabic in logical order', async () => {
    const problems: string[] = [];
    await eachLimited([...sheets, ...profiles], async (e) => {
      const text = await pdfText(e.file);
      for (const wanted of e.texts)
        if (!text.includes(comparable(wanted))) problems.push(`${path.relative(printedDir, e.file)}: no "${wanted}"`);
    });
    expect(problems.slice(0, 20)).toEqual([]);
  }, 240000);

  it('keeps every telephone number whole on one line and left to right, in every language', async () => {
    const numbers = [data.company.phone, ...data.team.map((m) => m.whatsapp)];
    // The company profiles (the team's WhatsApp numbers in a narrow column) and one data sheet per language (the
    // footer's number: the same footer on every sheet of a language).
    const files = [...profiles, ...langCodes.map((lang) => sheets.find((e) => e.lang === lang)!)];
    const problems: string[] = [];
    for (const e of files) {
      const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', e.file, '-']);
      // poppler marks the direction of each run (embeddings, isolates, marks); the digits between them are the text.
      const lines = stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').split('\n');
      const wanted = profiles.includes(e) ? numbers : [data.company.phone];
      for (const n of wanted)
        if (!lines.some((l) => l.includes(n)))
          problems.push(`${path.relative(printedDir, e.file)}: "${n}" broken or reordered`);
    }
    expect(problems).toEqual([]);
  });

  it('reads Arabic as written, not in drawing order', async () => {
    const product = data.products[0];
    const sheet = sheets.find((e) => e.lang === 'ar' && e.texts.includes(product.name.ar))!;
    const text = await pdfText(sheet.file);
    const name = comparable(product.name.ar);
    expect(text).toContain(name);
    expect(text).not.toContain([...name].reverse().join(''));
  });

  it('embeds a subset of every font it uses', async () => {
    for (const lang of langCodes) {
      const file = sheets.find((e) => e.lang === lang)!.file;
      const { stdout } = await run('pdffonts', [file]);
      const rows = stdout.trim().split('\n').slice(2);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        // name type [type] encoding emb sub uni object ID: the three yes/no columns before the object number.
        const [emb, sub] = row.trim().split(/\s+/).slice(-5, -3);
        expect({ row, emb, sub }).toEqual({ row, emb: 'yes', sub: 'yes' });
      }
      expect(stdout).toContain('Inter');
      if (lang === 'ar') expect(stdout).toContain('NotoSansArabic');
    }
  });

  it('renders a page with its photo and text (not blank) in Latin, Cyrillic and Arabic', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-page-'));
    try {
      for (const lang of ['en', 'ru', 'ar'] as const) {
        const file = sheets.find((e) => e.lang === lang && data.products[0].name[lang] === e.texts[0])!.file;
        const prefix = path.join(out, lang);
        await run('pdftoppm', ['-r', '40', '-png', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
        const { data: pixels, info } = await sharp(`${prefix}.png`)
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const inked = pixels.filter((v) => v < 200).length / (info.width * info.height);
        // An A4 page with a photo, headings and tables: well above a blank page's 0 and below a black one.
        expect(inked).toBeGreaterThan(0.05);
        expect(inked).toBeLessThan(0.6);
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
