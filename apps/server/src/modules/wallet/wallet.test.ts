import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  NOTIFICATION_EVENT,
  type DepositOrder,
  type MemberWallets,
  type Notification,
  type TransactionPage,
  type WalletTransferResult,
} from '@platform/contract';
import {
  createTestApp,
  createTestMember,
  fundTestMember,
  merchantToday,
  type TestApp,
} from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { queryRows } from '../../platform/db/client.ts';
import { isLedgerClean } from '../../platform/ledger/service.ts';

let t: TestApp;
let finance: string;

let count = 0;
const newMember = async (funds?: string) => {
  count += 1;
  const username = `walleter${count}`;
  const { id } = await createTestMember(t.services, { username, password: 'wallet1234' });
  if (funds) await fundTestMember(t.services, username, funds);
  const session = await login(t, { username, password: 'wallet1234' });
  return { id, username, token: session.body.value.token };
};

const transfer = (token: string, body: Record<string, unknown>) =>
  send<WalletTransferResult>(t, {
    method: 'POST',
    url: '/wps/wallet/transfer',
    token,
    language: 'EN',
    payload: { requestId: randomUUID(), ...body },
  });

beforeAll(async () => {
  t = await createTestApp();
  finance = await createStaffAndLogin(t, 'walletfinance', 'FINANCE');
});
afterAll(async () => {
  await t.close();
});

describe('transfers between a member’s wallets', () => {
  it('moves between the main and a vendor wallet, all back without an amount, never into HOLD or a wallet not owned', async () => {
    const member = await newMember('100.00');
    await t.services.wallet.openMemberWallet(t.db, member.id, 'JPY', 'VENDOR:SLOTS');
    const out = await transfer(member.token, { from: 'MAIN', to: 'VENDOR:SLOTS', amount: '40.25' });
    expect(out.body.value.wallets).toEqual([
      { kind: 'MAIN', balance: '59.75' },
      { kind: 'VENDOR:SLOTS', balance: '40.25' },
    ]);
    const back = await transfer(member.token, { from: 'VENDOR:SLOTS', to: 'MAIN' });
    expect(back.body.value.amount).toBe('40.25');
    for (const body of [
      { from: 'MAIN', to: 'HOLD', amount: '1' },
      { from: 'MAIN', to: 'VENDOR:NOPE', amount: '1' },
      { from: 'MAIN', to: 'MAIN', amount: '1' },
      { from: 'MAIN', to: 'VENDOR:SLOTS', amount: '0' },
    ]) {
      expect((await transfer(member.token, body)).status, JSON.stringify(body)).toBe(422);
    }
    const tooMuch = await transfer(member.token, { from: 'MAIN', to: 'VENDOR:SLOTS', amount: '100.01' });
    expect(tooMuch.body.errorCode).toBe('insufficient_balance');
    const wallets = await send<MemberWallets>(t, {
      method: 'GET',
      url: '/wps/wallet/wallets',
      token: member.token,
    });
    expect(wallets.body.value.wallets[0]).toEqual({ kind: 'MAIN', balance: '100.00' });
  });

  it('moves once and records one event for a request sent 20 times at once, and never overdraws under a burst', async () => {
    const member = await newMember('10.00');
    await t.services.wallet.openMemberWallet(t.db, member.id, 'JPY', 'VENDOR:SLOTS');
    const twins = { requestId: randomUUID(), from: 'MAIN', to: 'VENDOR:SLOTS', amount: '3.00' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => transfer(member.token, twins)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body.value.transferId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.body.value.replayed)).toHaveLength(1);
    // Eight distinct transfers of 1.00 at once against the 7.00 left: seven pass, one is refused.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        transfer(member.token, { from: 'MAIN', to: 'VENDOR:SLOTS', amount: '1.00' }),
      ),
    );
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(7);
    expect(burst.filter((answer) => answer.body.errorCode === 'insufficient_balance')).toHaveLength(1);
    const wallets = await send<MemberWallets>(t, {
      method: 'GET',
      url: '/wps/wallet/wallets',
      token: member.token,
    });
    expect(wallets.body.value.wallets).toEqual([
      { kind: 'MAIN', balance: '0.00' },
      { kind: 'VENDOR:SLOTS', balance: '10.00' },
    ]);
    const events = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from domain_events where type = 'wallet.transferred' and member_id = ${member.id}`,
    );
    expect(events).toEqual([{ n: 8 }]);
    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  });
});

describe('transaction history', () => {
  it('lists the main wallet’s transfers with signed amounts, balance after, order numbers, totals and paging', async () => {
    const member = await newMember('50.00');
    await t.services.wallet.openMemberWallet(t.db, member.id, 'JPY', 'VENDOR:SLOTS');
    await transfer(member.token, { from: 'MAIN', to: 'VENDOR:SLOTS', amount: '20.00' });
    await transfer(member.token, { from: 'VENDOR:SLOTS', to: 'MAIN', amount: '5.00' });
    const [channel] = (
      await send<{ id: number }[]>(t, { method: 'GET', url: '/wps/deposit/channels', token: member.token })
    ).body.value;
    const order = await send<DepositOrder>(t, {
      method: 'POST',
      url: '/wps/deposit/orders',
      token: member.token,
      payload: { requestId: randomUUID(), channelId: channel?.id, amount: '1000' },
    });
    await send(t, {
      method: 'POST',
      url: `/console-api/deposits/${Number(order.body.value.orderNo.slice(1))}/credit`,
      token: finance,
      payload: {},
    });
    const history = (query: string) =>
      send<TransactionPage>(t, {
        method: 'GET',
        url: `/wps/wallet/transactions?${query}`,
        token: member.token,
        language: 'EN',
      });
    const today = await merchantToday(t.services);
    const all = await history(`startDate=${today}&endDate=${today}&pageSize=3`);
    expect(all.body.value).toMatchObject({ total: 4, totalPages: 2 });
    expect(all.body.value.totals).toEqual({ in: '1055.00', out: '20.00', net: '1035.00' });
    expect(all.body.value.list.map((row) => [row.type, row.amount, row.balanceAfter, row.orderNo])).toEqual([
      ['DEPOSIT', '1000.00', '1035.00', order.body.value.orderNo],
      ['TRANSFER', '5.00', '35.00', null],
      ['TRANSFER', '-20.00', '30.00', null],
    ]);
    const credited = await send<DepositOrder>(t, {
      method: 'GET',
      url: `/wps/deposit/orders/${order.body.value.orderNo}`,
      token: member.token,
    });
    expect(all.body.value.list[0]?.transferId).toBe(credited.body.value.transferId);
    const deposits = await history(`type=DEPOSIT&startDate=${today}&endDate=${today}`);
    expect(deposits.body.value.list.map((row) => row.type)).toEqual(['DEPOSIT']);
    const past = await history('startDate=2020-01-01&endDate=2020-01-31');
    expect(past.body.value).toMatchObject({ total: 0, totals: { in: '0.00', out: '0.00', net: '0.00' } });
    const long = await history('startDate=2020-01-01&endDate=2020-06-01');
    expect([long.status, long.body.value]).toEqual([422, { fields: { endDate: 'Choose at most 90 days' } }]);
    const reversed = await history('startDate=2020-02-01&endDate=2020-01-01');
    expect(reversed.status).toBe(422);
    const stranger = await newMember();
    const theirs = await send<TransactionPage>(t, {
      method: 'GET',
      url: `/wps/wallet/transactions?startDate=${today}&endDate=${today}`,
      token: stranger.token,
    });
    expect(theirs.body.value.total).toBe(0);
  });
});

const connect = (url: string, token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

const nextNotification = (socket: Socket) =>
  new Promise<Notification>((resolve) => socket.once(NOTIFICATION_EVENT, resolve));

describe('live notifications', () => {
  it('pushes a credited deposit to the member’s open sockets only, and refuses sockets without a session', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await newMember();
    const other = await newMember();
    await expect(connect(url, 'not-a-token')).rejects.toThrow('not_logged_in');
    const socket = await connect(url, member.token);
    const otherSocket = await connect(url, other.token);
    const strays: Notification[] = [];
    otherSocket.on(NOTIFICATION_EVENT, (n: Notification) => strays.push(n));
    try {
      const [channel] = (
        await send<{ id: number }[]>(t, { method: 'GET', url: '/wps/deposit/channels', token: member.token })
      ).body.value;
      const order = await send<DepositOrder>(t, {
        method: 'POST',
        url: '/wps/deposit/orders',
        token: member.token,
        payload: { requestId: randomUUID(), channelId: channel?.id, amount: '1200' },
      });
      const pushed = nextNotification(socket);
      await send(t, {
        method: 'POST',
        url: `/console-api/deposits/${Number(order.body.value.orderNo.slice(1))}/credit`,
        token: finance,
        payload: {},
      });
      expect(await pushed).toMatchObject({
        kind: 'DEPOSIT_CREDITED',
        orderNo: order.body.value.orderNo,
        amount: '1200.00',
        balance: '1200.00',
        read: false,
      });
      expect(strays).toEqual([]);
    } finally {
      socket.close();
      otherSocket.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reaches a member connected to another instance through the Postgres adapter',
    async () => {
      const second = await createTestApp({ sharedWith: t });
      try {
        const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const member = await newMember();
        const socket = await connect(url, member.token);
        try {
          const [channel] = (
            await send<{ id: number }[]>(t, {
              method: 'GET',
              url: '/wps/deposit/channels',
              token: member.token,
            })
          ).body.value;
          const order = await send<DepositOrder>(t, {
            method: 'POST',
            url: '/wps/deposit/orders',
            token: member.token,
            payload: { requestId: randomUUID(), channelId: channel?.id, amount: '1300' },
          });
          const pushed = nextNotification(socket);
          await send(t, {
            method: 'POST',
            url: `/console-api/deposits/${Number(order.body.value.orderNo.slice(1))}/reject`,
            token: finance,
            payload: { reason: 'Nothing arrived' },
          });
          expect(await pushed).toMatchObject({ kind: 'DEPOSIT_FAILED', reason: 'Nothing arrived' });
        } finally {
          socket.close();
        }
      } finally {
        await second.close();
      }
    },
  );
});
