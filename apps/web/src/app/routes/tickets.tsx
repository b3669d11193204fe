import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TicketsPage } from '../../features/tickets/components/tickets-page.tsx';
import { WALLET_DATA_QUERY_KEY, useWallets } from '../../features/wallet/api/get-wallets.ts';
import { formatAmount } from '../../shared/lib/format.ts';

/**
 * `/member/tickets`: golden eggs, red envelopes, prize wheels, cash vouchers and gift codes, with
 * the main wallet's balance, which a prize credits.
 */
export function TicketsRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wallets = useWallets();
  const currency = wallets.data?.currencySymbol ?? '';
  const main = wallets.data?.wallets.find((wallet) => wallet.kind === 'MAIN');
  return (
    <TicketsPage
      currency={currency}
      onCredited={() => void queryClient.invalidateQueries({ queryKey: WALLET_DATA_QUERY_KEY })}
      balance={
        main && (
          <p className="tickets-hero__balance">
            <span>{t('tickets.balance')}</span>
            <strong data-testid="tickets-balance">
              {currency}
              {formatAmount(main.balance)}
            </strong>
          </p>
        )
      }
    />
  );
}
