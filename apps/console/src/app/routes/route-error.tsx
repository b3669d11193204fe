import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { AlertIcon } from '@platform/ui/icons.tsx';
import { StatusPage } from '@platform/ui/status-page.tsx';

/** A route that failed to load (a script chunk, most often): offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<AlertIcon width={40} height={40} />} heading={t('errors.routeFailed')} isFullPage>
      <p className="status-page__info">{t('errors.routeFailedHint')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </StatusPage>
  );
}
