// Success and error toasts, titled Success and Error in the page's language. react-toastify is loaded on the first
// toast, so pages that never toast don't ship it.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { directionOf } from '../../i18n/languages';
import { usePageLang } from '../usePageLang';

export type ToastKind = 'success' | 'error';
export interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
}

export function useToast(): Toaster {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  return React.useMemo(() => {
    const show = (kind: ToastKind) => (message: string) => {
      void import('./toast-host').then(({ showToast }) =>
        showToast({ kind, title: t(`toast.${kind}`), message, rtl: directionOf(lang) === 'rtl' }),
      );
    };
    return { success: show('success'), error: show('error') };
  }, [t, lang]);
}
