// What the PDF function (src/api/pdf.ts) needs from the build, in public/pdf-assets/: its own code (bundled), the
// faces the PDFs embed (static instances of the site's fonts, subset to its characters) and a manifest naming them,
// with each product's main photo as published (the image CDN cuts it for the sheet) and the site's address for the
// sheets' links. Seconds of work for any catalogue size, instead of printing every PDF at every build.
import fs from 'fs';
import path from 'path';
import { siteCharacters } from '../node/fonts';
import { langCodes } from '../i18n/languages';
import { datasheetsDir, filePathTo, langPrefix } from '../routes';
import { publishPhoto } from '../images/photo-source';
import { readPdfData } from './data';
import { writePdfFonts } from './fonts';
import { writePdfFunction } from './function-bundle';
import { pdfFontsDir, pdfManifestFile, type PdfManifest } from './manifest';

export async function writePdfAssets(o: {
  root: string;
  dataDir: string;
  publicDir: string;
  siteUrl: string;
}): Promise<PdfManifest> {
  const localesDir = path.join(o.root, 'src', 'i18n', 'locales');
  const fonts = await writePdfFonts(o.root, pdfFontsDir(o.publicDir), siteCharacters(o.dataDir, localesDir));
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
  await writePdfFunction(o.root, o.publicDir);
  const manifest: PdfManifest = { siteUrl: o.siteUrl, fonts, photos };
  const file = pdfManifestFile(o.publicDir);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest));
  fs.renameSync(`${file}.tmp`, file);
  return manifest;
}
