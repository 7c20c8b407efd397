// The language the preview shows JSON entries in: one choice for the whole editing session (kept in localStorage,
// like the CMS keeps its own pane choices), so moving from product to product keeps it. A Markdown file has its own
// language: its name.
import { useSyncExternalStore } from 'react';
import { defaultLang, type Lang } from '../../i18n/languages';
import { isLangCode } from './text';

const storageKey = 'cms.preview-language';
const listeners = new Set<() => void>();

function stored(): Lang {
  try {
    const v = window.localStorage.getItem(storageKey);
    return isLangCode(v) ? v : defaultLang;
  } catch {
    return defaultLang;
  }
}

let current: Lang | null = null;

export function choosePreviewLanguage(lang: Lang): void {
  current = lang;
  try {
    window.localStorage.setItem(storageKey, lang);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  listeners.forEach((l) => l());
}

export function usePreviewLanguage(): Lang {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => (current ??= typeof window === 'undefined' ? defaultLang : stored()),
    // Rendered to a string (tests): the language chosen so far.
    () => current ?? defaultLang,
  );
}

/** The language of a Markdown file of data/content/ (…/<lang>.md), or null. */
export function fileLanguage(path: string): Lang | null {
  const m = /\/([a-z]{2})\.md$/.exec(path);
  return m && isLangCode(m[1]) ? m[1] : null;
}
