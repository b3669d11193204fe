import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import { ShieldCheckIcon } from '@platform/ui/icons.tsx';
import { StatusPage } from '@platform/ui/status-page.tsx';

export function ForbiddenRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<ShieldCheckIcon width={40} height={40} />}
      code="403"
      heading={t('errors.forbiddenTitle')}
    >
      <p className="status-page__info">{t('errors.forbiddenInfo')}</p>
      <LinkButton to={paths.dashboard.getHref()}>{t('errors.backToDashboard')}</LinkButton>
    </StatusPage>
  );
}
