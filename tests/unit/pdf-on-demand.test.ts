// The PDFs printed on request (src/pdf/on-demand.ts), over the real data, the build's PDF assets written into a
// temporary folder and a site origin serving the image CDN and the published browser: what a visitor's browser and
// the host's CDN get for a data sheet's address, a second request, a revalidation, a renamed product, a wrong address
// and a photo that cannot be had; what a cold instance fetches; what a new deploy prints again.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writePdfAssets } from '../../src/pdf/assets';
import { answerPdf, closePdfPrinter, type PdfDirs } from '../../src/pdf/on-demand';
import { readPdfData } from '../../src/pdf/data';
import { pdfTranslators } from '../../src/pdf/texts';
import { diskStore } from '../../src/pdf/printed-store';
import { fetchEngine } from '../../src/pdf/chromium';
import { pdfManifestFile, type PdfManifest } from '../../src/pdf/manifest';
import { filePathTo } from '../../src/routes';
import { startPdfOrigin, type SiteOrigin } from './helpers/pdf-origin';

const root = path.resolve(__dirname, '..', '..');
const dataDir = path.join(root, 'data');
const data = readPdfData(dataDir);
const product = data.products.find((p) => p.images.length > 0)!;
const other = data.products.find((p) => p.images.length > 0 && p.id !== product.id)!;
let tmp: string;
let dirs: PdfDirs;
let site: SiteOrigin;
let origin: string;
const store = () => diskStore(path.join(tmp, 'store'));

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-on-demand-'));
  const publicDir = path.join(tmp, 'public');
  const assetsDir = path.join(tmp, 'assets');
  await writePdfAssets({ root, dataDir, publicDir, assetsDir, siteUrl: 'https://stone.example' });
  dirs = {
    root,
    publicDir,
    dataDir,
    assetsDir,
    localesDir: path.join(root, 'src', 'i18n', 'locales'),
    cacheDir: path.join(tmp, 'pdf'),
    // Its own folder, not the checkout's .cache/pdf: `npm test` runs the unit tests beside the build, which empties
    // .cache/ when it starts.
    engineDir: path.join(tmp, 'engine'),
  };
  site = await startPdfOrigin(publicDir, path.join(tmp, 'image-cdn'));
  origin = site.origin;
}, 120_000);

afterAll(async () => {
  await closePdfPrinter();
  await site.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}, 30_000);

const sheetPath = (lang: 'en' | 'fr' | 'ar', p = product) =>
  filePathTo(lang, { file: 'datasheet', slug: p.slug, id: p.id });

describe('a data sheet asked for', () => {
  it('is printed on the first request, with the headers a browser and the host CDN need', async () => {
    const answer = await answerPdf(dirs, sheetPath('fr'), { origin, store: store() });
    if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
    expect(answer.headers['Server-Timing']).toMatch(/\bprint;dur=\d+/);
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

  it('is answered from the store the second time, and a copy that is still right gets a 304', async () => {
    const first = await answerPdf(dirs, sheetPath('fr'), { origin, store: store() });
    // No photo can be fetched from a closed origin: a 200 now can only come from the store.
    const again = await answerPdf(dirs, sheetPath('fr'), { origin: 'http://127.0.0.1:9', store: store() });
    if (first.status !== 200 || again.status !== 200) throw new Error(`answered ${first.status}, ${again.status}`);
    expect(again.headers['Server-Timing']).toBe('store;desc="disk"');
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    const revalidated = await answerPdf(dirs, sheetPath('fr'), { origin, ifNoneMatch: first.headers.ETag });
    expect(revalidated).toMatchObject({ status: 304, body: null });
    // Another language is another document.
    const english = await answerPdf(dirs, sheetPath('en'), { origin, store: store() });
    if (english.status !== 200) throw new Error(`English answered ${english.status}`);
    expect(english.headers.ETag).not.toBe(first.headers.ETag);
  }, 120_000);

  it('after a deploy that changed one product, prints only that product again', async () => {
    // The next deploy: the same site with one product's description changed, its assets written afresh.
    const nextData = path.join(tmp, 'next-data');
    fs.cpSync(dataDir, nextData, {
      recursive: true,
      filter: (f) => path.relative(dataDir, f).split(path.sep)[0] !== 'images',
    });
    fs.symlinkSync(path.join(dataDir, 'images'), path.join(nextData, 'images'));
    const file = path.join(nextData, 'products', `${product.id}.json`);
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { description: Record<string, string> };
    // A letter no text of the site had: the faces cut to the site's characters change, the other sheets do not.
    json.description.fr = `${json.description.fr} Finition « Ŵ » disponible.`;
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
    const next = { ...dirs, dataDir: nextData, assetsDir: path.join(tmp, 'next-assets') };
    await writePdfAssets({
      root,
      dataDir: nextData,
      publicDir: dirs.publicDir,
      assetsDir: next.assetsDir,
      siteUrl: 'https://stone.example',
    });
    await answerPdf(dirs, sheetPath('fr', other), { origin, store: store() });
    const unchanged = await answerPdf(next, sheetPath('fr', other), { origin, store: store() });
    const changed = await answerPdf(next, sheetPath('fr'), { origin, store: store() });
    if (unchanged.status !== 200 || changed.status !== 200) throw new Error('a sheet was not answered');
    expect(unchanged.headers['Server-Timing']).toBe('store;desc="disk"');
    expect(changed.headers['Server-Timing']).toMatch(/\bprint;dur=/);
  }, 180_000);

  it('answers a HEAD (a link checker, a crawler) without printing, and keeps nothing the first GET would not', async () => {
    const emptyStore = diskStore(path.join(tmp, 'head-store'));
    // A closed origin: a print would fail on the photo (503), so a 200 here printed nothing.
    const head = await answerPdf(dirs, sheetPath('en', other), {
      origin: 'http://127.0.0.1:9',
      store: emptyStore,
      method: 'HEAD',
    });
    if (head.status !== 200) throw new Error(`HEAD answered ${head.status}`);
    expect(head.body).toBeNull();
    expect(head.headers).toMatchObject({ 'Content-Type': 'application/pdf', 'Netlify-CDN-Cache-Control': 'no-store' });
    expect(fs.existsSync(path.join(tmp, 'head-store'))).toBe(false);
    expect(await answerPdf(dirs, '/datasheets/no-such-stone-999999.pdf', { origin, method: 'HEAD' })).toEqual({
      status: 404,
    });
  });

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
    const unavailable = await answerPdf(dirs, sheetPath('ar', other), { origin: 'http://127.0.0.1:9', store: store() });
    if (unavailable.status !== 503) throw new Error(`answered ${unavailable.status}`);
    expect(unavailable.headers).toMatchObject({ 'Cache-Control': 'no-store', 'Retry-After': '10' });
    expect(unavailable.body).toBe(
      pdfTranslators(path.join(root, 'src', 'i18n', 'locales')).ar('catalogue:datasheet.unavailable'),
    );
    // The host's log says which document and which photo.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${sheetPath('ar', other)} could not be fetched`));
    logged.mockRestore();
    const later = await answerPdf(dirs, sheetPath('ar', other), { origin, store: store() });
    expect(later.status).toBe(200);
  }, 120_000);
});

describe('the company profile asked for', () => {
  it('is printed in the address language', async () => {
    const answer = await answerPdf(dirs, filePathTo('ar', { file: 'companyProfile', path: data.company.profilePdf }), {
      origin,
      store: store(),
    });
    if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
    expect((answer.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);
});

describe('the browser a cold instance fetches from its site', () => {
  const engine = () => (JSON.parse(fs.readFileSync(pdfManifestFile(dirs.assetsDir), 'utf8')) as PdfManifest).engine;

  it('is downloaded from the published folder, checked and unpacked once', async () => {
    const cold = path.join(tmp, 'cold-engine');
    const before = site.engineRequests.length;
    const { executable, libDir } = await fetchEngine(engine(), origin, cold);
    expect(fs.statSync(executable).size).toBeGreaterThan(100 * 1024 * 1024);
    expect(fs.readdirSync(libDir).length).toBeGreaterThanOrEqual(3);
    expect(site.engineRequests.slice(before).sort()).toEqual(
      engine()
        .files.map((f) => `${engine().path}${f.name}`)
        .sort(),
    );
    // A warm instance asks for nothing.
    await fetchEngine(engine(), origin, cold);
    expect(site.engineRequests.length).toBe(before + engine().files.length);
  }, 120_000);

  it('is refused when what the site sends is not the published file, and nothing is left half-unpacked', async () => {
    const cold = path.join(tmp, 'tampered-engine');
    const tampered = { ...engine(), files: engine().files.map((f) => ({ ...f, sha256: '0'.repeat(64) })) };
    await expect(fetchEngine(tampered, origin, cold)).rejects.toThrow(/expected \d+ \/ 000000000000/);
    expect(fs.existsSync(cold) ? fs.readdirSync(cold) : []).toEqual([]);
  }, 120_000);
});

describe('PDF texts', () => {
  it('stop the document naming a text missing in a language instead of printing its key', () => {
    const t = pdfTranslators(path.join(root, 'src', 'i18n', 'locales'));
    expect(t.fr('catalogue:datasheet.title')).toBe('Fiche technique du produit');
    expect(() => t.ar('catalogue:datasheet.nothing')).toThrow('PDF text missing: ar/catalogue:datasheet.nothing');
  });
});
