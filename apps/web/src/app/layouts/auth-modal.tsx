import { useLocation, useNavigate } from 'react-router';
import type { LoginResult } from '@platform/contract';
import { paths } from '../../shared/config/paths.ts';
import {
  closeAuthModal,
  openAuthModal,
  useAuthModalView,
  type AuthModalView,
} from '../../shared/lib/auth-modal.ts';
import { AuthDialog } from '../../features/auth/components/auth-dialog.tsx';
import { readLoginRedirect } from '../guards.tsx';

/** Connects the login / registration popup to the routes `/login` and `/register`. */
export function AuthModal() {
  const view = useAuthModalView();
  const location = useLocation();
  const navigate = useNavigate();
  if (view === null) return null;

  const redirectState: unknown = location.state;
  const isAuthPath = location.pathname === paths.login.path || location.pathname === paths.register.path;

  const close = () => {
    closeAuthModal();
    if (isAuthPath) void navigate(paths.home.getHref(), { replace: true });
  };

  const changeView = (next: AuthModalView) => {
    openAuthModal(next);
    if (isAuthPath) void navigate(paths[next].getHref(), { replace: true, state: redirectState });
  };

  const succeed = (result: LoginResult) => {
    closeAuthModal();
    if (result.isAgent) void navigate(paths.agentHome.getHref());
    else if (isAuthPath)
      void navigate(readLoginRedirect(redirectState) ?? paths.home.getHref(), { replace: true });
  };

  return <AuthDialog view={view} onViewChange={changeView} onClose={close} onSuccess={succeed} />;
}
