/**
 * Benchmark: an agent's team summary (`statistics.team`: every figure over a range of days, in total
 * and per category) over a generated tree of 100,000 members under one top agent, eight levels deep,
 * with 10 million settled rounds spread over 90 days. The rounds go in as `round.settled` domain
 * events and reach the statistics through the real consumer (its throughput is printed); then
 * summaries for agents at every depth and random ranges of 1 to 90 days are timed, beside the same
 * summary computed without the team rollup (members' daily rows joined through the tree) on the
 * same database. Not a test: nothing here asserts a time.
 *
 * Measured 2026-11-24 (2 cores, PostgreSQL 15, concurrency 8, a fresh-clone CI run on the same
 * cores meanwhile): the consumer applied the 10,000,000 events at 4,272 events/s into 9,410,304
 * member and 9,180,829 team rows; team summary of the top agent over 90 days p50 14.45 ms, p99
 * 41.93 ms (495/s); any agent, 1 to 90 days, p50 8.05 ms, p99 22.65 ms (883/s); the same summary
 * without the rollup 2,949 ms.
 *
 *   bash scripts/with-throwaway-pg.sh npx tsx bench/team-stats.ts       # real PostgreSQL (the goal's)
 *   BENCH_ROUNDS=200000 BENCH_MEMBERS=10000 npx tsx bench/team-stats.ts  # embedded PGlite, scaled down
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { GAME_CATEGORIES } from '@platform/contract';
import { createTestApp } from '../apps/server/src/testing/index.ts';
import { queryRows } from '../apps/server/src/platform/db/client.ts';
import { measure } from './measure.ts';
import { hashPassword } from '../apps/server/src/platform/crypto/passwords.ts';
import { login } from '../apps/server/src/testing/requests.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const DAYS = 90;
/** Each member has this many direct downlines at most: 100,000 members make a tree eight levels deep. */
const BRANCHING = 5;
const CHUNK = 500_000;

const t = await createTestApp();
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `team summary: ${MEMBERS} members (branching ${BRANCHING}), ${ROUNDS} settled rounds over ${DAYS} days, ${database}, node ${process.version}\n`,
);
const elapsed = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const { timeZone } = await t.services.system.getSiteSetting();

// The tree: member k (0-based) sits under member floor((k - 1) / BRANCHING); member 0 is the top agent.
let started = performance.now();
const [first] = await queryRows<{ id: string }>(
  t.db,
  sql`
  insert into members (username, password_hash, type, referral_code, language, is_demo)
  select 'team' || k, 'bench: no login', case when k < ${Math.ceil(MEMBERS / BRANCHING)} then 1 else 0 end,
    'TEAM' || k, 'EN', true
  from generate_series(0, ${MEMBERS - 1}) k
  order by k
  returning id`,
);
const base = Number(first?.id);
await t.db.execute(sql`
  update members set parent_id = ${base} + (id - ${base} - 1) / ${BRANCHING}
  where id > ${base} and id < ${base + MEMBERS}`);
await t.db.execute(sql`
  insert into agent_tree (ancestor_id, member_id, depth)
  with recursive chain (ancestor_id, member_id, depth) as (
    select id, id, 0 from members where id between ${base} and ${base + MEMBERS - 1}
    union all
    select m.parent_id, chain.member_id, chain.depth + 1
    from chain join members m on m.id = chain.ancestor_id
    where m.parent_id is not null
  )
  select ancestor_id, member_id, depth from chain`);
const [depth] = await queryRows<{ max: number; rows: string }>(
  t.db,
  sql`select max(depth)::int as max, count(*)::text as rows from agent_tree where ancestor_id = ${base}`,
);
console.log(
  `tree: ${MEMBERS} members, ${depth?.max ?? 0} levels below the top agent, ${Number(depth?.rows ?? 0) - 1} team rows of the top agent (${elapsed(started)})`,
);

// The rounds, as the vendor API records them: one `round.settled` event each, in time order.
started = performance.now();
const categories = sql.raw(`array[${GAME_CATEGORIES.map((category) => `'${category}'`).join(', ')}]`);
const end = Date.parse('2026-11-24T00:00:00Z');
for (let offset = 0; offset < ROUNDS; offset += CHUNK) {
  const size = Math.min(CHUNK, ROUNDS - offset);
  // The bench's own numbers, written into the statement as literals (parameters would need casts).
  const n = (value: number) => sql.raw(String(value));
  await t.db.execute(sql`
    insert into domain_events (type, member_id, occurred_at, payload)
    select 'round.settled', member_id, at,
      jsonb_build_object('vassalage', 'BENCH', 'roundId', 'r' || k, 'nodeId', 1,
        'category', (${categories})[1 + k % ${n(GAME_CATEGORIES.length)}],
        'stake', stake::text, 'validBet', stake::text, 'payout', (stake * (k % 3))::text, 'uplineIds', '[]'::jsonb)
    from (
      select k, ${n(base)} + (hashint8(k) & 2147483647) % ${n(MEMBERS)} as member_id,
        to_timestamp(${n(end / 1000 - DAYS * 86_400)} + (k::float8 / ${n(ROUNDS)}) * ${n(DAYS * 86_400)}) as at,
        100 + (hashint8(k + 1) & 2147483647) % 10000 as stake
      from generate_series(${n(offset)}::bigint, ${n(offset + size - 1)}::bigint) k
    ) rounds
    order by k`);
}
console.log(`events: ${ROUNDS} round.settled events written (${elapsed(started)})`);

// The app's own tick applies events too; drain waits for whichever instance holds the batch.
started = performance.now();
await t.services.statistics.drain();
const seconds = (performance.now() - started) / 1000;
const applied = ROUNDS;
console.log(
  `consumer: ${applied} events applied in ${seconds.toFixed(1)} s (${Math.round(applied / seconds)} events/s), lag now ${await t.services.statistics.consumer.lag()}`,
);
const [sizes] = await queryRows<{ members: string; teams: string }>(
  t.db,
  sql`select (select count(*) from member_daily_stats)::text as members, (select count(*) from team_daily_stats)::text as teams`,
);
console.log(`rows: ${sizes?.members} member-day-category rows, ${sizes?.teams} team-day-category rows\n`);
await t.db.execute(sql`analyze`);

// Agents at every depth: the top agent, then one per level below it.
const agentsByLevel: number[] = [];
for (let id = 0; id < MEMBERS; id = id * BRANCHING + 1) agentsByLevel.push(base + id);
const day = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    ms,
  );
const randomRange = (maxDays: number) => {
  const length = 1 + Math.floor(Math.random() * maxDays);
  const last = end - Math.floor(Math.random() * (DAYS - length + 1)) * 86_400_000 - 3_600_000;
  return { from: day(last - (length - 1) * 86_400_000), to: day(last) };
};

const whole = { from: day(end - DAYS * 86_400_000), to: day(end) };
const top = await t.services.statistics.team(base, whole);
console.log(
  `top agent over ${DAYS} days: ${top.totals.betCount} rounds, stake ${top.totals.stake}, valid bet ${top.totals.validBet}, win/loss ${top.totals.winLoss}, ${top.totals.bettors} bettor-days\n`,
);
if (top.totals.betCount !== applied)
  throw new Error(`the top agent's team counts ${top.totals.betCount} of ${applied} rounds`);

await measure('team summary, top agent, 90 days', async () => {
  await t.services.statistics.team(base, whole);
});
await measure('team summary, any agent, 1-90 days', async () => {
  const agent = agentsByLevel[Math.floor(Math.random() * agentsByLevel.length)] ?? base;
  await t.services.statistics.team(agent, randomRange(DAYS));
});

// The agent centre's endpoints through the gateway (Fastify's whole pipeline: session guard, zod, envelope),
// for the agents among them (the deepest level holds members only).
const reportAgents = agentsByLevel.filter((id) => id - base < Math.ceil(MEMBERS / BRANCHING));
await t.db.execute(
  sql`update members set password_hash = ${await hashPassword('bench1234')} where id in ${sql.raw(`(${reportAgents.join(',')})`)}`,
);
const tokenByAgent = new Map<number, string>();
for (const agentId of reportAgents) {
  const answer = await login(t, { username: `team${agentId - base}`, password: 'bench1234' });
  if (!answer.body.success) throw new Error(`the bench agent team${agentId - base} could not log in`);
  tokenByAgent.set(agentId, answer.body.value.token);
}
const httpGet = async (path: string, agentId: number, range: { from: string; to: string }, extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${path}?startDate=${range.from}&endDate=${range.to}${extra}`,
    headers: { authorization: tokenByAgent.get(agentId) ?? '' },
  });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
};
const anyAgent = () => reportAgents[Math.floor(Math.random() * reportAgents.length)] ?? base;
await measure('HTTP team overview, top agent, 90 days', async () => {
  await httpGet('/wps/agent/team/overview', base, whole);
});
await measure('HTTP team overview, any agent, all or direct, 1-90 days', async () => {
  await httpGet(
    '/wps/agent/team/overview',
    anyAgent(),
    randomRange(DAYS),
    Math.random() < 0.5 ? '&scope=DIRECT' : '',
  );
});
await measure('HTTP user profit and loss, top agent, 90 days, first page', async () => {
  await httpGet('/wps/agent/team/profit', base, whole);
});
await measure(
  'HTTP user profit and loss, any agent, all or direct, 1-90 days, any of the first pages',
  async () => {
    await httpGet(
      '/wps/agent/team/profit',
      anyAgent(),
      randomRange(DAYS),
      `&pageNum=${1 + Math.floor(Math.random() * 5)}${Math.random() < 0.5 ? '&scope=DIRECT' : ''}`,
    );
  },
);

// Without the rollup: the members' own daily rows, summed through the tree at read time.
const unrolled = async (agentId: number, range: { from: string; to: string }) =>
  queryRows(
    t.db,
    sql`
    select s.category, sum(s.bet_count), sum(s.stake), sum(s.valid_bet), sum(s.payout), sum(s.win_loss)
    from agent_tree tree join member_daily_stats s on s.member_id = tree.member_id
    where tree.ancestor_id = ${agentId} and s.day between ${range.from} and ${range.to}
    group by s.category`,
  );
started = performance.now();
await unrolled(base, whole);
await unrolled(base, whole);
console.log(
  `without the rollup, top agent, 90 days (members' rows through the tree): ${((performance.now() - started) / 2).toFixed(0)} ms per summary`,
);

await t.close();
