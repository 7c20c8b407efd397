// What a visitor can do with the stone shown: order a sample of it, add it in the shown size to the quote list (the
// surface's area as the quantity, to be changed there), open its page and, when the US warehouse holds it, its stock.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { addToQuoteList, maxQuoteItems, quoteItemKey, type NewQuoteItem } from '../../quote/quote-list';
import { pathTo, sampleRequestPath } from '../../routes';
import { useToast } from '../toast/useToast';
import { useIdleWhenInView } from '../useIdleWhenInView';
import { numberFormat } from '../../i18n/formats';
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
  const [added, setAdded] = React.useState(false);
  React.useEffect(() => setAdded(false), [stone.key, size.key]);
  const sectionRef = React.useRef<HTMLElement>(null);
  useIdleWhenInView(sectionRef, toast.preload);
  const quotePath = pathTo(lang, { page: 'quote' });

  const addToQuote = () => {
    // The surface's area, rounded up to a tenth of a square metre: a starting quantity the quote list lets them change.
    const area = Math.ceil((surface.sizeCm[0] * surface.sizeCm[1]) / 1000) / 10;
    const item: NewQuoteItem = {
      kind: stone.kind,
      id: stone.id,
      code: stone.code,
      name: stone.name,
      size: size.label,
      quantity: area,
      unit: 'm2',
    };
    const list = addToQuoteList(item);
    if (!list.some((i) => i.key === quoteItemKey(item))) {
      toast.error(t('quoteFull', { max: maxQuoteItems }));
      return;
    }
    setAdded(true);
    toast.success(
      t('added', {
        stone: stone.name,
        size: sizeText(t, lang, size),
        area: numberFormat(lang).format(area),
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
          <button type="button" className="secondary" disabled={!enabled} onClick={addToQuote}>
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
      <p role="status" className="viz-status">
        {added && <LocalizedLink to={quotePath}>{t('viewQuote')}</LocalizedLink>}
      </p>
    </section>
  );
}
