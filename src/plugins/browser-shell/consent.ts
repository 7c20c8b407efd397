// Analytics consent: the tags load only after "accept" (the choice itself is kept by src/analytics/consent-choice.ts).
// With no analytics id configured nothing here runs and no bar is shown; the bar's code is a separate chunk
// (consent-bar.ts) fetched only when an id is set and no choice has been made yet.
import { consentEvent, readConsent, type Consent } from '../../analytics/consent-choice';
import { loadThirdPartyTags, thirdPartyTags, type ThirdPartyIds } from '../../analytics/third-party';

/**
 * Called once the page has hydrated: loads the tags if the visitor has accepted, shows the bar if they have not
 * chosen yet, and loads the tags the moment they accept (here or on the privacy page).
 */
export function startAnalytics(ids: ThirdPartyIds, lang: string, w: Window = window): void {
  if (!thirdPartyTags(ids).length) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    loadThirdPartyTags(ids, w);
  };
  w.addEventListener(consentEvent, (e) => {
    if ((e as CustomEvent<Consent>).detail === 'granted') load();
  });
  const choice = readConsent(w.localStorage);
  if (choice === 'granted') load();
  else if (choice === null)
    void import(/* webpackChunkName: "consent-bar" */ './consent-bar').then(({ showConsentBar }) =>
      showConsentBar(lang, w),
    );
}
