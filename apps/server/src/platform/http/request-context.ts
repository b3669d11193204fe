import type { FastifyInstance } from 'fastify';
import { toLanguage, type Language } from '@platform/contract';

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
