import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { LinkButton } from '../../../shared/ui/button.tsx';
import { ArrowDownIcon, ArrowUpIcon } from '@platform/ui/icons.tsx';

/** Deposit and withdraw lead to the wallet section of the member centre. */
export function WalletActions({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-actions">
      <LinkButton to={paths.member.getHref('wallet')} size={size}>
        <ArrowDownIcon width={16} height={16} />
        <span>{t('wallet.deposit')}</span>
      </LinkButton>
      <LinkButton to={paths.member.getHref('wallet')} size={size} variant="secondary">
        <ArrowUpIcon width={16} height={16} />
        <span>{t('wallet.withdraw')}</span>
      </LinkButton>
    </div>
  );
}
