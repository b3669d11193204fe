import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import { AlertIcon } from '@platform/ui/icons.tsx';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <span className="status-page__icon">
        <AlertIcon width={40} height={40} />
      </span>
      <p className="status-page__code">404</p>
      <h1 className="status-page__heading">{t('errors.notFoundTitle')}</h1>
      <p className="status-page__info">{t('errors.notFoundInfo')}</p>
      <LinkButton to={paths.dashboard.getHref()}>{t('errors.backToDashboard')}</LinkButton>
    </div>
  );
}
