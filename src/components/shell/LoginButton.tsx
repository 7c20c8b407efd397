// Navigation button that opens the login / write-to-us dialog (never on page load).
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';

const LoginDialog = React.lazy(() => import('./LoginDialog'));

export function LoginButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button
        type="button"
        className="login-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./LoginDialog')}
      >
        {t('nav.login')}
      </button>
      {open && (
        <React.Suspense fallback={null}>
          <LoginDialog onClose={() => setOpen(false)} />
        </React.Suspense>
      )}
    </>
  );
}
