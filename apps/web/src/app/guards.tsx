import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@platform/contract';
import { paths } from '../shared/config/paths.ts';
import { useSession } from '../shared/lib/session.ts';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { useLanguage } from '../i18n/index.ts';
import { useMemberInfo } from '../features/member/api/get-member-info.ts';
import { PageStatus } from '@platform/ui/page-status.tsx';
import type { LoginRedirectState } from '@platform/ui/login-redirect.ts';

/** The member centre needs a token and a real (non-trial) account (spec section 6). */
export function RequireMember() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const info = useMemberInfo();

  if (session === null) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (info.data === undefined)
    return (
      <PageStatus error={info.error} message={t('errors.loadFailed')} onRetry={() => void info.refetch()} />
    );
  if (info.data.isTrial) {
    return (
      <ConfirmDialog
        title={t('errors.trialTitle')}
        confirmLabel={t('common.confirm')}
        onConfirm={() => void navigate(paths.home.getHref(), { replace: true })}
      >
        {errorMessage('in_need_true_account', language)}
      </ConfirmDialog>
    );
  }
  return <Outlet />;
}

/** The agent centre is for agents only; everyone else goes to the agent landing. */
export function RequireAgent() {
  const session = useSession();
  const info = useMemberInfo();
  if (session === null || !session.isAgent || info.data?.isAgent === false) {
    return <Navigate to={paths.agent.getHref()} replace />;
  }
  return <Outlet />;
}
