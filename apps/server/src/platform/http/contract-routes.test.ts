import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import * as contract from '@platform/contract';
import { endpointsOf } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';

/**
 * Every route of the gateway is registered from a contract endpoint (platform/http/route.ts), and
 * every endpoint the contract declares is registered, so a path or a shape cannot drift between the
 * server and the clients that call the same endpoint objects.
 */

/** Routes that are not API calls, each with why. */
const NOT_API_CALLS: { url: string; why: string }[] = [
  { url: '/*', why: 'the web app’s pages and files (static-web.ts)' },
  { url: '/health', why: 'the load balancer’s probe, answered outside the envelope' },
  { url: '/sandbox-gateway/pay', why: 'the sandbox payment gateway’s own pages, mounted here for the demo' },
];
/** The OpenAPI document and its UI, under `/docs`. */
const DOCS_PREFIX = '/docs';

const isExempt = (url: string) =>
  NOT_API_CALLS.some((route) => route.url === url) ||
  url === DOCS_PREFIX ||
  url.startsWith(`${DOCS_PREFIX}/`);

/** Every endpoint the contract exports, by the name of its group (`walletEndpoints.withdraw`). */
const contractEndpoints = endpointsOf(contract);

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
});
afterAll(async () => {
  await t.close();
});

const methodsOf = (route: RouteOptions) => [route.method].flat();

describe('the contract and the routes', () => {
  it('registers every route from a contract endpoint, but for the few that are not API calls', () => {
    const byHand = routes
      .filter((route) => route.config?.endpoint === undefined && !isExempt(route.url))
      .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    expect(byHand).toEqual([]);
  });

  it('registers each endpoint at its own method and path', () => {
    for (const route of routes) {
      const endpoint = route.config?.endpoint;
      if (endpoint === undefined) continue;
      expect(route.url).toBe(endpoint.path);
      // Fastify adds a HEAD route beside each GET, with the same config.
      expect(methodsOf(route)).toContainEqual(route.method === 'HEAD' ? 'HEAD' : endpoint.method);
    }
  });

  it('registers every endpoint the contract declares', () => {
    expect(contractEndpoints.length).toBeGreaterThan(0);
    const registered = new Set(routes.map((route) => route.config?.endpoint));
    const unregistered = contractEndpoints
      .filter(({ endpoint }) => !registered.has(endpoint))
      .map(({ name }) => name);
    expect(unregistered).toEqual([]);
  });
});
