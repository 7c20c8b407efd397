// Detail page calculator: a wanted area (sq ft or m²) → whole boxes and crates; with a breakage allowance, what to order
// (src/components/usa/OrderAdvice.tsx: crates or crates and boxes, their cost, the lots that can supply them alone and
// a hold of them); the large-order discount threshold; and "request this item", which puts the item and area on the
// quote list.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { usePageLang } from '../usePageLang';
import { useToast } from '../toast/useToast';
import { useIdleWhenInView } from '../useIdleWhenInView';
import { listFormat, numberFormat } from '../../i18n/formats';
import { pathTo } from '../../routes';
import { sqftToM2 } from '../../data/usa-stock';
import { addToQuoteList, quoteItemKey, readQuoteList, type NewQuoteItem } from '../../quote/quote-list';
import {
  allowanceChoices,
  areaUnits,
  orderAdvice,
  packForArea,
  parseArea,
  qualifiesForDiscount,
  wholeCratesFromOneLot,
  type AreaUnit,
  type Packing,
} from '../../usa/calculator';
import { OrderAdvice } from './OrderAdvice';
import { warehouseDate, type Lot } from '../../usa/lots';
import { readNumber } from '../../i18n/read-number';
import { QuantityEcho, useReadingProblem } from '../QuantityEcho';

export interface UsaTermsData {
  discountAboveSqft: number;
  breakagePercent: { min: number; max: number };
}

interface Props {
  item: Packing & {
    jsonId: number;
    sku: string;
    name: string;
    size: string;
    /** The item's one finish (data/finishes.json slug): part of its quote line. */
    surface: string;
    /** USD per sq ft (data/usa-stock: salePrice). */
    salePrice: number;
    sqftAvailable: number;
    lots: Lot[];
  };
  terms: UsaTermsData;
}

export function UsaCalculator({ item, terms }: Props) {
  const { t } = useTranslation(['usa', 'pages']);
  const lang = usePageLang();
  const toast = useToast();
  const [raw, setRaw] = React.useState('');
  const [unit, setUnit] = React.useState<AreaUnit>('sqft');
  // The most expected breakage is the allowance recommended (and chosen until the visitor picks another).
  const [allowance, setAllowance] = React.useState(terms.breakagePercent.max);
  // What was asked, and the warehouse's date then (which holds still hold).
  const [shown, setShown] = React.useState<{ raw: string; unit: AreaUnit; date: string } | null>(null);
  const [added, setAdded] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const sectionRef = React.useRef<HTMLElement>(null);
  // What "calculate" and "request this item" need, made before the tap: the toast code and the formatters (the first
  // list format of a language loads its data: ~20 ms of the tap at 4x CPU).
  useIdleWhenInView(sectionRef, () => {
    toast.preload();
    listFormat(lang, { type: 'disjunction' }).format(['1', '2']);
    warehouseDate(new Date());
  });

  const parsed = shown ? parseArea(shown.raw, shown.unit, lang) : null;
  const problemOf = useReadingProblem(lang);
  const result = parsed?.ok ? packForArea(parsed.sqft, item) : null;
  const advice = result ? orderAdvice(result.sqft, item, allowance) : null;
  const oneLot = advice && shown ? wholeCratesFromOneLot(advice.wholeCrates, item.lots, item, shown.date) : null;
  const fmt = numberFormat(lang, { maximumFractionDigits: 2 }).format;
  const area = (sqft: number) => ({ sqft: fmt(sqft), m2: fmt(sqftToM2(sqft)) });

  /** Shows the result (or what is wrong) for the current input; returns the area in sq ft when valid. */
  const check = (): number | null => {
    setShown({ raw, unit, date: warehouseDate(new Date()) });
    const input = parseArea(raw, unit, lang);
    if (!input.ok) inputRef.current?.focus();
    return input.ok ? input.sqft : null;
  };

  const request = () => {
    const sqft = check();
    if (sqft === null) return;
    const entry: NewQuoteItem = {
      kind: 'usaStock',
      id: item.jsonId,
      code: item.sku,
      name: item.name,
      size: item.size,
      finish: item.surface,
      quantity: sqft,
      unit: 'sqft',
    };
    addToQuoteList(entry);
    if (readQuoteList().some((i) => i.key === quoteItemKey(entry))) {
      toast.success(t('request.added', { name: item.name, sqft: fmt(sqft) }));
      setAdded(true);
    } else {
      toast.error(t('request.failed'));
    }
  };

  return (
    <section ref={sectionRef} className="usa-calc" aria-labelledby="usa-calc-title">
      <h2 id="usa-calc-title">{t('calc.title')}</h2>
      <p>{t('calc.intro')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          check();
        }}
      >
        <div className="usa-calc-row">
          <label>
            {t('calc.area')}
            <input
              ref={inputRef}
              name="area"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              aria-invalid={parsed && !parsed.ok ? true : undefined}
              aria-describedby={parsed && !parsed.ok ? 'usa-calc-error usa-calc-read' : 'usa-calc-read'}
            />
          </label>
          <label>
            {t('calc.unit')}
            <select name="unit" value={unit} onChange={(e) => setUnit(e.target.value as AreaUnit)}>
              {areaUnits.map((u) => (
                <option key={u} value={u}>
                  {t(`pages:units.${u}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('calc.allowance')}
            <select name="allowance" value={allowance} onChange={(e) => setAllowance(Number(e.target.value))}>
              {allowanceChoices(terms.breakagePercent.min, terms.breakagePercent.max).map((p) => (
                <option key={p} value={p}>
                  {p === terms.breakagePercent.max
                    ? t('calc.allowanceRecommended', { percent: fmt(p) })
                    : t('calc.allowancePercent', { percent: fmt(p) })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{t('calc.calculate')}</button>
        </div>
        <QuantityEcho id="usa-calc-read" reading={readNumber(raw, lang)} unit={t(`pages:units.${unit}`)} lang={lang} />
      </form>
      <div aria-live="polite">
        {parsed && !parsed.ok && (
          <p id="usa-calc-error" className="usa-error">
            {parsed.error === 'ambiguous' ? problemOf(parsed, shown?.raw ?? '', '') : t(`calc.errors.${parsed.error}`)}
          </p>
        )}
        {result && (
          <>
            <dl className="usa-calc-result">
              <dt>{t('calc.boxes')}</dt>
              <dd>{t('calc.covers', { number: fmt(result.boxes), ...area(result.boxesSqft) })}</dd>
              <dt>{t('calc.crates')}</dt>
              <dd>{t('calc.covers', { number: fmt(result.crates), ...area(result.cratesSqft) })}</dd>
            </dl>
            {advice && oneLot && (
              <OrderAdvice
                advice={advice}
                allowance={allowance}
                pricePerSqft={item.salePrice}
                itemId={item.jsonId}
                oneLot={oneLot}
              />
            )}
            {result.sqft > item.sqftAvailable && (
              <p className="usa-notice">{t('calc.overStock', { sqft: fmt(item.sqftAvailable) })}</p>
            )}
          </>
        )}
      </div>
      <p>{t('calc.breakage', { min: terms.breakagePercent.min, max: terms.breakagePercent.max })}</p>
      <p>
        {/* The discount goes by what is ordered: the area with its breakage allowance. */}
        {advice && qualifiesForDiscount(advice.sqft, terms.discountAboveSqft)
          ? t('calc.discountReached', { sqft: fmt(terms.discountAboveSqft) })
          : t('calc.discount', { sqft: fmt(terms.discountAboveSqft) })}
      </p>
      <div className="usa-request">
        <button type="button" onClick={request} aria-describedby="usa-request-hint">
          {t('request.button')}
        </button>
        <p id="usa-request-hint">{t('request.hint')}</p>
        {added && <LocalizedLink to={pathTo(lang, { page: 'quote' })}>{t('request.viewList')}</LocalizedLink>}
      </div>
    </section>
  );
}
