import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from '@platform/ui/icons.tsx';
import { useBalance } from '../../../shared/api/get-balance.ts';
import { BalanceAmount } from './balance-amount.tsx';

/** The header's balance with show / hide and refresh (spec section 2, "Header"). */
export function BalanceWidget() {
  const { t } = useTranslation();
  const balance = useBalance();
  const [isHidden, setHidden] = useState(false);

  let amount;
  if (balance.data === undefined) {
    amount = (
      <span className="amount amount--pending">
        {balance.isError ? t('wallet.unavailable') : t('common.loading')}
      </span>
    );
  } else if (isHidden) amount = <span className="amount">{t('wallet.hiddenBalance')}</span>;
  else amount = <BalanceAmount balance={balance.data} />;

  return (
    <div className="balance" role="group" aria-label={t('wallet.balance')}>
      <WalletIcon className="balance__icon" width={18} height={18} />
      {amount}
      <button
        type="button"
        className="icon-btn icon-btn--sm"
        aria-label={isHidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
        aria-pressed={isHidden}
        onClick={() => setHidden((hidden) => !hidden)}
      >
        {isHidden ? <EyeIcon width={16} height={16} /> : <EyeOffIcon width={16} height={16} />}
      </button>
      <button
        type="button"
        className="icon-btn icon-btn--sm"
        aria-label={t('wallet.refreshBalance')}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
      >
        <RefreshIcon width={16} height={16} className={cx(balance.isFetching && 'is-spinning')} />
      </button>
    </div>
  );
}
