import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  agentEndpoints,
  type TeamBetQuery,
  type TeamOverviewQuery,
  type TeamProfitQuery,
} from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** The agent centre's reports: team overview, team betting and user profit and loss. */
const REPORTS_KEY = ['agent', 'reports'] as const;

/**
 * One report of the caller's team. Figures move while the team plays: asked again on each visit,
 * the last answer kept on screen while the next filters load.
 */
const useReport = <Query, Answer>(name: string, query: Query, fetch: (query: Query) => Promise<Answer>) => {
  const token = useSession()?.token ?? '';
  // Game names in team betting come in the request's language.
  const language = useLanguage();
  return useQuery({
    queryKey: [...REPORTS_KEY, name, token, language, query],
    queryFn: () => fetch(query),
    enabled: token !== '',
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

/** `GET /wps/agent/team/overview` (agentTeamOverview). */
export const useTeamOverview = (query: TeamOverviewQuery) =>
  useReport('overview', query, (input) => call(agentEndpoints.teamOverview, { query: input }));

/** `GET /wps/agent/team/profit` (palStatementsAgentCopy). */
export const useTeamProfit = (query: TeamProfitQuery) =>
  useReport('profit', query, (input) => call(agentEndpoints.teamProfit, { query: input }));

/** `GET /wps/agent/team/bets` (personalHistoryCopy in the agent layout). */
export const useTeamBets = (query: TeamBetQuery) =>
  useReport('bets', query, (input) => call(agentEndpoints.teamBets, { query: input }));
