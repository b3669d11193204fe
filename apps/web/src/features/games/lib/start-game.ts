import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ACCOUNT_TYPE, type Game } from '@platform/contract';
import { paths } from '../../../shared/config/paths.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { getSession } from '../../../shared/lib/session.ts';

/** What a tile hands the game page (read by `readGamePageState`), so it can name the game before the launch answers. */
interface GamePageState {
  game: Game;
}

/**
 * Starts a game on the in-app game page. Launching needs a session, a free trial too: a visitor
 * gets the login popup instead (spec section 5). Whether the account may play is the server's call.
 */
export const useStartGame = () => {
  const navigate = useNavigate();
  // From the game page itself (a suggested game) the new game takes the place of the refused one.
  const isOnGamePage = useLocation().pathname === paths.seamless.path;
  return useCallback(
    (game: Game, accountType: 0 | 1 = ACCOUNT_TYPE.REAL): boolean => {
      if (getSession() === null) {
        openAuthModal('login');
        return false;
      }
      const state: GamePageState = { game };
      void navigate(
        paths.seamless.getHref({
          nodeId: game.nodeId,
          gameId: game.gameId,
          vassalage: game.vassalage,
          accountType,
        }),
        { state, replace: isOnGamePage },
      );
      return true;
    },
    [navigate, isOnGamePage],
  );
};
