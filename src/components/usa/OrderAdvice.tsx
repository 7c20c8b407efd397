// The calculator's advice on what to order: the area with the chosen breakage allowance, as whole crates (what the
// warehouse sells from stock) or as crates and loose boxes (on request), each with its indicative cost at the item's
// price; and the lots that can supply the whole crates alone (one shade), each linking to a hold of that many crates.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { usePageLang } from '../usePageLang';
import { listFormat, numberFormat } from '../../i18n/formats';
import { holdRequestPath } from '../../routes';
import { sqftToM2 } from '../../data/usa-stock';
import { usd } from '../UsaStockCard';
import { costOf, type OrderAdvice as Advice, type wholeCratesFromOneLot } from '../../usa/calculator';

interface Props {
  advice: Advice;
  allowance: number;
  pricePerSqft: number;
  itemId: number;
  oneLot: ReturnType<typeof wholeCratesFromOneLot>;
}

export function OrderAdvice({ advice, allowance, pricePerSqft, itemId, oneLot }: Props) {
  const { t } = useTranslation('usa');
  const lang = usePageLang();
  const fmt = numberFormat(lang, { maximumFractionDigits: 2 }).format;
  const area = (sqft: number) => ({ sqft: fmt(sqft), m2: fmt(sqftToM2(sqft)) });
  const cost = (sqft: number) => usd(costOf(sqft, pricePerSqft), lang);
  return (
    <div className="usa-order">
      <h3>{t('calc.order.title', { percent: fmt(allowance), ...area(advice.sqft) })}</h3>
      <dl className="usa-calc-result">
        <dt>{t('calc.order.whole')}</dt>
        <dd>
          {t('calc.order.crates', {
            count: advice.wholeCrates,
            number: fmt(advice.wholeCrates),
            ...area(advice.wholeCratesSqft),
          })}
          <span className="usa-order-cost">{t('calc.order.cost', { cost: cost(advice.wholeCratesSqft) })}</span>
        </dd>
        {advice.boxes > 0 && (
          <>
            <dt>{t('calc.order.mixed')}</dt>
            <dd>
              {t('calc.order.cratesAndBoxes', {
                crates: fmt(advice.crates),
                boxes: fmt(advice.boxes),
                ...area(advice.mixedSqft),
              })}
              <span className="usa-order-cost">{t('calc.order.cost', { cost: cost(advice.mixedSqft) })}</span>
            </dd>
          </>
        )}
      </dl>
      <p className="usa-order-note">{t('calc.order.note', { price: usd(pricePerSqft, lang) })}</p>
      <OneLot result={oneLot} crates={advice.wholeCrates} itemId={itemId} format={fmt} lang={lang} />
    </div>
  );
}

/** Which lots can supply the crates alone, each a link to hold them, or how far the largest falls short. */
function OneLot({
  result,
  crates,
  itemId,
  format,
  lang,
}: {
  result: ReturnType<typeof wholeCratesFromOneLot>;
  crates: number;
  itemId: number;
  format: (n: number) => string;
  lang: ReturnType<typeof usePageLang>;
}) {
  const { t } = useTranslation('usa');
  if (result.lots.length > 0) {
    const names = result.lots.map((l) =>
      t('calc.oneLot.lot', { lot: l.lot, shade: l.shade, crates: format(l.crates) }),
    );
    return (
      <div className="usa-one-lot">
        <p>
          {t('calc.oneLot.found', {
            crates: format(crates),
            lots: listFormat(lang, { type: 'disjunction' }).format(names),
          })}
        </p>
        <ul className="usa-one-lot-holds">
          {result.lots.map((l) => (
            <li key={l.lot}>
              <LocalizedLink to={holdRequestPath(lang, itemId, l.lot, crates)}>
                {t('calc.oneLot.hold', { count: crates, crates: format(crates), lot: l.lot })}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <p className="usa-one-lot usa-notice">
      {result.largest > 0
        ? t('calc.oneLot.short', { crates: format(crates), largest: format(result.largest) })
        : t('calc.oneLot.none')}
    </p>
  );
}
