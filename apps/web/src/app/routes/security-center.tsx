import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_LIMIT, errorMessage } from '@platform/contract';
import {
  BriefcaseIcon,
  ClockIcon,
  LockIcon,
  MailIcon,
  ScrollIcon,
  ShieldCheckIcon,
  UserIcon,
} from '@platform/ui/icons.tsx';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { Details } from '../../shared/ui/details.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useSocialProviders } from '../../features/auth/api/social-providers.ts';
import { MobileNumberField } from '../../features/auth/components/country-code-select.tsx';
import { LinkedAccounts } from '../../features/auth/components/linked-accounts.tsx';
import { SendCodeButton } from '../../features/auth/components/send-code-button.tsx';
import { mobileNumberProblem } from '../../features/auth/lib/mobile.ts';
import { useBankAccounts } from '../../features/member/api/get-bank-accounts.ts';
import { useSecurityOverview } from '../../features/member/api/get-security-overview.ts';
import { ActiveSessions } from '../../features/member/components/active-sessions.tsx';
import { Authenticator } from '../../features/member/components/authenticator.tsx';
import { BankAccountForm } from '../../features/member/components/bank-account-form.tsx';
import { BankAccounts } from '../../features/member/components/bank-accounts.tsx';
import type { CodeFormParts } from '../../features/member/components/code-form-parts.ts';
import { EmailBinding } from '../../features/member/components/email-binding.tsx';
import { LoginHistory } from '../../features/member/components/login-history.tsx';
import { MobileBinding } from '../../features/member/components/mobile-binding.tsx';
import { PasswordChangeForm } from '../../features/member/components/password-change-form.tsx';
import { PaymentPasswordForm } from '../../features/member/components/payment-password-form.tsx';
import { ProfileForm } from '../../features/member/components/profile-form.tsx';
import {
  DevicesIcon,
  KeyIcon,
  LinkIcon,
  PhoneIcon,
} from '../../features/member/components/security-icons.tsx';
import '../../features/member/components/security-centre.css';
import { PageStatus } from '@platform/ui/page-status.tsx';

/** The auth feature's code button and mobile input, for the member feature's binding forms. */
const CODE_FORM_PARTS: CodeFormParts = { SendCodeButton, MobileNumberField, mobileNumberProblem };

/**
 * `/member/securityCenter` (spec: securityCenter): profile, mobile and email, login and payment
 * passwords, authenticator, linked social accounts, devices and login history, bank accounts.
 */
export function SecurityCenterRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const overview = useSecurityOverview();
  const accounts = useBankAccounts();
  const socialProviders = useSocialProviders();

  if (overview.data === undefined || accounts.data === undefined) {
    return (
      <PageStatus
        error={overview.error ?? accounts.error}
        message={t('errors.loadFailed')}
        onRetry={() => {
          void overview.refetch();
          void accounts.refetch();
        }}
      />
    );
  }
  const { payeeName, hasPaymentPassword, paymentPasswordLocked } = overview.data;
  const canBindMore = accounts.data.length < BANK_ACCOUNT_LIMIT;
  // A provider the operator removed still shows while it is linked, so the member can unlink it.
  const hasSocialLogin = (socialProviders.data?.length ?? 0) > 0 || overview.data.socialIdentities.length > 0;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('nav.securityCenter')}</h1>
        <p className="page__subtitle">{t('securityCentre.lead')}</p>
      </header>
      <div className="page__columns">
        <div className="page__stack">
          <section className="card" aria-labelledby="security-account-title">
            <h2 className="card__title" id="security-account-title">
              <UserIcon />
              {t('security.accountTitle')}
            </h2>
            <Details
              rows={[
                { label: t('memberCenter.accountName'), value: overview.data.account },
                { label: t('security.payeeName'), value: payeeName ?? t('security.payeeNameNotSet') },
                {
                  label: t('security.paymentPassword'),
                  value: paymentPasswordLocked
                    ? t('security.paymentPasswordLocked')
                    : hasPaymentPassword
                      ? t('security.paymentPasswordSet')
                      : t('common.notSet'),
                },
                {
                  label: t('securityCentre.password.changedAt'),
                  value: overview.data.passwordChangedAt,
                },
              ]}
            />
          </section>
          <section className="card" aria-labelledby="security-password-title">
            <h2 className="card__title" id="security-password-title">
              <LockIcon />
              {t('security.paymentPassword')}
            </h2>
            {paymentPasswordLocked ? (
              <div className="empty-state">
                <FormAlert message={errorMessage('payment_password_locked', language)} />
                <CustomerServiceButton />
              </div>
            ) : (
              <>
                <p className="card__note">{t('security.paymentPasswordLead')}</p>
                <PaymentPasswordForm security={overview.data} />
              </>
            )}
          </section>
          <section className="card" aria-labelledby="security-login-password-title">
            <h2 className="card__title" id="security-login-password-title">
              <KeyIcon />
              {t('securityCentre.password.title')}
            </h2>
            <p className="card__note">{t('securityCentre.password.lead')}</p>
            <PasswordChangeForm />
          </section>
          <section className="card" aria-labelledby="security-mobile-title">
            <h2 className="card__title" id="security-mobile-title">
              <PhoneIcon />
              {t('securityCentre.mobile.title')}
            </h2>
            <MobileBinding mobile={overview.data.mobile} parts={CODE_FORM_PARTS} />
          </section>
          <section className="card" aria-labelledby="security-email-title">
            <h2 className="card__title" id="security-email-title">
              <MailIcon />
              {t('securityCentre.email.title')}
            </h2>
            <EmailBinding email={overview.data.email} SendCodeButton={SendCodeButton} />
          </section>
        </div>
        <div className="page__stack">
          <section className="card" aria-labelledby="security-banks-title">
            <h2 className="card__title" id="security-banks-title">
              <BriefcaseIcon />
              {t('security.bankAccounts')}
              <span className="card__count">
                {t('security.bankAccountCount', { count: accounts.data.length, max: BANK_ACCOUNT_LIMIT })}
              </span>
            </h2>
            <BankAccounts accounts={accounts.data} />
            {canBindMore ? (
              <>
                <h3 className="card__subtitle">{t('security.bindTitle')}</h3>
                <BankAccountForm payeeName={payeeName} />
              </>
            ) : (
              <p className="card__note">{t('security.bankAccountLimit', { max: BANK_ACCOUNT_LIMIT })}</p>
            )}
          </section>
          <section className="card" aria-labelledby="security-profile-title">
            <h2 className="card__title" id="security-profile-title">
              <ScrollIcon />
              {t('securityCentre.profile.title')}
            </h2>
            <ProfileForm overview={overview.data} />
          </section>
          <section className="card" aria-labelledby="security-totp-title">
            <h2 className="card__title" id="security-totp-title">
              <ShieldCheckIcon />
              {t('securityCentre.totp.title')}
            </h2>
            <Authenticator isEnrolled={overview.data.totpEnrolled} />
          </section>
          {hasSocialLogin && (
            <section className="card" aria-labelledby="security-linked-title">
              <h2 className="card__title" id="security-linked-title">
                <LinkIcon />
                {t('securityCentre.linked.title')}
              </h2>
              <p className="card__note">{t('securityCentre.linked.lead')}</p>
              <LinkedAccounts identities={overview.data.socialIdentities} />
            </section>
          )}
          <section className="card" aria-labelledby="security-devices-title">
            <h2 className="card__title" id="security-devices-title">
              <DevicesIcon />
              {t('securityCentre.devices.title')}
            </h2>
            <p className="card__note">{t('securityCentre.devices.lead')}</p>
            <ActiveSessions />
          </section>
          <section className="card" aria-labelledby="security-history-title">
            <h2 className="card__title" id="security-history-title">
              <ClockIcon />
              {t('securityCentre.history.title')}
            </h2>
            <LoginHistory />
          </section>
        </div>
      </div>
    </div>
  );
}
