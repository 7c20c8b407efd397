// A visitor's quote list as a PDF: the company's header, the date, each line (name in the page's language, code, size,
// finish, quantity and unit, indicative amount, the stone's web address), the indicative total and its note, contact.
import type { Lang } from '../i18n/languages';
import { dateTimeFormat, formatMoney, numberFormat } from '../i18n/formats';
import { lineAmount, quoteEstimate, type PriceLookup } from '../quote/indicative-prices';
import type { QuotePdfLine } from '../quote/quote-pdf-query';
import type { PdfData } from './data';
import type { Translate } from './texts';
import { ContactFooter, SheetHeader } from './document';

/** A line with what the data says of its stone. */
export interface QuoteSheetLine extends QuotePdfLine {
  name: string;
  code: string;
  /** The stone's web page, absolute. */
  url: string;
}

export interface QuoteSheetProps {
  lang: Lang;
  t: Translate;
  data: PdfData;
  lines: QuoteSheetLine[];
  priceOf: PriceLookup;
  date: Date;
  /** The quote page's address, absolute. */
  pageUrl: string;
}

export function QuoteSheet({ lang, t, data, lines, priceOf, date, pageUrl }: QuoteSheetProps) {
  const estimate = quoteEstimate(lines, priceOf);
  const number = numberFormat(lang);
  return (
    <>
      <SheetHeader company={data.company.name} kind={t('catalogue:quote.pdf.kind')} />
      <h1>{t('catalogue:quote.title')}</h1>
      <p className="subtitle">
        {t('catalogue:quote.pdf.date', { date: dateTimeFormat(lang, { dateStyle: 'long' }).format(date) })}
      </p>
      <table className="quote-lines">
        <thead>
          <tr>
            <th scope="col">{t('catalogue:quote.product')}</th>
            <th scope="col">{t('catalogue:quote.code')}</th>
            <th scope="col">{t('catalogue:quote.size')}</th>
            <th scope="col">{t('catalogue:quote.finish')}</th>
            <th scope="col" className="figure">
              {t('catalogue:quote.quantity')}
            </th>
            <th scope="col" className="figure">
              {t('catalogue:quote.indicativePrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const price = priceOf(line);
            const amount = lineAmount(line, price);
            return (
              <tr key={`${line.kind}:${line.id}:${line.size ?? ''}:${line.finish ?? ''}`}>
                <td>
                  <a href={line.url}>{line.name}</a>
                  <bdi className="ltr url">{line.url}</bdi>
                </td>
                <td>
                  <bdi className="ltr">{line.code}</bdi>
                </td>
                <td>{line.size && <bdi className="ltr">{line.size}</bdi>}</td>
                <td>{line.finish && (data.finishes.get(line.finish)?.name[lang] ?? line.finish)}</td>
                <td className="figure">
                  {number.format(line.quantity)} {t(`pages:units.${line.unit}`)}
                </td>
                <td className="figure">
                  {price && amount !== null ? (
                    <>
                      <strong>{formatMoney(lang, price.currency, amount)}</strong>
                      <small className="reason">
                        {t('catalogue:quote.unitPrice', {
                          price: formatMoney(lang, price.currency, price.amount),
                          unit: t(`pages:units.${price.unit}`),
                        })}
                      </small>
                    </>
                  ) : (
                    t('pages:product.priceOnRequest')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <section className="quote-total">
        {estimate.totals.map((total) => (
          <p key={total.currency}>
            <strong>{t('catalogue:quote.estimatedTotal')}</strong> {formatMoney(lang, total.currency, total.amount)}
          </p>
        ))}
        {estimate.unpriced > 0 && <p>{t('catalogue:quote.unpricedLines', { count: estimate.unpriced })}</p>}
        <p className="note">{t('catalogue:quote.indicative')}</p>
      </section>
      <ContactFooter company={data.company} lang={lang} t={t} pageUrl={pageUrl} />
    </>
  );
}
