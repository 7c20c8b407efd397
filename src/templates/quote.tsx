// The visitor's quote list (kept in the browser): review it, change quantities and units, remove lines or clear it,
// see each line's indicative amount and the estimated total from the list prices in data/, send it as one request
// through the contact form, which shows and sends the same list, or save it as a PDF.
import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { noindexHead } from '../components/KeyedPageHead';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { useToast } from '../components/toast/useToast';
import { Breadcrumb } from '../components/catalogue/Breadcrumb';
import {
  clearQuoteList,
  maxQuoteQuantity,
  quoteUnits,
  removeFromQuoteList,
  updateQuoteItem,
  useQuoteList,
  type QuoteItem,
} from '../quote/quote-list';
import { readQuantity } from '../catalogue/quantity';
import { QuantityEcho, useReadingProblem } from '../components/QuantityEcho';
import { formatMoney, numberFormat } from '../i18n/formats';
import { filePathTo, pathTo, sampleRequestPath } from '../routes';
import { samplePicksOf } from '../samples/stones';
import { finishName } from '../quote/finish-names';
import { encodeQuoteQuery } from '../quote/quote-pdf-query';
import {
  lineAmount,
  priceLookup,
  quoteEstimate,
  type PriceLookup,
  type StonePrice,
  type UnitPrice,
} from '../quote/indicative-prices';
import type { BasePageContext, ProductSlugsContext } from './types';
import '../styles/catalogue.css';
import '../styles/quote.css';

interface QuoteContext extends ProductSlugsContext {
  prices: StonePrice[];
}

/** "US$39.00 per m²" and the line's amount, or "price on request". */
function LinePrice({ item, price }: { item: QuoteItem; price: UnitPrice | null }) {
  const { t } = useTranslation('catalogue');
  const { t: tp } = useTranslation('pages');
  const lang = usePageLang();
  const amount = lineAmount(item, price);
  if (!price || amount === null) return <>{t('product.priceOnRequest')}</>;
  return (
    <>
      <div className="quote-line-amount">{formatMoney(lang, price.currency, amount)}</div>
      <div className="quote-unit-price">
        {t('quote.unitPrice', {
          price: formatMoney(lang, price.currency, price.amount),
          unit: tp(`units.${price.unit}`),
        })}
      </div>
    </>
  );
}

function QuoteRow({
  item,
  href,
  price,
  onRemoved,
}: {
  item: QuoteItem;
  href: string | null;
  price: UnitPrice | null;
  onRemoved: (item: QuoteItem) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tp } = useTranslation('pages');
  const lang = usePageLang();
  // The stored quantity as the page's language writes it, so that it reads back as itself.
  const [text, setText] = React.useState(() => numberFormat(lang).format(item.quantity));
  const reading = readQuantity(text, lang);
  const problem = useReadingProblem(lang)(
    reading,
    text,
    t('quote.invalidQuantity', { max: numberFormat(lang).format(maxQuoteQuantity) }),
  );
  const errorId = `quote-error-${item.key}`;
  const readId = `quote-read-${item.key}`;
  return (
    <tr>
      <td className="product-code">{item.code}</td>
      <td>
        {href ? <LocalizedLink to={href}>{item.name}</LocalizedLink> : item.name}
        {item.size && (
          <div className="quote-size" dir="ltr">
            {item.size}
          </div>
        )}
        {item.finish && <div className="quote-finish">{finishName(item.finish, lang)}</div>}
      </td>
      <td>
        <input
          type="text"
          aria-label={t('quote.quantityOf', { name: item.name })}
          inputMode="decimal"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${readId}` : readId}
          onChange={(e) => {
            setText(e.target.value);
            const typed = readQuantity(e.target.value, lang);
            // Only a number read one way is stored; the typed text stays in the field until it is corrected.
            if (typed.ok) updateQuoteItem(item.key, { quantity: typed.value });
          }}
        />
        <QuantityEcho id={readId} reading={reading} unit={tp(`units.${item.unit}`)} lang={lang} />
        {problem && (
          <p id={errorId} className="form-error" role="alert">
            {problem}
          </p>
        )}
      </td>
      <td>
        <select
          aria-label={t('quote.unitOf', { name: item.name })}
          value={item.unit}
          onChange={(e) =>
            updateQuoteItem(item.key, { unit: quoteUnits.find((u) => u === e.target.value) ?? item.unit })
          }
        >
          {quoteUnits.map((u) => (
            <option key={u} value={u}>
              {tp(`units.${u}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="quote-price">
        <LinePrice item={item} price={price} />
      </td>
      <td>
        <button
          type="button"
          className="secondary"
          aria-label={t('quote.removeItem', { name: item.name })}
          onClick={() => {
            removeFromQuoteList(item.key);
            onRemoved(item);
          }}
        >
          {t('quote.remove')}
        </button>
      </td>
    </tr>
  );
}

/** The estimated total of the priced lines, marked as indicative, and how many lines it leaves out. */
function QuoteTotal({ list, priceOf }: { list: QuoteItem[]; priceOf: PriceLookup }) {
  const { t } = useTranslation('catalogue');
  const lang = usePageLang();
  const estimate = quoteEstimate(list, priceOf);
  return (
    <div className="quote-total" aria-live="polite">
      {estimate.totals.map((total) => (
        <p key={total.currency}>
          <strong>{t('quote.estimatedTotal')}</strong> {formatMoney(lang, total.currency, total.amount)}
        </p>
      ))}
      {estimate.unpriced > 0 && <p>{t('quote.unpricedLines', { count: estimate.unpriced })}</p>}
      <p className="quote-indicative">{t('quote.indicative')}</p>
    </div>
  );
}

export default function QuotePage({ data, pageContext }: PageProps<Queries.QuotePageQuery, QuoteContext>) {
  const { t } = useTranslation('catalogue');
  const lang = usePageLang();
  const list = useQuoteList();
  const toast = useToast();
  const heading = React.useRef<HTMLHeadingElement>(null);
  // The list lives in the browser: render it after mount so the prerendered page never claims it is empty.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const slugOf = new Map(pageContext.products.map((p) => [p.id, p.slug]));
  const priceOf = React.useMemo(() => priceLookup(pageContext.prices ?? []), [pageContext.prices]);
  const hrefOf = (item: QuoteItem): string | null => {
    if (item.kind === 'usaStock') return pathTo(lang, { page: 'usaStockItem', id: item.id });
    const slug = slugOf.get(item.id);
    return slug ? pathTo(lang, { page: 'product', slug, id: item.id }) : null;
  };
  const afterRemoval = (message: string) => {
    toast.success(message);
    heading.current?.focus();
  };

  return (
    <Layout>
      <div className="catalogue-page quote-page">
        <Breadcrumb current={t('quote.title')} />
        <h1 ref={heading} tabIndex={-1}>
          {t('quote.title')}
        </h1>
        <noscript>
          <p>{t('quote.needsJs')}</p>
        </noscript>
        {mounted && list.length === 0 && (
          <>
            <p className="empty">{t('quote.empty')}</p>
            <ul className="inline-list">
              {data.allCategory.nodes.map((c) => (
                <li key={c.jsonId}>
                  <LocalizedLink to={pathTo(lang, { page: 'category', slug: c.slug, id: c.jsonId })}>
                    {c.name.text}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </>
        )}
        {mounted && list.length > 0 && (
          <>
            <p>{t('quote.intro')}</p>
            <table className="quote-table">
              <thead>
                <tr>
                  <th scope="col">{t('quote.code')}</th>
                  <th scope="col">{t('quote.product')}</th>
                  <th scope="col">{t('quote.quantity')}</th>
                  <th scope="col">{t('quote.unit')}</th>
                  <th scope="col">{t('quote.indicativePrice')}</th>
                  <th scope="col">{t('quote.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <QuoteRow
                    key={item.key}
                    item={item}
                    href={hrefOf(item)}
                    price={priceOf(item)}
                    onRemoved={(removed) => afterRemoval(t('quote.removed', { name: removed.name }))}
                  />
                ))}
              </tbody>
            </table>
            <QuoteTotal list={list} priceOf={priceOf} />
            <div className="quote-actions">
              <LocalizedLink className="quote-send" to={pathTo(lang, { page: 'contact' })}>
                {t('quote.send')}
              </LocalizedLink>
              <LocalizedLink className="quote-samples" to={sampleRequestPath(lang, samplePicksOf(list))}>
                {t('quote.requestSamples')}
              </LocalizedLink>
              {/* The list lives in the browser: its lines go in the address, printed by the PDF function. */}
              <a
                className="quote-pdf"
                href={`${filePathTo(lang, { file: 'quoteList' })}?${encodeQuoteQuery(list)}`}
                type="application/pdf"
                download
              >
                {t('quote.pdf.save')}
              </a>
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  if (!window.confirm(t('quote.confirmClear'))) return;
                  clearQuoteList();
                  afterRemoval(t('quote.cleared'));
                }}
              >
                {t('quote.clear')}
              </button>
            </div>
          </>
        )}
      </div>
    </Layout>
  );
}

export const Head = noindexHead<BasePageContext>({
  title: 'catalogue:quote.title',
  description: 'seo:description.quote',
});

export const query = graphql`
  query QuotePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "catalogue", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    allCategory(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
        }
      }
    }
  }
`;
