import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  NotificationList,
  PointMallItemAdmin,
  PointMallItemInput,
  PointMallItem,
  PointRedeemResult,
  PointRedemption,
  PointRedemptionAdmin,
} from '@platform/contract';
import { describeLedgerCheck, isLedgerClean } from '../../../platform/ledger/service.ts';
import { auditLog } from '../../../platform/audit/tables.ts';
import { createTestApp, createTestMember, fundTestMember, type TestApp } from '../../../testing/index.ts';
import { login, send } from '../../../testing/requests.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { isPointsClean } from '../ledger.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { seedDemoPointMall } from '../../../seed/demo-point-mall.ts';

let t: TestApp;
let admin: string;
const PASSWORD = 'mall12345';
const PAY = '246810';

interface Member {
  id: number;
  username: string;
  token: string;
}

const member = async (username: string, points: bigint, money?: string): Promise<Member> => {
  const created = await createTestMember(t.services, { username, password: PASSWORD });
  const session = await login(t, { username, password: PASSWORD });
  const token = session.body.value.token;
  const set = await send(t, {
    method: 'PUT',
    url: '/wps/member/payment-password',
    token,
    payload: { newPassword: PAY, confirmPassword: PAY },
  });
  expect(set.status).toBe(200);
  if (points > 0n) {
    await t.db.transaction((tx) =>
      t.services.points.credit(tx, {
        memberId: created.id,
        points,
        key: `test:mall:${created.id}`,
        reason: 'REWARD',
      }),
    );
  }
  if (money) await fundTestMember(t.services, username, money);
  return { id: created.id, username, token };
};

const createItem = async (input: Partial<PointMallItemInput> = {}) => {
  const answer = await send<PointMallItemAdmin>(t, {
    method: 'POST',
    url: '/console-api/points-mall/items',
    token: admin,
    payload: {
      category: 'GIFT',
      kind: 'GOODS',
      name: { JA: 'テスト商品', EN: 'Test item' },
      description: { JA: '説明', EN: 'About it' },
      imageUrl: '/images/test.png',
      pointsPrice: 100,
      stock: 10,
      ...input,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value;
};

const receiver = {
  receiverName: 'Taro Test',
  receiverAddress: '1-2-3 Test, Tokyo',
  receiverPhone: '+81 90 1234 5678',
};

const redeem = (who: Member, body: Record<string, unknown>) =>
  send<PointRedeemResult>(t, {
    method: 'POST',
    url: '/wps/relay/points/mall/redeem',
    token: who.token,
    payload: {
      requestId: randomUUID(),
      quantity: 1,
      redeemType: 'POINTS',
      paymentPassword: PAY,
      ...receiver,
      ...body,
    },
  });

const points = (who: Member) => t.services.points.balance(who.id);
const main = async (who: Member) => (await t.services.wallet.getMainBalance(who.id)).balance;

const decide = (id: number, action: 'approve' | 'reject' | 'ship', payload: Record<string, unknown>) =>
  send<PointRedemptionAdmin>(t, {
    method: 'POST',
    url: `/console-api/points-mall/redemptions/${id}/${action}`,
    token: admin,
    payload,
  });

const adminRedemption = async (referenceNo: string) => {
  const page = await send<{ list: PointRedemptionAdmin[] }>(t, {
    method: 'GET',
    url: '/console-api/points-mall/redemptions?pageSize=100',
    token: admin,
  });
  const row = page.body.value.list.find((one) => one.referenceNo === referenceNo);
  if (!row) throw new Error(`redemption ${referenceNo} not listed`);
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaffAndLogin(t, 'malladmin', 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

describe('points mall redemptions', () => {
  it('lets 100 concurrent redemptions of an item with 10 in stock take exactly 10; the others keep their points', async () => {
    const item = await createItem({ pointsPrice: 100, stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, n) => member(`mall_rush_${n}`, 10_000n)));
    const settled = await Promise.all(
      buyers.flatMap((buyer) => Array.from({ length: 25 }, () => redeem(buyer, { itemId: item.id }))),
    );
    const done = settled.filter((answer) => answer.status === 200);
    const refused = settled.filter((answer) => answer.status !== 200).map((answer) => answer.body.errorCode);
    expect(done).toHaveLength(10);
    expect(refused).toEqual(Array.from({ length: 90 }, () => 'point_mall_out_of_stock'));

    const won = new Map<number, number>();
    const counted = await Promise.all(
      buyers.map(async (buyer) => {
        const mine = await send<{ list: PointRedemption[]; total: number }>(t, {
          method: 'GET',
          url: '/wps/relay/points/mall/redemptions',
          token: buyer.token,
        });
        won.set(buyer.id, mine.body.value.total);
        return mine.body.value.total;
      }),
    );
    expect(counted.reduce((a, b) => a + b, 0)).toBe(10);
    for (const buyer of buyers) {
      expect(await points(buyer)).toBe(10_000n - 100n * BigInt(won.get(buyer.id) ?? 0));
    }
    const items = await send<{ list: PointMallItem[] }>(t, {
      method: 'GET',
      url: '/wps/relay/points/mall/items',
    });
    expect(items.body.value.list.find((one) => one.id === item.id)?.stock).toBe(0);
    const [listed] = (
      await send<{ list: PointMallItemAdmin[] }>(t, {
        method: 'GET',
        url: '/console-api/points-mall/items',
        token: admin,
      })
    ).body.value.list.filter((one) => one.id === item.id);
    expect(listed).toMatchObject({ stock: 0, redeemed: 10 });
    expect(isPointsClean(await t.services.points.check())).toBe(true);
  }, 120_000);

  it('takes points and money in one go, answers a repeated request once, and returns both once on rejection', async () => {
    const item = await createItem({ pointsPrice: 500, mixedPoints: 200, mixedMoney: '15.50', stock: 5 });
    const buyer = await member('mall_mixed', 1_000n, '100');
    const requestId = randomUUID();
    const body = { itemId: item.id, quantity: 2, redeemType: 'POINTS_MONEY', requestId };
    const first = await redeem(buyer, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({
      balance: '600',
      replayed: false,
      redemption: { quantity: 2, points: '400', amount: '31.00', status: 'P', receiverName: 'Taro Test' },
    });
    const again = await redeem(buyer, body);
    expect(again.body.value.replayed).toBe(true);
    expect(again.body.value.redemption.referenceNo).toBe(first.body.value.redemption.referenceNo);
    const conflict = await redeem(buyer, { ...body, quantity: 1 });
    expect(conflict.body.errorCode).toBe('idempotency_conflict');
    expect(await points(buyer)).toBe(600n);
    expect(await main(buyer)).toBe(6_900n);

    const { id } = await adminRedemption(first.body.value.redemption.referenceNo);
    const [rejected, twice] = await Promise.all([
      decide(id, 'reject', { reason: 'Out of this colour' }),
      decide(id, 'reject', { reason: 'Out of this colour' }),
    ]);
    expect([rejected.status, twice.status].sort()).toEqual([200, 409]);
    expect([rejected.body.errorCode, twice.body.errorCode]).toContain('order_already_processed');
    expect(await points(buyer)).toBe(1_000n);
    expect(await main(buyer)).toBe(10_000n);
    const approveAfter = await decide(id, 'approve', { remark: null });
    expect(approveAfter.body.errorCode).toBe('order_already_processed');
    expect(await points(buyer)).toBe(1_000n);

    const history = await send<{ list: PointRedemption[] }>(t, {
      method: 'GET',
      url: '/wps/relay/points/mall/redemptions?status=R',
      token: buyer.token,
      language: 'JA',
    });
    expect(history.body.value.list).toEqual([
      expect.objectContaining({
        status: 'R',
        remark: 'Out of this colour',
        itemName: 'テスト商品',
        amount: '31.00',
      }),
    ]);
    const stock = (
      await send<{ list: PointMallItemAdmin[] }>(t, {
        method: 'GET',
        url: '/console-api/points-mall/items',
        token: admin,
      })
    ).body.value.list.find((one) => one.id === item.id);
    expect(stock).toMatchObject({ stock: 5, redeemed: 0 });
    expect(isPointsClean(await t.services.points.check())).toBe(true);
    const ledger = await t.services.ledger.check();
    expect(isLedgerClean(ledger), describeLedgerCheck(ledger).join('\n')).toBe(true);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'point_mall.reject'), eq(auditLog.targetId, String(id))));
    expect(audited).toHaveLength(1);
  });

  it('pays game money on approval and ships approved goods once with a tracking note', async () => {
    const chips = await createItem({
      category: 'PROMOTION',
      kind: 'GAME_MONEY',
      pointsPrice: 300,
      cashValue: '20',
      stock: 3,
    });
    const goods = await createItem({ category: 'LIVE', pointsPrice: 50, stock: 3 });
    const buyer = await member('mall_approve', 1_000n);
    const money = await redeem(buyer, { itemId: chips.id, quantity: 2, receiverName: undefined });
    expect(money.body.value.redemption).toMatchObject({ redeemAmount: '40.00', receiverName: null });
    const gift = await redeem(buyer, { itemId: goods.id });
    const moneyRow = await adminRedemption(money.body.value.redemption.referenceNo);
    const giftRow = await adminRedemption(gift.body.value.redemption.referenceNo);

    expect((await decide(moneyRow.id, 'approve', { remark: 'Enjoy' })).body.value.status).toBe('A');
    expect(await main(buyer)).toBe(4_000n);
    expect((await decide(moneyRow.id, 'ship', { trackingNote: 'none' })).body.errorCode).toBe(
      'point_mall_not_shippable',
    );
    expect((await decide(giftRow.id, 'ship', { trackingNote: 'JP123' })).body.errorCode).toBe(
      'point_mall_not_shippable',
    );
    await decide(giftRow.id, 'approve', { remark: null });
    const shipped = await decide(giftRow.id, 'ship', { trackingNote: 'Japan Post JP123' });
    expect(shipped.body.value).toMatchObject({ status: 'A', remark: 'Japan Post JP123' });
    expect(shipped.body.value.shippedAt).not.toBeNull();
    expect((await decide(giftRow.id, 'ship', { trackingNote: 'again' })).body.errorCode).toBe(
      'point_mall_not_shippable',
    );
    expect(await points(buyer)).toBe(1_000n - 600n - 50n);
  });

  it('tells the member once of each approval, shipment and rejection, however often or at once staff press', async () => {
    const goods = await createItem({ pointsPrice: 100, stock: 5 });
    const chips = await createItem({ kind: 'GAME_MONEY', pointsPrice: 200, cashValue: '20', stock: 5 });
    const mixed = await createItem({ pointsPrice: 300, mixedPoints: 100, mixedMoney: '15.50', stock: 5 });
    const buyer = await member('mall_notices', 2_000n, '100');
    const bought = async (body: Record<string, unknown>) => {
      const answer = await redeem(buyer, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return adminRedemption(answer.body.value.redemption.referenceNo);
    };
    const gift = await bought({ itemId: goods.id });
    const money = await bought({ itemId: chips.id, quantity: 2, receiverName: undefined });
    const refused = await bought({ itemId: mixed.id, redeemType: 'POINTS_MONEY' });
    const notices = async () =>
      (
        await send<NotificationList>(t, {
          method: 'GET',
          url: '/wps/member/notifications',
          token: buyer.token,
        })
      ).body.value.list.map(({ kind, orderNo, amount, reason, balance }) => ({
        kind,
        orderNo,
        amount,
        reason,
        balance,
      }));
    const statuses = async (answers: Promise<{ status: number }>[]) =>
      (await Promise.all(answers)).map((answer) => answer.status).sort();
    const five = <T>(make: () => Promise<T>) => Array.from({ length: 5 }, make);

    expect(await statuses(five(() => decide(gift.id, 'approve', { remark: 'Packed' })))).toEqual([
      200, 409, 409, 409, 409,
    ]);
    expect(await statuses(five(() => decide(gift.id, 'ship', { trackingNote: 'Japan Post JP9' })))).toEqual([
      200, 409, 409, 409, 409,
    ]);
    expect((await decide(gift.id, 'approve', { remark: null })).body.errorCode).toBe(
      'order_already_processed',
    );
    expect(await statuses(five(() => decide(money.id, 'approve', { remark: null })))).toEqual([
      200, 409, 409, 409, 409,
    ]);
    expect(await statuses(five(() => decide(refused.id, 'reject', { reason: 'Sold out' })))).toEqual([
      200, 409, 409, 409, 409,
    ]);
    expect((await decide(refused.id, 'approve', { remark: null })).body.errorCode).toBe(
      'order_already_processed',
    );

    // Newest first; the balance is the main wallet's right after each decision: 100.00 less the
    // 15.50 paid with points, 40.00 paid for the chips, 15.50 returned on rejection.
    expect(await notices()).toEqual([
      {
        kind: 'POINT_REDEMPTION_REJECTED',
        orderNo: refused.referenceNo,
        amount: '15.50',
        reason: 'Sold out',
        balance: '140.00',
      },
      {
        kind: 'POINT_REDEMPTION_APPROVED',
        orderNo: money.referenceNo,
        amount: '40.00',
        reason: null,
        balance: '124.50',
      },
      {
        kind: 'POINT_REDEMPTION_SHIPPED',
        orderNo: gift.referenceNo,
        amount: '0.00',
        reason: 'Japan Post JP9',
        balance: '84.50',
      },
      {
        kind: 'POINT_REDEMPTION_APPROVED',
        orderNo: gift.referenceNo,
        amount: '0.00',
        reason: null,
        balance: '84.50',
      },
    ]);
    expect(await main(buyer)).toBe(14_000n);
    expect(await points(buyer)).toBe(2_000n - 100n - 400n);
  });

  it('refuses what it cannot sell: goods without a receiver, unknown items, a missing mixed price, too few points, a wrong password', async () => {
    const item = await createItem({ pointsPrice: 400, stock: 2 });
    const hidden = await createItem({ enabled: false });
    const buyer = await member('mall_refusals', 500n);
    const noReceiver = await redeem(buyer, {
      itemId: item.id,
      receiverAddress: undefined,
      receiverPhone: undefined,
    });
    expect(noReceiver.status).toBe(422);
    expect(
      Object.keys((noReceiver.body.value as unknown as { fields: object }).fields ?? noReceiver.body.value),
    ).toEqual(expect.arrayContaining(['receiverAddress', 'receiverPhone']));
    expect((await redeem(buyer, { itemId: hidden.id })).body.errorCode).toBe('point_mall_item_unavailable');
    expect((await redeem(buyer, { itemId: 999_999 })).body.errorCode).toBe('point_mall_item_unavailable');
    expect((await redeem(buyer, { itemId: item.id, redeemType: 'POINTS_MONEY' })).body.errorCode).toBe(
      'point_mall_no_mixed_price',
    );
    expect((await redeem(buyer, { itemId: item.id, quantity: 2 })).body.errorCode).toBe(
      'insufficient_balance',
    );
    expect((await redeem(buyer, { itemId: item.id, paymentPassword: 'wrong1' })).body.errorCode).toBe(
      'payment_password_incorrect',
    );
    expect(await points(buyer)).toBe(500n);
    const listed = await send<{ list: PointMallItem[] }>(t, {
      method: 'GET',
      url: '/wps/relay/points/mall/items',
    });
    expect(listed.body.value.list.some((one) => one.id === hidden.id)).toBe(false);
    expect(listed.body.value.list.find((one) => one.id === item.id)?.stock).toBe(2);
  });

  it('validates items, adjusts stock without going below zero, and keeps members and support staff out', async () => {
    const broken = await send(t, {
      method: 'POST',
      url: '/console-api/points-mall/items',
      token: admin,
      payload: {
        category: 'GIFT',
        kind: 'GAME_MONEY',
        name: { JA: 'x', EN: 'x' },
        description: { JA: 'x', EN: 'x' },
        imageUrl: 'javascript:alert(1)',
        pointsPrice: 10,
        mixedPoints: 5,
      },
    });
    expect(broken.status).toBe(422);
    const item = await createItem({ stock: 3 });
    const more = await send<PointMallItemAdmin>(t, {
      method: 'POST',
      url: `/console-api/points-mall/items/${item.id}/stock`,
      token: admin,
      payload: { delta: 4 },
    });
    expect(more.body.value.stock).toBe(7);
    const tooMany = await send(t, {
      method: 'POST',
      url: `/console-api/points-mall/items/${item.id}/stock`,
      token: admin,
      payload: { delta: -8 },
    });
    expect(tooMany.body.errorCode).toBe('point_mall_out_of_stock');
    const renamed = await send<PointMallItemAdmin>(t, {
      method: 'PUT',
      url: `/console-api/points-mall/items/${item.id}`,
      token: admin,
      payload: {
        category: 'GIFT',
        kind: 'GOODS',
        name: { JA: '新しい名前', EN: 'New name' },
        description: { JA: '説明', EN: 'About it' },
        imageUrl: '/images/test.png',
        pointsPrice: 120,
        stock: 999,
      },
    });
    expect(renamed.body.value).toMatchObject({ stock: 7, pointsPrice: 120, name: { EN: 'New name' } });

    const support = await createStaffAndLogin(t, 'mallsupport', 'SUPPORT');
    const refused = await send(t, {
      method: 'POST',
      url: `/console-api/points-mall/items/${item.id}/stock`,
      token: support,
      payload: { delta: 1 },
    });
    expect(refused.status).toBe(403);
    const buyer = await member('mall_visitor_check', 0n);
    const asMember = await send(t, {
      method: 'GET',
      url: '/console-api/points-mall/redemptions',
      token: buyer.token,
    });
    expect(asMember.status).toBe(401);
    const visitor = await send(t, { method: 'GET', url: '/wps/relay/points/mall/redemptions' });
    expect(visitor.body.errorCode).toBe('not_logged_in');
  });

  it('seeds the demo mall once: the points switch on, four items marked demo, points for the demo member', async () => {
    await seedDemoData(t.services);
    expect(await seedDemoPointMall(t.services)).toEqual(['demo points mall']);
    expect(await seedDemoPointMall(t.services)).toEqual([]);
    const items = await send<{ list: PointMallItem[] }>(t, {
      method: 'GET',
      url: '/wps/relay/points/mall/items',
      language: 'EN',
    });
    const demo = items.body.value.list.filter((item) => item.name.endsWith('(demo)'));
    expect(demo.map((item) => item.category).sort()).toEqual(['GIFT', 'GIFT', 'LIVE', 'PROMOTION']);
    const member = await t.services.members.findByUsername('demomember');
    expect(await t.services.points.balance(member?.id ?? 0)).toBe(20_000n);
    const features = (await t.services.system.getWhitelabel()).flatMap(function flat(node): {
      modId: string;
      enabled: boolean;
    }[] {
      return [node, ...node.childrenNodes.flatMap(flat)];
    });
    expect(features.find((node) => node.modId === 'POINTS')?.enabled).toBe(true);
  });
});
