import { GameSearchHost } from '../../features/games/components/game-search-host.tsx';
import { ArrivalQueue } from './arrival-queue.tsx';
import { AuthModal } from './auth-modal.tsx';
import { ContractPopupHost } from './contract-popup-host.tsx';
import { RightBar } from './right-bar.tsx';

/**
 * What the layout adds once its page is drawn: the right bar, the game search, the login popup and
 * the arrival queue, then the contract popup. A chunk of its own (main-layout.tsx), loaded beside the page rather than
 * before it.
 */
export function ShellPopups({ hasRightBar, isGamePage }: { hasRightBar: boolean; isGamePage: boolean }) {
  return (
    <>
      {hasRightBar && <RightBar />}
      <GameSearchHost />
      <AuthModal />
      <ArrivalQueue isSuspended={isGamePage} />
      <ContractPopupHost isSuspended={isGamePage} />
    </>
  );
}
