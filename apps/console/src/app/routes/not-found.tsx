import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import { AlertIcon } from '@platform/ui/icons.tsx';
import { StatusPage } from '@platform/ui/status-page.tsx';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<AlertIcon width={40} height={40} />} code="404" heading={t('errors.notFoundTitle')}>
      <p className="status-page__info">{t('errors.notFoundInfo')}</p>
      <LinkButton to={paths.dashboard.getHref()}>{t('errors.backToDashboard')}</LinkButton>
    </StatusPage>
  );
}
