// The consent bar: a small fixed strip at the bottom (it overlays, so nothing on the page moves), translated, with
// two real buttons reachable by Tab. Loaded only when an analytics id is set and the visitor has not chosen yet.
import { isLang, defaultLang, directionOf } from '../../i18n/languages';
import { pathTo } from '../../routes';
import { consentEvent, writeConsent } from '../../analytics/consent-choice';

interface BarTexts {
  bar: { label: string; text: string; accept: string; decline: string; more: string };
}

const css = `
.consent-bar { position: fixed; inset-inline: 0; inset-block-end: 0; z-index: 900; display: flex; flex-wrap: wrap;
  align-items: center; gap: 0.5rem 1rem; padding: 0.75rem 1rem; background: #1f1d1a; color: #fff; font-size: 0.95rem; }
.consent-bar p { margin: 0; flex: 1 1 20rem; }
.consent-bar a { color: #fff; }
.consent-bar button { min-block-size: 2.5rem; padding-inline: 1rem; border-radius: 4px; border: 1px solid #fff; font: inherit; cursor: pointer; }
.consent-bar .consent-accept { background: #fff; color: #1f1d1a; }
.consent-bar .consent-decline { background: transparent; color: #fff; }
.consent-bar :focus-visible { outline: 3px solid #f5c26b; outline-offset: 2px; }
`;

export async function showConsentBar(langCode: string, w: Window = window): Promise<void> {
  const doc = w.document;
  if (doc.querySelector('.consent-bar')) return;
  const lang = isLang(langCode) ? langCode : defaultLang;
  const texts = (await import(`../../i18n/locales/${lang}/consent.json`)) as { default?: BarTexts } & BarTexts;
  const t = (texts.default ?? texts).bar;

  const style = doc.createElement('style');
  style.textContent = css;
  const bar = doc.createElement('section');
  bar.className = 'consent-bar';
  bar.setAttribute('aria-label', t.label);
  bar.lang = lang;
  bar.dir = directionOf(lang);
  const text = doc.createElement('p');
  text.textContent = `${t.text} `;
  const more = doc.createElement('a');
  more.href = pathTo(lang, { page: 'privacy' });
  more.textContent = t.more;
  text.append(more);
  const button = (label: string, className: string, value: 'granted' | 'denied') => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = className;
    b.textContent = label;
    b.addEventListener('click', () => writeConsent(value, w));
    return b;
  };
  bar.append(text, button(t.accept, 'consent-accept', 'granted'), button(t.decline, 'consent-decline', 'denied'));
  // A choice made anywhere (here or on the privacy page) closes the bar.
  w.addEventListener(
    consentEvent,
    () => {
      bar.remove();
      style.remove();
    },
    { once: true },
  );
  doc.head.append(style);
  doc.body.append(bar);
}
