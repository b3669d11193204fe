import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from './error-handler.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/console-api/', '/vendor-api/', '/docs', '/health'];
const CONSOLE_PREFIX = '/console';

const builtRoot = (dist: string | undefined) =>
  dist && existsSync(path.join(dist, 'index.html')) ? path.resolve(dist) : undefined;

const cacheHeaders = (reply: FastifyReply, filePath: string) => {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  void reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves the built web app at `/` and the operator console at `/console/`, each its own bundle.
 * Other GET paths that want a page fall back to the right `index.html`, so client-side routes
 * survive a reload; API paths always answer the JSON envelope.
 */
export const registerStaticWeb = async (
  app: FastifyInstance,
  dists: { web: string | undefined; console: string | undefined },
) => {
  const webRoot = builtRoot(dists.web);
  const consoleRoot = builtRoot(dists.console);
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders: cacheHeaders,
    });
  }
  if (consoleRoot) {
    await app.register(fastifyStatic, {
      root: consoleRoot,
      prefix: `${CONSOLE_PREFIX}/`,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p));
    const inConsole = request.url === CONSOLE_PREFIX || request.url.startsWith(`${CONSOLE_PREFIX}/`);
    const root = inConsole ? consoleRoot : webRoot;
    if (isPage && root) {
      void reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', root);
    }
    return sendNotFound(request, reply);
  });
};
