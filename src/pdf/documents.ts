// The HTML a PDF is printed from, for one file address: a product's data sheet, the company profile or a visitor's quote
// list, in the address's language, from the data files, the locale texts and the build's PDF assets (src/pdf/assets.ts).
import fs from 'fs';
import path from 'path';
import React from 'react';
import type { Lang } from '../i18n/languages';
import { filePathTo, parseFilePath, pathTo } from '../routes';
import { absoluteUrl } from '../seo/site-url';
import { readPdfData, type PdfData } from './data';
import { pdfTranslators, type Translate } from './texts';
import { pdfHtml } from './document';
import { pdfFontCss } from './font-css';
import { pdfFontsDir, pdfManifestFile, type PdfManifest } from './manifest';
import { DataSheet } from './DataSheet';
import { CompanyProfile } from './CompanyProfile';
import { planQuoteList } from './quote-list';

/** Everything the documents are made of, read once per build output. */
export interface PdfSite {
  data: PdfData;
  texts: Record<Lang, Translate>;
  manifest: PdfManifest;
  fontCss: string;
  /**
   * The faces as a print's key names them (family, weight, source font): the files are cut to the whole site's
   * characters, so a new character anywhere renames them, while a sheet that did not change prints the same.
   */
  fontIdentity: string;
}

export function loadPdfSite(dirs: { dataDir: string; localesDir: string; assetsDir: string }): PdfSite {
  const manifest = JSON.parse(fs.readFileSync(pdfManifestFile(dirs.assetsDir), 'utf8')) as PdfManifest;
  return {
    data: readPdfData(dirs.dataDir),
    texts: pdfTranslators(dirs.localesDir),
    manifest,
    fontCss: pdfFontCss(manifest.fonts, pdfFontsDir(dirs.assetsDir)),
    fontIdentity: manifest.fonts.map((f) => `${f.family}/${f.weight}/${f.source}`).join(','),
  };
}

/**
 * Stands for the photo in the document until it is printed: the photo itself comes from the image CDN at print time,
 * and the document without it (its text, and the photo's content-hashed address) is what identifies the file.
 */
export const photoPlaceholder = 'pdf-photo:main';

export type PdfPlan =
  | {
      kind: 'document';
      lang: Lang;
      /** The file's name for a download. */
      filename: string;
      title: string;
      html: string;
      /** The published path of the photo the placeholder stands for, if the document has one. */
      photo: string | null;
      /** The same for every visitor (kept and cached), or one visitor's own (the quote list: neither). */
      shared: boolean;
    }
  /** The address's query is not a document: why, in its language (the quote list's lines). */
  | { kind: 'refused'; lang: Lang; message: string }
  /** The product's address changed (a renamed product): the current one. */
  | { kind: 'moved'; path: string }
  | { kind: 'unknown' };

/** `query` carries a quote list's lines; `date` is the day a quote list is saved on. */
export function planPdf(site: PdfSite, pathname: string, query = new URLSearchParams(), date = new Date()): PdfPlan {
  const { data, texts, manifest } = site;
  const parsed = parseFilePath(pathname, data.company.profilePdf);
  if (!parsed) return { kind: 'unknown' };
  const { lang, route } = parsed;
  const t = texts[lang];
  if (route.file === 'quoteList') return planQuoteList(site, lang, query, date);
  if (route.file === 'companyProfile') {
    const title = `${data.company.name} — ${t('company:pdf.title')}`;
    const pageUrl = absoluteUrl(manifest.siteUrl, pathTo(lang, { page: 'about' }));
    return {
      kind: 'document',
      lang,
      filename: path.posix.basename(route.path),
      title,
      html: pdfHtml(lang, title, site.fontCss, React.createElement(CompanyProfile, { lang, t, data, pageUrl })),
      photo: null,
      shared: true,
    };
  }
  const product = data.products.find((p) => p.id === route.id);
  if (!product) return { kind: 'unknown' };
  if (product.slug !== route.slug)
    return { kind: 'moved', path: filePathTo(lang, { file: 'datasheet', slug: product.slug, id: product.id }) };
  const title = `${product.name[lang]} — ${t('catalogue:datasheet.title')}`;
  const pageUrl = absoluteUrl(manifest.siteUrl, pathTo(lang, { page: 'product', slug: product.slug, id: product.id }));
  const photo = manifest.photos[product.id] ?? null;
  return {
    kind: 'document',
    lang,
    filename: `${product.slug}-${product.id}.pdf`,
    title,
    html: pdfHtml(
      lang,
      title,
      site.fontCss,
      React.createElement(DataSheet, { lang, t, data, product, photo: photo && photoPlaceholder, pageUrl }),
    ),
    photo,
    shared: true,
  };
}
