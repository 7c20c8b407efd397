// Pure part of the PDFs half of `npm run bench` (scripts/bench-pdfs.ts): which PDF addresses are requested.
// No server here, so the unit tests can cover it.
import { filePathTo } from '../src/routes';
import type { Lang } from '../src/i18n/languages';

/**
 * The PDF addresses the bench requests, one product never twice (a product's photo, fetched once from the image CDN,
 * would make its second sheet cheaper): the first data sheet of all (`cold`, in the first language), `perLang` data
 * sheets of other products in each language, and the company profile in each language. Products are taken evenly
 * over the catalogue (by id), so the sheets come from different categories and photos.
 */
export function pdfSample(
  products: { id: number; slug: string }[],
  profilePath: string,
  langs: readonly Lang[],
  perLang: number,
): { cold: PdfTarget; sheets: PdfTarget[]; profiles: PdfTarget[] } {
  const wanted = 1 + perLang * langs.length;
  const sorted = [...products].sort((a, b) => a.id - b.id);
  if (!langs.length || sorted.length < wanted)
    throw new Error(`${wanted} products needed for the PDF sample, ${sorted.length} found`);
  const picked = Array.from({ length: wanted }, (_, i) => sorted[Math.floor((i * sorted.length) / wanted)]);
  const sheet = (lang: Lang, p: { id: number; slug: string }): PdfTarget => ({
    lang,
    path: filePathTo(lang, { file: 'datasheet', slug: p.slug, id: p.id }),
  });
  return {
    cold: sheet(langs[0], picked[0]),
    sheets: langs.flatMap((lang, l) => picked.slice(1 + l * perLang, 1 + (l + 1) * perLang).map((p) => sheet(lang, p))),
    profiles: langs.map((lang) => ({ lang, path: filePathTo(lang, { file: 'companyProfile', path: profilePath }) })),
  };
}

export interface PdfTarget {
  lang: Lang;
  path: string;
}
