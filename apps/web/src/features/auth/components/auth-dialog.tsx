import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@platform/contract';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import type { AuthModalView } from '../../../shared/lib/auth-modal.ts';
import { cx } from '@platform/ui/cx.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Logo } from '../../../shared/ui/logo.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

interface AuthDialogProps {
  view: AuthModalView;
  onViewChange: (view: AuthModalView) => void;
  onClose: () => void;
  onSuccess: (result: LoginResult) => void;
}

/** The login popup with its two tabs: log in and sign up (spec section 2). */
export function AuthDialog({ view, onViewChange, onClose, onSuccess }: AuthDialogProps) {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  const id = useId();
  const tabs = [
    { view: 'login', label: t('auth.login') },
    { view: 'register', label: t('auth.register') },
  ] as const;
  const active = tabs.find((tab) => tab.view === view) ?? tabs[0];

  return (
    <Dialog title={active.label} isTitleHidden onClose={onClose}>
      <div className="auth-dialog__brand">
        <Logo siteName={siteName} />
        <p className="auth-dialog__tagline">{t('auth.tagline')}</p>
      </div>
      <div className="tabs" role="tablist" aria-label={t('auth.tabs')}>
        {tabs.map((tab) => (
          <button
            key={tab.view}
            type="button"
            role="tab"
            id={`${id}-${tab.view}-tab`}
            aria-selected={tab.view === view}
            aria-controls={`${id}-panel`}
            className={cx('tabs__tab', tab.view === view && 'tabs__tab--active')}
            onClick={() => onViewChange(tab.view)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${view}-tab`}
        className="auth-dialog__panel"
      >
        {view === 'login' ? (
          <LoginForm portal="MEMBER" onSuccess={onSuccess} />
        ) : (
          <RegisterForm onSuccess={onSuccess} />
        )}
      </div>
    </Dialog>
  );
}
