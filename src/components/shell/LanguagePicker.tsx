// Language picker: flag and short code per language, linking to the same page in that language.
import { useI18next } from 'gatsby-plugin-react-i18next';
import { languages } from '../../i18n/languages';
import { translatePath } from '../../routes';
import { LocalizedLink } from '../LocalizedLink';
import { usePageLang } from '../usePageLang';
import { Flag } from './Flag';
import { useCurrentPath } from './useCurrentPath';

export function LanguagePicker() {
  const { t, path } = useI18next('common');
  const lang = usePageLang();
  const currentPath = useCurrentPath(path);
  return (
    // A named group around the list: screen readers announce a group's name on entering it; a name on the <ul> itself
    // is allowed but seldom read (html-validate, aria-label-misuse).
    <div role="group" aria-label={t('nav.language')}>
      <ul className="language-picker">
        {languages.map((l) => (
          <li key={l.code}>
            <LocalizedLink
              to={translatePath(currentPath, l.code)}
              hrefLang={l.hrefLang}
              lang={l.code}
              aria-current={l.code === lang ? 'true' : undefined}
            >
              <Flag lang={l.code} />
              <span>{l.shortCode}</span>
              <span className="visually-hidden"> {l.localName}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
