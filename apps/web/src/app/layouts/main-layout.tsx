import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEMO_NOTICE } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { useLanguage } from '../../i18n/index.ts';
import { isGamePagePath } from '../../shared/config/paths.ts';
import { useSession } from '../../shared/lib/session.ts';
import { Later } from '../../shared/ui/later.tsx';
import { Toaster } from '../../shared/ui/toaster.tsx';
import { LogoutDialog } from '../../features/auth/components/logout-dialog.tsx';
import { GameNav } from '../../features/games/components/game-nav.tsx';
import { AfterContent } from './after-content.tsx';
import { AppHeader } from './app-header.tsx';
import { RouteEffects } from './route-effects.tsx';
import { RouteOutlet } from '../lazy-route.tsx';
import './shell.css';
import './main-layout.css';

/** Below the first screen: its own chunk, drawn after the page. */
const AppFooter = lazy(async () => ({ default: (await import('./app-footer.tsx')).AppFooter }));
/** The right bar and the popups: drawn after the page, so loaded beside it. */
const ShellPopups = lazy(async () => ({ default: (await import('./shell-popups.tsx')).ShellPopups }));
/** The side menu: drawn after the header, its links a task later (a closed drawer on a phone). */
const SideMenu = lazy(async () => ({ default: (await import('./side-menu.tsx')).SideMenu }));
/** The live notices' socket: only for a session, so a visitor's first page goes without it. */
const LiveNotifications = lazy(async () => ({
  default: (await import('./live-notifications.tsx')).LiveNotifications,
}));

const SIDE_MENU_ID = 'side-menu';
const CONTENT_ID = 'content';

/**
 * Side menu, header, games navigation, content, footer and right bar, with the popups a page opens
 * by itself: the layout of every path but the agent ones. Game pages (`/seamless`, the lottery's) give the game
 * the room: no side menu, no navigation bar, no right bar, no popups.
 *
 * The first screen is drawn part by part, each a task of its own (`Later`), under index.html's
 * first-paint frame (which goes once they are in, see status-gate.tsx): the header, the side menu,
 * the navigation bar, then the page. Each part has its own place in the shell's grid or comes
 * above what is drawn after it, so nothing moves.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { isDemo, customerService } = useSiteConfig();
  const language = useLanguage();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSignOutAsked, setSignOutAsked] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const askSignOut = useCallback(() => setSignOutAsked(true), []);
  const hasSession = useSession() !== null;
  const isGamePage = isGamePagePath(useLocation().pathname);
  const hasRightBar = !isGamePage && customerService.length > 0;

  return (
    <div className={cx('shell', isGamePage && 'shell--game', hasRightBar && 'shell--right-bar')}>
      <a className="skip-link" href={`#${CONTENT_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <RouteEffects />
      {hasSession && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
      <Later>
        <AppHeader
          sideMenuId={SIDE_MENU_ID}
          isMenuOpen={isMenuOpen}
          onMenuToggle={() => setMenuOpen((open) => !open)}
          onSignOut={askSignOut}
          isGamePage={isGamePage}
        />
      </Later>
      {!isGamePage && (
        <Later>
          <Suspense fallback={null}>
            <SideMenu id={SIDE_MENU_ID} isOpen={isMenuOpen} onClose={closeMenu} onSignOut={askSignOut} />
          </Suspense>
        </Later>
      )}
      <div className="shell__main">
        {!isGamePage && (
          <Later>
            <GameNav />
          </Later>
        )}
        <Later>
          {isDemo && (
            <p className="demo-notice" role="note">
              {DEMO_NOTICE[language]}
            </p>
          )}
          <main className={cx('content', isGamePage && 'content--game')} id={CONTENT_ID} tabIndex={-1}>
            <RouteOutlet />
          </main>
        </Later>
        <Later>
          <AfterContent>
            <Suspense fallback={null}>
              <AppFooter />
            </Suspense>
          </AfterContent>
        </Later>
      </div>
      <Toaster />
      <Later>
        <Suspense fallback={null}>
          <ShellPopups hasRightBar={hasRightBar} isGamePage={isGamePage} />
        </Suspense>
      </Later>
      {isSignOutAsked && <LogoutDialog onCancel={() => setSignOutAsked(false)} />}
    </div>
  );
}
