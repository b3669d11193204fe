import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { Toaster } from '../../shared/ui/toaster.tsx';
import { LogoutDialog } from '../../features/auth/components/logout-dialog.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { AuthModal } from './auth-modal.tsx';
import { LiveNotifications } from './live-notifications.tsx';
import { RouteEffects } from './route-effects.tsx';
import { SideMenu } from './side-menu.tsx';

const SIDE_MENU_ID = 'side-menu';
const CONTENT_ID = 'content';

/** Side menu, header, content and footer: the layout of every path but the agent ones. */
export function MainLayout() {
  const { t } = useTranslation();
  const { isDemo } = useSiteConfig();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSignOutAsked, setSignOutAsked] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const askSignOut = useCallback(() => setSignOutAsked(true), []);

  return (
    <div className="shell">
      <a className="skip-link" href={`#${CONTENT_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <RouteEffects />
      <LiveNotifications />
      <AppHeader
        sideMenuId={SIDE_MENU_ID}
        isMenuOpen={isMenuOpen}
        onMenuToggle={() => setMenuOpen((open) => !open)}
        onSignOut={askSignOut}
      />
      <SideMenu id={SIDE_MENU_ID} isOpen={isMenuOpen} onClose={closeMenu} onSignOut={askSignOut} />
      <div className="shell__main">
        {isDemo && (
          <p className="demo-notice" role="note">
            {t('common.demoNotice')}
          </p>
        )}
        <main className="content" id={CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
        <AppFooter />
      </div>
      <Toaster />
      <AuthModal />
      {isSignOutAsked && <LogoutDialog onCancel={() => setSignOutAsked(false)} />}
    </div>
  );
}
