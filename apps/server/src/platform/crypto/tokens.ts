import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random 256-bit opaque token, URL-safe. */
export const createToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human-friendly code without look-alike characters (referral and affiliate codes). */
export const createCode = (length = 8): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
