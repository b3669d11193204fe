import { useTranslation } from 'react-i18next';
import { VipPage } from '../../features/vip/components/vip-page.tsx';

/** `/member/vip` (spec: VIP; reference section 11). */
export function VipRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('vip.title')}</h1>
        <p className="page__subtitle">{t('vip.lead')}</p>
      </header>
      <VipPage />
    </div>
  );
}
