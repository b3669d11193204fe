import { useSearchParams } from 'react-router';
import { TEAM_BETTING_USERNAME_PARAM } from '../../../shared/config/paths.ts';
import { TEAM_SCOPE, TEAM_SCOPES, type TeamBetQuery, type TeamScope } from '@platform/contract';
import { useTeamBets } from '../api/team-reports.ts';

const SCOPE_PARAM = 'scope';

/** Whose rounds team betting shows, from the address: the scope and one downline's username. */
export const useTeamBettingParams = () => {
  const [params, setParams] = useSearchParams();
  const scope = params.get(SCOPE_PARAM);
  const who = {
    scope: (TEAM_SCOPES as readonly (string | null)[]).includes(scope)
      ? (scope as TeamScope)
      : TEAM_SCOPE.ALL,
    username: params.get(TEAM_BETTING_USERNAME_PARAM)?.trim() ?? '',
  };
  /** Another scope or username, from the first page. */
  const choose = (next: Partial<typeof who>) => {
    const { scope: nextScope, username } = { ...who, ...next };
    const query = new URLSearchParams(params);
    query.delete('pageNum');
    if (nextScope === TEAM_SCOPE.ALL) query.delete(SCOPE_PARAM);
    else query.set(SCOPE_PARAM, nextScope);
    if (username === '') query.delete(TEAM_BETTING_USERNAME_PARAM);
    else query.set(TEAM_BETTING_USERNAME_PARAM, username);
    setParams(query);
  };
  return { ...who, choose };
};

/** The team's rounds of the betting record's filters, for the scope and username in the address. */
export const useTeamBetRecords = (filters: Omit<TeamBetQuery, 'scope' | 'username'>) => {
  const { scope, username } = useTeamBettingParams();
  return useTeamBets({ ...filters, scope, ...(username === '' ? {} : { username }) });
};
