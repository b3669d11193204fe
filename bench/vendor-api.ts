/**
 * Benchmark: the seamless-wallet API as a vendor drives it: signed bet + win round trips over HTTP
 * (each call stored under its transaction id with its ledger transfer and bet record in one
 * transaction), beside the raw debit SQL statement alone (transfer row and both guarded balance
 * updates) on the same database in the same run. Players are spread over 50 members, as a busy
 * table's would be. Prints round trips per second, percentiles per call and the ratio, then
 * reconciles the ledger. Not a test: nothing here asserts a time.
 *
 *   npx tsx bench/vendor-api.ts                                          # embedded PGlite, in memory
 *   bash scripts/with-throwaway-pg.sh npx tsx bench/vendor-api.ts       # real PostgreSQL
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, createTestMember, fundTestMember } from '../apps/server/src/testing/index.ts';
import { createVendorClient, registerTestVendor, testGame } from '../apps/server/src/testing/vendor.ts';
import { walletAccounts } from '../apps/server/src/platform/ledger/tables.ts';
import { describeLedgerCheck } from '../apps/server/src/platform/ledger/service.ts';
import { CONCURRENCY, REQUESTS, measure } from './measure.ts';

const PLAYERS = 50;

const t = await createTestApp();
const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `${REQUESTS} rounds, concurrency ${CONCURRENCY}, ${PLAYERS} players, ${database}, node ${process.version}\n`,
);

const { secret } = await registerTestVendor(t.services, {
  vassalage: 'BENCH',
  categories: ['RNG'],
  games: [testGame('bench-slot', { gameType: 'RNG' })],
});
const vendor = createVendorClient({ baseUrl, vassalage: 'BENCH', secret });
const game = [...(await t.services.catalogue.snapshot()).byNode.values()][0];
if (!game) throw new Error('the bench game is missing');

const players: { memberId: number; sessionId: string; playerId: string; currency: string }[] = [];
for (let n = 0; n < PLAYERS; n += 1) {
  const username = `bench${n}`;
  const member = await createTestMember(t.services, { username, password: randomUUID() });
  await fundTestMember(t.services, username, '1000000.00');
  const launch = await t.services.games.launch(member.id, {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: 'BENCH',
    accountType: 1,
    language: 'EN',
  });
  const token = new URL(launch.url).searchParams.get('token') ?? '';
  const session = (await vendor.authenticate(token)).body.value as {
    sessionId: string;
    playerId: string;
    currency: string;
  };
  players.push({ memberId: member.id, ...session });
}

const betTimes: number[] = [];
const winTimes: number[] = [];
let turn = 0;
const timed = async (times: number[], call: () => Promise<{ body: { success: boolean } }>) => {
  const started = performance.now();
  const answer = await call();
  times.push(performance.now() - started);
  if (!answer.body.success) throw new Error(`vendor call refused: ${JSON.stringify(answer.body)}`);
};
const round = await measure('API  bet + win round trip (2 signed calls)', async () => {
  const player = players[turn % PLAYERS];
  turn += 1;
  if (!player) throw new Error('no player');
  const roundId = randomUUID();
  const common = { playerId: player.playerId, roundId, gameCode: game.gameCode, currency: player.currency };
  await timed(betTimes, () =>
    vendor.bet({ ...common, sessionId: player.sessionId, transactionId: randomUUID(), amount: '1.00' }),
  );
  await timed(winTimes, () => vendor.win({ ...common, transactionId: randomUUID(), amount: '0.50' }));
});

const [house] = await t.db
  .select({ id: walletAccounts.id })
  .from(walletAccounts)
  .where(and(isNull(walletAccounts.memberId), eq(walletAccounts.kind, 'GAME_HOUSE')));
const mains = await t.db
  .select({ id: walletAccounts.id })
  .from(walletAccounts)
  .where(eq(walletAccounts.kind, 'MAIN'));
if (!house) throw new Error('no game house account');
let rawTurn = 0;
const raw = await measure('raw  one debit statement: transfer + 2 updates', async () => {
  const account = mains[rawTurn % mains.length];
  rawTurn += 1;
  if (!account) throw new Error('no account');
  await t.db.execute(sql`
    with debit as (
      update wallet_accounts set balance = balance - 100
      where id = ${account.id} and (balance >= 100 or may_go_negative) returning id
    ), credit as (
      update wallet_accounts set balance = balance + 100
      where id = ${house.id} and exists (select 1 from debit) returning id
    )
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, type)
    select ${`raw:${randomUUID()}`}, ${account.id}, ${house.id}, 100, 'BET' from credit`);
});

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
console.log(
  `\nbet  p50 ${percentile(betTimes, 50).toFixed(2)} ms  p99 ${percentile(betTimes, 99).toFixed(2)} ms (goal under 20 ms)` +
    `\nwin  p50 ${percentile(winTimes, 50).toFixed(2)} ms  p99 ${percentile(winTimes, 99).toFixed(2)} ms` +
    `\nround trips ${round.rps.toFixed(0)}/s = ${(round.rps * 2).toFixed(0)} vendor calls/s; raw debits ${raw.rps.toFixed(0)}/s` +
    `\nvendor calls / raw debit statements: ${((round.rps * 2) / raw.rps).toFixed(2)}x`,
);
for (const line of describeLedgerCheck(await t.services.ledger.check())) console.log(line);
await t.close();
