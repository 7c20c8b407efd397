// The navigation's items, rendered by both the desktop and the mobile bar.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { pathTo, type Route } from '../../routes';
import { LocalizedLink } from '../LocalizedLink';
import { NavDropdown } from './NavDropdown';
import { useShellData } from './useShellData';
import { usePageLang } from '../usePageLang';

type StaticRoute = Extract<
  Route,
  {
    page:
      | 'home'
      | 'about'
      | 'faq'
      | 'catalog'
      | 'fabrication'
      | 'videos'
      | 'projects'
      | 'contact'
      | 'usaStock'
      | 'usaAbout'
      | 'usaContact'
      | 'usaFaq'
      | 'visualizer';
  }
>;

/** Link that opens in a new tab and says so to screen readers. */
export function NewTabLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="visually-hidden"> {t('nav.newTab')}</span>
    </a>
  );
}

export function NavMenus() {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const { allCategory, allColor, allArea } = useShellData();
  const link = (page: StaticRoute['page'], key: string) => (
    <li>
      <LocalizedLink to={pathTo(lang, { page } as StaticRoute)}>{t(key)}</LocalizedLink>
    </li>
  );
  const productColumns = [
    {
      heading: 'nav.categories',
      links: allCategory.nodes.map((c) => ({
        key: c.jsonId,
        label: c.name[lang],
        href: pathTo(lang, { page: 'category', slug: c.slug, id: c.jsonId }),
      })),
    },
    {
      heading: 'nav.colors',
      links: allColor.nodes.map((c) => ({
        key: c.jsonId,
        label: c.name[lang],
        href: pathTo(lang, { page: 'color', slug: c.slug, id: c.jsonId }),
      })),
    },
    {
      heading: 'nav.areas',
      links: allArea.nodes.map((a) => ({
        key: a.jsonId,
        label: a.name[lang],
        href: pathTo(lang, { page: 'area', slug: a.slug, id: a.jsonId }),
      })),
    },
  ];

  return (
    <ul className="nav-items">
      {link('home', 'nav.home')}
      <li>
        <NavDropdown label={t('nav.products')} panelClassName="products-panel">
          {productColumns.map((column) => (
            <div key={column.heading} className="products-column">
              <p className="dropdown-heading">{t(column.heading)}</p>
              <ul>
                {column.links.map((item) => (
                  <li key={item.key}>
                    <LocalizedLink to={item.href}>{item.label}</LocalizedLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="products-extra">
            <LocalizedLink to={pathTo(lang, { page: 'visualizer' })}>{t('nav.visualizer')}</LocalizedLink>
          </p>
        </NavDropdown>
      </li>
      <li>
        <NavDropdown label={t('nav.info')}>
          <ul>
            {link('about', 'nav.about')}
            {link('faq', 'nav.faq')}
            <li>
              <NewTabLink href={pathTo(lang, { page: 'catalog' })}>{t('nav.catalog')}</NewTabLink>
            </li>
          </ul>
        </NavDropdown>
      </li>
      {link('fabrication', 'nav.fabrication')}
      {link('videos', 'nav.videos')}
      {link('projects', 'nav.projects')}
      {link('contact', 'nav.contact')}
      <li>
        <NavDropdown label={t('nav.usa')}>
          <ul>
            {link('usaStock', 'nav.usaStock')}
            {link('usaAbout', 'nav.usaAbout')}
            {link('usaContact', 'nav.usaContact')}
            {link('usaFaq', 'nav.usaFaq')}
          </ul>
        </NavDropdown>
      </li>
    </ul>
  );
}
