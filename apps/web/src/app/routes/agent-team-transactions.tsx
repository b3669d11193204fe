import { TeamTransactionsReport } from '../../features/agent/components/team-transactions-report.tsx';

/** `/agentHome/agentDownlineTransactionDetailsCopy` (spec: agentDownlineTransactionDetailsCopy): team transactions. */
export function AgentTeamTransactionsRoute() {
  return <TeamTransactionsReport />;
}
