import { endpoint } from '../endpoint.ts';
import {
  teamOverviewQuerySchema,
  teamOverviewSchema,
  teamProfitPageSchema,
  teamProfitQuerySchema,
} from './schemas.ts';

const tags = ['agent'];
const scoped =
  'Agents only (others get `forbidden`, trial accounts `in_need_true_account`); every figure is ' +
  "of the caller's own team as the agent tree stands now (a team moved by the operator carries its figures).";

/** The agent centre's reports (spec section 2), each over the caller's own team. */
export const agentEndpoints = {
  teamOverview: endpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    tags,
    summary: "Team overview (agentTeamOverview): today's tiles and the daily series over a range",
    description: `${scoped} Days are the merchant's; a range holds at most 93 days.`,
    access: 'member',
    query: teamOverviewQuerySchema,
    response: teamOverviewSchema,
  }),
  teamProfit: endpoint({
    method: 'GET',
    path: '/wps/agent/team/profit',
    tags,
    summary: 'User profit and loss (palStatementsAgentCopy): per downline over a range, with totals',
    description: `${scoped} Rows are ordered by level, then username.`,
    access: 'member',
    query: teamProfitQuerySchema,
    response: teamProfitPageSchema,
  }),
};
