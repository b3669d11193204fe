import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { AES_IV_BYTES } from '@platform/contract';
import { AppError } from '../http/errors.ts';

const GCM_TAG_BYTES = 16;

export interface EncryptionKeyPair {
  /** SPKI, base64: published in the site config. */
  publicKey: string;
  /** PKCS#8, base64: never leaves the server. */
  privateKey: string;
}

export const generateEncryptionKeyPair = (): EncryptionKeyPair => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
  };
};

export const loadPrivateKey = (pair: EncryptionKeyPair): KeyObject =>
  createPrivateKey({ key: Buffer.from(pair.privateKey, 'base64'), format: 'der', type: 'pkcs8' });

/**
 * Opens a body sealed by the contract's `encryptPayload`: unwraps the AES key with RSA-OAEP-256,
 * then decrypts and authenticates the AES-256-GCM payload. Anything that does not open is a 400.
 */
export const decryptPayload = (privateKey: KeyObject, wrappedKey: string, sealed: string): unknown => {
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrappedKey, 'base64'),
    );
    const data = Buffer.from(sealed, 'base64');
    if (aesKey.length !== 32 || data.length < AES_IV_BYTES + GCM_TAG_BYTES) throw new Error('short payload');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, data.subarray(0, AES_IV_BYTES));
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
    const plaintext = Buffer.concat([
      decipher.update(data.subarray(AES_IV_BYTES, data.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plaintext.toString('utf8')) as unknown;
  } catch {
    throw new AppError('malformed_request');
  }
};
