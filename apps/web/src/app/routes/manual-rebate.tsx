import { useTranslation } from 'react-i18next';
import { ManualRebate } from '../../features/rebate/components/manual-rebate.tsx';

/** `/member/manualRebate` (spec: manualRebate). */
export function ManualRebateRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('rebate.manual.title')}</h1>
        <p className="page__subtitle">{t('rebate.manual.lead')}</p>
      </header>
      <ManualRebate />
    </div>
  );
}
