import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { prepareDatabase } from '../stored-secrets.ts';
import { createServices } from '../app.ts';
import { demoCredentialsText, seedDemoData } from '../seed/demo.ts';
import { seedDemoContent } from '../seed/demo-content.ts';
import { seedDemoTeam } from '../seed/demo-team.ts';
import { seedDemoPromotions } from '../seed/demo-promotions.ts';
import { seedDemoTickets } from '../seed/demo-tickets.ts';
import { seedDemoMissions } from '../seed/demo-missions.ts';
import { seedDemoRewardTasks } from '../seed/demo-reward-tasks.ts';

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { secrets } = await prepareDatabase(config, database, config.dataDir);
const services = createServices({ config, database, secrets });
const created = [
  ...(await seedDemoData(services)).created,
  ...(await seedDemoContent(services)),
  ...(await seedDemoPromotions(services)),
  ...(await seedDemoMissions(services)),
  ...(await seedDemoTeam((clock) => createServices({ config, database, secrets, clock }))),
  ...(await seedDemoTickets(services)),
  ...(await seedDemoRewardTasks(services)),
];
await database.close();
console.log(created.length > 0 ? `Demo data created: ${created.join(', ')}` : 'Demo data already present.');
console.log(demoCredentialsText());
