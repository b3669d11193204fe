import { agentEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { AgentReportsService } from './service.ts';
import type { AgentIncomeService } from './income-service.ts';
import type { TeamTransactionsService } from './team-transactions-service.ts';

/** The agent centre's reports, each over the caller's own team. */
export const registerAgentRoutes = (
  route: Router,
  {
    agentReports,
    agentIncome,
    teamTransactions,
  }: {
    agentReports: AgentReportsService;
    agentIncome: AgentIncomeService;
    teamTransactions: TeamTransactionsService;
  },
) => {
  route(agentEndpoints.teamOverview, ({ query, request }) =>
    agentReports.overview(principalOf(request).memberId, query, request.language),
  );
  route(agentEndpoints.teamProfit, ({ query, request }) =>
    agentReports.profit(principalOf(request).memberId, query, request.language),
  );
  route(agentEndpoints.teamBets, ({ query, request }) =>
    agentReports.bets(principalOf(request).memberId, query, request.language),
  );
  route(agentEndpoints.teamTransactions, ({ query, request }) =>
    teamTransactions.list(principalOf(request).memberId, query, request.language),
  );
  route(agentEndpoints.income, ({ query, request }) =>
    agentIncome.summary(principalOf(request).memberId, query, request.language),
  );
  route(agentEndpoints.incomeTransfers, ({ query, request }) =>
    agentIncome.transfers(principalOf(request).memberId, query, request.language),
  );
};
