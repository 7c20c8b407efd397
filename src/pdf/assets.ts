// What the PDF function (src/api/pdf.ts) needs from the build, in its own folder outside the publish folder
// (src/pdf/manifest.ts): its code (bundled), the faces the PDFs embed (static instances of the site's fonts, subset to
// its characters) and a manifest naming them, with each product's main photo as published (the image CDN cuts it for
// the sheet), the site's address for the sheets' links, and the browser published with the deploy. Seconds of work
// for any catalogue size, instead of printing every PDF at every build.
import fs from 'fs';
import path from 'path';
import { siteCharacters } from '../node/fonts';
import { langCodes } from '../i18n/languages';
import { datasheetsDir, filePathTo, langPrefix } from '../routes';
import { publishPhoto } from '../images/photo-source';
import { readPdfData } from './data';
import { writePdfFonts } from './fonts';
import { writePdfFunction } from './function-bundle';
import { publishEngine } from './chromium';
import { pdfFontsDir, pdfManifestFile, type PdfManifest } from './manifest';

export async function writePdfAssets(o: {
  root: string;
  dataDir: string;
  publicDir: string;
  /** The function's folder (pdfAssetsDir(root) in a build). */
  assetsDir: string;
  siteUrl: string;
}): Promise<PdfManifest> {
  const localesDir = path.join(o.root, 'src', 'i18n', 'locales');
  const fonts = await writePdfFonts(o.root, pdfFontsDir(o.assetsDir), siteCharacters(o.dataDir, localesDir));
  const dirs = { publicDir: o.publicDir, cacheDir: path.join(o.root, '.cache', 'photos') };
  // Only the published path: the size and colour the pages need are the page queries' work, on every CPU.
  const photos: Record<string, string> = {};
  const data = readPdfData(o.dataDir);
  for (const product of data.products) {
    if (product.images[0])
      photos[product.id] = publishPhoto(path.join(o.dataDir, 'images', product.images[0]), dirs).src;
  }
  // Files an earlier build printed would shadow the function's rewrite (the host keeps public/ between builds).
  for (const lang of langCodes) {
    const at = (sitePath: string) => path.join(o.publicDir, ...sitePath.split('/').filter(Boolean));
    fs.rmSync(at(`${langPrefix(lang)}${datasheetsDir}`), { recursive: true, force: true });
    fs.rmSync(at(filePathTo(lang, { file: 'companyProfile', path: data.company.profilePdf })), { force: true });
  }
  // What an earlier build left in the publish folder (before the function's files moved out of it) is not served.
  fs.rmSync(path.join(o.publicDir, 'pdf-assets'), { recursive: true, force: true });
  await writePdfFunction(o.root, o.assetsDir);
  const engine = publishEngine(o.root, o.publicDir, path.join(o.root, '.cache', 'pdf'));
  const manifest: PdfManifest = { siteUrl: o.siteUrl, fonts, photos, engine };
  const file = pdfManifestFile(o.assetsDir);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest));
  fs.renameSync(`${file}.tmp`, file);
  return manifest;
}
