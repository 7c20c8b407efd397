// Analytics consent: the visitor's choice (kept in localStorage), and the tags loading only after "accept".
// With no analytics id configured nothing here runs and no bar is shown; the bar's code is a separate chunk
// (consent-bar.ts) fetched only when an id is set and no choice has been made yet.
import { loadThirdPartyTags, thirdPartyTags, type ThirdPartyIds } from './third-party';

export type Consent = 'granted' | 'denied';
export const consentStorageKey = 'analytics-consent';
/** Fired on window when the choice changes (the privacy page's settings and the bar listen to it). */
export const consentEvent = 'analytics-consent-change';

export function readConsent(storage: Pick<Storage, 'getItem'> | null | undefined): Consent | null {
  try {
    const value = storage?.getItem(consentStorageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null; // storage blocked: ask again, load nothing
  }
}

export function writeConsent(value: Consent, w: Window = window): void {
  try {
    w.localStorage.setItem(consentStorageKey, value);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  w.dispatchEvent(new CustomEvent(consentEvent, { detail: value }));
}

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
