// The quote list's PDF from its address: the lines read back from the query and checked against the data the function
// ships (src/quote/quote-pdf-query.ts), then named, priced and linked from that data, in the address's language.
import React from 'react';
import type { Lang } from '../i18n/languages';
import { pathTo } from '../routes';
import { absoluteUrl } from '../seo/site-url';
import { priceLookup, productPrice, usaStockPrice, type StonePrice } from '../quote/indicative-prices';
import { decodeQuoteQuery, type QuoteStoneChoices } from '../quote/quote-pdf-query';
import type { QuoteItemKind } from '../quote/quote-list';
import type { PdfData } from './data';
import type { PdfSite } from './documents';
import { pdfHtml } from './document';
import { QuoteSheet, type QuoteSheetLine } from './QuoteSheet';

interface QuoteStone extends QuoteStoneChoices {
  code: string;
  name: Partial<Record<Lang, string>> & { en: string };
  path: (lang: Lang) => string;
}

/** Every stone a line may name, by `kind:id`, with what may be chosen for it; and their prices. */
function quoteCatalogue(data: PdfData): { stones: Map<string, QuoteStone>; prices: StonePrice[] } {
  const stones = new Map<string, QuoteStone>();
  const prices: StonePrice[] = [];
  for (const p of data.products) {
    stones.set(`product:${p.id}`, {
      code: p.code,
      name: p.name,
      sizes: p.sizes.map((s) => s.label),
      finishes: p.finishes,
      path: (lang) => pathTo(lang, { page: 'product', slug: p.slug, id: p.id }),
    });
    const price = productPrice(p.price);
    if (price) prices.push({ kind: 'product', id: p.id, ...price });
  }
  for (const u of data.usaStock) {
    stones.set(`usaStock:${u.id}`, {
      code: u.sku,
      name: u.name,
      sizes: [u.size],
      finishes: [u.surface, ...u.finishes],
      path: (lang) => pathTo(lang, { page: 'usaStockItem', id: u.id }),
    });
    prices.push({ kind: 'usaStock', id: u.id, ...usaStockPrice(u.salePrice) });
  }
  return { stones, prices };
}

/** Built once per site's data (the function reads its data again only after a build). */
const catalogues = new WeakMap<PdfData, ReturnType<typeof quoteCatalogue>>();

export type QuoteListPlan =
  | { kind: 'document'; lang: Lang; filename: string; title: string; html: string; photo: null; shared: false }
  /** The query is not a list the page wrote: why, in the address's language. */
  | { kind: 'refused'; lang: Lang; message: string };

/** The document for `query` in `lang`, dated `date` (the day the visitor saves it). */
export function planQuoteList(site: PdfSite, lang: Lang, query: URLSearchParams, date: Date): QuoteListPlan {
  const { data, manifest } = site;
  const t = site.texts[lang];
  let catalogue = catalogues.get(data);
  if (!catalogue) catalogues.set(data, (catalogue = quoteCatalogue(data)));
  const { stones } = catalogue;
  const stoneOf = (kind: QuoteItemKind, id: number) => stones.get(`${kind}:${id}`) ?? null;
  const reading = decodeQuoteQuery(query, stoneOf);
  if (!reading.ok) {
    const { ok, problem, ...values } = reading;
    return { kind: 'refused', lang, message: t(`catalogue:quote.pdf.errors.${problem}`, values) };
  }
  const lines: QuoteSheetLine[] = reading.lines.map((line) => {
    const stone = stoneOf(line.kind, line.id)!;
    return {
      ...line,
      code: stone.code,
      name: stone.name[lang] ?? stone.name.en,
      url: absoluteUrl(manifest.siteUrl, stone.path(lang)),
    };
  });
  const title = `${data.company.name} — ${t('catalogue:quote.title')}`;
  const pageUrl = absoluteUrl(manifest.siteUrl, pathTo(lang, { page: 'quote' }));
  const props = { lang, t, data, lines, priceOf: priceLookup(catalogue.prices), date, pageUrl };
  return {
    kind: 'document',
    lang,
    filename: `quote-${date.toISOString().slice(0, 10)}.pdf`,
    title,
    html: pdfHtml(lang, title, site.fontCss, React.createElement(QuoteSheet, props)),
    photo: null,
    shared: false,
  };
}
