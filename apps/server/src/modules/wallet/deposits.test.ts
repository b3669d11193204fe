import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  DepositChannel,
  DepositOrder,
  DepositQueueRow,
  NotificationList,
  SandboxNotification,
} from '@platform/contract';
import { createTestApp, createTestMember, fundTestMember, type TestApp } from '../../testing/index.ts';
import { createManualClock } from '../../platform/clock.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { isLedgerClean } from '../../platform/ledger/service.ts';
import { signSandboxNotification } from './gateways/sandbox.ts';
import { ledgerTransfers } from '../../platform/ledger/tables.ts';
import { depositOrders } from './tables.ts';

/** The smallest valid PNG: the 8-byte signature and an IHDR chunk header. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let t: TestApp;
/** The services' and the sandbox gateway's time: orders expire when it moves past them. */
const clock = createManualClock(new Date());
let finance: string;
let bank: DepositChannel;
let online: DepositChannel;

let count = 0;
const newMember = async () => {
  count += 1;
  const username = `depositor${count}`;
  const { id } = await createTestMember(t.services, { username, password: 'deposit123' });
  const session = await login(t, { username, password: 'deposit123' });
  return { id, username, token: session.body.value.token };
};

const deposit = (token: string, body: Record<string, unknown>, language = 'EN') =>
  send<DepositOrder>(t, {
    method: 'POST',
    url: '/wps/deposit/orders',
    token,
    language,
    payload: { requestId: randomUUID(), ...body },
  });

/** An answer's body as the gateway sends it. */
interface Envelope<T = unknown> {
  value: T;
  errorCode?: string;
}

const uploadProof = (token: string, orderNo: string, bytes: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/wps/deposit/orders/${orderNo}/proof`,
    headers: { authorization: token, 'content-type': contentType },
    payload: bytes,
  });

const balanceOf = async (memberId: number) => (await t.services.wallet.getMainBalance(memberId)).balance;

const orderId = (orderNo: string) => Number(orderNo.slice(1));

beforeAll(async () => {
  t = await createTestApp({ clock });
  finance = await createStaffAndLogin(t, 'cashier', 'FINANCE');
  const { token } = await newMember();
  const channels = await send<DepositChannel[]>(t, { method: 'GET', url: '/wps/deposit/channels', token });
  const [first, second] = channels.body.value;
  if (!first || !second) throw new Error('the demo channels are missing');
  bank = first;
  online = second;
});
afterAll(async () => {
  await t.close();
});

describe('deposit channels and orders', () => {
  it('lists the enabled demo channels with limits, payee details for the bank transfer only', () => {
    expect(bank).toMatchObject({ kind: 'BANK_TRANSFER', minAmount: '1000.00', maxAmount: '1000000.00' });
    expect(bank.payee?.accountName).toBe('DEMO CASINO KK');
    expect(online).toMatchObject({ kind: 'ONLINE', payee: null, minAmount: '100.00' });
  });

  it('refuses bad amounts, amounts outside the channel limits and unknown channels with 422, creating nothing', async () => {
    const { id, token } = await newMember();
    for (const amount of ['0', '-1', 'abc', '1.234', '1e3', '', 10]) {
      const answer = await deposit(token, { channelId: bank.id, amount });
      expect([answer.status, Object.keys(answer.body.value as object)], String(amount)).toEqual([
        422,
        ['fields'],
      ]);
    }
    const tooSmall = await deposit(token, { channelId: bank.id, amount: '999.99' });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.value).toEqual({ fields: { amount: 'Enter an amount from 1000.00 to 1000000.00' } });
    const tooBig = await deposit(token, { channelId: online.id, amount: '500000.01' }, 'JA');
    expect(tooBig.body.value).toEqual({ fields: { amount: '100.00〜500000.00の金額を入力してください' } });
    const unknown = await deposit(token, { channelId: 999_999, amount: '1000' });
    expect([unknown.status, unknown.body.value]).toEqual([
      422,
      { fields: { channelId: 'This option is not available' } },
    ]);
    const orders = await t.db.select().from(depositOrders).where(eq(depositOrders.memberId, id));
    expect(orders).toEqual([]);
  });

  it('answers a repeated request with the first order and refuses the same id with another amount', async () => {
    const { token } = await newMember();
    const requestId = randomUUID();
    const first = await deposit(token, { requestId, channelId: bank.id, amount: '2000' });
    const again = await deposit(token, { requestId, channelId: bank.id, amount: '2000' });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    const changed = await deposit(token, { requestId, channelId: bank.id, amount: '3000' });
    expect([changed.status, changed.body.errorCode]).toEqual([409, 'idempotency_conflict']);
  });
});

describe('bank-transfer deposits', () => {
  it('takes a png proof checked by content, is credited once by finance, and tells the member', async () => {
    const member = await newMember();
    const order = (await deposit(member.token, { channelId: bank.id, amount: '1500.50' })).body.value;
    expect(order).toMatchObject({ status: 'PENDING', amount: '1500.50', hasProof: false, paymentUrl: null });

    const text = await uploadProof(
      member.token,
      order.orderNo,
      Buffer.from('not an image at all'),
      'image/png',
    );
    expect([text.statusCode, text.json<Envelope>().errorCode]).toEqual([422, 'upload_invalid_image']);
    const gif = await uploadProof(
      member.token,
      order.orderNo,
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    );
    expect(gif.json<Envelope>().errorCode).toBe('upload_invalid_image');
    const huge = await uploadProof(
      member.token,
      order.orderNo,
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect([huge.statusCode, huge.json<Envelope>().errorCode]).toEqual([413, 'payload_too_large']);
    const other = await newMember();
    const foreign = await uploadProof(other.token, order.orderNo, PNG);
    expect(foreign.statusCode).toBe(404);
    const proof = await uploadProof(member.token, order.orderNo, PNG, 'application/octet-stream');
    expect(proof.statusCode).toBe(200);
    expect(proof.json<Envelope<DepositOrder>>().value.hasProof).toBe(true);

    const queue = await send<{ list: { id: number; orderNo: string; hasProof: boolean; account: string }[] }>(
      t,
      {
        method: 'GET',
        url: `/console-api/deposits?status=PENDING&account=${member.username}`,
        token: finance,
      },
    );
    expect(queue.body.value.list).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, hasProof: true, account: member.username }),
    ]);
    const image = await t.app.inject({
      method: 'GET',
      url: `/console-api/deposits/${orderId(order.orderNo)}/proof`,
      headers: { authorization: finance },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const credits = await Promise.all(
      [1, 2, 3].map(() =>
        send<{ status: string; balance: string }>(t, {
          method: 'POST',
          url: `/console-api/deposits/${orderId(order.orderNo)}/credit`,
          token: finance,
          payload: {},
        }),
      ),
    );
    expect(credits.map((c) => c.status).sort()).toEqual([200, 409, 409]);
    expect(credits.find((c) => c.status === 200)?.body.value).toMatchObject({
      status: 'CREDITED',
      balance: '1500.50',
    });
    expect(await balanceOf(member.id)).toBe(150_050n);

    const notices = await send<NotificationList>(t, {
      method: 'GET',
      url: '/wps/member/notifications',
      token: member.token,
    });
    expect(notices.body.value).toMatchObject({
      unreadCount: 1,
      list: [{ kind: 'DEPOSIT_CREDITED', orderNo: order.orderNo, amount: '1500.50', balance: '1500.50' }],
    });
    const read = await send<NotificationList>(t, {
      method: 'POST',
      url: '/wps/member/notifications/read',
      token: member.token,
    });
    expect(read.body.value.unreadCount).toBe(0);
    const late = await uploadProof(member.token, order.orderNo, PNG);
    expect(late.json<Envelope>().errorCode).toBe('order_already_processed');
  });

  it('fails with a reason shown to the member; an expired order can still be credited', async () => {
    const member = await newMember();
    const rejected = (await deposit(member.token, { channelId: bank.id, amount: '1000' })).body.value;
    const noReason = await send(t, {
      method: 'POST',
      url: `/console-api/deposits/${orderId(rejected.orderNo)}/reject`,
      token: finance,
      payload: { reason: ' ' },
    });
    expect(noReason.status).toBe(422);
    await send(t, {
      method: 'POST',
      url: `/console-api/deposits/${orderId(rejected.orderNo)}/reject`,
      token: finance,
      payload: { reason: 'No transfer received' },
    });
    const after = await send<DepositOrder>(t, {
      method: 'GET',
      url: `/wps/deposit/orders/${rejected.orderNo}`,
      token: member.token,
    });
    expect(after.body.value).toMatchObject({ status: 'FAILED', reason: 'No transfer received' });

    const late = (await deposit(member.token, { channelId: bank.id, amount: '1000' })).body.value;
    const statusOf = async () =>
      (
        await t.db
          .select()
          .from(depositOrders)
          .where(eq(depositOrders.id, orderId(late.orderNo)))
      )[0]?.status;
    const [lateRow] = await t.db
      .select({ expiresAt: depositOrders.expiresAt })
      .from(depositOrders)
      .where(eq(depositOrders.id, orderId(late.orderNo)));
    if (!lateRow) throw new Error('no order row');
    clock.set(lateRow.expiresAt);
    await t.services.deposits.expireOverdue();
    expect(await statusOf()).toBe('PENDING');
    clock.advance(1000);
    expect(await t.services.deposits.expireOverdue()).toBeGreaterThanOrEqual(1);
    // A day went by: the idle sessions of the member and the cashier ended too. The next shift's
    // cashier logs in (the same one again could repeat a spent authenticator step).
    const memberToken = (await login(t, { username: member.username, password: 'deposit123' })).body.value
      .token;
    finance = await createStaffAndLogin(t, 'nextcashier', 'FINANCE');
    const expired = await send<DepositOrder>(t, {
      method: 'GET',
      url: `/wps/deposit/orders/${late.orderNo}`,
      token: memberToken,
    });
    expect(expired.body.value.status).toBe('EXPIRED');
    const credited = await send(t, {
      method: 'POST',
      url: `/console-api/deposits/${orderId(late.orderNo)}/credit`,
      token: finance,
      payload: { memo: 'Arrived late' },
    });
    expect(credited.status).toBe(200);
    expect(await balanceOf(member.id)).toBe(100_000n);
    // The memo is the staff's: the member's order gives no reason, the console's queue keeps it.
    const seen = await send<DepositOrder>(t, {
      method: 'GET',
      url: `/wps/deposit/orders/${late.orderNo}`,
      token: memberToken,
    });
    expect(seen.body.value).toMatchObject({ status: 'CREDITED', reason: null });
    expect(JSON.stringify(seen.body)).not.toContain('Arrived late');
    const queue = await send<{ list: DepositQueueRow[] }>(t, {
      method: 'GET',
      url: '/console-api/deposits?status=CREDITED',
      token: finance,
    });
    expect(queue.body.value.list.find((row) => row.orderNo === late.orderNo)).toMatchObject({
      reason: null,
      memo: 'Arrived late',
    });
  });

  it('never shows one member another member’s orders', async () => {
    const owner = await newMember();
    const order = (await deposit(owner.token, { channelId: bank.id, amount: '1000' })).body.value;
    const stranger = await newMember();
    const peek = await send(t, {
      method: 'GET',
      url: `/wps/deposit/orders/${order.orderNo}`,
      token: stranger.token,
    });
    expect(peek.status).toBe(404);
    const list = await send<{ list: unknown[] }>(t, {
      method: 'GET',
      url: '/wps/deposit/orders',
      token: stranger.token,
    });
    expect(list.body.value.list).toEqual([]);
  });
});

describe('the sandbox payment gateway', () => {
  /** The channel's signing secret as the gateway knows it (the table keeps it encrypted). */
  const secretOf = async (channelId: number) => {
    const secret = await t.services.deposits.findGatewaySecret(channelId);
    if (!secret) throw new Error('no secret');
    return secret;
  };

  const notificationFor = async (order: DepositOrder, status: 'SUCCESS' | 'FAILED' = 'SUCCESS') => {
    const [row] = await t.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.id, orderId(order.orderNo)));
    if (!row?.gatewayReference) throw new Error('no gateway reference');
    return signSandboxNotification(await secretOf(order.channelId), {
      merchantOrderNo: order.orderNo,
      reference: row.gatewayReference,
      amount: row.amount.toString(),
      currency: 'JPY',
      status,
      timestamp: clock.now().getTime(),
    });
  };

  const notify = (body: SandboxNotification) =>
    send(t, { method: 'POST', url: '/payment-api/notify/sandbox', payload: body });

  it('shows the payment page, and the approval credits the member through the signed notification', async () => {
    const member = await newMember();
    const order = (await deposit(member.token, { channelId: online.id, amount: '250.00' })).body.value;
    expect(order.paymentUrl).toMatch(/^\/sandbox-gateway\/pay\?token=/);
    const pageAnswer = await t.app.inject({ method: 'GET', url: order.paymentUrl ?? '' });
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.body).toContain(order.orderNo);
    expect(pageAnswer.body).toContain('250.00');

    const token = new URL(order.paymentUrl ?? '', 'http://x').searchParams.get('token') ?? '';
    // The signature's last byte changed (a signature that already ends in 00 would stay valid as 00).
    const forged = `${token.slice(0, -2)}${token.endsWith('00') ? 'ff' : '00'}`;
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: forged, decision: 'approve' }).toString(),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await balanceOf(member.id)).toBe(0n);

    const approved = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, decision: 'approve' }).toString(),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('Payment approved');
    expect(approved.body).toContain(`/member/depositv2?orderNo=${order.orderNo}`);
    expect(await balanceOf(member.id)).toBe(25_000n);
    const credited = await send<DepositOrder>(t, {
      method: 'GET',
      url: `/wps/deposit/orders/${order.orderNo}`,
      token: member.token,
    });
    expect(credited.body.value).toMatchObject({ status: 'CREDITED', paymentUrl: null });
    expect(credited.body.value.transferId).toEqual(expect.any(Number));
  });

  it('credits once when the same notification arrives 10 times at once', async () => {
    const member = await newMember();
    const order = (await deposit(member.token, { channelId: online.id, amount: '777.77' })).body.value;
    const notification = await notificationFor(order);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(notification)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await balanceOf(member.id)).toBe(77_777n);
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `deposit:${orderId(order.orderNo)}`));
    expect(transfers).toHaveLength(1);
    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  });

  it('refuses forged, altered and stale notifications and moves nothing', async () => {
    const member = await newMember();
    const order = (await deposit(member.token, { channelId: online.id, amount: '300' })).body.value;
    const genuine = await notificationFor(order);
    const forged = signSandboxNotification('0'.repeat(64), { ...genuine });
    const altered = { ...genuine, amount: '3000000' };
    const secret = await secretOf(online.id);
    const stale = signSandboxNotification(secret, {
      ...genuine,
      timestamp: clock.now().getTime() - 60 * 60_000,
    });
    for (const body of [forged, altered, stale, { ...genuine, merchantOrderNo: 'D9999999999' }]) {
      const answer = await notify(body);
      expect([answer.status, answer.body.errorCode]).toEqual([401, 'invalid_signature']);
    }
    const broken = await notify({ ...genuine, amount: '-5' });
    expect(broken.status).toBe(422);
    expect(await balanceOf(member.id)).toBe(0n);
  });

  it('a decline fails the order and tells the member', async () => {
    const member = await newMember();
    await fundTestMember(t.services, member.username, '5.00');
    const order = (await deposit(member.token, { channelId: online.id, amount: '400' })).body.value;
    expect((await notify(await notificationFor(order, 'FAILED'))).status).toBe(200);
    const notices = await send<NotificationList>(t, {
      method: 'GET',
      url: '/wps/member/notifications',
      token: member.token,
    });
    expect(notices.body.value.list[0]).toMatchObject({
      kind: 'DEPOSIT_FAILED',
      amount: '400.00',
      balance: '5.00',
    });
    expect(await balanceOf(member.id)).toBe(500n);
  });
});
