import { useTranslation } from 'react-i18next';
import type { MemberWallets } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { ClockIcon, WalletIcon } from '@platform/ui/icons.tsx';
import { formatAmount } from '../../../shared/lib/format.ts';
import { useWalletName } from '../lib/wallet-name.ts';
import './wallet-balances.css';

/** Each wallet with its balance; the hold wallet is read-only money waiting to be paid out. */
export function WalletBalances({ wallets }: { wallets: MemberWallets }) {
  const { t } = useTranslation();
  const walletName = useWalletName();
  return (
    <ul className="wallet-list" aria-label={t('wallet.balances')}>
      {wallets.wallets.map((wallet) => {
        const isHold = wallet.kind === 'HOLD';
        return (
          <li
            key={wallet.kind}
            className={cx('wallet-list__item', wallet.kind === 'MAIN' && 'wallet-list__item--main')}
          >
            <span className="wallet-list__icon" aria-hidden="true">
              {isHold ? <ClockIcon /> : <WalletIcon />}
            </span>
            <span className="wallet-list__name">
              {walletName(wallet.kind)}
              {isHold && <span className="wallet-list__note">{t('wallet.holdNote')}</span>}
            </span>
            <span className="amount wallet-list__amount">
              <span className="amount__symbol">{wallets.currencySymbol}</span>
              <span className="amount__value">{formatAmount(wallet.balance)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
