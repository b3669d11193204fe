import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths.ts';
import { useSession } from '../../shared/lib/session.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import './agent-landing.css';

/** `/agent`: the agent login form; a signed-in agent goes straight to the agent centre. */
export function AgentLandingRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  // An account the operator no longer counts as an agent stays here (the centre would send it back).
  const isAgentNow = useMemberInfo().data?.isAgent !== false;

  if (session?.isAgent === true && isAgentNow) return <Navigate to={paths.agentHome.getHref()} replace />;

  return (
    <section className="agent-landing" aria-labelledby="agent-login-title">
      <div className="agent-landing__intro">
        <h1 className="agent-landing__title" id="agent-login-title">
          {t('agent.loginTitle')}
        </h1>
        <p className="agent-landing__lead">{t('agent.loginLead')}</p>
      </div>
      <div className="card agent-landing__card">
        <LoginForm portal="AGENT" onSuccess={() => void navigate(paths.agentHome.getHref())} />
      </div>
    </section>
  );
}
