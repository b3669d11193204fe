/**
 * Benchmark: `GET /wps/member/info` and `GET /wps/v2/wallets/balance` through the whole HTTP
 * stack, against the raw database reads they need, on the same database in the same run.
 * Prints percentiles and the API/raw ratio. Not a test: nothing here asserts a time.
 *
 *   npx tsx bench/member-info.ts                      # embedded PGlite, in memory
 *   bash scripts/with-throwaway-pg.sh npx tsx bench/member-info.ts   # real PostgreSQL
 */
import { eq, and } from 'drizzle-orm';
import { createTestApp } from '../apps/server/src/testing/index.ts';
import { login } from '../apps/server/src/testing/requests.ts';
import { members } from '../apps/server/src/modules/members/tables.ts';
import { walletAccounts } from '../apps/server/src/platform/ledger/tables.ts';
import { sessions } from '../apps/server/src/modules/auth/tables.ts';
import { CONCURRENCY, REQUESTS, measure } from './measure.ts';

const t = await createTestApp();
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const token = (await login(t, { username: 'demomember', password: 'demo1234' })).body.value.token;
const headers = { authorization: token };
const member = await t.services.members.findByUsername('demomember');
const memberId = member?.id ?? 0;
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`${REQUESTS} requests, concurrency ${CONCURRENCY}, ${database}, node ${process.version}\n`);

const get = async (path: string) => {
  const response = await fetch(`${address}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await response.json();
};

const apiInfo = await measure('API  GET /wps/member/info', () => get('/wps/member/info'));
const rawInfo = await measure('raw  session + member + wallet', async () => {
  await t.db.select().from(sessions).where(eq(sessions.memberId, memberId)).limit(1);
  await t.db.select().from(members).where(eq(members.id, memberId));
  await t.db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'MAIN')));
});
const apiBalance = await measure('API  GET /wps/v2/wallets/balance', () => get('/wps/v2/wallets/balance'));
const rawBalance = await measure('raw  wallet row', async () => {
  await t.db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'MAIN')));
});

console.log(
  `\nratio API/raw p50: member info ${(apiInfo.p50 / rawInfo.p50).toFixed(2)}x, balance ${(apiBalance.p50 / rawBalance.p50).toFixed(2)}x`,
);
await t.close();
