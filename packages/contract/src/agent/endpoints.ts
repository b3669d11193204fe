import { endpoint } from '../endpoint.ts';
import {
  teamBetPageSchema,
  teamBetQuerySchema,
  teamOverviewQuerySchema,
  teamOverviewSchema,
  teamProfitPageSchema,
  teamProfitQuerySchema,
} from './schemas.ts';
import {
  agentIncomeQuerySchema,
  agentIncomeSchema,
  agentIncomeTransferPageSchema,
  agentIncomeTransferQuerySchema,
} from './income.ts';
import { teamTransactionPageSchema, teamTransactionQuerySchema } from './transactions.ts';

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
  teamTransactions: endpoint({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    tags,
    summary:
      "Team transactions (agentDownlineTransactionDetailsCopy): the downlines' deposits, withdrawals and team transfers",
    description:
      `${scoped} A username or a type is required (else \`username_or_type_required\`); a username outside ` +
      'the team answers no rows. Newest first; a range holds at most 93 days.',
    access: 'member',
    query: teamTransactionQuerySchema,
    response: teamTransactionPageSchema,
  }),
  income: endpoint({
    method: 'GET',
    path: '/wps/agent/income',
    tags,
    summary: 'My income (agentRevenueReport): what the caller earned per day and type, with totals',
    description:
      'Agents only (others get `forbidden`, trial accounts `in_need_true_account`). Read from the ledger ' +
      "transfers of the income types on the caller's own main wallet; days are the merchant's; at most 93 days.",
    access: 'member',
    query: agentIncomeQuerySchema,
    response: agentIncomeSchema,
  }),
  incomeTransfers: endpoint({
    method: 'GET',
    path: '/wps/agent/income/transfers',
    tags,
    summary: 'My income: the ledger transfers behind the income rows, newest first',
    description:
      "Agents only; the caller's own transfers of the income types over the range (at most 93 days).",
    access: 'member',
    query: agentIncomeTransferQuerySchema,
    response: agentIncomeTransferPageSchema,
  }),
};
