/**
 * A second server process for the exactly-once proof: the real app on the test's PostgreSQL
 * database (its own pool and runner, the test's secrets key from SECRETS_KEY), its clock at the
 * given instant, running one contract job's due periods. The test SIGKILLs it mid-run. Arguments:
 * database URL, the instant its clock shows, the job's name.
 */
import { createManualClock } from '../../../../platform/clock.ts';
import { createTestApp } from '../../../../testing/index.ts';

const [url, now, job] = process.argv.slice(2);
const key = process.env.SECRETS_KEY;
if (!url || !now || !job || !key) throw new Error('usage: SECRETS_KEY=<key> <url> <now> <job>');
const app = await createTestApp({
  sharedWith: { databaseUrl: url },
  secretsKeys: { current: Buffer.from(key, 'base64'), previous: [] },
  clock: createManualClock(now),
});
process.stdout.write(`running ${app.jobRunner.instanceId}\n`);
const outcomes = await app.jobRunner.runDue(job);
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
await app.close();
