import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginResult } from '@platform/contract';
import { paths } from '../../shared/config/paths.ts';
import {
  closeAuthModal,
  openAuthModal,
  useAuthModalView,
  type AuthModalView,
} from '../../shared/lib/auth-modal.ts';
import type { AuthSuccess } from '../../features/auth/components/auth-dialog.tsx';
import { markFirstLogin, markWelcome } from '../../features/notices/lib/session-markers.ts';
import { readLoginRedirect } from '@platform/ui/login-redirect.ts';

// The forms load when the popup first opens, so a visitor's first load does not carry them.
const AuthDialog = lazy(async () => ({
  default: (await import('../../features/auth/components/auth-dialog.tsx')).AuthDialog,
}));

/**
 * Connects the login / registration popup to the routes `/login` and `/register`, and queues a
 * first-time login's actions (the welcome, the first-login popups) for the arrival dialog, which
 * shows them once the popup has closed.
 */
export function AuthModal() {
  const view = useAuthModalView();
  const location = useLocation();
  const navigate = useNavigate();

  const redirectState: unknown = location.state;
  const isAuthPath = location.pathname === paths.login.path || location.pathname === paths.register.path;

  const close = () => {
    closeAuthModal();
    if (isAuthPath) void navigate(paths.home.getHref(), { replace: true });
  };

  const changeView = (next: AuthModalView) => {
    openAuthModal(next);
    if (isAuthPath && next !== 'forgotPassword') {
      void navigate(paths[next].getHref(), { replace: true, state: redirectState });
    }
  };

  const succeed = (result: LoginResult, success: AuthSuccess) => {
    closeAuthModal();
    // The first login's extra action: the welcome, and the first-login popups (audience F).
    if (result.firstTimeLogin) markFirstLogin();
    if (result.firstTimeLogin && !result.isTrial && !result.isAgent) markWelcome(result.username);
    if (result.isAgent) void navigate(paths.agentHome.getHref());
    else if (success.isHomeBound) void navigate(paths.home.getHref(), { replace: isAuthPath });
    else if (isAuthPath)
      void navigate(readLoginRedirect(redirectState) ?? paths.home.getHref(), { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {view !== null && (
        <AuthDialog view={view} onViewChange={changeView} onClose={close} onSuccess={succeed} />
      )}
    </Suspense>
  );
}
