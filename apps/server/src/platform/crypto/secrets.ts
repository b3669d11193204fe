import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (vendor signing secrets, TOTP secrets): AES-256-GCM under a key from the
 * environment, stored as `v1:<key id>:<iv>:<ciphertext and tag>` (base64url). The additional data
 * names the table, column and row, so a value copied to another row or column does not open.
 */
export const SECRET_FORMAT = 'v1';

/** The length of a key: 256 bits. */
export const SECRET_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_LENGTH = 8;

/** What a reseal does: `plain` encrypts only plain values (the start); `all` also moves values under an older key (rotation). */
export type ResealMode = 'plain' | 'all';

export interface SecretKeyring {
  /** Encrypts every new value. */
  current: Buffer;
  /** Earlier keys: values under them still open until a rotation re-encrypts them. */
  previous: readonly Buffer[];
}

/** A stored value that does not open: under a key not configured, tampered with, or another row's. */
export class SecretUnreadableError extends Error {
  constructor(context: string, reason: string) {
    // Names the row and the reason, never the value or a key.
    super(`the stored secret ${context} cannot be decrypted: ${reason}`);
    this.name = 'SecretUnreadableError';
  }
}

/** A short public name of a key (a keyed hash of it, never the key): which key sealed a value. */
export const secretKeyId = (key: Buffer): string =>
  createHmac('sha256', key).update('platform secrets key id').digest('base64url').slice(0, KEY_ID_LENGTH);

/** The AES key of one purpose and format version, derived from the configured key. */
const deriveKey = (key: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `platform secrets at rest ${SECRET_FORMAT}`, 32));

/** Whether a stored value is sealed (by any version); anything else is a plain value of an older install. */
export const isSealed = (stored: string): boolean => /^v\d+:/.test(stored);

export type SecretBox = ReturnType<typeof createSecretBox>;

export const createSecretBox = (keyring: SecretKeyring) => {
  for (const key of [keyring.current, ...keyring.previous]) {
    if (key.length !== SECRET_KEY_BYTES) throw new Error(`a secrets key must be ${SECRET_KEY_BYTES} bytes`);
  }
  const currentId = secretKeyId(keyring.current);
  const keys = new Map<string, Buffer>();
  for (const key of [...keyring.previous, keyring.current]) keys.set(secretKeyId(key), deriveKey(key));
  const currentKey = keys.get(currentId) as Buffer;
  const currentPrefix = `${SECRET_FORMAT}:${currentId}:`;

  /** The key id of a sealed value; throws for a plain value or another format. */
  const keyIdOf = (stored: string, context: string) => {
    const parts = stored.split(':');
    if (parts[0] !== SECRET_FORMAT || parts.length !== 4) {
      throw new SecretUnreadableError(context, isSealed(stored) ? 'unknown format' : 'it is not encrypted');
    }
    return parts[1] as string;
  };

  const seal = (secret: string, context: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${currentPrefix}${iv.toString('base64url')}:${body.toString('base64url')}`;
  };

  const open = (stored: string, context: string): string => {
    const keyId = keyIdOf(stored, context);
    const key = keys.get(keyId);
    if (!key) {
      throw new SecretUnreadableError(
        context,
        `it was encrypted with key ${keyId}, which is not configured (SECRETS_KEY, SECRETS_KEY_PREVIOUS, or the embedded database's DATA_DIR/secrets.key)`,
      );
    }
    const [, , ivText = '', bodyText = ''] = stored.split(':');
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES)
      throw new SecretUnreadableError(context, 'truncated');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretUnreadableError(
        context,
        'it does not authenticate (altered, or copied from another row)',
      );
    }
  };

  return {
    /** The id of the key new values are sealed with. */
    currentKeyId: currentId,
    /** The prefix every value sealed with the current key starts with. */
    currentPrefix,
    /** The stored form of `secret`, bound to `context` (`<table>.<column>:<row key>`). */
    seal,
    /** The secret back; a value that does not open throws `SecretUnreadableError`. */
    open,
    /** `open` for a nullable column. */
    openNullable: (stored: string | null, context: string): string | null =>
      stored === null ? null : open(stored, context),
    /**
     * The value to store instead of `stored`, or null when it is fine as it is: a plain value is
     * sealed; in mode `all` a value under an older key is sealed again with the current one. A value
     * under a key that is not configured, or one that does not open, throws.
     */
    reseal: (stored: string, context: string, mode: ResealMode): string | null => {
      if (!isSealed(stored)) return seal(stored, context);
      const keyId = keyIdOf(stored, context);
      if (keyId === currentId) return null;
      const secret = open(stored, context);
      return mode === 'all' ? seal(secret, context) : null;
    },
  };
};
