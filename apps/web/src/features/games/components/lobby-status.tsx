import { useTranslation } from 'react-i18next';
import { PageStatus } from '@platform/ui/page-status.tsx';

interface LobbyStatusProps {
  /** The failure of the games' load, if it failed; still loading while it is null. */
  error: unknown;
  onRetry: () => void;
}

/** What a lobby list shows while its games load, or when loading them failed: the kit's page status in the lobby's words. */
export function LobbyStatus({ error, onRetry }: LobbyStatusProps) {
  const { t } = useTranslation();
  return (
    <PageStatus
      error={error}
      message={t('games.loadFailed')}
      loadingLabel={t('games.loadingGames')}
      onRetry={onRetry}
    />
  );
}
