/**
 * Hybrid encryption of the spec's "encrypted" calls (ARCHITECTURE.md, "API conventions"):
 * the JSON body is sealed with a fresh AES-256-GCM key, and that key is wrapped with the
 * gateway's RSA-OAEP-256 public key. WebCrypto only, so browser and Node share this code.
 */
export const ENCRYPTION_HEADER = 'Encryption';
export const AES_IV_BYTES = 12;

/**
 * How far a sealed body's `timestamp` may lie from the gateway's clock, either way. Outside it the
 * gateway answers `request_stale` with its own time in `value.serverTime`.
 */
export const SEALED_REQUEST_WINDOW_MS = 5 * 60_000;
/** Random bytes of a sealed body's `nonce`; the gateway accepts each nonce once. */
export const SEALED_NONCE_BYTES = 16;

/**
 * What is sealed: the call's payload with the time it was sealed and a random nonce, so that a
 * captured body cannot be sent again (the gateway refuses stale bodies and repeated nonces).
 */
export interface SealedEnvelope {
  /** Milliseconds since the epoch, by the sender's clock (corrected by `serverTime` when refused). */
  timestamp: number;
  /** `SEALED_NONCE_BYTES` random bytes, base64. */
  nonce: string;
  payload: unknown;
}

export interface EncryptOptions {
  /** The sealing time in ms; defaults to this device's clock. */
  timestamp?: number;
}

export interface EncryptedRequest {
  /** Value of the `Encryption` header: the wrapped AES key, base64. */
  wrappedKey: string;
  /** The request body: `{ value: base64(iv || ciphertext) }`. */
  body: { value: string };
}

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

export const encryptPayload = async (
  publicKeySpki: string,
  payload: unknown,
  options: EncryptOptions = {},
): Promise<EncryptedRequest> => {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey(
    'spki',
    fromBase64(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
  const envelope: SealedEnvelope = {
    timestamp: options.timestamp ?? Date.now(),
    nonce: toBase64(globalThis.crypto.getRandomValues(new Uint8Array(SEALED_NONCE_BYTES))),
    payload,
  };
  const plaintext = new TextEncoder().encode(JSON.stringify(envelope));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const wrapped = new Uint8Array(await subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' }));
  const combined = new Uint8Array(iv.length + sealed.length);
  combined.set(iv);
  combined.set(sealed, iv.length);
  return { wrappedKey: toBase64(wrapped), body: { value: toBase64(combined) } };
};
