import { Suspense, lazy } from 'react';
import { withTexts } from '../../i18n/index.ts';
import { useAuthModalView } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { contractsTexts } from '../../features/contracts/i18n/texts.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';

// The popup and its texts load only for a signed-in agent.
const ContractPopup = lazy(async () => ({
  default: (await withTexts(import('../../features/contracts/components/contract-popup.tsx'), contractsTexts))
    .ContractPopup,
}));

/**
 * The contract popup of the member and the agent layout (spec section 4: it loads only when logged
 * in): for a real agent's account, never a trial one, and not over the login popup or a game.
 */
export function ContractPopupHost({ isSuspended = false }: { isSuspended?: boolean }) {
  const isAgent = useSession()?.isAgent === true;
  const info = useMemberInfo().data;
  const isAuthModalOpen = useAuthModalView() !== null;
  if (!isAgent || info === undefined || info.isTrial || isSuspended || isAuthModalOpen) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup isAsked />
    </Suspense>
  );
}
