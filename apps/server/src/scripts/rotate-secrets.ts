import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { SECRETS_KEY_FILE, addKeyFileKey, dropKeyFilePrevious } from '../platform/crypto/secret-keys.ts';
import { prepareDatabase, resealStoredSecrets, type ResealCounts } from '../stored-secrets.ts';

/**
 * `npm run secrets:rotate`: re-encrypts every secret kept at rest (vendor signing secrets, member
 * and staff TOTP secrets, the house vendor's copy) with the current key, reading older values with
 * SECRETS_KEY_PREVIOUS (or the keys of DATA_DIR/secrets.key). `-- --new-key` first generates a new
 * key for an embedded database without SECRETS_KEY. Safe to run again; prints no secret or key.
 */
const { values } = parseArgs({ options: { 'new-key': { type: 'boolean', default: false } } });
const config = loadConfig();
const embedded = !config.databaseUrl;
const keyFile = path.join(config.dataDir, SECRETS_KEY_FILE);

if (values['new-key']) {
  if (!embedded || config.secretsKeys.current) {
    console.error(
      '--new-key replaces the embedded database’s generated key. With SECRETS_KEY set, rotate by setting the new key ' +
        'in SECRETS_KEY and the old one in SECRETS_KEY_PREVIOUS on every instance, then run this command without --new-key.',
    );
    process.exit(2);
  }
  // The new key goes first and the old ones stay in the file until every value is moved, so a run
  // stopped halfway loses nothing: run it again (without --new-key) to finish.
  addKeyFileKey(keyFile);
}

const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
// The start's data migration encrypts plain values first; the rotation then moves the older ones.
const { secrets, sealed } = await prepareDatabase(config, database, config.dataDir);
const moved = await resealStoredSecrets(database, secrets, 'all');
await database.close();
if (embedded && !config.secretsKeys.current) dropKeyFilePrevious(keyFile);

const rewritten = (kind: keyof ResealCounts) => sealed[kind] + moved[kind];
const total = (Object.keys(moved) as (keyof ResealCounts)[]).reduce((sum, kind) => sum + rewritten(kind), 0);
console.log(
  `Re-encrypted ${total} secret(s) with key ${secrets.currentKeyId} (member TOTP ${rewritten('memberTotp')}, ` +
    `staff TOTP ${rewritten('staffTotp')}, vendor ${rewritten('vendorSecrets')}, house vendor ${rewritten('houseSecret')}, ` +
    `payment gateway ${rewritten('gatewaySecrets')}).`,
);
if (config.secretsKeys.previous.length > 0) {
  console.log('Every secret is under SECRETS_KEY now: remove SECRETS_KEY_PREVIOUS and restart the servers.');
}
if (embedded && config.secretsKeys.current) {
  console.log(`Every secret is under SECRETS_KEY now: ${keyFile}, if present, is no longer needed.`);
}
