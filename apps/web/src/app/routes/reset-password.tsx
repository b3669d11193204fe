import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

/** `/resetPassword?token=...`: where the forgot-by-email link leads (spec section 2, "reset password"). */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <section className="page reset-password" aria-labelledby="reset-password-title">
      <header className="page__header">
        <h1 className="page__title" id="reset-password-title">
          {t('account.reset.title')}
        </h1>
        <p className="page__subtitle">{t('account.reset.intro')}</p>
      </header>
      <div className="card reset-password__card">
        <ResetPasswordForm token={token} />
      </div>
    </section>
  );
}
