// Tells screen-reader users that a link opens a new tab (the visual cue is the link's context).
import { useTranslation } from 'gatsby-plugin-react-i18next';

export function NewTabHint() {
  const { t } = useTranslation('company');
  return <span className="visually-hidden"> {t('newTab')}</span>;
}
