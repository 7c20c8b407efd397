// Links to the prerendered USA filter pages (category, colour, area, size, mosaic chip size),
// so visitors without JavaScript and crawlers reach every filtered view.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { usePageLang } from '../usePageLang';
import { pathTo, type Route } from '../../routes';
import { usaLabel } from '../../data/usa-stock';
import type { FacetNode } from '../../usa/facets';
import { useUsaSize } from './useUsaSize';

export interface UsaBrowseData {
  categories: readonly string[];
  colors: readonly string[];
  areas: readonly string[];
  sizes: readonly string[];
  chipSizes: readonly string[];
}

interface Group {
  key: string;
  title: string;
  links: { route: Route; label: string; lang?: string }[];
}

export function UsaBrowseLinks({
  browse,
  nodes,
}: {
  browse: UsaBrowseData;
  nodes: { category: readonly FacetNode[]; color: readonly FacetNode[]; area: readonly FacetNode[] };
}) {
  const { t } = useTranslation('usa');
  const lang = usePageLang();
  const measure = useUsaSize();
  const used = (list: readonly FacetNode[], ids: readonly string[]) =>
    list.filter((n) => ids.includes(String(n.jsonId)));
  const named = (n: FacetNode) => {
    const label = usaLabel(n.name);
    return { label: label.text, lang: label.lang };
  };
  const groups: Group[] = [
    {
      key: 'category',
      title: t('filters.facets.category'),
      links: used(nodes.category, browse.categories).map((n) => ({
        route: { page: 'usaFilter', facet: 'category', slug: n.slug },
        ...named(n),
      })),
    },
    {
      key: 'color',
      title: t('filters.facets.color'),
      links: used(nodes.color, browse.colors).map((n) => ({
        route: { page: 'usaFilter', facet: 'color', slug: n.slug },
        ...named(n),
      })),
    },
    {
      key: 'area',
      title: t('filters.facets.area'),
      links: used(nodes.area, browse.areas).map((n) => ({
        route: { page: 'usaFilter', facet: 'area', id: n.jsonId, slug: n.slug },
        ...named(n),
      })),
    },
    {
      key: 'size',
      title: t('browse.size'),
      links: browse.sizes.map((s) => ({
        route: { page: 'usaFilter', facet: 'size', slug: s },
        label: measure.size(s),
      })),
    },
    {
      key: 'mosaicSize',
      title: t('browse.mosaicSize'),
      links: browse.chipSizes.map((s) => ({
        route: { page: 'usaFilter', facet: 'mosaicSize', slug: s },
        label: measure.size(s),
      })),
    },
  ];
  return (
    <nav className="usa-browse" aria-labelledby="usa-browse-title">
      <h2 id="usa-browse-title">{t('browse.title')}</h2>
      {groups
        .filter((g) => g.links.length > 0)
        .map((g) => (
          <section key={g.key}>
            <h3>{g.title}</h3>
            <ul className="filter-links">
              {g.links.map((l) => (
                <li key={l.label}>
                  <LocalizedLink to={pathTo(lang, l.route)} lang={l.lang}>
                    {l.label}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </nav>
  );
}
