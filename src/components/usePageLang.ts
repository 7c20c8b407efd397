// The current page's language: the page's own (set at build time), or the visitor's on the shared 404 page.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { isLang, defaultLang, type Lang } from '../i18n/languages';

export function usePageLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : defaultLang;
}
