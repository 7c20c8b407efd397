// Promotional banner and navigation bar with menus, search box and language picker.
import React from 'react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { languages } from '../i18n/languages';
import { pathTo, translatePath } from '../routes';
import { LocalizedLink } from './LocalizedLink';
import { SearchBox } from './SearchBox';
import { useShellData } from './useShellData';
import { usePageLang } from './usePageLang';

export function Header() {
  const { t, path } = useI18next('common');
  const lang = usePageLang();
  const shell = useShellData();
  const to = (page: 'home' | 'about' | 'faq' | 'catalog' | 'fabrication' | 'videos' | 'projects' | 'contact' | 'usaStock' | 'usaAbout' | 'usaContact' | 'usaFaq') =>
    pathTo(lang, { page });

  return (
    <header className="site-header">
      {shell.bannerProduct && (
        <p className="promo-banner">
          <LocalizedLink to={pathTo(lang, { page: 'product', slug: shell.bannerProduct.slug, id: shell.bannerProduct.jsonId })}>
            {shell.company.banner[lang]}
          </LocalizedLink>
        </p>
      )}
      <nav className="main-nav" aria-label={t('nav.label')}>
        <LocalizedLink to={to('home')} className="logo">
          {shell.company.name}
        </LocalizedLink>
        <ul className="nav-items">
          <li>
            <LocalizedLink to={to('home')}>{t('nav.home')}</LocalizedLink>
          </li>
          <li>
            <details className="dropdown">
              <summary>{t('nav.products')}</summary>
              <div className="dropdown-panel products-panel">
                {(
                  [
                    ['nav.categories', shell.allCategory.nodes.map((c) => ({ key: c.jsonId, label: c.name[lang], href: pathTo(lang, { page: 'category', slug: c.slug, id: c.jsonId }) }))],
                    ['nav.colors', shell.allColor.nodes.map((c) => ({ key: c.jsonId, label: c.name[lang], href: pathTo(lang, { page: 'color', slug: c.slug, id: c.jsonId }) }))],
                    ['nav.areas', shell.allArea.nodes.map((a) => ({ key: a.jsonId, label: a.name[lang], href: pathTo(lang, { page: 'area', slug: a.slug, id: a.jsonId }) }))],
                  ] as const
                ).map(([heading, items]) => (
                  <div key={heading}>
                    <p className="dropdown-heading">{t(heading)}</p>
                    <ul>
                      {items.map((item) => (
                        <li key={item.key}>
                          <LocalizedLink to={item.href}>{item.label}</LocalizedLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </details>
          </li>
          <li>
            <details className="dropdown">
              <summary>{t('nav.info')}</summary>
              <ul className="dropdown-panel">
                <li><LocalizedLink to={to('about')}>{t('nav.about')}</LocalizedLink></li>
                <li><LocalizedLink to={to('faq')}>{t('nav.faq')}</LocalizedLink></li>
                <li><a href={to('catalog')} target="_blank" rel="noopener">{t('nav.catalog')}</a></li>
              </ul>
            </details>
          </li>
          <li><LocalizedLink to={to('fabrication')}>{t('nav.fabrication')}</LocalizedLink></li>
          <li><LocalizedLink to={to('videos')}>{t('nav.videos')}</LocalizedLink></li>
          <li><LocalizedLink to={to('projects')}>{t('nav.projects')}</LocalizedLink></li>
          <li><LocalizedLink to={to('contact')}>{t('nav.contact')}</LocalizedLink></li>
          <li>
            <details className="dropdown">
              <summary>{t('nav.usa')}</summary>
              <ul className="dropdown-panel">
                <li><LocalizedLink to={to('usaStock')}>{t('nav.usaStock')}</LocalizedLink></li>
                <li><LocalizedLink to={to('usaAbout')}>{t('nav.usaAbout')}</LocalizedLink></li>
                <li><LocalizedLink to={to('usaContact')}>{t('nav.usaContact')}</LocalizedLink></li>
                <li><LocalizedLink to={to('usaFaq')}>{t('nav.usaFaq')}</LocalizedLink></li>
              </ul>
            </details>
          </li>
        </ul>
        <SearchBox id="site-search" />
        <ul className="language-picker" aria-label={t('nav.language')}>
          {languages.map((l) => (
            <li key={l.code}>
              <LocalizedLink to={translatePath(path, l.code)} hrefLang={l.hrefLang} lang={l.code} aria-current={l.code === lang ? 'true' : undefined} title={l.localName}>
                {l.shortCode}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
