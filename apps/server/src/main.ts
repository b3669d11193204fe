import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { count } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { buildApp, createServices } from './app.ts';
import { members } from './modules/members/tables.ts';
import { DEMO_ACCOUNTS, demoCredentialsText, seedDemoData } from './seed/demo.ts';
import { seedDemoContent } from './seed/demo-content.ts';
import { seedDemoHosts } from './seed/demo-live.ts';
import { seedDemoTeam } from './seed/demo-team.ts';
import { seedDemoRewards } from './seed/demo-rewards.ts';
import { mountHouseVendor, registerHouseVendor } from './house/mount.ts';
import { prepareDatabase } from './stored-secrets.ts';

const config = loadConfig();
const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const consoleDist = config.consoleDist ?? fileURLToPath(new URL('../../console/dist', import.meta.url));
const database = openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
// SQL migrations, then the data migration that encrypts an older install's plain secrets.
const { secrets, source: secretsKeySource, sealed } = await prepareDatabase(config, database, config.dataDir);

const { app, services } = await buildApp({ config: { ...config, webDist, consoleDist }, database, secrets });
app.log.info(
  { source: secretsKeySource, keyId: secrets.currentKeyId, sealed },
  'secrets at rest: encryption key ready',
);
const house = config.houseVendor.embedded
  ? await mountHouseVendor(app, database, {
      currency: (await services.system.getSiteSetting()).currency.code,
      secret: config.houseVendor.secret,
      secrets,
    })
  : null;

// The embedded database is the demo install: its first start gets the demo data and the house games.
if (database.kind === 'pglite') {
  const [row] = await database.db.select({ n: count() }).from(members);
  const fresh = (row?.n ?? 0) === 0;
  if (fresh) {
    await seedDemoData(services);
    await seedDemoContent(services);
    await seedDemoHosts(services);
    await seedDemoRewards(services);
    app.log.info('demo data, site content, live hosts and rewards created (labelled demo)');
  }
  if (house && (await registerHouseVendor(services, house, DEMO_ACCOUNTS.admin)))
    app.log.info('house game vendor registered with its games');
  // The demo agent's team plays the house games, so it comes once they are registered.
  if (fresh) {
    const started = Date.now();
    const created = await seedDemoTeam((clock) => createServices({ config, database, secrets, clock }));
    app.log.info({ ms: Date.now() - started }, created.join(', ') || 'demo team already present');
  }
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
const url = `http://${shownHost}:${config.port}/`;
app.log.info({ url, database: database.kind }, 'platform ready');
// A plain banner for the person who ran `npm start`; the structured log above is for machines.
const demoLines =
  database.kind === 'pglite'
    ? [
        '',
        '  Demo accounts (demo data):',
        ...demoCredentialsText()
          .split('\n')
          .map((line) => `    ${line}`),
      ]
    : [];
console.log(
  [
    '',
    `  Platform ready: ${url}    console: ${url}console/    API docs: ${url}docs`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    ...demoLines,
    '',
  ].join('\n'),
);
