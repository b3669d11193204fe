import { IncomeReport } from '../../features/agent/components/income-report.tsx';

/** `/agentHome/agentRevenueReport` (spec: agentRevenueReport): my income. */
export function AgentIncomeRoute() {
  return <IncomeReport />;
}
