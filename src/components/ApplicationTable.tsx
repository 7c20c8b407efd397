// The usage suitability table of spec §9 for a stone type, every "no" included, plus its available surfaces.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usageTable, surfacesByKey, type ApplicationKey } from '../data/application';

export function ApplicationTable({ applicationKey, finishNames }: { applicationKey: ApplicationKey; finishNames: Map<string, string> }) {
  const { t } = useTranslation('pages');
  const surfaces = surfacesByKey[applicationKey];
  return (
    <section aria-labelledby="application">
      <h2 id="application">{t('product.application')}</h2>
      <table className="usage-table">
        <thead>
          <tr>
            <th scope="col">{t('product.usageColumn')}</th>
            <th scope="col">{t('product.suitableColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {usageTable(applicationKey).map(({ usage, suitable }) => (
            <tr key={usage}>
              <th scope="row">{t(`product.usage.${usage}`)}</th>
              <td>{suitable ? t('product.yes') : t('product.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {surfaces.length > 0 && (
        <>
          <h3>{t('product.surfaces')}</h3>
          <ul className="surfaces">
            {surfaces.map((slug) => (
              <li key={slug}>{finishNames.get(slug) ?? slug}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
