import { cx } from '@platform/ui/cx.ts';
import { useSiteConfig } from '../api/get-site-config.ts';
import { formatAmount } from '../lib/format.ts';

interface MoneyProps {
  /** A 2-decimal string from the API ("1000.00", "-250.50"). */
  amount: string;
  /** Shows "+" before a positive amount and colours it as money in or out. */
  isSigned?: boolean;
  className?: string;
}

/** "¥ 1,000.00": the merchant's currency symbol and the amount with 2 decimals. */
export function Money({ amount, isSigned = false, className }: MoneyProps) {
  const { symbol } = useSiteConfig().currency;
  const isNegative = amount.startsWith('-');
  const isZero = /^[-+]?0+(\.0+)?$/.test(amount);
  const sign = isSigned && !isNegative && !isZero ? '+' : '';
  return (
    <span
      className={cx('amount', isSigned && !isZero && (isNegative ? 'amount--out' : 'amount--in'), className)}
    >
      <span className="amount__symbol">{symbol}</span>
      <span className="amount__value">
        {sign}
        {formatAmount(amount)}
      </span>
    </span>
  );
}
