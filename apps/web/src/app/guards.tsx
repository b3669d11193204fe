import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../shared/config/paths.ts';
import { useSession } from '../shared/lib/session.ts';
import { useMemberInfo } from '../features/member/api/get-member-info.ts';
import { PageStatus } from '@platform/ui/page-status.tsx';
import type { LoginRedirectState } from '@platform/ui/login-redirect.ts';

const TrialRefusal = lazy(async () => ({
  default: (await import('../features/auth/components/trial-refusal.tsx')).TrialRefusal,
}));

/** To /login, remembering the page to come back to after logging in. */
function LoginRedirect({ from }: { from: { pathname: string; search: string; hash: string } }) {
  const state: LoginRedirectState = { from: `${from.pathname}${from.search}${from.hash}` };
  return <Navigate to={paths.login.getHref()} replace state={state} />;
}

/** Pages that need a stored session token, else go to /login (spec section 2: the lottery pages). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session === null) return <LoginRedirect from={location} />;
  return <Outlet />;
}

/** The member centre needs a token and a real (non-trial) account (spec section 6). */
export function RequireMember() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const info = useMemberInfo();

  if (session === null) return <LoginRedirect from={location} />;
  if (info.data === undefined)
    return (
      <PageStatus error={info.error} message={t('errors.loadFailed')} onRetry={() => void info.refetch()} />
    );
  if (info.data.isTrial) {
    return (
      <Suspense fallback={null}>
        <TrialRefusal />
      </Suspense>
    );
  }
  return <Outlet />;
}

/**
 * The agent centre is for agents only (spec section 2); everyone else, a trial account included
 * (spec section 6), goes to the agent landing.
 */
export function RequireAgent() {
  const session = useSession();
  const info = useMemberInfo();
  if (session === null || !session.isAgent || info.data?.isAgent === false || info.data?.isTrial === true) {
    return <Navigate to={paths.agent.getHref()} replace />;
  }
  return <Outlet />;
}
