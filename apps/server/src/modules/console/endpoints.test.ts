import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ENDPOINTS, type EndpointDefinition } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';

let t: TestApp;
/** The contract endpoint each route that answered a request was registered from, by `METHOD /path`. */
const registeredFrom = new Map<string, EndpointDefinition | undefined>();

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.addHook('onRequest', async (request) => {
        registeredFrom.set(
          `${request.method} ${request.routeOptions.url}`,
          request.routeOptions.config.endpoint,
        );
        await Promise.resolve();
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

const keyOf = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;

/** Every route of the app as `METHOD /path` (HEAD left out), read from Fastify's printed route tree. */
const routesOf = (app: TestApp['app']): string[] => {
  const segments: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
      if (!match) return [];
      segments.length = (match[1] ?? '').length / 4;
      segments.push(match[2] ?? '');
      const path = segments.join('');
      return (match[3] ?? '')
        .split(', ')
        .filter((method) => method !== '' && method !== 'HEAD')
        .map((method) => `${method} ${path}`);
    });
};

describe('console endpoints', () => {
  it('registers no /console-api route but those the contract declares', () => {
    const consoleRoutes = routesOf(t.app).filter((route) => route.split(' ')[1]?.startsWith('/console-api'));
    expect(consoleRoutes.length).toBeGreaterThan(60);
    expect(consoleRoutes.sort()).toEqual(CONSOLE_ENDPOINTS.map(keyOf).sort());
  });

  it('registers every console endpoint of the contract through the router, from that endpoint object', async () => {
    for (const endpoint of CONSOLE_ENDPOINTS) {
      await t.app.inject({ method: endpoint.method, url: endpoint.path.replace(/:[A-Za-z]+/g, '1') });
    }
    const unregistered = CONSOLE_ENDPOINTS.filter(
      (endpoint) => registeredFrom.get(keyOf(endpoint)) !== endpoint,
    );
    expect(unregistered.map(keyOf)).toEqual([]);
  });
});
