import { Navigate, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { useSession } from '../../shared/lib/session.ts';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { readLoginRedirect } from '@platform/ui/login-redirect.ts';

/** Signed in already (or just now): on to the page the guard came from, else the dashboard. */
export function LoginRoute() {
  const session = useSession();
  const location = useLocation();
  if (session !== null) {
    return <Navigate to={readLoginRedirect(location.state) ?? paths.dashboard.getHref()} replace />;
  }
  return <LoginPage />;
}
