// What a visitor can do with the stone shown: order a sample of it, add it in the shown size to the quote list (asked
// first: the surface's area is offered as the quantity, to keep or change), open its page and, when the US warehouse
// holds it, its stock.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import {
  addToQuoteList,
  maxQuoteItems,
  maxQuoteQuantity,
  quoteItemKey,
  type NewQuoteItem,
} from '../../quote/quote-list';
import { pathTo, sampleRequestPath } from '../../routes';
import { useToast } from '../toast/useToast';
import { useIdleWhenInView } from '../useIdleWhenInView';
import { numberFormat } from '../../i18n/formats';
import { readQuantity } from '../../catalogue/quantity';
import { QuantityEcho, useReadingProblem } from '../QuantityEcho';
import { LocalizedLink } from '../LocalizedLink';
import type { Lang } from '../../i18n/languages';
import type { LayingSize, SceneSurface, VisualizerStone } from '../../visualizer/types';
import { sizeText } from './texts';

interface Props {
  lang: Lang;
  stone: VisualizerStone;
  size: LayingSize;
  surface: SceneSurface;
  enabled: boolean;
}

export function VisualizerActions({ lang, stone, size, surface, enabled }: Props) {
  const { t } = useTranslation('visualizer');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const { t: tp } = useTranslation('pages');
  const [added, setAdded] = React.useState(false);
  // The quantity being asked for (the typed text), or null when not asking.
  const [asking, setAsking] = React.useState<string | null>(null);
  const [error, setError] = React.useState('');
  React.useEffect(() => {
    setAdded(false);
    setAsking(null);
  }, [stone.key, size.key]);
  const problemOf = useReadingProblem(lang);
  const sectionRef = React.useRef<HTMLElement>(null);
  useIdleWhenInView(sectionRef, toast.preload);
  const quotePath = pathTo(lang, { page: 'quote' });

  // The surface's area, rounded up to a tenth of a square metre: the quantity offered, which the visitor keeps or changes.
  const area = Math.ceil((surface.sizeCm[0] * surface.sizeCm[1]) / 1000) / 10;
  const reading = readQuantity(asking ?? '', lang);

  const addToQuote = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = problemOf(
      reading,
      asking ?? '',
      tp('number.invalid', { max: numberFormat(lang).format(maxQuoteQuantity) }),
    );
    if (!reading.ok || problem) {
      setError(problem ?? '');
      return;
    }
    const quantity = reading.value;
    const item: NewQuoteItem = {
      kind: stone.kind,
      id: stone.id,
      code: stone.code,
      name: stone.name,
      size: size.label,
      quantity,
      unit: 'm2',
    };
    const list = addToQuoteList(item);
    if (!list.some((i) => i.key === quoteItemKey(item))) {
      toast.error(t('quoteFull', { max: maxQuoteItems }));
      return;
    }
    setAdded(true);
    setAsking(null);
    toast.success(
      t('added', {
        stone: stone.name,
        size: sizeText(t, lang, size),
        area: numberFormat(lang).format(quantity),
        surface: surface.name[lang],
      }),
    );
  };

  return (
    <section ref={sectionRef} className="viz-actions" aria-labelledby="viz-actions-title">
      <h2 id="viz-actions-title">
        {t('actions')}: {stone.name}
      </h2>
      <ul className="viz-action-list">
        <li>
          <a
            className="button"
            href={sampleRequestPath(lang, [{ kind: stone.kind, id: stone.id, finish: '', sample: '' }])}
          >
            {tc('sample.order')}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="secondary"
            disabled={!enabled}
            aria-expanded={asking !== null}
            aria-controls="viz-quantity"
            onClick={() => {
              setAsking(asking === null ? numberFormat(lang).format(area) : null);
              setError('');
            }}
          >
            {t('addToQuote')}
          </button>
        </li>
        {stone.usaStockPath && (
          <li>
            <LocalizedLink to={stone.usaStockPath}>{t('seeUsaStock')}</LocalizedLink>
          </li>
        )}
        <li>
          <LocalizedLink to={stone.path}>{t('details')}</LocalizedLink>
        </li>
      </ul>
      {asking !== null && (
        <form id="viz-quantity" className="viz-quantity" noValidate onSubmit={addToQuote}>
          <p>{t('confirmTitle', { stone: stone.name })}</p>
          <p id="viz-quantity-hint">
            {t('confirmHint', { surface: surface.name[lang], area: numberFormat(lang).format(area) })}
          </p>
          <label htmlFor="viz-quantity-input">{t('confirmQuantity')}</label>{' '}
          <input
            id="viz-quantity-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the visitor's own press, which asks for this value
            autoFocus
            value={asking}
            aria-invalid={error ? true : undefined}
            aria-describedby={`viz-quantity-hint viz-quantity-read${error ? ' viz-quantity-error' : ''}`}
            onChange={(e) => {
              setAsking(e.target.value);
              setError('');
            }}
          />{' '}
          <QuantityEcho id="viz-quantity-read" reading={reading} unit={tp('units.m2')} lang={lang} />
          {error && (
            <p id="viz-quantity-error" className="form-error" role="alert">
              {error}
            </p>
          )}
          <p>
            <button type="submit">{t('confirmAdd')}</button>{' '}
            <button type="button" className="secondary" onClick={() => setAsking(null)}>
              {t('confirmCancel')}
            </button>
          </p>
        </form>
      )}
      <p role="status" className="viz-status">
        {added && <LocalizedLink to={quotePath}>{t('viewQuote')}</LocalizedLink>}
      </p>
    </section>
  );
}
