// Page frame shared by all templates: skip link, banner, navigation, main content, a rule and the footer.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Header } from './shell/Header';
import { Footer } from './shell/Footer';
import '../styles/shell-styles';

// The header and the footer take no props: memoized, a page's own state change (a filter, a visualizer choice, a tab)
// does not render them again; the language or the address (contexts) still does.
const PageHeader = React.memo(Header);
const PageFooter = React.memo(Footer);

export function Layout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <PageHeader />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <hr className="page-rule" />
      <PageFooter />
    </>
  );
}
