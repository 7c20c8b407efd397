// "Order a sample" on product and USA stock pages: a small form (finish, kind of sample) that opens the sample request
// page with this stone in its address. A plain GET form: the same navigation before, after and without JavaScript.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import { sampleQueryNames } from '../routes/sample-query';
import { sampleKinds, type StoneKind } from './fields';
import type { FinishName } from './stones';
import { stoneKey } from '../routes/stone-key';
import '../styles/samples.css';

interface Props {
  kind: StoneKind;
  id: number;
  /** The stone's finishes, named in the page's language. */
  finishes: FinishName[];
}

export function OrderSample({ kind, id, finishes }: Props) {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  return (
    <details className="order-sample">
      <summary>{t('sample.order')}</summary>
      <form method="get" action={pathTo(lang, { page: 'sampleRequest' })} aria-label={t('sample.title')}>
        <input type="hidden" name={sampleQueryNames.stone} value={stoneKey({ kind, id })} />
        {finishes.length > 0 ? (
          <div>
            <label htmlFor="order-sample-finish">{t('sample.finish')}</label>{' '}
            <select id="order-sample-finish" name={sampleQueryNames.finish} defaultValue={finishes[0].slug}>
              {finishes.map((f) => (
                <option key={f.slug} value={f.slug}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name={sampleQueryNames.finish} value="" />
        )}
        <fieldset>
          <legend>{t('sample.kind')}</legend>
          {sampleKinds.map((k, i) => (
            <label key={k} className="order-sample-kind">
              <input type="radio" name={sampleQueryNames.sample} value={k} defaultChecked={i === 0} />{' '}
              {t(`sample.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit">{t('sample.order')}</button>
      </form>
    </details>
  );
}
