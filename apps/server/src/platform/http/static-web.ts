import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/console-api/', '/vendor-api/', '/docs', '/health'];

/**
 * Serves the built web app at `/`; other GET paths that want HTML fall back to `index.html`
 * so client-side routes survive a reload. API paths always answer the JSON envelope.
 */
export const registerStaticWeb = async (app: FastifyInstance, webDist: string | undefined) => {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? path.resolve(webDist) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (root && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      void reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
  return root !== undefined;
};
