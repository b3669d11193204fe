import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_LIMIT, errorMessage } from '@platform/contract';
import { BriefcaseIcon, LockIcon, UserIcon } from '@platform/ui/icons.tsx';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { Details } from '../../shared/ui/details.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useBankAccounts } from '../../features/member/api/get-bank-accounts.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { useWalletSecurity } from '../../features/member/api/get-wallet-security.ts';
import { BankAccountForm } from '../../features/member/components/bank-account-form.tsx';
import { BankAccounts } from '../../features/member/components/bank-accounts.tsx';
import { PaymentPasswordForm } from '../../features/member/components/payment-password-form.tsx';
import { PageStatus } from '../page-status.tsx';

/** `/member/securityCenter` (spec: securityCenter): payee name, payment password, bank accounts. */
export function SecurityCenterRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const info = useMemberInfo().data;
  const security = useWalletSecurity();
  const accounts = useBankAccounts();

  if (security.data === undefined || accounts.data === undefined) {
    return (
      <PageStatus
        isError={security.isError || accounts.isError}
        onRetry={() => {
          void security.refetch();
          void accounts.refetch();
        }}
      />
    );
  }
  const { payeeName, hasPaymentPassword, paymentPasswordLocked } = security.data;
  const canBindMore = accounts.data.length < BANK_ACCOUNT_LIMIT;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('nav.securityCenter')}</h1>
        <p className="page__subtitle">{t('security.lead')}</p>
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
                { label: t('memberCenter.accountName'), value: info?.account ?? '' },
                { label: t('security.payeeName'), value: payeeName ?? t('security.payeeNameNotSet') },
                {
                  label: t('security.paymentPassword'),
                  value: paymentPasswordLocked
                    ? t('security.paymentPasswordLocked')
                    : hasPaymentPassword
                      ? t('security.paymentPasswordSet')
                      : t('common.notSet'),
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
                <PaymentPasswordForm security={security.data} />
              </>
            )}
          </section>
        </div>
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
      </div>
    </div>
  );
}
