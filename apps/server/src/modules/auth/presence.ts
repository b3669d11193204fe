import { sql, type SQL } from 'drizzle-orm';
import { ONLINE_MINUTES, TEAM_SCOPE, type TeamScope } from '@platform/contract';
import { queryRows, type Database } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { agentTree } from '../../platform/agent-tree/tables.ts';
import { sessions } from './tables.ts';

export type Presence = ReturnType<typeof createPresence>;

/**
 * Who is online: a member with a live session (not ended, not expired) used within the last
 * `ONLINE_MINUTES` (a session's last use is written at most once a minute). A session left idle,
 * or a browser closed without logging out, stops counting after those minutes, not after the
 * session's day of idle life. Reads walk the recent sessions by their partial index
 * (`sessions_recent_idx`), so a count costs what is online now, never the size of a team.
 */
export const createPresence = ({ db, clock }: { db: Database; clock: Clock }) => {
  const recently = (alias: string) => {
    const now = clock.now();
    const since = new Date(now.getTime() - ONLINE_MINUTES * 60_000);
    return sql`${sql.raw(alias)}.revoked_at is null and ${sql.raw(alias)}.last_seen_at > ${since}
      and ${sql.raw(alias)}.expires_at > ${now}`;
  };
  return {
    /** SQL: whether the member whose id is `memberId` (a column or value) is online now. */
    isOnlineSql: (memberId: SQL) =>
      sql`exists (select 1 from ${sessions} s where s.member_id = ${memberId} and ${recently('s')})`,

    /** How many of an agent's downlines (at any depth, or direct) are online now. */
    countInTeam: async (agentId: number, scope: TeamScope): Promise<number> => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct s.member_id)::int as n
          from ${sessions} s join ${agentTree} t on t.member_id = s.member_id
            and t.ancestor_id = ${agentId}::bigint and ${scope === TEAM_SCOPE.DIRECT ? sql`t.depth = 1` : sql`t.depth > 0`}
          where ${recently('s')}`,
      );
      return row?.n ?? 0;
    },
  };
};
