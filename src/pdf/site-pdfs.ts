// The build's PDFs: a data sheet per product and language, and the company profile per language, printed from HTML by
// Chromium (src/pdf/render.ts) into public/ at the paths src/routes gives.
import path from 'path';
import React from 'react';
import { langCodes } from '../i18n/languages';
import { filePathTo, pathTo } from '../routes';
import { absoluteUrl } from '../seo/site-url';
import { siteCharacters } from '../node/fonts';
import { readPdfData } from './data';
import { pdfTranslators } from './texts';
import { writePdfFonts } from './fonts';
import { pdfPhoto } from './photos';
import { pdfHtml } from './document';
import { DataSheet } from './DataSheet';
import { CompanyProfile } from './CompanyProfile';
import { writePdfs, type PdfDocument, type PdfRun } from './render';

export interface SitePdfOptions {
  root: string;
  dataDir: string;
  publicDir: string;
  siteUrl: string;
  /** Default: .cache/pdf under root (the host keeps .cache between builds). */
  cacheDir?: string;
  concurrency?: number;
}

export const pdfCacheDir = (root: string) => path.join(root, '.cache', 'pdf');

/** Every PDF's document, in a stable order. */
export async function sitePdfDocuments(o: SitePdfOptions): Promise<PdfDocument[]> {
  const cacheDir = o.cacheDir ?? pdfCacheDir(o.root);
  const localesDir = path.join(o.root, 'src', 'i18n', 'locales');
  const data = readPdfData(o.dataDir);
  const texts = pdfTranslators(localesDir);
  const fonts = await writePdfFonts(o.root, path.join(cacheDir, 'fonts'), siteCharacters(o.dataDir, localesDir));
  const file = (sitePath: string) => path.join(o.publicDir, ...sitePath.split('/').filter(Boolean));
  const docs: PdfDocument[] = [];
  for (const product of data.products) {
    const photo = product.images[0]
      ? await pdfPhoto(path.join(o.dataDir, 'images', product.images[0]), path.join(cacheDir, 'photos'))
      : null;
    for (const lang of langCodes) {
      const t = texts[lang];
      const title = `${product.name[lang]} — ${t('catalogue:datasheet.title')}`;
      const pageUrl = absoluteUrl(o.siteUrl, pathTo(lang, { page: 'product', slug: product.slug, id: product.id }));
      docs.push({
        file: file(filePathTo(lang, { file: 'datasheet', slug: product.slug, id: product.id })),
        title,
        html: pdfHtml(
          lang,
          title,
          fonts.css,
          React.createElement(DataSheet, { lang, t, data, product, photo, pageUrl }),
        ),
      });
    }
  }
  for (const lang of langCodes) {
    const t = texts[lang];
    const title = `${data.company.name} — ${t('company:pdf.title')}`;
    const pageUrl = absoluteUrl(o.siteUrl, pathTo(lang, { page: 'about' }));
    docs.push({
      file: file(filePathTo(lang, { file: 'companyProfile', path: data.company.profilePdf })),
      title,
      html: pdfHtml(lang, title, fonts.css, React.createElement(CompanyProfile, { lang, t, data, pageUrl })),
    });
  }
  return docs;
}

/** Writes the site's PDFs into publicDir, printing only those whose content changed since they were last printed. */
export async function writeSitePdfs(o: SitePdfOptions): Promise<PdfRun & { prepareMs: number }> {
  const started = Date.now();
  const docs = await sitePdfDocuments(o);
  const prepareMs = Date.now() - started;
  const run = await writePdfs(docs, {
    root: o.root,
    cacheDir: o.cacheDir ?? pdfCacheDir(o.root),
    concurrency: o.concurrency,
  });
  return { ...run, prepareMs };
}
