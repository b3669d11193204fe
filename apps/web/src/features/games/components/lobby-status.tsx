import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui/spinner.tsx';
import { Button } from '@platform/ui/button.tsx';
import '../games.css';

interface LobbyStatusProps {
  isError: boolean;
  onRetry: () => void;
}

/** What a lobby list shows while its games load, or when loading them failed. */
export function LobbyStatus({ isError, onRetry }: LobbyStatusProps) {
  const { t } = useTranslation();
  if (!isError) {
    return (
      <div className="page-status">
        <Spinner label={t('games.loadingGames')} />
      </div>
    );
  }
  return (
    <div className="page-status" role="alert">
      <p>{t('games.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
