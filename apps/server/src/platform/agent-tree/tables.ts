import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The agent tree as a closure table: one row per (ancestor, member) pair at any depth, the member
 * itself included at depth 0. "All of X's team" is `ancestor_id = X`; "X's direct downlines" is
 * `ancestor_id = X and depth = 1`; a member's upline chain is `member_id = M`, nearest first.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index('agent_tree_member_idx').on(t.memberId, t.depth),
    // A team level by level in id order (team reports' pages): read in order, no sort, no filter.
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth, t.memberId),
    check('agent_tree_depth', sql`${t.depth} >= 0 and (${t.depth} = 0) = (${t.ancestorId} = ${t.memberId})`),
  ],
);
