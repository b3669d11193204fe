/**
 * A process that runs the test bonus job on a PostgreSQL database and stops half-way for good: it
 * prints `half` once half the members are paid and waits there to be killed (SIGKILL), leaving its
 * claim `running`. Arguments: database URL, the instant its clock shows, the time zone, the job's
 * name and the member ids (comma-separated).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createManualClock } from '../../clock.ts';
import { openDatabase } from '../../db/client.ts';
import { createLedgerService } from '../../ledger/service.ts';
import { createJobRunner } from '../runner.ts';
import { createBonusJob } from './bonus-job.ts';

const [url, now, timeZone, name, ids] = process.argv.slice(2);
if (!url || !now || !timeZone || !name || !ids)
  throw new Error('usage: <url> <now> <timeZone> <job> <memberIds>');
const memberIds = ids.split(',').map(Number);
const database = openDatabase({ url });
const job = createBonusJob({
  name,
  ledger: createLedgerService({ db: database.db }),
  memberIds,
  afterPayment: async (paid) => {
    if (paid !== Math.floor(memberIds.length / 2)) return;
    process.stdout.write('half\n');
    await sleep(600_000);
  },
});
const runner = createJobRunner({
  db: database.db,
  clock: createManualClock(now),
  timeZone: () => Promise.resolve(timeZone),
  jobs: [job],
  instanceId: 'killed-child',
});
await runner.runDue(name);
