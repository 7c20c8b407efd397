// The quote list's PDF address: the page writes the list into its query and the PDF function reads the same lines back,
// refusing (with a message in the address's language) any line the data does not allow, a list over the page's limit
// and quantities that are not numbers; the document it prints names, prices and links each line from the data.
import path from 'path';
import { planPdf, type PdfSite } from '../../src/pdf/documents';
import { readPdfData } from '../../src/pdf/data';
import { pdfTranslators } from '../../src/pdf/texts';
import { formatMoney, numberFormat } from '../../src/i18n/formats';
import { filePathTo, pathTo } from '../../src/routes';
import { maxQuoteItems } from '../../src/quote/quote-list';
import {
  decodeQuoteQuery,
  encodeQuoteQuery,
  quoteLineParam,
  type QuotePdfLine,
  type QuoteStoneLookup,
} from '../../src/quote/quote-pdf-query';

const root = path.resolve(__dirname, '..', '..');
const data = readPdfData(path.join(root, 'data'));
const texts = pdfTranslators(path.join(root, 'src', 'i18n', 'locales'));
const site: PdfSite = {
  data,
  texts,
  manifest: {
    siteUrl: 'https://stone.example',
    fonts: [],
    photos: {},
    engine: { hash: 'test', path: '/static/chromium/test/', files: [], args: [] },
  },
  fontCss: '',
  fontIdentity: '',
};
const product = data.products.find((p) => p.id === 948)!;
const unpriced = data.products.find((p) => !p.price)!;
const usa = data.usaStock.find((u) => u.id === 5001)!;

/** What the data allows, as the function looks it up. */
const stoneOf: QuoteStoneLookup = (kind, id) => {
  if (kind === 'product') {
    const p = data.products.find((x) => x.id === id);
    return p ? { sizes: p.sizes.map((s) => s.label), finishes: p.finishes } : null;
  }
  const u = data.usaStock.find((x) => x.id === id);
  return u ? { sizes: [u.size], finishes: [u.surface, ...u.finishes] } : null;
};

const lines: QuotePdfLine[] = [
  // A size label with spaces, brackets, commas and dots, and a quantity typed with decimals.
  { kind: 'product', id: 948, size: product.sizes[2].label, finish: 'polished', quantity: 1200.5, unit: 'm2' },
  { kind: 'product', id: 948, size: product.sizes[0].label, quantity: 0.0000001, unit: 'sqft' },
  { kind: 'usaStock', id: 5001, size: usa.size, finish: usa.surface, quantity: 107.63910416709722, unit: 'sqft' },
  { kind: 'product', id: unpriced.id, quantity: 3, unit: 'm2' },
];
const query = (text: string) => new URLSearchParams(text);
const withLines = (...raw: string[]) => query(raw.map((l) => `${quoteLineParam}=${encodeURIComponent(l)}`).join('&'));

describe('the quote list in the PDF address', () => {
  it('reads back as the same lines, in order', () => {
    expect(decodeQuoteQuery(query(encodeQuoteQuery(lines)), stoneOf)).toEqual({ ok: true, lines });
  });

  it('refuses what the data does not allow, naming the line', () => {
    const good = `p948~polished~10~m2~${product.sizes[0].label}`;
    const refusal = (...raw: string[]) => decodeQuoteQuery(withLines(...raw), stoneOf);
    expect(refusal(good, 'p999999~~10~m2~')).toEqual({ ok: false, problem: 'unknownStone', line: 2 });
    expect(refusal('u948~~10~sqft~')).toEqual({ ok: false, problem: 'unknownStone', line: 1 });
    expect(refusal('p948~~10~m2~1x1 cm')).toEqual({ ok: false, problem: 'unknownSize', line: 1 });
    expect(refusal('p948~gilded~10~m2~')).toEqual({ ok: false, problem: 'unknownFinish', line: 1 });
    expect(refusal(good, good)).toEqual({ ok: false, problem: 'repeated', line: 2 });
    expect(refusal('p948~~10~kg~')).toEqual({ ok: false, problem: 'malformed', line: 1 });
    expect(refusal('948~~10~m2~')).toEqual({ ok: false, problem: 'malformed', line: 1 });
  });

  it.each(['0', '0.0', '1000000.01', '2000000', '01', '1.2.3', '.5', '5.'])('refuses the quantity %s', (quantity) => {
    expect(decodeQuoteQuery(withLines(`p948~~${quantity}~m2~`), stoneOf)).toEqual({
      ok: false,
      problem: 'badQuantity',
      line: 1,
    });
  });

  it.each(['-1', '1e3', 'NaN', 'Infinity', '١٢', '', '1,5'])('cannot read the quantity "%s"', (quantity) => {
    expect(decodeQuoteQuery(withLines(`p948~~${quantity}~m2~`), stoneOf)).toEqual({
      ok: false,
      problem: 'malformed',
      line: 1,
    });
  });

  it(`refuses an empty list and one over the page's ${maxQuoteItems} lines`, () => {
    expect(decodeQuoteQuery(query(''), stoneOf)).toEqual({ ok: false, problem: 'empty' });
    const many = product.sizes.flatMap((s) => product.finishes.map((f) => `p948~${f}~1~m2~${s.label}`));
    const usaMany = data.usaStock.map((u) => `u${u.id}~~1~sqft~`);
    const all = [...many, ...usaMany];
    expect(all.length).toBeGreaterThan(maxQuoteItems);
    expect(decodeQuoteQuery(withLines(...all.slice(0, maxQuoteItems)), stoneOf).ok).toBe(true);
    expect(decodeQuoteQuery(withLines(...all.slice(0, maxQuoteItems + 1)), stoneOf)).toEqual({
      ok: false,
      problem: 'tooMany',
      max: maxQuoteItems,
    });
  });
});

describe('the quote list document', () => {
  const date = new Date('2026-11-29T10:00:00Z');
  const plan = (lang: 'ar' | 'fr', search: string) =>
    planPdf(site, filePathTo(lang, { file: 'quoteList' }), query(search), date);

  it('names, prices and links each line from the data in the address language, with the indicative total', () => {
    const shown = [lines[0], lines[2], lines[3]];
    const doc = plan('ar', encodeQuoteQuery(shown));
    if (doc.kind !== 'document') throw new Error(`planned ${doc.kind}`);
    expect(doc).toMatchObject({ lang: 'ar', filename: 'quote-2026-11-29.pdf', shared: false });
    const t = texts.ar;
    expect(doc.html).toContain('<html lang="ar" dir="rtl">');
    expect(doc.html).toContain(product.name.ar);
    // The USA stock has no Arabic names: the English one stands in.
    expect(doc.html).toContain(usa.name.en.replaceAll('&', '&amp;'));
    expect(doc.html).toContain(unpriced.name.ar);
    expect(doc.html).toContain(`${numberFormat('ar').format(1200.5)} ${t('pages:units.m2')}`);
    expect(doc.html).toContain(data.finishes.get('polished')!.name.ar);
    const first = 1200.5 * product.price!.amount;
    const second = Math.round(lines[2].quantity * usa.salePrice * 100) / 100;
    expect(doc.html).toContain(formatMoney('ar', 'USD', first));
    expect(doc.html).toContain(formatMoney('ar', 'USD', first + second));
    expect(doc.html).toContain(t('catalogue:quote.unpricedLines', { count: 1 }));
    expect(doc.html).toContain(t('catalogue:quote.indicative'));
    expect(doc.html).toContain(t('pages:product.priceOnRequest'));
    const productUrl = `https://stone.example${pathTo('ar', { page: 'product', slug: product.slug, id: 948 })}`;
    expect(doc.html).toContain(`href="${productUrl}"`);
    expect(doc.html).toContain(`https://stone.example${pathTo('ar', { page: 'usaStockItem', id: 5001 })}`);
    expect(doc.html).toContain(data.company.email);
  });

  it("refuses a list it cannot print with the rule's message in the address language", () => {
    expect(plan('fr', `${quoteLineParam}=p999999~~10~m2~`)).toEqual({
      kind: 'refused',
      lang: 'fr',
      message: texts.fr('catalogue:quote.pdf.errors.unknownStone', { line: 1 }),
    });
    expect(plan('ar', '')).toEqual({
      kind: 'refused',
      lang: 'ar',
      message: texts.ar('catalogue:quote.pdf.errors.empty'),
    });
  });
});
