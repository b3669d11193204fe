import { useTranslation } from 'react-i18next';
import { TeamOverview } from '../../features/agent/components/team-overview.tsx';

/** `/agentHome/agentTeamOverview` (spec: agentTeamOverview): the team's day and the series of the chosen days. */
export function AgentTeamOverviewRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('agentReports.overview.title')}</h1>
        <p className="page__subtitle">{t('agentReports.overview.lead')}</p>
      </header>
      <TeamOverview />
    </div>
  );
}
