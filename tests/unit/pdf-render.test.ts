// Printing PDFs with the packaged Chromium, and the cache that makes a one-product rebuild print only that product's
// files: unchanged files are not rewritten, a changed one is printed again, a known one is copied, a gone one removed.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writePdfs, type PdfDocument } from '../../src/pdf/render';
import { pdfCacheDir } from '../../src/pdf/site-pdfs';
import { pdfTranslators } from '../../src/pdf/texts';

const root = path.resolve(__dirname, '..', '..');
let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-render-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const doc = (name: string, body: string, lang = 'en'): PdfDocument => ({
  file: path.join(tmp, 'public', `${name}.pdf`),
  title: name,
  html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${name}</title></head><body><h1>${body}</h1></body></html>`,
});
// The browser is unpacked once per checkout, where the build keeps it.
const options = () => ({ root, cacheDir: path.join(tmp, 'cache'), engineDir: pdfCacheDir(root), concurrency: 2 });
const mtime = (file: string) => fs.statSync(file).mtimeMs;

describe('writePdfs', () => {
  it('prints each document once and afterwards only what changed', async () => {
    const docs = [doc('a', 'Travertine'), doc('b', 'Мрамор'), doc('c', 'رخام', 'ar')];
    const first = await writePdfs(docs, options());
    expect(first).toMatchObject({ printed: 3, copied: 0, unchanged: 0, removed: 0 });
    for (const d of docs) expect(fs.readFileSync(d.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const before = docs.map((d) => mtime(d.file));

    const again = await writePdfs(docs, options());
    expect(again).toMatchObject({ printed: 0, copied: 0, unchanged: 3, launchMs: 0 });
    expect(docs.map((d) => mtime(d.file))).toEqual(before);

    const changed = [docs[0], doc('b', 'Мрамор Боттичино'), docs[2]];
    const third = await writePdfs(changed, options());
    expect(third).toMatchObject({ printed: 1, unchanged: 2 });
    expect(mtime(docs[0].file)).toBe(before[0]);
    expect(mtime(docs[2].file)).toBe(before[2]);

    // A document no longer built takes its file with it.
    const fourth = await writePdfs(changed.slice(0, 2), options());
    expect(fourth).toMatchObject({ printed: 0, unchanged: 2, removed: 1 });
    expect(fs.existsSync(docs[2].file)).toBe(false);
  }, 120000);

  it('copies a file printed before instead of printing it again (a public/ emptied, the cache kept)', async () => {
    const docs = [doc('a', 'Limestone')];
    await writePdfs(docs, options());
    fs.rmSync(path.join(tmp, 'public'), { recursive: true });
    const run = await writePdfs(docs, options());
    expect(run).toMatchObject({ printed: 0, copied: 1, launchMs: 0 });
    expect(fs.existsSync(docs[0].file)).toBe(true);
  }, 120000);
});

describe('PDF texts', () => {
  it('stop the build naming a text missing in a language instead of printing its key', () => {
    const t = pdfTranslators(path.join(root, 'src', 'i18n', 'locales'));
    expect(t.fr('catalogue:datasheet.title')).toBe('Fiche technique du produit');
    expect(() => t.ar('catalogue:datasheet.nothing')).toThrow('PDF text missing: ar/catalogue:datasheet.nothing');
  });
});
