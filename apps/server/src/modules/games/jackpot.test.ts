import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Jackpot } from '@platform/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { send } from '../../testing/requests.ts';
import { registerTestVendor, testGame } from '../../testing/vendor.ts';
import { JACKPOT_CACHE_MS } from './jackpot.ts';

const jackpot = (t: TestApp) =>
  send<Jackpot>(t, { method: 'GET', url: '/wps/relay/jackpot', language: 'EN' });

describe('the jackpot with the house vendor mounted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ houseVendor: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the house vendor’s live pool in the site currency', async () => {
    const house = await send<{ amount: string; currency: string }>(t, {
      method: 'GET',
      url: '/house/api/jackpot?currency=JPY',
    });
    expect(house.status).toBe(200);
    const answer = await jackpot(t);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      vassalage: 'HOUSE',
      currency: 'JPY',
      amount: house.body.value.amount,
    });
  });
});

describe('the jackpot of an outside vendor', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let base: string;
  /** What the vendor's pool address does with each request. */
  let respond: (response: ServerResponse) => void;
  const asked: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      asked.push(request.url ?? '');
      respond(response);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
  });
  afterAll(async () => {
    await close();
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const json = (status: number, body: unknown) => (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  /** Lets the cached answer expire: only the clock's date moves, timers stay real. */
  const expireCache = () => {
    if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + JACKPOT_CACHE_MS);
  };

  it('is null without a vendor, then the first active vendor’s pool, cached for 3 s, and null (with a logged warning) when it fails', async () => {
    respond = json(200, { success: true, value: { amount: '1234567.8', currency: 'JPY', updatedAt: 'now' } });
    expect((await jackpot(t)).body).toEqual({ success: true, value: null });

    const add = async (vassalage: string, sortOrder: number, path: string, status?: 'DISABLED') => {
      const { actor } = await registerTestVendor(t.services, {
        vassalage,
        categories: ['RNG'],
        games: [testGame(`${vassalage.toLowerCase()}-slot`, { gameType: 'RNG' })],
      });
      await t.services.gamesAdmin.updateVendor(actor, vassalage, {
        jackpotUrl: `${base}${path}`,
        sortOrder,
        ...(status ? { status } : {}),
      });
    };
    await add('LATER', 9, '/later');
    await add('OFF', 0, '/off', 'DISABLED');
    await add('POOL', 5, '/pool?brand=demo');
    expireCache();
    expect((await jackpot(t)).body.value).toEqual({
      vassalage: 'POOL',
      currency: 'JPY',
      amount: '1234567.80',
    });
    expect(asked).toEqual(['/pool?brand=demo&currency=JPY']);

    respond = json(200, { success: true, value: { amount: '2000000.00', currency: 'JPY' } });
    expect((await jackpot(t)).body.value?.amount).toBe('1234567.80');
    expect(asked).toHaveLength(1);
    expireCache();
    expect((await jackpot(t)).body.value?.amount).toBe('2000000.00');

    // A vendor answering the pool itself, without our envelope, with fields of its own.
    respond = json(200, { amount: 15, currency: 'JPY', seed: 'x' });
    expireCache();
    expect((await jackpot(t)).body.value).toEqual({ vassalage: 'POOL', currency: 'JPY', amount: '15.00' });

    const failures: [string, (response: ServerResponse) => void][] = [
      ['server error', json(500, { success: false })],
      ['an answer without a pool', json(200, { success: true, value: { total: 5 } })],
      ['an unreadable amount', json(200, { amount: '1e9', currency: 'JPY' })],
      ['not JSON', (response) => response.writeHead(200).end('<html>pool</html>')],
      ['no answer within 2 s', () => undefined],
    ];
    const warn = vi.spyOn(t.app.log, 'warn');
    for (const [name, failure] of failures) {
      respond = failure;
      expireCache();
      warn.mockClear();
      const answer = await jackpot(t);
      expect([name, answer.status, answer.body.value]).toEqual([name, 200, null]);
      expect([name, warn.mock.calls]).toEqual([
        name,
        [[expect.objectContaining({ vassalage: 'POOL' }), 'the vendor’s jackpot pool did not answer']],
      ]);
    }
    warn.mockRestore();
  });
});
