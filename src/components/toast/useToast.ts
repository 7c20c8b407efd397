// Success and error toasts, titled Success and Error in the page's language. react-toastify is loaded on the first
// toast, or ahead of it with `preload` (a form on screen: useIdleWhenInView), so pages that never toast don't ship it.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { directionOf } from '../../i18n/languages';
import { usePageLang } from '../usePageLang';
import type { ToastKind } from './toast-host';

export interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Loads the toast code and puts its container on the page, so that the first toast costs its tap nothing more. */
  preload: () => void;
}

const loadHost = () => import('./toast-host');

/**
 * Runs `show` once the frame after the tap has been painted: the tap's own answer (a count, a result) is on screen
 * first and the toast follows a frame later. Shown inside the tap, the toast's first render added to the time until
 * the next paint, which INP counts (add to quote at 4x CPU, once the code had loaded).
 */
const afterNextPaint = (show: () => void) => requestAnimationFrame(() => setTimeout(show, 0));

export function useToast(): Toaster {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  return React.useMemo(() => {
    const rtl = directionOf(lang) === 'rtl';
    const show = (kind: ToastKind) => (message: string) => {
      afterNextPaint(() => {
        void loadHost().then(({ showToast }) => showToast({ kind, title: t(`toast.${kind}`), message, rtl }));
      });
    };
    return {
      success: show('success'),
      error: show('error'),
      preload: () => void loadHost().then(({ mountToasts }) => mountToasts(rtl)),
    };
  }, [t, lang]);
}
