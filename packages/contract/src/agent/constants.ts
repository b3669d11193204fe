/** Whose figures an agent report sums: the whole team at any depth, or the direct downlines only. */
export const TEAM_SCOPE = { ALL: 'ALL', DIRECT: 'DIRECT' } as const;
export const TEAM_SCOPES = [TEAM_SCOPE.ALL, TEAM_SCOPE.DIRECT] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/** The longest range of days one agent report covers (a quarter and a bit: last month plus this one). */
export const TEAM_RANGE_MAX_DAYS = 93;

/** A team's balance is summed again when its last sum is older than this (the overview's tile). */
export const TEAM_BALANCE_MAX_AGE_SECONDS = 60;
