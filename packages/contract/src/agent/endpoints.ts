import { endpoint } from '../endpoint.ts';
import {
  teamBetPageSchema,
  teamBetQuerySchema,
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
  teamBets: endpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    tags,
    summary:
      'Team betting (personalHistoryCopy in the agent layout): the rounds of the team, with each member',
    description:
      'Agents only (others get `forbidden`, trial accounts `in_need_true_account`). A settled round ' +
      'belongs to the chain it settled with: a team moved later leaves its past rounds with the old upline. ' +
      'A range holds at most 90 days.',
    access: 'member',
    query: teamBetQuerySchema,
    response: teamBetPageSchema,
  }),
};
