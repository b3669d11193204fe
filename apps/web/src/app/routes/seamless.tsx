import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BALANCE_QUERY_KEY } from '../../shared/api/get-balance.ts';
import { paths } from '../../shared/config/paths.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import { GameFrame } from '../../features/games/components/game-frame.tsx';
import { readGamePageState, readLaunchParams } from '../../features/games/lib/game-page-params.ts';
import { WALLET_DATA_QUERY_KEY } from '../../features/wallet/api/get-wallets.ts';
import './not-found.css';

/** `/seamless?nodeId=&gameId=&vassalage=&accountType=`: the game page (spec: Seamless, lazy). */
export function SeamlessRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Bets and wins moved money while the game was open: the wallet is asked again on the way out.
  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_DATA_QUERY_KEY });
    },
    [queryClient],
  );

  const params = readLaunchParams(searchParams);
  if (params === undefined) {
    return (
      <div className="not-found">
        <h1 className="not-found__title">{t('games.badLink')}</h1>
        <LinkButton to={paths.home.getHref()}>{t('notFound.home')}</LinkButton>
      </div>
    );
  }

  // The page the game was started from, or home when the game page was opened directly.
  const goBack = () => {
    if (location.key === 'default') void navigate(paths.home.getHref(), { replace: true });
    else void navigate(-1);
  };

  return (
    <GameFrame
      key={location.search}
      params={params}
      game={readGamePageState(location.state)}
      onBack={goBack}
    />
  );
}
