import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { prepareDatabase } from '../stored-secrets.ts';
import { createServices } from '../app.ts';
import { demoCredentialsText, seedDemoData } from '../seed/demo.ts';
import { seedDemoContent } from '../seed/demo-content.ts';
import { seedDemoHosts } from '../seed/demo-live.ts';
import { seedDemoTeam } from '../seed/demo-team.ts';
import { seedDemoRewards } from '../seed/demo-rewards.ts';

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { secrets } = await prepareDatabase(config, database, config.dataDir);
const services = createServices({ config, database, secrets });
const created = [
  ...(await seedDemoData(services)).created,
  ...(await seedDemoContent(services)),
  ...(await seedDemoHosts(services)),
  ...(await seedDemoRewards(services)),
  ...(await seedDemoTeam((clock) => createServices({ config, database, secrets, clock }))),
];
await database.close();
console.log(created.length > 0 ? `Demo data created: ${created.join(', ')}` : 'Demo data already present.');
console.log(demoCredentialsText());
