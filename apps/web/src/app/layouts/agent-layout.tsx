import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { paths } from '../../shared/config/paths.ts';
import { closeAuthModal, useAuthModalView } from '../../shared/lib/auth-modal.ts';
import { useSession } from '../../shared/lib/session.ts';
import { Button } from '@platform/ui/button.tsx';
import { LogoutIcon } from '@platform/ui/icons.tsx';
import { Logo } from '@platform/ui/logo.tsx';
import { AgentClock } from '../../features/agent/components/agent-clock.tsx';
import { LogoutDialog } from '../../features/auth/components/logout-dialog.tsx';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { LanguageSwitcher } from '../../features/preferences/components/language-switcher.tsx';
import { ThemeSwitch } from '../../features/preferences/components/theme-switch.tsx';
import { Copyright } from './copyright.tsx';
import { RouteEffects } from './route-effects.tsx';
import { Toaster } from '../../shared/ui/toaster.tsx';
import './agent-layout.css';

/** The live notices' socket (a transfer from a downline arrives here too). */
const LiveNotifications = lazy(async () => ({
  default: (await import('./live-notifications.tsx')).LiveNotifications,
}));

/** The agent-only layout of `/agent` and `/agentHome` (spec section 2). */
export function AgentLayout() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const session = useSession();
  const info = useMemberInfo().data;
  const [isSignOutAsked, setSignOutAsked] = useState(false);
  const isAgent = session?.isAgent === true;
  const authModalView = useAuthModalView();

  // Agents sign in on the landing's own form; the member popup a 401 asks for does not apply here.
  useEffect(() => {
    if (authModalView !== null) closeAuthModal();
  }, [authModalView]);

  return (
    <div className="agent-shell">
      <RouteEffects />
      <header className="agent-header">
        <Link to={paths.agent.getHref()} className="agent-header__brand">
          <Logo name={config.siteName} />
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
              <span>{t('auth.signOut')}</span>
            </Button>
          </div>
        )}
      </header>
      <main className="agent-content">
        <Outlet />
      </main>
      <footer className="footer footer--agent">
        <Copyright />
      </footer>
      {isAgent && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
      <Toaster />
      {isSignOutAsked && <LogoutDialog onCancel={() => setSignOutAsked(false)} />}
    </div>
  );
}
