// Login / write-to-us dialog (a username field, LOGIN and WRITE TO US). Accounts do not exist, so LOGIN
// says so politely and WRITE TO US leads to the contact form. Loaded only when the visitor opens it.
import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { pathTo } from '../../routes';
import { usePageLang } from '../usePageLang';
import { Modal } from '../Modal';

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const [answered, setAnswered] = React.useState(false);
  const titleId = React.useId();
  const contactHref = `${pathTo(lang, { page: 'contact' })}?source=dialog`;
  return (
    <Modal label={t('login.title')} onClose={onClose} className="login-dialog">
      <h2 id={titleId}>{t('login.title')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setAnswered(true);
        }}
      >
        <label htmlFor={`${titleId}-user`}>{t('login.username')}</label>
        <input id={`${titleId}-user`} type="text" name="username" autoComplete="username" maxLength={100} />
        <div className="login-actions">
          <button type="submit" className="button">
            {t('login.login')}
          </button>
          <a
            className="button button-secondary"
            href={contactHref}
            onClick={(event) => {
              event.preventDefault();
              onClose();
              void navigate(contactHref);
            }}
          >
            {t('login.writeToUs')}
          </a>
        </div>
        <p className="login-answer" role="status">
          {answered ? t('login.noAccounts') : ''}
        </p>
      </form>
      <button type="button" className="dialog-close" onClick={onClose} aria-label={t('login.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </Modal>
  );
}
