import { useTranslation } from 'react-i18next';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { LinkButton } from '@platform/ui/button.tsx';
import { ArrowDownIcon, ArrowUpIcon } from '@platform/ui/icons.tsx';
import './wallet-actions.css';

/** The header's deposit and withdraw buttons (spec section 2, "Header"). */
export function WalletActions({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-actions">
      <LinkButton to={paths.member.getHref(MEMBER_PAGES.deposit)} size={size}>
        <ArrowDownIcon width={16} height={16} />
        <span>{t('wallet.deposit')}</span>
      </LinkButton>
      <LinkButton to={paths.member.getHref(MEMBER_PAGES.withdraw)} size={size} variant="secondary">
        <ArrowUpIcon width={16} height={16} />
        <span>{t('wallet.withdraw')}</span>
      </LinkButton>
    </div>
  );
}
