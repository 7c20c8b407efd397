// Links to a category's prerendered filter pages, one family at a time: what crawlers index and visitors without
// JavaScript filter with (a category listing puts its checkbox panel in their place once the page is interactive).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { filterFamilies, type FilterFamily } from '../../routes';

export interface FilterLink {
  slug: string;
  label: string;
  href: string;
  current: boolean;
}

export function FilterLinks({ links }: { links: Record<FilterFamily, readonly FilterLink[]> }) {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="filters" className="filters">
      <h2 id="filters">{t('listing.filters')}</h2>
      {filterFamilies
        .filter((family) => links[family].length > 0)
        .map((family) => (
          <div key={family}>
            <h3>{t(`filters.${family}`)}</h3>
            <ul className="filter-links">
              {links[family].map((l) => (
                <li key={l.slug}>
                  <LocalizedLink to={l.href} aria-current={l.current ? 'page' : undefined}>
                    {l.label}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
