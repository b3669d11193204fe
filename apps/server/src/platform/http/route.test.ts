import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountSchema, endpoint } from '@platform/contract';
import { createRouter } from './route.ts';
import type { App } from './types.ts';

// The router on a bare instance: guards are stand-ins that record who they let through.

const guarded: string[] = [];
const guardNamed = (name: string) => async (request: FastifyRequest) => {
  guarded.push(`${name} ${request.url}`);
  await Promise.resolve();
};

const echo = endpoint({
  method: 'POST',
  path: '/t/orders/:orderNo',
  summary: 'Echo',
  access: 'member',
  params: z.strictObject({ orderNo: z.string() }),
  query: z.object({ pageNum: z.coerce.number().default(1) }),
  body: z.object({ amount: amountSchema() }),
  response: z.object({ orderNo: z.string(), pageNum: z.number(), amount: z.string() }),
  encrypted: true,
});
const logout = endpoint({
  method: 'DELETE',
  path: '/t/logout',
  summary: 'Log out',
  access: { member: 'session', duringPasswordChange: true },
  response: z.null(),
});
const staffOnly = endpoint({
  method: 'GET',
  path: '/t/staff',
  summary: 'Staff',
  access: { staff: 'members.read' },
  response: z.null(),
});
const bytes = endpoint({ method: 'GET', path: '/t/bytes', summary: 'Bytes', access: 'public' });

let app: App;
const registered: RouteOptions[] = [];
const configOf = (method: string, url: string) =>
  registered.find((route) => route.method === method && route.url === url)?.config;

beforeAll(async () => {
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  const route = createRouter(app, {
    guards: {
      session: guardNamed('session'),
      member: guardNamed('member'),
      memberOrFreePlay: guardNamed('memberOrFreePlay'),
      staff: (permission, options) =>
        guardNamed(`staff:${permission}:${options.duringPasswordChange === true}`),
    },
  });
  route(echo, async ({ params, query, body }) => {
    await Promise.resolve();
    return { orderNo: params.orderNo, pageNum: query.pageNum, amount: String(body.amount) };
  });
  route(logout, async () => Promise.resolve(null));
  route(staffOnly, async () => Promise.resolve(null));
  route(bytes, async ({ reply }) => reply.type('application/octet-stream').send(Buffer.from('raw')));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('createRouter', () => {
  it('guards by access, hands the decoded parts to the handler and wraps its value in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/t/orders/D1?pageNum=3',
      payload: { amount: '12.50' },
    });
    expect(response.json()).toEqual({
      success: true,
      value: { orderNo: 'D1', pageNum: 3, amount: '1250' },
    });
    expect(guarded).toContain('member /t/orders/D1?pageNum=3');
  });

  it('maps the password-change and staff access to the guard and the route config', async () => {
    await app.inject({ method: 'DELETE', url: '/t/logout' });
    await app.inject({ method: 'GET', url: '/t/staff' });
    expect(guarded).toContain('session /t/logout');
    expect(guarded).toContain('staff:members.read:false /t/staff');
    expect(configOf('DELETE', '/t/logout')).toMatchObject({
      allowPasswordChangeOnly: true,
      endpoint: logout,
    });
    expect(configOf('POST', '/t/orders/:orderNo')).toMatchObject({
      encrypted: true,
      endpoint: echo,
    });
  });

  it('sends what the handler sent when it answers the reply', async () => {
    const response = await app.inject({ method: 'GET', url: '/t/bytes' });
    expect(response.body).toBe('raw');
    expect(guarded.some((entry) => entry.endsWith('/t/bytes'))).toBe(false);
  });
});
