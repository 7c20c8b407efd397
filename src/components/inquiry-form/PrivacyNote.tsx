// What happens to what the visitor sends, with the link to the privacy page (in every inquiry form, above Send).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Lang } from '../../i18n/languages';
import { pathTo } from '../../routes';

/** `note`: the kind's own sentence (a hold request's names the USA team); the contact form's by default. */
export function PrivacyNote({ lang, note }: { lang: Lang; note?: string }) {
  const { t } = useTranslation('contact');
  return (
    <p className="contact-privacy">
      {note ?? t('form.privacyNote')} <a href={pathTo(lang, { page: 'privacy' })}>{t('form.privacyLink')}</a>
    </p>
  );
}
