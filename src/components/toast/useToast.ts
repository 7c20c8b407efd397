// Success and error toasts, titled Success and Error in the page's language. react-toastify is loaded on the first
// toast, or ahead of it with `preload` (a form on screen: useIdleWhenInView), so pages that never toast don't ship it.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { directionOf } from '../../i18n/languages';
import { usePageLang } from '../usePageLang';
import { afterPaint } from '../afterPaint';
import type { ToastKind } from './toast-host';

export interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Loads the toast code and puts its container on the page, so that the first toast costs its tap nothing more. */
  preload: () => void;
}

const loadHost = () => import('./toast-host');

export function useToast(): Toaster {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  return React.useMemo(() => {
    const rtl = directionOf(lang) === 'rtl';
    const show = (kind: ToastKind) => (message: string) => {
      // Once the tap's own answer (a count, a result) is painted: shown inside the tap, the toast's first render
      // added to the time until that paint, which INP counts (add to quote at 4x CPU, once the code had loaded).
      void afterPaint()
        .then(loadHost)
        .then(({ showToast }) => showToast({ kind, title: t(`toast.${kind}`), message, rtl }));
    };
    return {
      success: show('success'),
      error: show('error'),
      preload: () => void loadHost().then(({ mountToasts }) => mountToasts(rtl)),
    };
  }, [t, lang]);
}
