import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_ID } from '@platform/contract';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { paths } from '../../shared/config/paths.ts';
import { openAuthModal } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { CloseIcon, MenuIcon } from '@platform/ui/icons.tsx';
import { Logo } from '@platform/ui/logo.tsx';
import { FreePlayButton } from '../../features/auth/components/free-play-button.tsx';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { MemberMenu } from '../../features/member/components/member-menu.tsx';
import { NoticeBell } from '../../features/member/components/notice-bell.tsx';
import { VipLabel } from '../../features/member/components/vip-label.tsx';
import { AnnouncementsButton } from '../../features/notices/components/announcements-button.tsx';
import { PlayerNoticeList } from '../../features/notices/components/player-notice-list.tsx';
import { BalanceWidget } from '../../features/wallet/components/balance-widget.tsx';
import { WalletActions } from '../../features/wallet/components/wallet-actions.tsx';

interface AppHeaderProps {
  sideMenuId: string;
  isMenuOpen: boolean;
  onMenuToggle: () => void;
  onSignOut: () => void;
  /** Game pages have no side menu to open and hide the balance (spec section 2). */
  isGamePage?: boolean;
}

export function AppHeader({
  sideMenuId,
  isMenuOpen,
  onMenuToggle,
  onSignOut,
  isGamePage = false,
}: AppHeaderProps) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const session = useSession();
  const info = useMemberInfo().data;
  const navigate = useNavigate();
  const goHome = () => void navigate(paths.home.getHref());

  return (
    <header className="header">
      {!isGamePage && (
        <button
          type="button"
          className="icon-btn header__menu-toggle"
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls={sideMenuId}
          onClick={onMenuToggle}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      )}
      <Link to={paths.home.getHref()} className="header__logo">
        <Logo name={config.siteName} />
      </Link>
      <div className="header__actions">
        {!isGamePage && <AnnouncementsButton />}
        {session === null ? (
          <>
            <FreePlayButton size="sm" className="header__trial" onStarted={goHome} />
            <Button variant="secondary" size="sm" onClick={() => openAuthModal('login')}>
              {t('auth.login')}
            </Button>
            <Button size="sm" onClick={() => openAuthModal('register')}>
              {t('auth.register')}
            </Button>
          </>
        ) : (
          <>
            {info?.isTrial === true && (
              <button type="button" className="trial-cta" onClick={() => openAuthModal('register')}>
                <Badge tone="info">{t('account.trial.badge')}</Badge>
                <span className="trial-cta__text">{t('account.trial.register')}</span>
              </button>
            )}
            {config.features[MODULE_ID.VIP] === true && info !== undefined && <VipLabel info={info} />}
            {!isGamePage && <BalanceWidget />}
            {info !== undefined && !info.isTrial && (
              <div className="header__wallet-actions">
                <WalletActions />
              </div>
            )}
            {info !== undefined && !info.isTrial && <NoticeBell notices={<PlayerNoticeList />} />}
            <MemberMenu info={info} username={session.username} onSignOut={onSignOut} />
          </>
        )}
      </div>
    </header>
  );
}
