import { useTranslation } from 'react-i18next';
import { ProfitAndLoss } from '../../features/agent/components/profit-and-loss.tsx';

/** `/agentHome/palStatementsAgentCopy` (spec: palStatementsAgentCopy): each downline's profit and loss. */
export function AgentProfitLossRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('agentReports.profit.title')}</h1>
        <p className="page__subtitle">{t('agentReports.profit.lead')}</p>
      </header>
      <ProfitAndLoss />
    </div>
  );
}
