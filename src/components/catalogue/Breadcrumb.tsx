// Breadcrumb trail of catalogue pages: links for the ancestors, the current page last (aria-current).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { pathTo } from '../../routes';
import { usePageLang } from '../usePageLang';

export interface Crumb {
  label: string;
  href: string;
}

/** Home, then `trail`, then the current page. */
export function Breadcrumb({ trail = [], current }: { trail?: Crumb[]; current: string }) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
      <ol>
        {[{ label: t('breadcrumb.home'), href: pathTo(lang, { page: 'home' }) }, ...trail].map((c) => (
          <li key={c.href}>
            <LocalizedLink to={c.href}>{c.label}</LocalizedLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
