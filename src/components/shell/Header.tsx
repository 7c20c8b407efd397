// Promotional banner and the navigation: a desktop bar and a mobile bar, both prerendered; CSS media queries
// (≤ 768 px is mobile) choose one, so the first paint is already right and nothing flashes on hydration.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { pathTo } from '../../routes';
import { LocalizedLink } from '../LocalizedLink';
import { usePageLang } from '../usePageLang';
import { LanguagePicker } from './LanguagePicker';
import { LoginButton } from './LoginButton';
import { Logo } from './Logo';
import { NavMenus, NewTabLink } from './NavMenus';
import { QuoteListLink } from './QuoteListLink';
import { SearchBox } from './SearchBox';
import { useShellData } from './useShellData';

function HomeLogo() {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const { company } = useShellData();
  return (
    <LocalizedLink
      to={pathTo(lang, { page: 'home' })}
      className="logo"
      aria-label={t('nav.logo', { name: company.name })}
    >
      <Logo name={company.name} />
    </LocalizedLink>
  );
}

function MobileMenu() {
  const { t } = useTranslation('common');
  const ref = React.useRef<HTMLDetailsElement>(null);
  return (
    // Escape pressed on the menu's summary or links bubbles here and closes the open menu.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      className="mobile-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && ref.current?.open && !event.defaultPrevented) {
          ref.current.open = false;
          ref.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary>
        <span className="menu-icon" aria-hidden="true" />
        {t('nav.menu')}
      </summary>
      <div className="mobile-panel">
        <SearchBox id="mobile-search" />
        <NavMenus />
        <div className="mobile-panel-end">
          <LoginButton />
          <LanguagePicker />
        </div>
      </div>
    </details>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const { company, bannerProduct } = useShellData();
  return (
    <header className="site-header">
      {bannerProduct && (
        <p className="promo-banner">
          <LocalizedLink to={pathTo(lang, { page: 'product', slug: bannerProduct.slug, id: bannerProduct.jsonId })}>
            {company.banner[lang]}
          </LocalizedLink>
        </p>
      )}
      <nav className="desktop-bar" aria-label={t('nav.label')}>
        <HomeLogo />
        <NavMenus />
        <div className="bar-tools">
          <SearchBox id="site-search" />
          <QuoteListLink />
          <LoginButton />
          <LanguagePicker />
        </div>
      </nav>
      <nav className="mobile-bar" aria-label={t('nav.label')}>
        <HomeLogo />
        <div className="mobile-bar-row">
          <NewTabLink href={pathTo(lang, { page: 'catalog' })} className="mobile-catalog">
            {t('nav.catalog')}
          </NewTabLink>
          <QuoteListLink />
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
