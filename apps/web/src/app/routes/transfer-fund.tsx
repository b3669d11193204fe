import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@platform/ui/icons.tsx';
import { useWallets } from '../../features/wallet/api/get-wallets.ts';
import { TransferForm } from '../../features/wallet/components/transfer-form.tsx';
import { WalletBalances } from '../../features/wallet/components/wallet-balances.tsx';
import { isVendorWallet } from '../../features/wallet/lib/wallet-name.ts';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { paths } from '../../shared/config/paths.ts';

/**
 * `/member/transferFund` (spec: transferFund, "my wallets"): the wallets, and moving money between
 * them. In single-wallet mode there is nothing to show: the member centre opens instead.
 */
export function TransferFundRoute() {
  const isSingleWallet = useSiteConfig().merchantWallet.isSingle;
  return isSingleWallet ? <Navigate to={paths.member.getHref()} replace /> : <MyWallets />;
}

function MyWallets() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const hasVendorWallet = wallets.data?.wallets.some((wallet) => isVendorWallet(wallet.kind)) ?? false;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('wallet.title')}</h1>
        <p className="page__subtitle">{t('wallet.lead')}</p>
      </header>
      <div className="page__columns">
        <section className="card card--accent" aria-labelledby="wallets-title">
          <h2 className="card__title" id="wallets-title">
            <WalletIcon />
            {t('wallet.balances')}
          </h2>
          {wallets.data === undefined ? (
            <PageStatus
              error={wallets.error}
              message={t('errors.loadFailed')}
              onRetry={() => void wallets.refetch()}
            />
          ) : (
            <WalletBalances wallets={wallets.data} />
          )}
          {wallets.data !== undefined && !hasVendorWallet && (
            <p className="card__note">{t('wallet.noVendorWallets')}</p>
          )}
        </section>
        {wallets.data !== undefined && hasVendorWallet && (
          <section className="card" aria-labelledby="transfer-title">
            <h2 className="card__title" id="transfer-title">
              <WalletIcon />
              {t('wallet.transferTitle')}
            </h2>
            <TransferForm wallets={wallets.data} />
          </section>
        )}
      </div>
    </div>
  );
}
