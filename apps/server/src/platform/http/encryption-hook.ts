import type { FastifyInstance } from 'fastify';
import type { KeyObject } from 'node:crypto';
import { ENCRYPTION_HEADER } from '@platform/contract';
import { AppError } from './errors.ts';
import { decryptPayload } from '../crypto/hybrid.ts';

/**
 * Opens the body of routes marked `config.encrypted` before zod validates it, so handlers and
 * schemas see the plain payload. A plain body on such a route is refused.
 */
export const registerEncryptionHook = (app: FastifyInstance, getPrivateKey: () => Promise<KeyObject>) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const wrappedKey = request.headers[ENCRYPTION_HEADER.toLowerCase()];
    const body = request.body as { value?: unknown } | null | undefined;
    if (typeof wrappedKey !== 'string' || typeof body?.value !== 'string') {
      throw new AppError('encryption_required');
    }
    request.body = decryptPayload(await getPrivateKey(), wrappedKey, body.value);
  });
};
