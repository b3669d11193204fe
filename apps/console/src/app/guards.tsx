import { Navigate, Outlet, useLocation } from 'react-router';
import type { Permission } from '@platform/contract';
import { paths } from '../shared/config/paths.ts';
import { useCan, useMeQuery } from '../shared/api/get-me.ts';
import { useMemberTypesQuery } from '../shared/api/get-member-types.ts';
import { useSession, useSessionEndReason } from '../shared/lib/session.ts';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { PasswordChangeScreen } from '../features/auth/components/password-change-screen.tsx';
import { ConsoleLayout } from './layouts/console-layout.tsx';
import { ForbiddenRoute } from './routes/forbidden.tsx';
import type { LoginRedirectState } from '@platform/ui/login-redirect.ts';

/**
 * Every console page needs a session and a known profile; an assigned password is changed
 * before anything else is shown.
 */
export function RequireSession() {
  const session = useSession();
  const endReason = useSessionEndReason();
  const location = useLocation();
  const me = useMeQuery();
  const mustChangePassword = session?.mustChangePassword === true || me.data?.mustChangePassword === true;
  // Member lists, the agent tree and adjustments name member types by the operator's lists.
  const memberTypes = useMemberTypesQuery(me.data !== undefined && !mustChangePassword);

  if (session === null) {
    // After an expired session the staff member carries on where they were; after signing out, anew.
    const state: LoginRedirectState | undefined =
      endReason === 'signedOut' ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (me.data === undefined) {
    return (
      <div className="page-loader">
        <PageStatus error={me.error} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  if (mustChangePassword) return <PasswordChangeScreen />;
  if (memberTypes.data === undefined) {
    return (
      <div className="page-loader">
        <PageStatus error={memberTypes.error} onRetry={() => void memberTypes.refetch()} />
      </div>
    );
  }
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  );
}

/** A page the role may not see answers 403, even when its address is typed. */
export function RequirePermission({ permission }: { permission: Permission }) {
  return useCan(permission) ? <Outlet /> : <ForbiddenRoute />;
}
