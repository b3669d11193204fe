import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHouseVendor, httpTransport, type HouseVendor } from '@platform/house-vendor';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { describeLedgerCheck, isLedgerClean } from '../platform/ledger/service.ts';
import { HOUSE_VASSALAGE, registerHouseVendor } from './mount.ts';
import { importLotteryGames, mainBalanceOf, openHousePlayer } from './testing/lottery.ts';

/*
 * A lottery draw's settlement killed half-way (SIGKILL) in a house vendor process of its own, then
 * finished by another instance, on one PostgreSQL database (`npm run test:pg`): every order is paid
 * once, and the ledger check is clean.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CHILD = fileURLToPath(new URL('./testing/lottery-settle-child.ts', import.meta.url));
const ORDERS = 60;
const KILL_AFTER_WINS = 10;

describe.skipIf(!onPostgres)('a lottery settlement killed half-way', () => {
  let platform: TestApp;
  let platformUrl: string;
  let house: HouseVendor;
  let houseApp: FastifyInstance;
  let now = Date.parse('2026-11-26T05:16:30Z');

  beforeAll(async () => {
    platform = await createTestApp();
    platformUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
    house = await createHouseVendor({
      database: platform.database.raw,
      vassalage: HOUSE_VASSALAGE,
      transport: httpTransport(platformUrl),
      publicUrl: 'http://games.test/house',
      currency: 'JPY',
      clientDist: '/nonexistent',
      clock: () => new Date(now),
    });
    await registerHouseVendor(platform.services, house, 'demoadmin');
    await importLotteryGames(platform);
    houseApp = Fastify();
    houseApp.setValidatorCompiler(validatorCompiler);
    houseApp.setSerializerCompiler(serializerCompiler);
    await houseApp.register(house.plugin, { prefix: '/house' });
    await houseApp.ready();
  });
  afterAll(async () => {
    await houseApp.close();
    await platform.close();
  });

  it('pays every order once after the settling process is killed', async () => {
    const player = await openHousePlayer(platform, houseApp, '200.00');
    for (let order = 0; order < ORDERS; order += 1) {
      const placed = await houseApp.inject({
        method: 'POST',
        url: '/house/api/lottery/orders',
        headers: { authorization: `Bearer ${player.token}` },
        payload: {
          requestId: randomUUID(),
          gameId: 'lotto-5d-1',
          // Big and small: one of the two units wins 1.98 whatever is drawn.
          bet: { type: 'SUM_BS', picks: [['BIG', 'SMALL']] },
          stakePerUnit: '1.00',
        },
      });
      expect(placed.statusCode).toBe(200);
    }
    expect(await mainBalanceOf(platform, player.memberId)).toBe(20_000n - BigInt(ORDERS) * 200n);

    const drawn = '2026-11-26T05:17:01.000Z';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, platform.databaseUrl!, platformUrl, drawn],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) => {
      child.once('exit', (_code, signal) => resolve(signal));
    });
    let wins = 0;
    for await (const line of createInterface({ input: child.stdout })) {
      if (line === 'won') wins += 1;
      if (wins === KILL_AFTER_WINS) break;
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // Killed half-way: some orders are paid, the others' payouts are fixed and not yet sent.
    const paidBefore = await mainBalanceOf(platform, player.memberId);
    expect(paidBefore).toBeGreaterThan(20_000n - BigInt(ORDERS) * 200n);
    expect(paidBefore).toBeLessThan(20_000n - BigInt(ORDERS) * 200n + BigInt(ORDERS) * 198n);

    now = Date.parse(drawn);
    await house.lottery.run();
    await house.lotteryOrders.settle();
    expect(await mainBalanceOf(platform, player.memberId)).toBe(
      20_000n - BigInt(ORDERS) * 200n + BigInt(ORDERS) * 198n,
    );
    const orders = await houseApp.inject({
      method: 'GET',
      url: '/house/api/lottery/orders?limit=100',
      headers: { authorization: `Bearer ${player.token}` },
    });
    const statuses = orders.json<{ value: { status: string; payout: string }[] }>().value;
    expect(statuses).toHaveLength(ORDERS);
    expect(statuses.every((order) => order.status === 'WON' && order.payout === '1.98')).toBe(true);
    const check = await platform.services.ledger.check();
    expect(isLedgerClean(check), describeLedgerCheck(check).join('\n')).toBe(true);
  });
});
