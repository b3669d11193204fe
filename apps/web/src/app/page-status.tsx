import { useTranslation } from 'react-i18next';
import { Button } from '../shared/ui/button.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';

interface PageStatusProps {
  isError: boolean;
  onRetry: () => void;
}

/** What a page shows while its data loads, or when loading it failed. */
export function PageStatus({ isError, onRetry }: PageStatusProps) {
  const { t } = useTranslation();
  if (!isError) {
    return (
      <div className="page-status">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className="page-status" role="alert">
      <p>{t('errors.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
