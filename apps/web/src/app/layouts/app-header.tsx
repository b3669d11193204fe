import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { openAuthModal } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { CloseIcon, MenuIcon } from '@platform/ui/icons.tsx';
import { SiteLogo } from '../../shared/ui/site-logo.tsx';
import { FreePlayButton } from '../../features/auth/components/free-play-button.tsx';
import { AnnouncementsButton } from '../../features/notices/components/announcements-button.tsx';

const MemberHeaderTools = lazy(async () => ({
  default: (await import('./member-header-tools.tsx')).MemberHeaderTools,
}));

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
  const session = useSession();
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
        <SiteLogo />
      </Link>
      <div className="header__actions">
        {!isGamePage && (
          // A member's megaphone is also in the member menu: a small phone's header leaves it out.
          <span className={session === null ? 'header__announcements' : 'header__announcements--member'}>
            <AnnouncementsButton />
          </span>
        )}
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
          <Suspense fallback={null}>
            <MemberHeaderTools username={session.username} onSignOut={onSignOut} isGamePage={isGamePage} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
