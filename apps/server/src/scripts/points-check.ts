import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { systemClock } from '../platform/clock.ts';
import { createPointsLedger, describePointsCheck, isPointsClean } from '../modules/points/ledger.ts';

/**
 * `npm run points:check`: proves that every member's points balance equals the sum of its points
 * transfers. Exits 0 with one summary line, or 1 listing the members at fault.
 */
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const check = await createPointsLedger({ db: database.db, clock: systemClock }).check();
await database.close();
const lines = describePointsCheck(check);
if (isPointsClean(check)) {
  console.log(lines.join('\n'));
} else {
  console.error(lines.join('\n'));
  process.exitCode = 1;
}
