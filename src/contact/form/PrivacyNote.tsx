// What happens to what the visitor sends, with the link to the privacy page (in both contact forms, above Send).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { pathTo } from '../../routes';

export function PrivacyNote({ lang }: { lang: Lang }) {
  const { t } = useTranslation('contact');
  return (
    <p className="contact-privacy">
      {t('form.privacyNote')} <a href={pathTo(lang, { page: 'privacy' })}>{t('form.privacyLink')}</a>
    </p>
  );
}
