// Loading / error screen: "Loading..." and "Please Wait..." with a progress bar; after a fatal
// error it sends the visitor to the home page of the current language after 3 s.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { directionOf, langFromPath } from '../../i18n/languages';
import { pathTo } from '../../routes';
import { ProgressBar } from './ProgressBar';

/** How long the error screen shows before it sends the visitor home. */
export const errorRedirectDelayMs = 3000;

export function ErrorScreen({ redirect = true }: { redirect?: boolean }) {
  const { t } = useTranslation('common');
  const lang = typeof window === 'undefined' ? 'en' : langFromPath(window.location.pathname);
  React.useEffect(() => {
    if (!redirect) return undefined;
    // A full load, not a client navigation: the application state that failed is not reused.
    const timer = window.setTimeout(() => window.location.assign(pathTo(lang, { page: 'home' })), errorRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [redirect, lang]);
  // The English defaults only show if the failure also took the page's texts with it.
  const title = t('loading.title', { defaultValue: 'Loading...' });
  return (
    <div className="error-screen" lang={lang} dir={directionOf(lang)} role="alert" aria-busy="true">
      <h1>{title}</h1>
      <p>{t('loading.wait', { defaultValue: 'Please Wait...' })}</p>
      <ProgressBar label={title} />
    </div>
  );
}
