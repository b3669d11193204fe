import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { AgentSummary } from '../../features/agent/components/agent-summary.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';

/** `/agentHome`: the agent centre with the agent's own account summary. */
export function AgentHomeRoute() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('nav.agentCenter')}</h1>
        {info.data !== undefined && (
          <p className="page__subtitle">
            {t('home.greeting', { name: info.data.nickname ?? info.data.account })}
          </p>
        )}
      </header>
      {info.data === undefined ? (
        <PageStatus error={info.error} message={t('errors.loadFailed')} onRetry={() => void info.refetch()} />
      ) : (
        <div className="page__grid">
          <AgentSummary info={info.data} />
        </div>
      )}
    </div>
  );
}
