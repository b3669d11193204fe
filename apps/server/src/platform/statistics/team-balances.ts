import { sql } from 'drizzle-orm';
import { TEAM_BALANCE_MAX_AGE_SECONDS } from '@platform/contract';
import { queryRows, type Database } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { agentTree } from '../agent-tree/tables.ts';
import { MEMBER_WALLET_KIND, walletAccounts } from '../ledger/tables.ts';
import { teamBalances } from './tables.ts';

export type TeamBalances = ReturnType<typeof createTeamBalances>;

/**
 * Team balances: the sum of the main wallets of an agent's downlines at any depth. Summing them
 * reads every member of the team, so the sum is kept (`team_balances`) and done again only when
 * the kept one is older than `TEAM_BALANCE_MAX_AGE_SECONDS`; the answer says when it was summed.
 */
export const createTeamBalances = ({ db, clock }: { db: Database; clock: Clock }) => ({
  of: async (agentId: number): Promise<{ balance: bigint; summedAt: Date }> => {
    const now = clock.now();
    const [kept] = await queryRows<{ balance: string; summed_at: Date | string }>(
      db,
      sql`select balance::text, summed_at from ${teamBalances}
        where agent_id = ${agentId}::bigint and summed_at > ${new Date(now.getTime() - TEAM_BALANCE_MAX_AGE_SECONDS * 1000)}`,
    );
    if (kept) return { balance: BigInt(kept.balance), summedAt: new Date(kept.summed_at) };
    const [summed] = await queryRows<{ balance: string }>(
      db,
      sql`insert into ${teamBalances} (agent_id, balance, summed_at)
        select ${agentId}::bigint, coalesce(sum(w.balance), 0), ${now}
        from ${agentTree} t join ${walletAccounts} w
          on w.member_id = t.member_id and w.kind = ${MEMBER_WALLET_KIND.MAIN}
        where t.ancestor_id = ${agentId}::bigint and t.depth > 0
        on conflict (agent_id) do update set balance = excluded.balance, summed_at = excluded.summed_at
        returning balance::text`,
    );
    return { balance: BigInt(summed?.balance ?? 0), summedAt: now };
  },
});
