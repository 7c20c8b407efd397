// What `react-i18next` is in the browser bundle (replacement in src/node/webpack.ts; the HTML build keeps the real
// one). gatsby-plugin-react-i18next re-exports all of it, Trans and HTML parsing included (7.8 kB gzip on every page),
// and the site uses two pieces: the provider the plugin wraps each page in, and useTranslation. Both behave as
// react-i18next 12's with the plugin's options (no suspense: the page's texts arrive with the page), except that a
// component re-rendered with a new page's instance translates with it at once instead of one render later.
import { createContext, createElement, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { TFunction } from './i18next';

type I18n = ReturnType<typeof import('./i18next').createInstance>;
interface ContextValue {
  i18n?: I18n;
  defaultNS?: string | string[];
}
interface UseTranslationOptions {
  i18n?: I18n;
  lng?: string;
  keyPrefix?: string;
  nsMode?: 'default' | 'fallback';
}

export const I18nContext = createContext<ContextValue | undefined>(undefined);

export function I18nextProvider({ i18n, defaultNS, children }: ContextValue & { children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** Without an instance react-i18next answers with the default value or the key; so does this. */
const notReadyT: TFunction = (key, options) => {
  if (typeof options === 'string') return options;
  const defaultValue = (options as { defaultValue?: unknown } | undefined)?.defaultValue;
  if (typeof defaultValue === 'string') return defaultValue;
  return Array.isArray(key) ? key[key.length - 1] : key;
};

export function useTranslation(ns?: string | string[], props: UseTranslationOptions = {}) {
  const context = useContext(I18nContext) ?? {};
  const i18n = props.i18n ?? context.i18n;
  const options = { ...(i18n?.options.react as UseTranslationOptions | undefined), ...props };
  const namespaceList = ns || context.defaultNS || i18n?.options.defaultNS;
  const namespaces = typeof namespaceList === 'string' ? [namespaceList] : namespaceList || ['translation'];
  const joined = namespaces.join();
  // react-i18next re-renders every translating component when the language changes (bindI18n: 'languageChanged').
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!i18n) return undefined;
    i18n.on('languageChanged', rerender);
    return () => void i18n.off('languageChanged', rerender);
  }, [i18n]);
  const t = useMemo(
    () =>
      i18n
        ? i18n.getFixedT(
            options.lng || null,
            options.nsMode === 'fallback' ? namespaces : namespaces[0],
            options.keyPrefix,
          )
        : notReadyT,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `joined` stands for `namespaces`, a new array on every render
    [i18n, joined, options.lng, options.nsMode, options.keyPrefix],
  );
  const instance = i18n ?? ({} as I18n);
  const ready = Boolean(i18n?.isInitialized);
  // react-i18next answers both `const [t] = …` and `const { t } = …`.
  return Object.assign([t, instance, ready] as [TFunction, I18n, boolean], { t, i18n: instance, ready });
}
