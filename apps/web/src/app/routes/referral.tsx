import { useTranslation } from 'react-i18next';
import { ReferralPage } from '../../features/referral/components/referral-page.tsx';

/** `/member/referral` (spec: referral): invite friends. */
export function ReferralRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('referral.title')}</h1>
        <p className="page__subtitle">{t('referral.lead')}</p>
      </header>
      <ReferralPage />
    </div>
  );
}
