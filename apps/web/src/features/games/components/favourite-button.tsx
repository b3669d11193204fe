import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { getSession } from '../../../shared/lib/session.ts';
import { useThrottledCallback } from '@platform/ui/use-throttled-callback.ts';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { useAddFavourite } from '../api/add-favourite.ts';
import { useFavouriteIds } from '../api/get-favourite-ids.ts';
import { useRemoveFavourite } from '../api/remove-favourite.ts';
import { StarIcon } from './game-icons.tsx';
import './favourite-button.css';

/** Spec section 9: a tile's favourite star reacts at most once a second. */
export const FAVOURITE_THROTTLE_MS = 1000;

/** The tile's star: filled when the game is among the member's favourites; toggles it. */
export function FavouriteButton({ game, className }: { game: Game; className?: string }) {
  const { t } = useTranslation();
  const isFavourite = useFavouriteIds().has(game.nodeId);
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const [problem, setProblem] = useState<ApiError>();

  const toggle = useCallback(() => {
    if (getSession() === null) {
      openAuthModal('login');
      return;
    }
    const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    const onError = (error: Error) => {
      // An expired session has already opened the login popup.
      if (error instanceof ApiError && error.errorCode !== 'not_logged_in') setProblem(error);
    };
    if (isFavourite) remove.mutate(input, { onError });
    else add.mutate(input, { onError });
  }, [add, remove, game, isFavourite]);
  const throttledToggle = useThrottledCallback(toggle, FAVOURITE_THROTTLE_MS);
  const isBusy = add.isPending || remove.isPending;

  return (
    <>
      <button
        type="button"
        className={cx('favourite-btn', isFavourite && 'favourite-btn--on', className)}
        aria-label={t('games.favourite')}
        aria-pressed={isFavourite}
        aria-busy={isBusy || undefined}
        onClick={throttledToggle}
      >
        <StarIcon width={18} height={18} fill={isFavourite ? 'currentColor' : 'none'} />
      </button>
      {problem !== undefined && (
        <ConfirmDialog
          title={
            problem.errorCode === 'in_need_true_account' ? t('errors.trialTitle') : t('games.favouriteFailed')
          }
          confirmLabel={t('common.confirm')}
          onConfirm={() => setProblem(undefined)}
        >
          {problem.message}
        </ConfirmDialog>
      )}
    </>
  );
}
