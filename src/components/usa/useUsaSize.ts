// A USA stock size code ("12x24", "french-pattern") and thickness as the page's language writes them (src/usa/format.ts).
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLang } from '../usePageLang';
import { sizeText, thicknessText } from '../../usa/format';

export function useUsaSize(): { size: (code: string) => string; thickness: (value: string) => string } {
  const { t } = useTranslation('usa');
  const lang = usePageLang();
  return React.useMemo(
    () => ({
      // A size that is not in inches (a pattern set) has its name in the locale files.
      size: (code: string) => sizeText(code, lang) ?? t(`sizes.${code}`),
      thickness: (value: string) => thicknessText(value, lang),
    }),
    [t, lang],
  );
}
