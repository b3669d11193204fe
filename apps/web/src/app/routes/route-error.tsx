import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { WarningIcon } from '@platform/ui/icons.tsx';

/** A route that failed to load (a script chunk, most often): offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <div className="status-page__card">
        <span className="status-page__icon">
          <WarningIcon width={40} height={40} />
        </span>
        <h1 className="status-page__heading">{t('errors.routeFailed')}</h1>
        <p className="status-page__info">{t('errors.routeFailedHint')}</p>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </div>
    </main>
  );
}
