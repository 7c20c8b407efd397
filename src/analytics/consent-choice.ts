// The visitor's analytics choice, kept in localStorage: read by the loader, written by the consent bar and the privacy
// page's settings, each told of a change by one window event.
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
