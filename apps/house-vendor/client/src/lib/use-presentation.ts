import { useCallback } from 'react';
import { formatAmount } from '../../../src/api/amounts.ts';
import { decimalToMinor } from '../../../src/api/amounts.ts';
import { useHouse } from './house-context.ts';

/**
 * The top bar while a result plays out: the stake leaves the balance at once, the win and the
 * server's balance appear when the animation shows the result, not before.
 */
export const usePresentation = () => {
  const { view, holdBalance, showWin } = useHouse();
  const balance = view.balance;

  const begin = useCallback(
    (stake: bigint) => {
      const before = decimalToMinor(balance);
      holdBalance(before === null ? null : formatAmount(before - stake));
      showWin(null);
    },
    [balance, holdBalance, showWin],
  );

  const finish = useCallback(
    (payout: string | null) => {
      holdBalance(null);
      showWin(payout ?? '0.00');
    },
    [holdBalance, showWin],
  );

  /** The action was refused: the balance is the server's again. */
  const cancel = useCallback(() => holdBalance(null), [holdBalance]);

  /** Sends a play with its stake shown as taken; a refusal gives the server's balance back. */
  const place = useCallback(
    async <T>(stake: bigint, send: () => Promise<T>): Promise<T> => {
      begin(stake);
      try {
        return await send();
      } catch (error) {
        cancel();
        throw error;
      }
    },
    [begin, cancel],
  );

  return { place, finish, cancel };
};
