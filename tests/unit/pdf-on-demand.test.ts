// The PDFs printed on request (src/pdf/on-demand.ts), over the real data, the build's PDF assets written into a
// temporary public/ and the local image CDN for the photos: what a visitor's browser and the host's CDN get for a data
// sheet's address, a second request, a revalidation, a renamed product, a wrong address and a photo that cannot be had.
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { writePdfAssets } from '../../src/pdf/assets';
import { answerPdf, closePdfPrinter, type PdfDirs } from '../../src/pdf/on-demand';
import { readPdfData } from '../../src/pdf/data';
import { pdfTranslators } from '../../src/pdf/texts';
import { imageCdnHandler } from '../../src/hosting/image-cdn';
import { filePathTo } from '../../src/routes';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
const data = readPdfData(dataDir);
const product = data.products.find((p) => p.images.length > 0)!;
const other = data.products.find((p) => p.images.length > 0 && p.id !== product.id)!;
let tmp: string;
let dirs: PdfDirs;
let cdn: http.Server;
let origin: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-on-demand-'));
  const publicDir = path.join(tmp, 'public');
  await writePdfAssets({ root, dataDir, publicDir, siteUrl: 'https://stone.example' });
  dirs = {
    root,
    publicDir,
    dataDir,
    localesDir: path.join(root, 'src', 'i18n', 'locales'),
    cacheDir: path.join(tmp, 'pdf'),
    // The browser is unpacked once per checkout, where the local server keeps it.
    engineDir: path.join(root, '.cache', 'pdf'),
  };
  const images = imageCdnHandler({ publicDir, cacheDir: path.join(tmp, 'image-cdn') });
  cdn = http.createServer((req, res) => void images(req, res));
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await closePdfPrinter();
  await new Promise((resolve) => cdn.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const sheetPath = (lang: 'en' | 'fr' | 'ar', p = product) =>
  filePathTo(lang, { file: 'datasheet', slug: p.slug, id: p.id });

describe('a data sheet asked for', () => {
  it('is printed on the first request, with the headers a browser and the host CDN need', async () => {
    const answer = await answerPdf(dirs, sheetPath('fr'), { origin });
    expect(answer.status).toBe(200);
    if (answer.status !== 200) return;
    const pdf = answer.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The photo is in it: a sheet with its 800×600 photo weighs far more than the text alone.
    expect(pdf.length).toBeGreaterThan(40_000);
    expect(pdf.length).toBeLessThanOrEqual(300 * 1024);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${product.slug}-${product.id}.pdf"`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000',
    });
    expect(answer.headers.ETag).toMatch(/^"[0-9a-f]{32}"$/);
  }, 120_000);

  it('is answered from the cache the second time, and a copy that is still right gets a 304', async () => {
    const first = await answerPdf(dirs, sheetPath('fr'), { origin });
    // No photo can be fetched from a closed origin: a 200 now can only come from the cache.
    const again = await answerPdf(dirs, sheetPath('fr'), { origin: 'http://127.0.0.1:9' });
    expect(again.status).toBe(200);
    if (first.status !== 200 || again.status !== 200) return;
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    const revalidated = await answerPdf(dirs, sheetPath('fr'), { origin, ifNoneMatch: first.headers.ETag });
    expect(revalidated).toMatchObject({ status: 304, body: null });
    // Another language is another document.
    const english = await answerPdf(dirs, sheetPath('en'), { origin });
    expect(english.status === 200 && english.headers.ETag).not.toBe(first.headers.ETag);
  }, 120_000);

  it('sends a renamed product to its current address, and names no document for a wrong one', async () => {
    expect(await answerPdf(dirs, `/fr/datasheets/old-name-${product.id}.pdf`, { origin })).toEqual({
      status: 301,
      location: sheetPath('fr'),
    });
    for (const wrong of [
      '/datasheets/no-such-stone-999999.pdf',
      '/datasheets/../../etc/passwd',
      '/datasheets/travertine.pdf',
      '/de/datasheets/x-801.pdf',
      '/fr/company-profile.pdf.bak',
    ])
      expect(await answerPdf(dirs, wrong, { origin })).toEqual({ status: 404 });
  });

  it('answers 503 without keeping anything when the photo cannot be had, and prints once it can', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unavailable = await answerPdf(dirs, sheetPath('ar', other), { origin: 'http://127.0.0.1:9' });
    expect(unavailable.status).toBe(503);
    if (unavailable.status === 503) {
      expect(unavailable.headers).toMatchObject({ 'Cache-Control': 'no-store', 'Retry-After': '10' });
      expect(unavailable.body).toBe(
        pdfTranslators(path.join(root, 'src', 'i18n', 'locales')).ar('catalogue:datasheet.unavailable'),
      );
    }
    // The host's log says which document and which photo.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${sheetPath('ar', other)} could not be fetched`));
    logged.mockRestore();
    const later = await answerPdf(dirs, sheetPath('ar', other), { origin });
    expect(later.status).toBe(200);
  }, 120_000);
});

describe('the company profile asked for', () => {
  it('is printed in the address language', async () => {
    const answer = await answerPdf(dirs, filePathTo('ar', { file: 'companyProfile', path: data.company.profilePdf }), {
      origin,
    });
    expect(answer.status).toBe(200);
    if (answer.status === 200) expect((answer.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);
});

describe('PDF texts', () => {
  it('stop the document naming a text missing in a language instead of printing its key', () => {
    const t = pdfTranslators(path.join(root, 'src', 'i18n', 'locales'));
    expect(t.fr('catalogue:datasheet.title')).toBe('Fiche technique du produit');
    expect(() => t.ar('catalogue:datasheet.nothing')).toThrow('PDF text missing: ar/catalogue:datasheet.nothing');
  });
});
