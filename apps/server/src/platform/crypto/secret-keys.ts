import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { SECRET_KEY_BYTES, type SecretKeyring } from './secrets.ts';

/** The generated key of the embedded database, in DATA_DIR beside its files. */
export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * A key as an operator writes it: 64 hex characters, or base64 / base64url of 32 bytes
 * (`openssl rand -base64 32`). Undefined for anything else.
 */
export const parseSecretKey = (text: string): Buffer | undefined => {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SECRET_KEY_BYTES ? key : undefined;
};

/** The keys the environment names (SECRETS_KEY, SECRETS_KEY_PREVIOUS), as config.ts parsed them. */
export interface ConfiguredSecretKeys {
  current: Buffer | undefined;
  previous: readonly Buffer[];
}

/** Where the keys came from, for the start's log line (never the keys themselves). */
export type SecretKeySource = 'environment' | 'data-dir' | 'generated' | 'memory';

/** Reads the key file: one base64 key per line, the first the current one, the others previous. */
export const readKeyFile = (file: string): Buffer[] => {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const keys = lines.map(parseSecretKey);
  if (keys.length === 0 || keys.some((key) => key === undefined)) {
    throw new Error(`${file} must hold one or more keys of 32 bytes in base64, one per line`);
  }
  return keys as Buffer[];
};

/** Writes the key file readable by its owner only, replacing it in one step. */
export const writeKeyFile = (file: string, keys: readonly Buffer[]) => {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, keys.map((key) => `${key.toString('base64')}\n`).join(''));
  } finally {
    closeSync(fd);
  }
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
};

/**
 * The keyring the server seals secrets with. SECRETS_KEY wins; a PostgreSQL server needs it (a
 * database copied without the environment must reveal nothing). The embedded database without it
 * uses the key generated at its first start in DATA_DIR (mode 0600), and keys in that file stay
 * readable after SECRETS_KEY is set, so an install can move to an environment key and rotate.
 * The in-memory database (tests) gets a key for the life of the process.
 */
export const loadSecretKeys = (options: {
  configured: ConfiguredSecretKeys;
  database: 'pglite' | 'postgres';
  /** The embedded database's directory; undefined when it lives in memory. */
  dataDir: string | undefined;
}): { keyring: SecretKeyring; source: SecretKeySource } => {
  const { configured } = options;
  if (options.database === 'postgres') {
    if (!configured.current) {
      throw new Error(
        'SECRETS_KEY is required with DATABASE_URL: 32 random bytes as base64 or hex (for example `openssl rand -base64 32`), ' +
          'kept outside the database. It encrypts vendor signing secrets and TOTP secrets at rest.',
      );
    }
    return { keyring: { current: configured.current, previous: configured.previous }, source: 'environment' };
  }
  if (!options.dataDir) {
    return {
      keyring: {
        current: configured.current ?? randomBytes(SECRET_KEY_BYTES),
        previous: configured.previous,
      },
      source: configured.current ? 'environment' : 'memory',
    };
  }
  const file = path.join(options.dataDir, SECRETS_KEY_FILE);
  const stored = existsSync(file) ? readKeyFile(file) : [];
  if (configured.current) {
    return {
      keyring: { current: configured.current, previous: [...configured.previous, ...stored] },
      source: 'environment',
    };
  }
  const [current, ...previous] = stored;
  if (current)
    return { keyring: { current, previous: [...configured.previous, ...previous] }, source: 'data-dir' };
  const generated = randomBytes(SECRET_KEY_BYTES);
  writeKeyFile(file, [generated]);
  return { keyring: { current: generated, previous: configured.previous }, source: 'generated' };
};

/** Rotation of the generated key: a new key becomes the first (current) line, the old ones stay readable. */
export const addKeyFileKey = (file: string) => {
  writeKeyFile(file, [randomBytes(SECRET_KEY_BYTES), ...(existsSync(file) ? readKeyFile(file) : [])]);
};

/** After a rotation moved every value to the current key: the file keeps that key alone. */
export const dropKeyFilePrevious = (file: string) => {
  const [current] = existsSync(file) ? readKeyFile(file) : [];
  if (current) writeKeyFile(file, [current]);
};
