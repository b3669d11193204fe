import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/platform/db/client.ts';

/**
 * The benches' generated agent tree, in SQL: `members` members named `team<k>`, member k under
 * member floor((k - 1) / branching), member 0 the top agent; the members with downlines are agents.
 * Their agent-tree rows (the closure, every depth) and a MAIN wallet each with a balance. Answers
 * the first member's id (member k is `base + k`) and the depth of the tree below the top agent.
 */
export const generateTeamTree = async (
  db: Database,
  options: { members: number; branching: number; currency: string },
) => {
  const { members, branching, currency } = options;
  const [first] = await queryRows<{ id: string }>(
    db,
    sql`
  insert into members (username, password_hash, type, referral_code, language, is_demo)
  select 'team' || k, 'bench: no login', case when k < ${Math.ceil(members / branching)} then 1 else 0 end,
    'TEAM' || k, 'EN', true
  from generate_series(0, ${members - 1}) k
  order by k
  returning id`,
  );
  const base = Number(first?.id);
  await db.execute(sql`
  update members set parent_id = ${base} + (id - ${base} - 1) / ${branching}
  where id > ${base} and id < ${base + members}`);
  await db.execute(sql`
  insert into agent_tree (ancestor_id, member_id, depth)
  with recursive chain (ancestor_id, member_id, depth) as (
    select id, id, 0 from members where id between ${base} and ${base + members - 1}
    union all
    select m.parent_id, chain.member_id, chain.depth + 1
    from chain join members m on m.id = chain.ancestor_id
    where m.parent_id is not null
  )
  select ancestor_id, member_id, depth from chain`);
  const [depth] = await queryRows<{ max: number; rows: string }>(
    db,
    sql`select max(depth)::int as max, count(*)::text as rows from agent_tree where ancestor_id = ${base}`,
  );
  // Every member's wallet, with a balance: the team balance sums them.
  await db.execute(sql`
  insert into wallet_accounts (member_id, kind, currency, balance)
  select id, 'MAIN', ${currency}, (hashint8(id) & 2147483647) % 5000000
  from members where id between ${base} and ${base + members - 1}`);
  return { base, levels: depth?.max ?? 0, teamRows: Number(depth?.rows ?? 0) };
};
