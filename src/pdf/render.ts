// Prints HTML documents to PDF files with Chromium, keeping each file by the hash of what it is made from: a file whose
// inputs are unchanged is neither printed nor rewritten; a file printed before (any earlier build) is copied from the
// cache; the browser starts only when something needs printing.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import type { Browser, Page } from 'playwright-core';
import { engineVersion, launchChromium } from './chromium';

export interface PdfDocument {
  /** Absolute path of the file to write. */
  file: string;
  /** The whole document; every file it loads (fonts, photos) is named by a content-hashed file: URL. */
  html: string;
  title: string;
}

export interface PdfRun {
  printed: number;
  copied: number;
  unchanged: number;
  removed: number;
  /** Milliseconds: starting the browser (0 when nothing was printed), printing. */
  launchMs: number;
  printMs: number;
  files: { file: string; bytes: number }[];
}

interface Options {
  root: string;
  /** The PDF cache: the unpacked browser, printed files by key, the record of what was written where. */
  cacheDir: string;
  /** Where the browser is unpacked (default: cacheDir). */
  engineDir?: string;
  /** Pages printed at once. */
  concurrency?: number;
}

const readRecord = (file: string): Record<string, string> => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};

/** Writes every document; files this cache wrote before and no document names now are removed. */
export async function writePdfs(
  docs: PdfDocument[],
  { root, cacheDir, engineDir = cacheDir, concurrency = 3 }: Options,
): Promise<PdfRun> {
  const storeDir = path.join(cacheDir, 'printed');
  const pagesDir = path.join(cacheDir, 'pages');
  const recordFile = path.join(cacheDir, 'written.json');
  fs.mkdirSync(storeDir, { recursive: true });
  fs.mkdirSync(pagesDir, { recursive: true });
  const previous = readRecord(recordFile);
  const record: Record<string, string> = {};
  const engine = engineVersion(root);
  const run: PdfRun = { printed: 0, copied: 0, unchanged: 0, removed: 0, launchMs: 0, printMs: 0, files: [] };
  const toPrint: { doc: PdfDocument; key: string }[] = [];

  for (const doc of docs) {
    const key = crypto.createHash('sha256').update(engine).update(doc.title).update(doc.html).digest('hex');
    record[doc.file] = key;
    const stored = path.join(storeDir, `${key}.pdf`);
    if (previous[doc.file] === key && fs.existsSync(doc.file)) run.unchanged++;
    else if (fs.existsSync(stored)) {
      fs.mkdirSync(path.dirname(doc.file), { recursive: true });
      fs.copyFileSync(stored, doc.file);
      run.copied++;
    } else toPrint.push({ doc, key });
  }

  if (toPrint.length) {
    const started = Date.now();
    const browser = await launchChromium(root, engineDir);
    run.launchMs = Date.now() - started;
    try {
      const printing = Date.now();
      await printAll(browser, toPrint, concurrency, async ({ doc, key }, page) => {
        const source = path.join(pagesDir, `${key}.html`);
        fs.writeFileSync(source, doc.html);
        await page.goto(pathToFileURL(source).href, { waitUntil: 'load' });
        // Web fonts load after the load event when only CSS names them; print once every face is in.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: false });
        fs.rmSync(source);
        const stored = path.join(storeDir, `${key}.pdf`);
        fs.writeFileSync(`${stored}.tmp`, pdf);
        fs.renameSync(`${stored}.tmp`, stored);
        fs.mkdirSync(path.dirname(doc.file), { recursive: true });
        fs.writeFileSync(doc.file, pdf);
        run.printed++;
      });
      run.printMs = Date.now() - printing;
    } finally {
      await browser.close();
    }
  }

  // A product removed or renamed leaves no file behind; printed files no document uses any more leave the cache.
  for (const file of Object.keys(previous)) {
    if (!(file in record) && fs.existsSync(file)) {
      fs.rmSync(file);
      run.removed++;
    }
  }
  const keep = new Set(Object.values(record).map((key) => `${key}.pdf`));
  for (const name of fs.readdirSync(storeDir)) if (!keep.has(name)) fs.rmSync(path.join(storeDir, name));
  fs.writeFileSync(recordFile, JSON.stringify(record));
  run.files = docs.map((d) => ({ file: d.file, bytes: fs.statSync(d.file).size }));
  return run;
}

/** Runs `work` over `items` on `concurrency` tabs of one browser. */
async function printAll<T>(
  browser: Browser,
  items: T[],
  concurrency: number,
  work: (item: T, page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      const page = await context.newPage();
      while (next < items.length) await work(items[next++], page);
      await page.close();
    }),
  );
  await context.close();
}
