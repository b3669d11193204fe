import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { agentTree } from './tables.ts';

/**
 * Serialises changes of the tree's shape: attaching new members takes it shared (they never block
 * each other), moving a team takes it exclusive, so a member never attaches under a chain half moved.
 */
const TREE_LOCK_ID = 74_210_002;

/** Where a move took a team from and to: both upline chains, nearest first. */
export interface TeamMove {
  fromAncestorIds: number[];
  toAncestorIds: number[];
}

const toIds = (rows: { id: unknown }[]) => rows.map((row) => Number(row.id));

export type AgentTree = ReturnType<typeof createAgentTree>;

/** The stored agent tree (a closure table): whole teams, direct downlines and upline chains by index. */
export const createAgentTree = ({ db }: { db: Database }) => ({
  /** Places a new member under its upline (or at the top), in the caller's transaction. */
  attach: async (tx: Executor, memberId: number, parentId: number | null) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${TREE_LOCK_ID})`);
    await tx.execute(sql`
      insert into ${agentTree} (ancestor_id, member_id, depth)
      select ancestor_id, ${memberId}::bigint, depth + 1 from ${agentTree} where member_id = ${parentId}::bigint
      union all select ${memberId}::bigint, ${memberId}::bigint, 0`);
  },

  /**
   * Moves a member and its whole team under another upline, in the caller's transaction; undefined
   * when the new upline is inside the team (a loop). Answers both chains for the figures to follow.
   */
  move: async (tx: Executor, memberId: number, toParentId: number): Promise<TeamMove | undefined> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_ID})`);
    const [inside] = await tx
      .select({ depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, memberId), eq(agentTree.memberId, toParentId)));
    if (inside) return undefined;
    const from = await tx
      .select({ id: agentTree.ancestorId })
      .from(agentTree)
      .where(and(eq(agentTree.memberId, memberId), gt(agentTree.depth, 0)))
      .orderBy(asc(agentTree.depth));
    const to = await tx
      .select({ id: agentTree.ancestorId })
      .from(agentTree)
      .where(eq(agentTree.memberId, toParentId))
      .orderBy(asc(agentTree.depth));
    await tx.execute(sql`
      delete from ${agentTree}
      where member_id in (select member_id from ${agentTree} where ancestor_id = ${memberId}::bigint)
        and ancestor_id in (select ancestor_id from ${agentTree} where member_id = ${memberId}::bigint and depth > 0)`);
    await tx.execute(sql`
      insert into ${agentTree} (ancestor_id, member_id, depth)
      select up.ancestor_id, team.member_id, up.depth + team.depth + 1
      from ${agentTree} up cross join ${agentTree} team
      where up.member_id = ${toParentId}::bigint and team.ancestor_id = ${memberId}::bigint`);
    return { fromAncestorIds: toIds(from), toAncestorIds: toIds(to) };
  },

  /** The upline chain of the member a column or value names, nearest first, as SQL for a statement's own use. */
  uplinesOf: (memberId: SQL) =>
    sql`(select coalesce(array_agg(ancestor_id order by depth), '{}') from ${agentTree}
      where member_id = ${memberId} and depth > 0)`,

  /** The member's upline chain, nearest first. */
  uplines: async (memberId: number, executor: Executor = db) =>
    toIds(
      await executor
        .select({ id: agentTree.ancestorId })
        .from(agentTree)
        .where(and(eq(agentTree.memberId, memberId), gt(agentTree.depth, 0)))
        .orderBy(asc(agentTree.depth)),
    ),
});
