import { useTranslation } from 'react-i18next';
import type { WalletKind } from '@platform/contract';

const VENDOR_PREFIX = 'VENDOR:';

export const isVendorWallet = (kind: WalletKind): kind is `VENDOR:${string}` =>
  kind.startsWith(VENDOR_PREFIX);

/** "Main wallet", "Withdrawal in progress", "PG wallet": a wallet kind in words. */
export const useWalletName = () => {
  const { t } = useTranslation();
  return (kind: WalletKind): string => {
    if (kind === 'MAIN') return t('wallet.kinds.MAIN');
    if (kind === 'HOLD') return t('wallet.kinds.HOLD');
    return t('wallet.kinds.vendor', { code: kind.slice(VENDOR_PREFIX.length) });
  };
};
