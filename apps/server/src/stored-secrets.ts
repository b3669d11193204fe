import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { loadSecretKeys, type SecretKeySource } from './platform/crypto/secret-keys.ts';
import { createSecretBox, type ResealMode, type SecretBox } from './platform/crypto/secrets.ts';
import { resealMemberSecrets } from './modules/members/totp-secrets.ts';
import { resealStaffSecrets } from './modules/console/staff-secrets.ts';
import { resealVendorSecrets } from './modules/games/vendor-secrets.ts';
import { resealGatewaySecrets } from './modules/wallet/gateway-secrets.ts';
import { resealHouseSecret } from './house/mount.ts';

/**
 * The secrets box of this install: SECRETS_KEY (required with DATABASE_URL), or the embedded
 * database's key in DATA_DIR, generated at its first start. See `platform/crypto/secret-keys.ts`.
 */
export const openSecretBox = (
  config: Pick<AppConfig, 'secretsKeys'>,
  database: Pick<DatabaseHandle, 'kind'>,
  /** The embedded database's directory (DATA_DIR); undefined for one in memory. */
  dataDir: string | undefined,
): { secrets: SecretBox; source: SecretKeySource } => {
  const { keyring, source } = loadSecretKeys({
    configured: config.secretsKeys,
    database: database.kind,
    dataDir,
  });
  return { secrets: createSecretBox(keyring), source };
};

/** Rows rewritten by a reseal, per kind of secret. */
export interface ResealCounts {
  memberTotp: number;
  staffTotp: number;
  vendorSecrets: number;
  houseSecret: number;
  gatewaySecrets: number;
}

/**
 * Every secret the platform keeps at rest, sealed with the current key. Mode `plain` is the data
 * migration run at every start after the SQL migrations: it encrypts the plain secrets of an older
 * install and stops the start when a value is under a key that is not configured. Mode `all` is the
 * rotation (`npm run secrets:rotate`): it also re-encrypts values under SECRETS_KEY_PREVIOUS.
 * Idempotent, and safe with several instances starting at once.
 */
export const resealStoredSecrets = async (
  database: DatabaseHandle,
  secrets: SecretBox,
  mode: ResealMode,
): Promise<ResealCounts> => ({
  memberTotp: await resealMemberSecrets(database.db, secrets, mode),
  staffTotp: await resealStaffSecrets(database.db, secrets, mode),
  vendorSecrets: await resealVendorSecrets(database.db, secrets, mode),
  houseSecret: (await resealHouseSecret(database, secrets, mode)) ? 1 : 0,
  gatewaySecrets: await resealGatewaySecrets(database.db, secrets, mode),
});

/**
 * What every start does to the database, in order: the secrets box (PostgreSQL without SECRETS_KEY
 * stops here, before anything is touched), the SQL migrations, then the data migration that
 * encrypts plain secrets. The server, the scripts and the tests all go through it.
 */
export const prepareDatabase = async (
  config: Pick<AppConfig, 'secretsKeys'>,
  database: DatabaseHandle,
  /** The embedded database's directory (DATA_DIR); undefined for one in memory. */
  dataDir: string | undefined,
) => {
  const { secrets, source } = openSecretBox(config, database, dataDir);
  await database.migrate();
  const sealed = await resealStoredSecrets(database, secrets, 'plain');
  return { secrets, source, sealed };
};
