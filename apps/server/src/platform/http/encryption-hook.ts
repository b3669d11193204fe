import type { FastifyInstance } from 'fastify';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { ENCRYPTION_HEADER, SEALED_NONCE_BYTES, SEALED_REQUEST_WINDOW_MS } from '@platform/contract';
import { AppError } from './errors.ts';
import { decryptPayload } from '../crypto/hybrid.ts';
import type { NonceRegister } from '../crypto/nonces.ts';

/** Base64 of exactly `SEALED_NONCE_BYTES` bytes (16: 22 characters and `==`). */
const NONCE_LENGTH = Math.ceil(SEALED_NONCE_BYTES / 3) * 4;

/** Nonces outlive their window by this much, so instances whose clocks differ a little still agree. */
const NONCE_KEPT_EXTRA_MS = 60_000;

/** The contract's `SealedEnvelope`, as the gateway checks it once opened. */
const sealedEnvelopeSchema = z.strictObject({
  timestamp: z.number().int().nonnegative(),
  nonce: z
    .string()
    .length(NONCE_LENGTH)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  payload: z.unknown().refine((payload) => payload !== undefined),
});

export interface EncryptionHookOptions {
  getPrivateKey: () => Promise<KeyObject>;
  nonces: Pick<NonceRegister, 'claim'>;
  /** Milliseconds since the epoch. */
  clock?: () => number;
}

/**
 * Opens the body of routes marked `config.encrypted` before zod validates it, so handlers and
 * schemas see the plain payload. A plain body on such a route is refused; so is a sealed body
 * whose timestamp is outside the window (a captured body sent later, `request_stale` with the
 * gateway's time so an honest client with a wrong clock can seal again) or whose nonce was
 * accepted before (`request_replayed`): the first claim of a nonce in the database wins.
 */
export const registerEncryptionHook = (
  app: FastifyInstance,
  { getPrivateKey, nonces, clock = () => Date.now() }: EncryptionHookOptions,
) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const wrappedKey = request.headers[ENCRYPTION_HEADER.toLowerCase()];
    const body = request.body as { value?: unknown } | null | undefined;
    if (typeof wrappedKey !== 'string' || typeof body?.value !== 'string') {
      throw new AppError('encryption_required');
    }
    const opened = sealedEnvelopeSchema.safeParse(
      decryptPayload(await getPrivateKey(), wrappedKey, body.value),
    );
    if (!opened.success) throw new AppError('malformed_request');
    const { timestamp, nonce, payload } = opened.data;
    const now = clock();
    if (Math.abs(now - timestamp) > SEALED_REQUEST_WINDOW_MS) {
      throw new AppError('request_stale', { value: { serverTime: now } });
    }
    // Kept until the body's timestamp has left the window: after that the timestamp refuses it.
    const keepUntil = new Date(timestamp + SEALED_REQUEST_WINDOW_MS + NONCE_KEPT_EXTRA_MS);
    if (!(await nonces.claim(nonce, keepUntil))) {
      request.log.warn({ url: request.url }, 'encrypted body replayed');
      throw new AppError('request_replayed');
    }
    request.body = payload;
  });
};
