import { agentEndpoints } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { AgentReportsService } from './service.ts';

/** The agent centre's reports, each over the caller's own team. */
export const registerAgentRoutes = (
  route: Router,
  { agentReports }: { agentReports: AgentReportsService },
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
};
