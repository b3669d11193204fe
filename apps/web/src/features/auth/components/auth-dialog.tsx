import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_ID, type LoginResult } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import type { AuthModalView } from '../../../shared/lib/auth-modal.ts';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Logo } from '@platform/ui/logo.tsx';
import type { LoginSuccess } from '../lib/login-flow.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { FreePlayButton } from './free-play-button.tsx';
import { LoginForm } from './login-form.tsx';
import { MethodTabs } from './method-tabs.tsx';
import { MobileRegisterForm } from './mobile-register-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SocialLoginButtons } from './social-login-buttons.tsx';
import '../auth.css';
import './auth-dialog.css';

/** Where the popup sends the person once they are logged in. */
export interface AuthSuccess {
  /** Registration, free play, a password reset or a forced change end at home (spec section 4). */
  isHomeBound: boolean;
}

interface AuthDialogProps {
  view: AuthModalView;
  onViewChange: (view: AuthModalView) => void;
  onClose: () => void;
  onSuccess: (result: LoginResult, success: AuthSuccess) => void;
}

type RegisterMethod = 'mobile' | 'username';

/** Registration by username, and by mobile when enabled (then the default, spec section 2). */
function RegisterPanel({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const hasMobile = useSiteConfig().features[MODULE_ID.REGISTER_MOBILE] === true;
  const [method, setMethod] = useState<RegisterMethod>(hasMobile ? 'mobile' : 'username');
  if (!hasMobile) return <RegisterForm onSuccess={onSuccess} />;
  return (
    <MethodTabs
      label={t('account.register.methods')}
      options={[
        { value: 'mobile', label: t('account.register.byMobile') },
        { value: 'username', label: t('account.register.byUsername') },
      ]}
      value={method}
      onChange={setMethod}
    >
      {method === 'mobile' ? (
        <MobileRegisterForm onSuccess={onSuccess} />
      ) : (
        <RegisterForm onSuccess={onSuccess} />
      )}
    </MethodTabs>
  );
}

/**
 * The login popup (spec section 2): tabs log in and sign up, the forgot-password form, and the
 * login's own steps (login check, forced password change) inside it.
 */
export function AuthDialog({ view, onViewChange, onClose, onSuccess }: AuthDialogProps) {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  const id = useId();
  const tabs = [
    { view: 'login', label: t('auth.login') },
    { view: 'register', label: t('auth.register') },
  ] as const;

  const loggedIn = (result: LoginResult, success: LoginSuccess) =>
    onSuccess(result, { isHomeBound: success.isPasswordChanged });
  const homeBound = (result: LoginResult) => onSuccess(result, { isHomeBound: true });

  if (view === 'forgotPassword') {
    return (
      <Dialog closesOnBackdrop title={t('account.forgot.title')} onClose={onClose}>
        <ForgotPasswordForm onSuccess={homeBound} onClose={onClose} onBack={() => onViewChange('login')} />
      </Dialog>
    );
  }

  const active = tabs.find((tab) => tab.view === view) ?? tabs[0];
  return (
    <Dialog closesOnBackdrop title={active.label} isTitleHidden onClose={onClose}>
      <div className="auth-dialog__brand">
        <Logo name={siteName} />
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
          <LoginForm
            portal="MEMBER"
            onSuccess={loggedIn}
            onForgotPassword={() => onViewChange('forgotPassword')}
            footer={
              <>
                <SocialLoginButtons />
                <FreePlayButton
                  variant="secondary"
                  isBlock
                  className="auth-dialog__trial"
                  onStarted={homeBound}
                />
              </>
            }
          />
        ) : (
          <RegisterPanel onSuccess={homeBound} />
        )}
      </div>
    </Dialog>
  );
}
