import { useTranslation } from 'react-i18next';
import { RefreshIcon, WalletIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { Details } from '../../../shared/ui/details.tsx';
import { useBalance } from '../../../shared/api/get-balance.ts';
import { BalanceAmount } from './balance-amount.tsx';
import './wallet-summary.css';

/** The wallet section of the member centre: balance and currency. */
export function WalletSummary() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <section className="card card--accent" id="wallet" aria-labelledby="wallet-title">
      <h2 className="card__title" id="wallet-title">
        <WalletIcon />
        {t('wallet.title')}
      </h2>
      {balance.isError && <p className="card__note">{t('wallet.unavailable')}</p>}
      {balance.isPending && <Spinner label={t('common.loading')} />}
      {balance.data !== undefined && (
        <>
          <p className="wallet-summary__balance">
            <span className="wallet-summary__label">{t('wallet.balance')}</span>
            <BalanceAmount balance={balance.data} />
          </p>
          <Details rows={[{ label: t('wallet.currency'), value: balance.data.currency }]} />
          <button
            type="button"
            className="text-link wallet-summary__refresh"
            onClick={() => void balance.refetch()}
            disabled={balance.isFetching}
          >
            <RefreshIcon width={16} height={16} />
            {t('wallet.refreshBalance')}
          </button>
        </>
      )}
    </section>
  );
}
