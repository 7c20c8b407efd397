// "Add to quote list" on product detail: size, finish, quantity and unit; confirms with a translated toast and a link to the list.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import {
  addToQuoteList,
  maxQuoteItems,
  maxQuoteQuantity,
  quoteItemKey,
  quoteUnits,
  type NewQuoteItem,
  type QuoteUnit,
} from '../../quote/quote-list';
import { useToast } from '../toast/useToast';
import { LocalizedLink } from '../LocalizedLink';
import { readQuantity } from '../../catalogue/quantity';
import { QuantityEcho, useReadingProblem } from '../QuantityEcho';
import { usePageLang } from '../usePageLang';
import { useIdleWhenInView } from '../useIdleWhenInView';
import { numberFormat } from '../../i18n/formats';

export interface QuoteProduct {
  id: number;
  code: string;
  name: string;
  sizes: string[];
  /** The finishes the stone is made in, named in the page's language. */
  finishes: { slug: string; name: string }[];
}

export function AddToQuote({ product, quotePath }: { product: QuoteProduct; quotePath: string }) {
  const { t } = useTranslation('catalogue');
  const { t: tp } = useTranslation('pages');
  const toast = useToast();
  const lang = usePageLang();
  const [size, setSize] = React.useState(product.sizes[0] ?? '');
  const [finish, setFinish] = React.useState(product.finishes[0]?.slug ?? '');
  const [quantity, setQuantity] = React.useState('');
  const [unit, setUnit] = React.useState<QuoteUnit>('m2');
  const [error, setError] = React.useState('');
  const [added, setAdded] = React.useState(false);
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
  const formRef = React.useRef<HTMLFormElement>(null);
  useIdleWhenInView(formRef, toast.preload);
  const id = `quote-${product.id}`;
  const format = numberFormat(lang).format;
  // Read as typed, by the page language's number signs, and shown beside the field before anything is added.
  const reading = readQuantity(quantity, lang);
  const problemOf = useReadingProblem(lang);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = problemOf(reading, quantity, t('quote.invalidQuantity', { max: format(maxQuoteQuantity) }));
    if (!reading.ok || problem) {
      setError(problem ?? '');
      return;
    }
    const amount = reading.value;
    const item: NewQuoteItem = {
      kind: 'product',
      id: product.id,
      code: product.code,
      name: product.name,
      quantity: amount,
      unit,
    };
    if (size) item.size = size;
    if (finish) item.finish = finish;
    const list = addToQuoteList(item);
    if (!list.some((i) => i.key === quoteItemKey(item))) {
      toast.error(t('quote.full', { max: maxQuoteItems }));
      return;
    }
    setError('');
    setAdded(true);
    const finishName = product.finishes.find((f) => f.slug === finish)?.name;
    const added = t('quote.added', { name: product.name, quantity: format(amount), unit: tp(`units.${unit}`) });
    toast.success(finishName ? `${added} ${t('quote.addedFinish', { finish: finishName })}` : added);
  };

  return (
    <form
      ref={formRef}
      className="add-to-quote"
      action={quotePath}
      method="get"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="add-to-quote-title">
        {t('quote.add')}
      </h2>
      {product.sizes.length > 0 && (
        <p className="add-to-quote-size">
          <label htmlFor={`${id}-size`}>{t('quote.size')}</label>
          <select id={`${id}-size`} value={size} onChange={(e) => setSize(e.target.value)}>
            {product.sizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </p>
      )}
      {product.finishes.length > 0 && (
        <p className="add-to-quote-finish">
          <label htmlFor={`${id}-finish`}>{t('quote.finish')}</label>
          <select id={`${id}-finish`} value={finish} onChange={(e) => setFinish(e.target.value)}>
            {product.finishes.map((f) => (
              <option key={f.slug} value={f.slug}>
                {f.name}
              </option>
            ))}
          </select>
        </p>
      )}
      <p>
        <label htmlFor={`${id}-quantity`}>{t('quote.quantity')}</label>
        <input
          id={`${id}-quantity`}
          type="text"
          name="quantity"
          inputMode="decimal"
          autoComplete="off"
          value={quantity}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-read` : `${id}-read`}
          onChange={(e) => {
            setQuantity(e.target.value);
            setAdded(false);
            setError('');
          }}
        />
        <QuantityEcho id={`${id}-read`} reading={reading} unit={tp(`units.${unit}`)} lang={lang} />
      </p>
      <p>
        <label htmlFor={`${id}-unit`}>{t('quote.unit')}</label>
        <select
          id={`${id}-unit`}
          value={unit}
          onChange={(e) => setUnit(quoteUnits.find((u) => u === e.target.value) ?? 'm2')}
        >
          {quoteUnits.map((u) => (
            <option key={u} value={u}>
              {tp(`units.${u}`)}
            </option>
          ))}
        </select>
      </p>
      <p>
        <button type="submit" disabled={!ready}>
          {t('quote.add')}
        </button>
      </p>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="add-to-quote-status">
        {added && <LocalizedLink to={quotePath}>{t('quote.view')}</LocalizedLink>}
      </p>
    </form>
  );
}
