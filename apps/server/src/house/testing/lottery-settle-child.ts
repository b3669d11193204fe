/**
 * A house vendor instance of its own for the lottery's kill test: on the test's PostgreSQL database
 * and the platform's address, its clock at the given instant, it draws the due draws and settles
 * their orders, writing "won" after each win the platform acknowledged (each win is sent 30 ms late,
 * so the test can kill it half-way). Arguments: database URL, platform URL, the instant.
 */
import pg from 'pg';
import { createHouseVendor, httpTransport, type PlatformTransport } from '@platform/house-vendor';
import { HOUSE_VASSALAGE } from '../mount.ts';

const [databaseUrl, platformUrl, now] = process.argv.slice(2);
if (!databaseUrl || !platformUrl || !now) throw new Error('usage: <database url> <platform url> <now>');
const overHttp = httpTransport(platformUrl);
const transport: PlatformTransport = async (path, body, headers) => {
  if (!path.endsWith('/win')) return overHttp(path, body, headers);
  await new Promise((resolve) => setTimeout(resolve, 30));
  const answer = await overHttp(path, body, headers);
  process.stdout.write('won\n');
  return answer;
};
const pool = new pg.Pool({ connectionString: databaseUrl });
const house = await createHouseVendor({
  database: { kind: 'postgres', pool },
  vassalage: HOUSE_VASSALAGE,
  transport,
  publicUrl: 'http://games.test/house',
  currency: 'JPY',
  clientDist: '/nonexistent',
  clock: () => new Date(now),
});
await house.lottery.run();
await house.lotteryOrders.settle();
process.stdout.write('done\n');
await pool.end();
