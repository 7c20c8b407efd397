// The data sheet's properties table: each test value in metric and US units side by side, its standard and test date,
// the laboratories listed once below (one line per row keeps the sheet on one page)
// (rows, conversion and number formats from src/data/technical.ts, as the page's TechnicalTable in "both" mode; that
// component reads its texts from the page's React context, which a PDF has not).
import type { Lang } from '../i18n/languages';
import { formatMeasurement, formatTestDate, technicalRows, type TechnicalData, type Unit } from '../data/technical';
import type { Translate } from './texts';

export function TechnicalSheetTable({
  lang,
  t,
  data,
  finishNames,
}: {
  lang: Lang;
  t: Translate;
  data: TechnicalData;
  finishNames: Record<string, string>;
}) {
  const word = (unit: Unit, value: number) => t(`technical:unit.${unit}`, { count: value, value: '{{value}}' });
  const date = (iso: string) => formatTestDate(iso, lang);
  const rows = technicalRows(data);
  const labs = [...new Set(rows.flatMap((row) => row.measurement?.lab ?? []))];
  return (
    <>
      <table className="technical">
        <thead>
          <tr>
            <th scope="col">{t('technical:column.property')}</th>
            <th scope="col">{t('technical:column.metric')}</th>
            <th scope="col">{t('technical:column.us')}</th>
            <th scope="col">{t('technical:column.standard')}</th>
            <th scope="col">{t('catalogue:datasheet.tested')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const m = row.measurement;
            const label =
              row.property === 'slipResistance'
                ? t('technical:property.slipResistance', { finish: finishNames[row.finish ?? ''] ?? row.finish ?? '' })
                : t(`technical:property.${row.property}`);
            return (
              <tr key={row.key}>
                <th scope="row">{label}</th>
                {m ? (
                  <>
                    <td>
                      <bdi>{formatMeasurement(m, 'metric', lang, word)}</bdi>
                    </td>
                    <td>
                      <bdi>{formatMeasurement(m, 'us', lang, word)}</bdi>
                    </td>
                    <td>
                      <bdi className="ltr">{m.standard}</bdi>
                    </td>
                    <td>{date(m.tested)}</td>
                  </>
                ) : (
                  <>
                    <td colSpan={2}>{t('technical:notTested')}</td>
                    <td>—</td>
                    <td>—</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {labs.length > 0 && (
        <p className="note">
          {t('catalogue:datasheet.labs')}: {new Intl.ListFormat(lang, { type: 'conjunction' }).format(labs)}
        </p>
      )}
    </>
  );
}
