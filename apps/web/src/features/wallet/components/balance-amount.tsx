import type { Balance } from '@platform/contract';
import { formatAmount } from '../../../shared/lib/format.ts';

/** "¥ 12,345.60": the wallet's currency symbol and its 2-decimal balance. */
export function BalanceAmount({ balance }: { balance: Balance }) {
  return (
    <span className="amount">
      <span className="amount__symbol">{balance.currencySymbol}</span>
      <span className="amount__value">{formatAmount(balance.balance)}</span>
    </span>
  );
}
