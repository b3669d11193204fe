import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, type Game } from '@platform/contract';
import { Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { BALANCE_QUERY_KEY } from '../../shared/api/get-balance.ts';
import { LOTTERY_GAME_CODE_PARAM, paths } from '../../shared/config/paths.ts';
import { useSession } from '../../shared/lib/session.ts';
import { GameFrame } from '../../features/games/components/game-frame.tsx';
import { GameImage } from '../../features/games/components/game-image.tsx';
import { StarIcon } from '../../features/games/components/game-icons.tsx';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { useLotteryMenu } from '../../features/lottery/api/lottery.ts';
import { WALLET_DATA_QUERY_KEY } from '../../features/wallet/api/get-wallets.ts';
import { LotteryLobby } from '../../features/lottery/components/lottery-lobby.tsx';
import { gameToOpen, lotteryPageOf } from '../../features/lottery/lib/lottery-page.ts';

/** A regional game opens on /vnLottery, a fast draw (the SEA lottery) on /seaLottery (reference section 13). */
const gameHref = (game: Game) =>
  game.gameType === 'LOTT' ? paths.vnLottery.getHref(game.gameCode) : paths.seaLottery.getHref(game.gameCode);

/**
 * `/lottery`, `/seaLottery`, `/vnLottery?gameCode=` (spec: Lottery, lazy; a session token needed):
 * the lottery lobby, or a game opened directly in the game frame: `/vnLottery` the named game,
 * `/seaLottery` the named game or the first fast draw. Choosing a game in the lobby opens its page.
 */
export function LotteryRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const username = useSession()?.username ?? '';
  const info = useMemberInfo();
  const menu = useLotteryMenu();
  const page = lotteryPageOf(location.pathname);
  const gameCode = searchParams.get(LOTTERY_GAME_CODE_PARAM);

  // Bets and wins moved money while a game was open: the balance is asked again on the way out.
  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_DATA_QUERY_KEY });
    },
    [queryClient],
  );

  if (menu.data === undefined) {
    return (
      <PageStatus error={menu.error} message={t('lottery.loadFailed')} onRetry={() => void menu.refetch()} />
    );
  }

  const game = gameToOpen(page, gameCode, menu.data.groups);
  if (game !== undefined) {
    const goBack = () => {
      if (location.key === 'default') void navigate(paths.lottery.getHref(), { replace: true });
      else void navigate(-1);
    };
    return (
      <GameFrame
        key={`${game.vassalage}:${game.gameCode}`}
        params={{
          nodeId: game.nodeId,
          gameId: game.gameId,
          vassalage: game.vassalage,
          accountType: ACCOUNT_TYPE.REAL,
        }}
        game={game}
        onBack={goBack}
      />
    );
  }

  return (
    <>
      {page !== 'LOBBY' && <Notice tone="info">{t('lottery.gameMissing')}</Notice>}
      <LotteryLobby
        menu={menu.data}
        username={username}
        isRealAccount={info.data?.isTrial === false}
        onPlay={(chosen) => void navigate(gameHref(chosen))}
        GameImage={GameImage}
        StarIcon={StarIcon}
      />
    </>
  );
}
