import { Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { paths } from '../../shared/config/paths.ts';
import { closeAuthModal, useAuthModalView } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { CloseIcon, LogoutIcon, MenuIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';
import { SiteLogo } from '../../shared/ui/site-logo.tsx';
import { AgentClock } from '../../features/agent/components/agent-clock.tsx';
import { LogoutDialog } from '../../features/auth/components/logout-dialog.tsx';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { LanguageSwitcher } from '../../features/preferences/components/language-switcher.tsx';
import { ThemeSwitch } from '../../features/preferences/components/theme-switch.tsx';
import { AgentMenu } from './agent-menu.tsx';
import { ContractPopupHost } from './contract-popup-host.tsx';
import { Copyright } from './copyright.tsx';
import { RouteEffects } from './route-effects.tsx';
import { RouteOutlet } from '../lazy-route.tsx';
import { Toaster } from '../../shared/ui/toaster.tsx';
import './agent-layout.css';

/** The live notices' socket (a transfer from a downline arrives here too). */
const LiveNotifications = lazy(async () => ({
  default: (await import('./live-notifications.tsx')).LiveNotifications,
}));

/**
 * The agent-only layout of `/agent` and `/agentHome` (spec section 2): the header (GMT offset, live
 * clock, nickname, sign out) and, for a signed-in agent, the left menu (a drawer on phones).
 */
export function AgentLayout() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const session = useSession();
  const info = useMemberInfo().data;
  const [isSignOutAsked, setSignOutAsked] = useState(false);
  const isAgent = session?.isAgent === true;
  const authModalView = useAuthModalView();
  const menuId = useId();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Agents sign in on the landing's own form; the member popup a 401 asks for does not apply here.
  useEffect(() => {
    if (authModalView !== null) closeAuthModal();
  }, [authModalView]);

  return (
    <div className="agent-shell">
      <RouteEffects />
      <header className={cx('agent-header', isAgent && 'agent-header--menu')}>
        {isAgent && (
          <button
            type="button"
            className="icon-btn agent-header__menu-toggle"
            aria-label={isMenuOpen ? t('agentCentre.menu.close') : t('agentCentre.menu.open')}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        )}
        <Link to={paths.agent.getHref()} className="agent-header__brand">
          <SiteLogo />
          <span className="agent-header__badge">{t('agent.portal')}</span>
        </Link>
        <AgentClock timeZone={config.timeZone} />
        <div className="agent-header__prefs">
          <LanguageSwitcher isCompact />
          <ThemeSwitch isCompact />
        </div>
        {isAgent && (
          <div className="agent-header__user">
            <span className="agent-header__name">{info?.nickname ?? info?.account ?? session.username}</span>
            <Button variant="ghost" size="sm" onClick={() => setSignOutAsked(true)}>
              <LogoutIcon width={16} height={16} />
              <span className="agent-header__sign-out">{t('auth.signOut')}</span>
            </Button>
          </div>
        )}
      </header>
      <div className={cx('agent-body', isAgent && 'agent-body--menu')}>
        {isAgent && <AgentMenu id={menuId} isOpen={isMenuOpen} onClose={closeMenu} />}
        <main className="agent-content">
          <RouteOutlet />
        </main>
      </div>
      <footer className="footer footer--agent">
        <Copyright />
      </footer>
      {isAgent && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
      <Toaster />
      {isAgent && <ContractPopupHost />}
      {isSignOutAsked && <LogoutDialog onCancel={() => setSignOutAsked(false)} />}
    </div>
  );
}
