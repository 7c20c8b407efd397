// The stone against its ASTM specification, computed from its test values (data/astm.ts): met, missed (which
// property, measured against the limit) or not checkable (which values are missing).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { astmVerdict, type Limit, type Requirement } from '../../data/astm';
import type { TechnicalData, UnitsShown } from '../../data/technical';
import { DualQuantity } from './TechnicalTable';

function Against({ limit, measured, units }: { limit: Limit; measured: number; units: UnitsShown }) {
  const { t } = useTranslation('technical');
  return (
    <>
      {' ('}
      {t('astm.measured')} <DualQuantity q={{ value: measured, unit: limit.unit }} units={units} />
      {', '}
      {t(`astm.${limit.kind}`)} <DualQuantity q={{ value: limit.value, unit: limit.unit }} units={units} />
      {')'}
    </>
  );
}

export function AstmVerdictList({ data, units }: { data: TechnicalData; units: UnitsShown }) {
  const { t } = useTranslation('technical');
  const verdict = astmVerdict(data);
  if (!verdict) return <p className="astm-none">{t('astm.none')}</p>;
  const { spec } = verdict;
  const req = (r: Requirement) => t(`astm.requirement.${r}`);
  return (
    <section className="astm-verdict" aria-labelledby="astm-heading">
      <h3 id="astm-heading">{t('astm.heading', { spec })}</h3>
      {verdict.astmClass && <p>{t('astm.classLine', { class: t(`astm.class.${verdict.astmClass}`) })}</p>}
      <ul>
        {verdict.uses.map((u) => {
          const use = u.use === 'all' ? undefined : t(`astm.use.${u.use}`);
          const key = `astm.${u.status}${use ? 'Use' : ''}`;
          return (
            <li key={u.use} className={`astm-${u.status}`} data-status={u.status}>
              <strong>{t(key, { spec, use })}</strong>
              {(u.failures.length > 0 || u.missing.length > 0) && (
                <ul>
                  {u.failures.map((f) => (
                    <li key={f.requirement}>
                      {t(`astm.${f.kind === 'max' ? 'above' : 'below'}${use ? 'Use' : ''}`, {
                        property: req(f.requirement),
                        spec,
                        use,
                      })}
                      <Against limit={f} measured={f.measured} units={units} />
                    </li>
                  ))}
                  {u.missing.map((r) => (
                    <li key={r}>{t('astm.missing', { property: req(r) })}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
        <li className={`astm-${verdict.floors.status === 'missing' ? 'incomplete' : verdict.floors.status}`}>
          {t(
            `astm.floors${verdict.floors.status === 'meets' ? 'Meets' : verdict.floors.status === 'fails' ? 'Fails' : 'Missing'}`,
            { spec },
          )}
          {verdict.floors.measured !== null && (
            <Against limit={verdict.floors.limit} measured={verdict.floors.measured} units={units} />
          )}
        </li>
      </ul>
    </section>
  );
}
