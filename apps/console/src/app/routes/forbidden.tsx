import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import { ShieldCheckIcon } from '@platform/ui/icons.tsx';

export function ForbiddenRoute() {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <span className="status-page__icon">
        <ShieldCheckIcon width={40} height={40} />
      </span>
      <p className="status-page__code">403</p>
      <h1 className="status-page__heading">{t('errors.forbiddenTitle')}</h1>
      <p className="status-page__info">{t('errors.forbiddenInfo')}</p>
      <LinkButton to={paths.dashboard.getHref()}>{t('errors.backToDashboard')}</LinkButton>
    </div>
  );
}
