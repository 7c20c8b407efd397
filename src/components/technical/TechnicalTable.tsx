// The properties table of a stone: one row per test value with its standard, lab and date. `units` picks what the
// value cells hold: "both" (print, the data sheet PDF) gives a metric and a US column; "metric"/"us" give one value
// column holding both systems, the page's unit switch hiding one by CSS (so it works before and without scripts).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import {
  technicalRows,
  formatMeasurement,
  formatTestDate,
  hasUsCounterpart,
  type Measurement,
  type Quantity,
  type TechnicalData,
  type Unit,
  type UnitsShown,
} from '../../data/technical';
import { usePageLang } from '../usePageLang';
import '../../styles/technical.css';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The translated word of a unit without a symbol (cycles, SRV, DCOF), `{{value}}` left for the number. */
export function useUnitWord(): (unit: Unit, value: number) => string {
  const { t } = useTranslation('technical');
  return (unit, value) => (t as T)(`unit.${unit}`, { count: value, value: '{{value}}' });
}

/** A value in the metric and US systems; the unit switch hides one (classes tech-metric / tech-us). */
export function DualQuantity({ q, units }: { q: Quantity; units: UnitsShown }) {
  const lang = usePageLang();
  const word = useUnitWord();
  const metric = formatMeasurement(q, 'metric', lang, word);
  if (!hasUsCounterpart(q.unit)) return <bdi>{metric}</bdi>;
  const us = formatMeasurement(q, 'us', lang, word);
  if (units === 'both')
    return (
      <bdi>
        {metric} ({us})
      </bdi>
    );
  return (
    <>
      <bdi className="tech-metric">{metric}</bdi>
      <bdi className="tech-us">{us}</bdi>
    </>
  );
}

/** The data marks a made-up laboratory of the sample catalogue "(sample)"; the page says so in its own language. */
const sampleMark = / \(sample\)$/;
function labText(lab: string, t: (key: string, vars: Record<string, string>) => string): string {
  return sampleMark.test(lab) ? t('labSample', { lab: lab.replace(sampleMark, '') }) : lab;
}

function TestedBy({ m }: { m: Measurement }) {
  const { t } = useTranslation('technical');
  const lang = usePageLang();
  return (
    <>
      {t('testedBy', { lab: labText(m.lab, t), date: formatTestDate(m.tested, lang) })}
      {m.report && (
        <>
          {' · '}
          <a href={m.report}>{t('report')}</a>
        </>
      )}
    </>
  );
}

export interface TechnicalTableProps {
  data: TechnicalData;
  units: UnitsShown;
  /** Finish names in the page's language, by slug (slip resistance rows). */
  finishNames: Record<string, string>;
  /** id of the caption, for a section heading to name the table. */
  captionId?: string;
}

export function TechnicalTable({ data, units, finishNames, captionId }: TechnicalTableProps) {
  const { t } = useTranslation('technical');
  const lang = usePageLang();
  const word = useUnitWord();
  const both = units === 'both';
  return (
    <table className={`technical-table${both ? ' technical-both' : ''}`}>
      <caption id={captionId}>{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('column.property')}</th>
          {both ? (
            <>
              <th scope="col">{t('column.metric')}</th>
              <th scope="col">{t('column.us')}</th>
            </>
          ) : (
            <th scope="col">{t('column.value')}</th>
          )}
          <th scope="col">{t('column.standard')}</th>
          <th scope="col">{t('column.tested')}</th>
        </tr>
      </thead>
      <tbody>
        {technicalRows(data).map((row) => {
          const m = row.measurement;
          const label =
            row.property === 'slipResistance'
              ? t('property.slipResistance', { finish: finishNames[row.finish ?? ''] ?? row.finish })
              : t(`property.${row.property}`);
          return (
            <tr key={row.key} className={m ? undefined : 'technical-missing'}>
              <th scope="row">{label}</th>
              {!m ? (
                <td colSpan={both ? 2 : 1}>{t('notTested')}</td>
              ) : both ? (
                <>
                  <td>
                    <bdi>{formatMeasurement(m, 'metric', lang, word)}</bdi>
                  </td>
                  <td>
                    <bdi>{formatMeasurement(m, 'us', lang, word)}</bdi>
                  </td>
                </>
              ) : (
                <td>
                  <DualQuantity q={m} units={units} />
                </td>
              )}
              <td className="technical-nowrap">{m ? <bdi className="technical-standard">{m.standard}</bdi> : '—'}</td>
              <td className="technical-tested">{m ? <TestedBy m={m} /> : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
