import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/form.ts';
import { Button } from './button.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';

interface PageStatusProps {
  /** The failure of the load, if it failed. */
  error: unknown;
  onRetry: () => void;
}

/** What a page shows while its data loads, or when loading it failed (with the gateway's message). */
export function PageStatus({ error, onRetry }: PageStatusProps) {
  const { t } = useTranslation();
  if (error === null || error === undefined) {
    return (
      <div className="page-status">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className="page-status" role="alert">
      <p>{errorText(error, t)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
