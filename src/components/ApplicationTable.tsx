// The usage suitability table for a stone type, every "no" included.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { usageTable, type ApplicationKey } from '../data/application';

export function ApplicationTable({ applicationKey }: { applicationKey: ApplicationKey }) {
  const { t } = useTranslation('pages');
  return (
    <table className="usage-table">
      <caption className="visually-hidden">{t('product.application')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.usageColumn')}</th>
          <th scope="col">{t('product.suitableColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {usageTable(applicationKey).map(({ usage, suitable }) => (
          <tr key={usage} className={suitable ? 'usage-yes' : 'usage-no'}>
            <th scope="row">{t(`product.usage.${usage}`)}</th>
            <td>{suitable ? t('product.yes') : t('product.no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface Surface {
  slug: string;
  name: string;
  image: IGatsbyImageData | null;
}

/** The stone type's available surfaces, each with its picture. */
export function SurfaceList({ surfaces }: { surfaces: Surface[] }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  if (surfaces.length === 0) return null;
  return (
    <>
      <h3>{t('product.surfaces')}</h3>
      <ul className="surfaces">
        {surfaces.map((s) => (
          <li key={s.slug}>
            <figure>
              {s.image && <GatsbyImage image={s.image} alt={tc('surfaceAlt', { name: s.name })} />}
              <figcaption>{s.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
