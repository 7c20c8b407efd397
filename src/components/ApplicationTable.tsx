// The usage suitability table of a product: its stone type's table narrowed by its own test verdicts (data/claims.ts),
// every "no" included, with the verdict that rules a use out or limits it to some finishes.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, type IGatsbyImageData } from './Photo';
import type { ApplicationKey } from '../data/application';
import { productUsage } from '../data/claims';
import type { TechnicalData } from '../data/technical';
import { usageCell } from '../data/usage-text';
import { usePageLang } from './usePageLang';

export interface ApplicationTableProps {
  applicationKey: ApplicationKey;
  /** The product's test values (null: none, the stone type's table alone). */
  technical: TechnicalData | null;
  /** The product's finishes, in its order, with their names in the page's language. */
  finishes: readonly { slug: string; name: string }[];
}

export function ApplicationTable({ applicationKey, technical, finishes }: ApplicationTableProps) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  const finishName = (slug: string) => finishes.find((f) => f.slug === slug)?.name ?? slug;
  const rows = productUsage(
    applicationKey,
    technical,
    finishes.map((f) => f.slug),
  );
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
        {rows.map((row) => {
          const cell = usageCell(row, lang, (key, vars) => t(key, vars ?? {}), finishName);
          return (
            <tr key={row.usage} className={`usage-${row.status}`} data-usage={row.usage}>
              <th scope="row">{t(`product.usage.${row.usage}`)}</th>
              <td>
                {cell.verdict}
                {cell.reasons.map((reason) => (
                  <small key={reason} className="usage-reason">
                    {reason}
                  </small>
                ))}
              </td>
            </tr>
          );
        })}
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
              {s.image && <Photo image={s.image} alt={tc('surfaceAlt', { name: s.name })} />}
              <figcaption>{s.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
