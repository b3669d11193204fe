import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { staffPasswordSchema } from '@platform/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { prepareDatabase } from '../stored-secrets.ts';
import { createServices } from '../app.ts';

/**
 * Creates a console administrator: `npm run console:create-admin -- --username NAME`. The
 * password comes from CONSOLE_ADMIN_PASSWORD or is asked for; TOTP is enrolled at first login.
 */
const { values } = parseArgs({ options: { username: { type: 'string' } } });
const username = values.username?.trim();
if (!username) {
  console.error(
    'usage: npm run console:create-admin -- --username NAME  (password from CONSOLE_ADMIN_PASSWORD or a prompt)',
  );
  process.exit(2);
}

const readPassword = async () => {
  if (process.env.CONSOLE_ADMIN_PASSWORD) return process.env.CONSOLE_ADMIN_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Password (10+ characters, a letter and a digit): ');
  prompt.close();
  return answer;
};

const password = await readPassword();
if (!staffPasswordSchema.safeParse(password).success) {
  console.error('The password needs 10 or more characters with at least one letter and one digit.');
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { secrets } = await prepareDatabase(config, database, config.dataDir);
const services = createServices({ config, database, secrets });
await services.system.ensureDefaults();
const created = await services.staff.createStaff({
  username,
  password,
  role: 'ADMIN',
  mustChangePassword: false,
});
await database.close();
if (!created) {
  console.error(`A staff account named ${username} already exists.`);
  process.exit(1);
}
console.log(
  `Administrator ${created.username} created. Sign in at /console and enrol TOTP with an authenticator app.`,
);
