import { useTranslation } from 'react-i18next';
import { MODULE_ID } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { openAuthModal } from '../../shared/lib/auth-modal.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { MemberMenu } from '../../features/member/components/member-menu.tsx';
import { PromoBadge } from '../../features/rewards/components/promo-badge.tsx';
import { NoticeBell } from '../../features/member/components/notice-bell.tsx';
import { VipLabel, vipRankName } from '../../features/member/components/vip-label.tsx';
import { MegaphoneIcon } from '../../features/notices/components/notice-icons.tsx';
import { PlayerNoticeList } from '../../features/notices/components/player-notice-list.tsx';
import { openAnnouncements } from '../../features/notices/lib/announcements-modal.ts';
import { BalanceWidget } from '../../features/wallet/components/balance-widget.tsx';
import { WalletActions } from '../../features/wallet/components/wallet-actions.tsx';

interface MemberHeaderToolsProps {
  username: string;
  onSignOut: () => void;
  /** Game pages hide the balance (spec section 2). */
  isGamePage: boolean;
}

/**
 * The header's tools for a signed-in account: the trial's call to register, the VIP label, the
 * balance, deposit and withdraw, the notice bell and the member menu. A chunk of its own, loaded
 * once there is a session: a visitor's first page goes without it.
 */
export function MemberHeaderTools({ username, onSignOut, isGamePage }: MemberHeaderToolsProps) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const info = useMemberInfo().data;
  const hasVip = config.features[MODULE_ID.VIP] === true && info !== undefined;
  return (
    <>
      {info?.isTrial === true && (
        <button type="button" className="trial-cta" onClick={() => openAuthModal('register')}>
          <Badge tone="info">{t('account.trial.badge')}</Badge>
          <span className="trial-cta__text">{t('account.trial.register')}</span>
        </button>
      )}
      {hasVip && <VipLabel info={info} />}
      {!isGamePage && <BalanceWidget />}
      {info !== undefined && !info.isTrial && (
        <div className="header__wallet-actions">
          <WalletActions />
        </div>
      )}
      {info !== undefined && !info.isTrial && <NoticeBell notices={<PlayerNoticeList />} />}
      <MemberMenu
        info={info}
        username={username}
        onSignOut={onSignOut}
        vipRank={hasVip ? vipRankName(info, t) : undefined}
        announcements={{ icon: <MegaphoneIcon />, open: openAnnouncements }}
        rewardCenter={
          config.features[MODULE_ID.REWARDS] === true
            ? { badge: <PromoBadge item="reward" isAsked={info !== undefined && !info.isTrial} /> }
            : undefined
        }
      />
    </>
  );
}
