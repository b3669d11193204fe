import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { failureText } from './api-client.ts';
import './page-status.css';

interface PageStatusProps {
  /** The failure of the load, if it failed; loading is still under way while it is null. */
  error: unknown;
  /** What to say when it failed; the gateway's own message (or the app's generic one) unless given. */
  message?: string;
  /** What the spinner says while it loads; "Loading" unless given. */
  loadingLabel?: string;
  onRetry: () => void;
}

/** What a page shows while its data loads, or when loading it failed. */
export function PageStatus({ error, message, loadingLabel, onRetry }: PageStatusProps) {
  const { t } = useTranslation();
  if (error === null || error === undefined) {
    return (
      <div className="page-status">
        <Spinner label={loadingLabel ?? t('common.loading')} />
      </div>
    );
  }
  return (
    <div className="page-status" role="alert">
      <p>{message ?? failureText(error, t('errors.unexpected'))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
