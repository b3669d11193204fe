import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useSession } from '../../../shared/lib/session.ts';
import { useWaitingContracts } from '../api/contracts.ts';
import { useAnswerFlow } from './answer-flow.tsx';
import { awaitedFrom } from './contract-waits.ts';
import { RateTable } from './rate-table.tsx';
import './contracts.css';

const LATER_KEY = 'contractPopupLater';

/** The contracts put off with "answer later" in this browser session, for this sign-in only. */
const readLater = (token: string): ReadonlySet<number> => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(LATER_KEY) ?? 'null');
    if (typeof stored === 'object' && stored !== null && 'token' in stored && 'ids' in stored) {
      const { token: owner, ids } = stored;
      if (owner === token && Array.isArray(ids)) return new Set(ids.filter((id) => typeof id === 'number'));
    }
  } catch {
    // A value edited by hand: nothing is put off.
  }
  return new Set();
};

/**
 * The contract popup (spec section 4): at login, each contract waiting for the caller's answer (an
 * offer, a change, a termination) in turn, to accept or reject now or answer later. Asked only for
 * a signed-in real agent (`isAsked`): a trial account never fetches contract data.
 */
export function ContractPopup({ isAsked }: { isAsked: boolean }) {
  const { t } = useTranslation();
  const token = useSession()?.token ?? '';
  const waiting = useWaitingContracts(isAsked);
  const [later, setLater] = useState(() => readLater(token));
  const flow = useAnswerFlow();
  const list = (waiting.data?.list ?? []).filter(
    (contract) => awaitedFrom(contract) !== null && !later.has(contract.id),
  );
  const current = list[0];
  if (!isAsked || current === undefined) return flow.dialog;

  const putOff = (contract: Contract) => {
    const next = new Set([...readLater(token), contract.id]);
    sessionStorage.setItem(LATER_KEY, JSON.stringify({ token, ids: [...next] }));
    setLater(next);
  };
  const awaited = awaitedFrom(current);
  const terms = awaited === 'termination' ? current.terms : current.proposedTerms;
  const from =
    (current.callerSide === 'DOWNLINE' ? current.upline?.account : current.downline.account) ??
    t('contracts.operator');
  const names = {
    from,
    kind: t(`contracts.kinds.${current.kind}`),
    product: t(`contracts.products.${current.product}`),
  };

  return (
    <>
      <Dialog title={t('contracts.popup.title')} size="lg" onClose={() => putOff(current)}>
        <div className="contract-popup">
          {list.length > 1 && (
            <p className="contract-popup__position">{t('contracts.popup.count', { count: list.length })}</p>
          )}
          <p className="contract-popup__message">{t(`contracts.popup.${awaited ?? 'offer'}`, names)}</p>
          {terms !== null && <RateTable terms={terms} />}
          <div className="dialog__actions contract-popup__actions">
            <Button variant="ghost" onClick={() => putOff(current)}>
              {t('contracts.popup.later')}
            </Button>
            <Button
              variant="secondary"
              isBusy={flow.isBusy}
              onClick={() => void flow.answer(current, 'REJECT')}
            >
              {t(awaited === 'termination' ? 'contracts.mine.refuseTermination' : 'contracts.mine.reject')}
            </Button>
            <Button isBusy={flow.isBusy} onClick={() => void flow.answer(current, 'ACCEPT')}>
              {t(awaited === 'termination' ? 'contracts.mine.confirmTermination' : 'contracts.mine.accept')}
            </Button>
          </div>
        </div>
      </Dialog>
      {flow.dialog}
    </>
  );
}
