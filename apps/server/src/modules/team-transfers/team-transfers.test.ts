import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBER_TYPE, type TeamTransferConfig, type TeamTransferResult } from '@platform/contract';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import {
  createTestApp,
  fundTestMember,
  merchantToday,
  openTrialSession,
  type TestApp,
} from '../../testing/index.ts';
import { login, send } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { isLedgerClean } from '../../platform/ledger/service.ts';
import { walletAccounts } from '../../platform/ledger/tables.ts';
import { auditLog } from '../../platform/audit/tables.ts';

let t: TestApp;
let admin: string;
const PAY = '246810';

interface Person {
  id: number;
  username: string;
  token: string;
}

let n = 0;
const person = async (type: number, parentId: number | null, funds?: string): Promise<Person> => {
  n += 1;
  const username = `tt${type}u${n}`;
  const row = await t.services.members.createMember({
    username,
    passwordHash: await hashPassword('transfer123'),
    type,
    language: 'EN',
    parentId,
  });
  const session = await login(t, { username, password: 'transfer123' });
  const token = session.body.value.token;
  await send(t, {
    method: 'PUT',
    url: '/wps/member/payment-password',
    token,
    language: 'EN',
    payload: { newPassword: PAY, confirmPassword: PAY },
  });
  if (funds) await fundTestMember(t.services, username, funds);
  return { id: row.id, username, token };
};

const main = async (memberId: number) => {
  const [row] = await t.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, memberId));
  return row?.balance;
};

const down = (token: string | undefined, body: Record<string, unknown>) =>
  send<TeamTransferResult>(t, {
    method: 'POST',
    url: '/wps/agent/transfers',
    language: 'EN',
    ...(token ? { token } : {}),
    payload: { requestId: randomUUID(), direction: 'TO_DOWNLINE', paymentPassword: PAY, ...body },
  });

const up = (token: string | undefined, body: Record<string, unknown>) =>
  send<TeamTransferResult>(t, {
    method: 'POST',
    url: '/wps/member/transfer-upline',
    language: 'EN',
    ...(token ? { token } : {}),
    payload: { requestId: randomUUID(), paymentPassword: PAY, ...body },
  });

const settings = (body: Record<string, unknown>, token = admin) =>
  send(t, {
    method: 'PUT',
    url: '/console-api/team-transfer-settings',
    token,
    language: 'EN',
    payload: {
      downlineEnabled: true,
      takeBackEnabled: false,
      uplineEnabled: true,
      minAmount: '1.00',
      maxAmount: '100000.00',
      dailyMax: '1000000.00',
      ...body,
    },
  });

let agentA: Person;
let agentB: Person;
let subAgent: Person;
let memberA: Person;
let memberB: Person;
let grandchild: Person;
let trial: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaffAndLogin(t, 'transfers-admin', 'ADMIN');
  expect((await settings({})).status).toBe(200);
  agentA = await person(MEMBER_TYPE.AGENT, null, '10000.00');
  agentB = await person(MEMBER_TYPE.AGENT, null, '10000.00');
  subAgent = await person(MEMBER_TYPE.AGENT, agentA.id, '1000.00');
  memberA = await person(MEMBER_TYPE.MEMBER, agentA.id, '1000.00');
  memberB = await person(MEMBER_TYPE.MEMBER, agentB.id, '1000.00');
  grandchild = await person(MEMBER_TYPE.MEMBER, subAgent.id, '1000.00');
  trial = await openTrialSession(t.services, t.db, 'tttrial');
});
afterAll(async () => {
  await t.close();
});

describe('the role matrix', () => {
  it('lets an agent pay only its direct downlines; everything else is refused', async () => {
    const paid = await down(agentA.token, { downlineId: memberA.id, amount: '10.00' });
    expect(paid.status).toBe(200);
    expect(paid.body.value).toMatchObject({ direction: 'TO_DOWNLINE', counterparty: memberA.username });
    expect(await main(memberA.id)).toBe(101_000n);

    // Another agent's member, a grandchild, the agent itself: not its direct downline.
    for (const id of [memberB.id, grandchild.id, agentA.id, agentB.id, 99_999_999]) {
      const refused = await down(agentA.token, { downlineId: id, amount: '1.00' });
      expect([id, refused.body.errorCode]).toEqual([id, 'not_found_entity']);
    }
    // A member is not an agent, a downline agent cannot pay its upline this way.
    expect((await down(memberA.token, { downlineId: agentA.id, amount: '1.00' })).body.errorCode).toBe(
      'team_transfer_not_allowed',
    );
    expect((await down(subAgent.token, { downlineId: agentA.id, amount: '1.00' })).body.errorCode).toBe(
      'not_found_entity',
    );
    // The downline agent pays its own direct downline.
    expect((await down(subAgent.token, { downlineId: grandchild.id, amount: '1.00' })).status).toBe(200);
    // A trial account and a visitor.
    const trialTry = await down(trial, { downlineId: memberA.id, amount: '1.00' });
    expect(trialTry.status).toBeGreaterThanOrEqual(401);
    expect(trialTry.status).toBeLessThan(404);
    expect((await down(undefined, { downlineId: memberA.id, amount: '1.00' })).status).toBe(401);
    expect((await up(trial, { amount: '1.00' })).status).toBeGreaterThanOrEqual(401);
    expect((await up(undefined, { amount: '1.00' })).status).toBe(401);
    // A top-level agent has no upline.
    expect((await up(agentA.token, { amount: '1.00' })).body.errorCode).toBe('team_transfer_not_allowed');
  });

  it('takes money back from a downline only when the operator allows it', async () => {
    const back = { downlineId: memberA.id, amount: '5.00', direction: 'FROM_DOWNLINE' };
    expect((await down(agentA.token, back)).body.errorCode).toBe('team_transfer_not_allowed');
    await settings({ takeBackEnabled: true });
    const before = await main(memberA.id);
    const taken = await down(agentA.token, back);
    expect(taken.status).toBe(200);
    expect(await main(memberA.id)).toBe((before ?? 0n) - 500n);
    expect((await down(agentB.token, { ...back })).body.errorCode).toBe('not_found_entity');
    await settings({ takeBackEnabled: false });
  });

  it('lets a member pay its upline when allowed, shown in both histories', async () => {
    const config = await send<TeamTransferConfig>(t, {
      method: 'GET',
      url: '/wps/team-transfers/config',
      token: memberA.token,
    });
    expect(config.body.value).toMatchObject({
      toUpline: true,
      toDownline: false,
      uplineUsername: agentA.username,
    });
    const paid = await up(memberA.token, { amount: '2.50' });
    expect(paid.body.value).toMatchObject({
      direction: 'TO_UPLINE',
      counterparty: agentA.username,
      amount: '2.50',
    });
    const today = await merchantToday(t.services);
    for (const [who, sign] of [
      [memberA, '-2.50'],
      [agentA, '2.50'],
    ] as const) {
      const history = await send<{ list: { type: string; amount: string; orderNo: string | null }[] }>(t, {
        method: 'GET',
        url: `/wps/wallet/transactions?type=TEAM_TRANSFER&startDate=${today}&endDate=${today}`,
        token: who.token,
      });
      expect(history.body.value.list[0]).toMatchObject({
        type: 'TEAM_TRANSFER',
        amount: sign,
        orderNo: paid.body.value.transferNo,
      });
    }
    await settings({ uplineEnabled: false });
    expect((await up(memberA.token, { amount: '1.00' })).body.errorCode).toBe('team_transfer_not_allowed');
    await settings({});
  });

  it('checks the payment password as a withdrawal does', async () => {
    const wrong = await down(agentA.token, {
      downlineId: memberA.id,
      amount: '1.00',
      paymentPassword: '000000',
    });
    expect(wrong.body.errorCode).toBe('payment_password_incorrect');
  });
});

describe('money under pressure', () => {
  it('refuses hostile amounts with stable codes', async () => {
    for (const amount of ['-5.00', '0', '0.00', '1.001', '1e3', 'abc', '99999999999999999999', '']) {
      const refused = await down(agentA.token, { downlineId: memberA.id, amount });
      expect([amount, refused.status, refused.body.errorCode]).toEqual([amount, 422, 'validation_failed']);
    }
    const tooBig = await down(agentA.token, { downlineId: memberA.id, amount: '100000.01' });
    expect(tooBig.body.errorCode).toBe('team_transfer_amount_limit');
    const tooSmall = await down(agentA.token, { downlineId: memberA.id, amount: '0.99' });
    expect(tooSmall.body.errorCode).toBe('team_transfer_amount_limit');
  });

  it('moves a burst of the same request id once', async () => {
    const requestId = randomUUID();
    const before = await main(memberB.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        down(agentB.token, { requestId, downlineId: memberB.id, amount: '3.00' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => !answer.body.value.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.value.transferNo)).size).toBe(1);
    expect(await main(memberB.id)).toBe((before ?? 0n) + 300n);
    const conflict = await down(agentB.token, { requestId, downlineId: memberB.id, amount: '4.00' });
    expect(conflict.body.errorCode).toBe('idempotency_conflict');
  });

  it('never overdraws under parallel transfers', async () => {
    const poor = await person(MEMBER_TYPE.AGENT, null, '50.00');
    const kid = await person(MEMBER_TYPE.MEMBER, poor.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => down(poor.token, { downlineId: kid.id, amount: '10.00' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.errorCode === 'insufficient_balance')).toHaveLength(5);
    expect([await main(poor.id), await main(kid.id)]).toEqual([0n, 5_000n]);
  });

  it('holds the daily limit when transfers come at once', async () => {
    await settings({ dailyMax: '100000.00', maxAmount: '100000.00' });
    await settings({ minAmount: '1.00', maxAmount: '30.00', dailyMax: '100.00' });
    const rich = await person(MEMBER_TYPE.AGENT, null, '5000.00');
    const kid = await person(MEMBER_TYPE.MEMBER, rich.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => down(rich.token, { downlineId: kid.id, amount: '30.00' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.errorCode === 'team_transfer_daily_limit')).toHaveLength(5);
    expect(await main(kid.id)).toBe(9_000n);
    await settings({});
    expect(isLedgerClean(await t.services.ledger.check())).toBe(true);
  });
});

describe('the console card', () => {
  it('reads and sets the switches and limits, audited, and refuses what does not add up', async () => {
    const read = await send(t, { method: 'GET', url: '/console-api/team-transfer-settings', token: admin });
    expect(read.body.value).toMatchObject({
      downlineEnabled: true,
      uplineEnabled: true,
      maxAmount: '100000.00',
    });
    const bad = await settings({ minAmount: '50.00', maxAmount: '10.00' });
    expect([bad.status, bad.body.errorCode]).toEqual([422, 'validation_failed']);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'setting.team_transfers'));
    expect(rows.length).toBeGreaterThan(3);
    const support = await createStaffAndLogin(t, 'transfers-support', 'SUPPORT');
    expect((await settings({}, support)).status).toBe(403);
  });
});
