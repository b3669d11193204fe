import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { prepareDatabase } from '../stored-secrets.ts';

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(config, database, config.dataDir);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
