import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_ID_PATTERN, deviceIdHeader, toLanguage, type Language } from '@platform/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `Language` header; unsupported values fall back to the default (JA). */
    language: Language;
  }
}

export const registerRequestContext = (app: FastifyInstance) => {
  app.decorateRequest('language', 'JA');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = toLanguage(request.headers.language);
    done();
  });
};

/** The browser's device id (the `Device-Id` header) when it looks like one; anything else is ignored. */
export const deviceIdOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[deviceIdHeader.toLowerCase()];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : undefined;
};
