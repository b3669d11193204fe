import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ACCOUNT_TYPE, MODULE_ID, type Game } from '@platform/contract';
import { startFreePlay } from '../../../shared/api/free-play.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { paths } from '../../../shared/config/paths.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { getSession, startSession } from '../../../shared/lib/session.ts';
import { showToast } from '../../../shared/lib/toast.ts';

/** What a tile hands the game page (read by `readGamePageState`), so it can name the game before the launch answers. */
interface GamePageState {
  game: Game;
}

/**
 * Starts a game on the in-app game page. Launching needs a session: a visitor's free trial starts
 * a trial account (when the operator allows free play) and then opens the game; any other visitor
 * gets the login popup instead (spec section 5). Whether the account may play is the server's call.
 */
export const useStartGame = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isFreePlayEnabled = useSiteConfig().features[MODULE_ID.FREE_PLAY] === true;
  // From the game page itself (a suggested game) the new game takes the place of the refused one.
  const isOnGamePage = useLocation().pathname === paths.seamless.path;
  return useCallback(
    (game: Game, accountType: 0 | 1 = ACCOUNT_TYPE.REAL): boolean => {
      const open = () => {
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
      };
      if (getSession() !== null) {
        open();
        return true;
      }
      if (accountType === ACCOUNT_TYPE.TRIAL && isFreePlayEnabled) {
        startFreePlay().then(
          (result) => {
            startSession(
              { token: result.token, isAgent: false, username: result.username },
              { remember: false },
            );
            open();
          },
          (error: unknown) => showToast(errorText(error, t), 'danger'),
        );
        return true;
      }
      openAuthModal('login');
      return false;
    },
    [navigate, isOnGamePage, isFreePlayEnabled, t],
  );
};
