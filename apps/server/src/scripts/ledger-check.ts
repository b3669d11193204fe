import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { createLedgerService, describeLedgerCheck, isLedgerClean } from '../platform/ledger/service.ts';

/**
 * `npm run ledger:check`: proves that every account balance equals the credits minus debits of
 * its transfers and that all balances sum to zero. Exits 0 with one summary line, or 1 listing
 * the accounts at fault.
 */
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const check = await createLedgerService({ db: database.db }).check();
await database.close();
const lines = describeLedgerCheck(check);
if (isLedgerClean(check)) {
  console.log(lines.join('\n'));
} else {
  console.error(lines.join('\n'));
  process.exitCode = 1;
}
