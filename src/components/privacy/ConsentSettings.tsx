// The analytics choice on the privacy page: shows the current choice and changes it (the same storage and event as
// the consent bar). With no analytics id configured it says there is nothing to choose.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { readThirdPartyIds, thirdPartyTags } from '../../analytics/third-party';
import { consentEvent, readConsent, writeConsent, type Consent } from '../../analytics/consent-choice';

const configured =
  thirdPartyTags(
    readThirdPartyIds({
      GATSBY_ANALYTICS_ID: process.env.GATSBY_ANALYTICS_ID,
      GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
    }),
  ).length > 0;

export function ConsentSettings() {
  const { t } = useTranslation('consent');
  // Unknown until hydrated (the prerendered page cannot know the browser's storage).
  const [choice, setChoice] = React.useState<Consent | null | undefined>(undefined);
  React.useEffect(() => {
    setChoice(readConsent(window.localStorage));
    const onChange = (e: Event) => setChoice((e as CustomEvent<Consent>).detail);
    window.addEventListener(consentEvent, onChange);
    return () => window.removeEventListener(consentEvent, onChange);
  }, []);
  const change = (value: Consent) => {
    const wasGranted = choice === 'granted';
    writeConsent(value);
    // Tags already running cannot be unloaded: a fresh page runs without them.
    if (wasGranted && value === 'denied') window.location.reload();
  };
  return (
    <section className="consent-settings" aria-labelledby="consent-settings-title">
      <h2 id="consent-settings-title">{t('settings.title')}</h2>
      {!configured ? (
        <p>{t('settings.none')}</p>
      ) : (
        <>
          <p role="status">
            {choice === undefined
              ? '\u00a0'
              : t(
                  choice === 'granted'
                    ? 'settings.granted'
                    : choice === 'denied'
                      ? 'settings.denied'
                      : 'settings.undecided',
                )}
          </p>
          <p className="consent-settings-buttons">
            <button type="button" onClick={() => change('granted')} aria-pressed={choice === 'granted'}>
              {t('settings.accept')}
            </button>
            <button type="button" onClick={() => change('denied')} aria-pressed={choice === 'denied'}>
              {t('settings.decline')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
