import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.ts';
import { applyLanguage } from '../i18n/index.ts';
import { readLaunchParams } from '../lib/launch.ts';
import { createHouseQueryClient } from '../lib/query-client.ts';
import { useErrorText } from '../lib/use-error-text.ts';
import { GameShell } from './game-shell.tsx';
import { PageMessage } from './page-message.tsx';

/** `/house/play?token=...`: opens (or resumes) the session, then the game. */
export function PlayPage() {
  const [launch] = useState(() => readLaunchParams(window.location.search));
  const [isEnded, setEnded] = useState(false);
  const [queryClient] = useState(() => createHouseQueryClient(() => setEnded(true)));

  if (launch === null || isEnded) return <SessionEnded />;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate launchToken={launch.token} />
    </QueryClientProvider>
  );
}

function SessionEnded() {
  const { t } = useTranslation();
  return <PageMessage title={t('session.endedTitle')} text={t('session.endedText')} />;
}

function SessionGate({ launchToken }: { launchToken: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const session = useSession(launchToken);
  const language = session.data?.view.player.language;

  useEffect(() => {
    if (language !== undefined) void applyLanguage(i18n, language);
  }, [i18n, language]);

  if (session.isPending) return <PageMessage title={t('common.loading')} />;
  if (session.isError) {
    return (
      <PageMessage title={t('session.failedTitle')} text={errorText(session.error)}>
        <button type="button" className="button button--primary" onClick={() => void session.refetch()}>
          {t('common.retry')}
        </button>
      </PageMessage>
    );
  }
  return <GameShell launchToken={launchToken} session={session.data} />;
}
