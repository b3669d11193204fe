import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/lib/api-client.ts';
import { Button } from '@platform/ui/button.tsx';

/** A report that failed to load: the gateway's words and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-status" role="alert">
      <p>{errorText(error, t)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
