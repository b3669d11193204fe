import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MODULE_ID,
  type LoginResult,
  type ReferralInvitee,
  type ReferralOverview,
  type ReferralRecord,
  type ReferralSettings,
  type Reward,
  type WhitelabelNode,
} from '@platform/contract';
import { createManualClock, createTestApp, openTrialSession, type TestApp } from '../../testing/index.ts';
import { login, send, validRegistration } from '../../testing/requests.ts';
import { createStaffAndLogin } from '../../testing/console.ts';
import { domainEvents } from '../../platform/events/tables.ts';
import { members } from '../members/tables.ts';

/*
 * Invite friends through HTTP on a moved clock (merchant time zone Asia/Tokyo): invitees register
 * with the inviter's code from their own device and IP (or the inviter's), deposit and play through
 * recorded events; each qualification outcome and each reward rule is checked against the numbers
 * the test chose, granted once however often the inviter looks or the job runs.
 */

const clock = createManualClock('2026-11-20T03:00:00Z'); // 12:00 on 2026-11-20 in Tokyo
let t: TestApp;
let admin: string;

const SETTINGS = {
  enabled: true,
  minFirstDeposit: '1000.00',
  minValidBet: '500.00',
  qualifyDays: 3,
  uniquePhone: true,
  refuseSameDevice: true,
  refuseSameIp: true,
  qualifiedReward: '100.00',
  groupSize: 2,
  groupReward: '50.00',
  firstDepositShare: 1000, // 10 %
  betShare: 100, // 1 %
  betPeriod: 'DAY' as const,
};

const setFeatures = async (enabled: boolean) => {
  const set = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REFERRAL || node.modId === MODULE_ID.REWARDS ? enabled : node.enabled,
      childrenNodes: set(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(set(await t.services.system.getWhitelabel()));
};

/** Registers through the gateway from a device and an address; answers the member's id and session. */
const registerFrom = async (
  username: string,
  from: { ip: string; device: string },
  referralCode?: string,
) => {
  const answer = await send<LoginResult>(t, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: { ...validRegistration(username), login: true, ...(referralCode ? { referralCode } : {}) },
    encrypt: true,
    language: 'EN',
    ip: from.ip,
    headers: { 'Device-Id': from.device },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [row] = await t.db.select().from(members).where(eq(members.username, username));
  if (!row) throw new Error(`${username} not registered`);
  return { id: row.id, token: answer.body.value.token, row };
};

let serial = 0;
const deposit = async (memberId: number, amount: bigint) => {
  serial += 1;
  await t.services.events.record(t.db, {
    type: 'deposit.credited',
    memberId,
    payload: { orderId: serial, amount: String(amount) },
  });
  await t.services.statistics.drain();
};
const bet = async (memberId: number, validBet: bigint) => {
  serial += 1;
  await t.db.insert(domainEvents).values({
    type: 'round.settled',
    memberId,
    occurredAt: clock.now(),
    payload: {
      vassalage: 'REFERRAL',
      roundId: `referral-${serial}`,
      nodeId: 1,
      category: 'RNG',
      stake: String(validBet),
      validBet: String(validBet),
      payout: '0',
      uplineIds: [],
    },
  });
  await t.services.statistics.drain();
};

/** A new session (sessions end as the clock moves on days). */
const signIn = async (username: string, ip: string) => {
  const answer = await login(t, { username, password: validRegistration(username).password }, 'EN', ip);
  expect(answer.status).toBe(200);
  return answer.body.value.token;
};

const get = <T>(token: string, url: string) => send<T>(t, { method: 'GET', url, token, language: 'EN' });

beforeAll(async () => {
  t = await createTestApp({ clock });
  await setFeatures(true);
  admin = await createStaffAndLogin(t, 'referral_admin', 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

describe('invite friends', () => {
  it('refuses feature-off calls and validates the programme', async () => {
    const bad = await send(t, {
      method: 'PUT',
      url: '/console-api/rewards/referral/settings',
      token: admin,
      payload: { ...SETTINGS, groupReward: null },
    });
    expect(bad.status).toBe(422);
    const saved = await send<ReferralSettings>(t, {
      method: 'PUT',
      url: '/console-api/rewards/referral/settings',
      token: admin,
      payload: SETTINGS,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual({ ...SETTINGS, minFirstDeposit: '1000.00' });
  });

  it('qualifies, refuses and rewards each invitee by the rules, once', async () => {
    const inviter = await registerFrom('refinviter', { ip: '10.0.0.1', device: 'device-inviter-00001' });
    const code = inviter.row.referralCode;
    expect(inviter.row.registerDeviceId).toBe('device-inviter-00001');

    // A qualifies; B uses the inviter's device, C its IP; D's phone was A's; E deposits too little.
    const a = await registerFrom('refaaa', { ip: '10.0.0.2', device: 'device-invitee-a0001' }, code);
    const b = await registerFrom('refbbb', { ip: '10.0.0.3', device: 'device-inviter-00001' }, code);
    const c = await registerFrom(
      'refccc',
      { ip: '10.0.0.1', device: 'device-invitee-c0001' },
      code.toLowerCase(),
    );
    const d = await registerFrom('refddd', { ip: '10.0.0.4', device: 'device-invitee-d0001' }, code);
    const e = await registerFrom('refeee', { ip: '10.0.0.5', device: 'device-invitee-e0001' }, code);
    const stranger = await registerFrom(
      'refxxx',
      { ip: '10.0.0.6', device: 'device-invitee-x0001' },
      'NOSUCHCODE',
    );
    for (const invitee of [a, b, c, d, e]) expect(invitee.row.referrerId).toBe(inviter.id);
    expect(stranger.row.referrerId).toBeNull();
    await t.db
      .update(members)
      .set({ mobileNum: '9012345678', countryDialingCode: '81' })
      .where(eq(members.id, a.id));
    await t.db
      .update(members)
      .set({ mobileNum: '9012345678', countryDialingCode: '81' })
      .where(eq(members.id, d.id));

    await deposit(a.id, 150_000n); // 1,500.00
    await bet(a.id, 40_000n); // 400.00: not yet the 500.00 required
    await deposit(b.id, 200_000n);
    await bet(b.id, 90_000n);
    await deposit(c.id, 200_000n);
    await deposit(d.id, 200_000n);
    await deposit(e.id, 50_000n); // 500.00: below the 1,000.00 first deposit

    let token = inviter.token;
    const statuses = async () => {
      const answer = await get<{ list: ReferralInvitee[] }>(token, '/wps/relay/referral/invitees');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return Object.fromEntries(answer.body.value.list.map((row) => [row.name, [row.status, row.failure]]));
    };
    expect(await statuses()).toEqual({
      'r***a': ['NOT_QUALIFIED', null],
      'r***b': ['FAILED', 'SAME_DEVICE'],
      'r***c': ['FAILED', 'SAME_DEVICE'],
      'r***d': ['DUPLICATE_PHONE', null],
      'r***e': ['NOT_QUALIFIED', null],
    });

    // The next day A's valid bet reaches 500.00 (window: 11-20 to 11-22).
    clock.set('2026-11-21T03:00:00Z');
    // 11-20 is over: its valid-bet share is due, as the scheduler's own tick may find it too.
    await t.runJob('referral-bet-shares');
    await bet(a.id, 10_000n);
    token = await signIn('refinviter', '10.0.0.1');
    const overview = await get<ReferralOverview>(token, '/wps/relay/referral');
    expect(overview.status).toBe(200);
    expect(overview.body.value).toMatchObject({
      code,
      invitations: 5,
      qualified: 1,
      depositing: 2,
      // 100 (A qualified) + 150 (10 % of A's 1,500) + 50 (10 % of E's 500) + 50 (A and E: one block
      // of 2) + 4 (1 % of A's 400.00 valid bet on 11-20)
      totalPrize: '354.00',
      // The deposit shares and the block were granted when the inviter looked yesterday.
      incomeToday: '104.00',
      pendingClaims: 5,
    });
    // The window of E ends on 11-22 unmet.
    clock.set('2026-11-23T03:00:00Z');
    token = await signIn('refinviter', '10.0.0.1');
    expect((await statuses())['r***e']).toEqual(['FAILED', 'EXPIRED']);

    // The valid-bet share of 11-20 (A's 400.00; B is refused) and of 11-21 (A's 100.00), once each.
    await t.services.referral.payBetShares('2026-11-20');
    await t.services.referral.payBetShares('2026-11-21');
    await t.services.referral.payBetShares('2026-11-21');
    await t.services.referral.evaluateAll();
    const records = await get<{ list: ReferralRecord[] }>(token, '/wps/relay/referral/records');
    expect(
      records.body.value.list.map((row) => [row.rule, row.invitee, row.period, row.amount]).sort(),
    ).toEqual(
      [
        ['BETS', null, '2026-11-20', '4.00'],
        ['BETS', null, '2026-11-21', '1.00'],
        ['FIRST_DEPOSIT', 'r***a', null, '150.00'],
        ['FIRST_DEPOSIT', 'r***e', null, '50.00'],
        ['GROUP', null, '1', '50.00'],
        ['QUALIFIED', 'r***a', null, '100.00'],
      ].sort(),
    );

    // The inviter claims them in the reward centre: paid once each.
    const pending = await get<{ list: Reward[] }>(token, '/wps/relay/rewards?tab=PENDING');
    const referralRewards = pending.body.value.list.filter((row) => row.source === 'REFERRAL');
    expect(referralRewards).toHaveLength(6);
    const counts = await get<{ kinds: Record<string, { count: number }> }>(
      token,
      '/wps/relay/rewards/counts',
    );
    expect(counts.body.value.kinds.REFERRAL?.count).toBe(6);
    const claimAll = await send<{ claimed: number; amount: string }>(t, {
      method: 'POST',
      url: '/wps/relay/rewards/claim-all',
      token: token,
    });
    expect(claimAll.body.value).toMatchObject({ claimed: 6, amount: '355.00' });
    const after = await get<ReferralOverview>(token, '/wps/relay/referral');
    expect(after.body.value).toMatchObject({ totalPrize: '355.00', pendingClaims: 0 });

    // The console sees every invitee with its inviter.
    admin = await createStaffAndLogin(t, 'referral_admin2', 'ADMIN');
    const list = await send<{ list: { invitee: string; referrer: string; status: string }[]; total: number }>(
      t,
      {
        method: 'GET',
        url: '/console-api/rewards/referral/invitees?referrer=REFINVITER&status=QUALIFIED',
        token: admin,
      },
    );
    expect(list.body.value.list).toEqual([
      expect.objectContaining({ invitee: 'refaaa', referrer: 'refinviter' }),
    ]);
  });

  it('shows where each reward stands in the reward centre, to its own inviter only', async () => {
    let token = await signIn('refinviter', '10.0.0.1');
    const records = async (as = token) => {
      const answer = await get<{ list: ReferralRecord[]; total: number }>(
        as,
        '/wps/relay/referral/records?pageSize=100',
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.value;
    };
    // Everything granted so far was claimed through claim-all.
    expect((await records()).list.map((row) => row.claim)).toEqual(Array(6).fill('CLAIMED'));

    // F qualifies (2,000.00 deposited, 600.00 bet): 100.00 for it and 10 % of its deposit, both waiting.
    const [inviter] = await t.db.select().from(members).where(eq(members.username, 'refinviter'));
    if (!inviter) throw new Error('refinviter missing');
    const f = await registerFrom(
      'reffff',
      { ip: '10.0.0.7', device: 'device-invitee-f0001' },
      inviter.referralCode,
    );
    await deposit(f.id, 200_000n);
    await bet(f.id, 60_000n);
    const claimOf = async () =>
      Object.fromEntries(
        (await records()).list
          .filter((row) => row.invitee === 'r***f')
          .map((row) => [row.rule, [row.amount, row.claim]]),
      );
    expect(await claimOf()).toEqual({
      QUALIFIED: ['100.00', 'PENDING'],
      FIRST_DEPOSIT: ['200.00', 'PENDING'],
    });

    // Staff cancel the deposit share; the inviter claims the other one.
    const pending = await send<{ list: { id: number; sourceRef: string }[] }>(t, {
      method: 'GET',
      url: '/console-api/rewards?account=refinviter&status=PENDING',
      token: admin,
    });
    const share = pending.body.value.list.find((row) => row.sourceRef === `referral:deposit:${f.id}`);
    const qualified = pending.body.value.list.find((row) => row.sourceRef === `referral:qualified:${f.id}`);
    if (!share || !qualified) throw new Error(JSON.stringify(pending.body));
    const cancelled = await send(t, {
      method: 'POST',
      url: `/console-api/rewards/${share.id}/cancel`,
      token: admin,
      payload: { reason: 'test' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await claimOf()).toEqual({
      QUALIFIED: ['100.00', 'PENDING'],
      FIRST_DEPOSIT: ['200.00', 'CANCELLED'],
    });
    const claimed = await send(t, {
      method: 'POST',
      url: `/wps/relay/rewards/${qualified.id}/claim`,
      token,
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(await claimOf()).toEqual({
      QUALIFIED: ['100.00', 'CLAIMED'],
      FIRST_DEPOSIT: ['200.00', 'CANCELLED'],
    });

    // Another member sees none of it, and the core answers nothing for another member's reward ids.
    const stranger = await signIn('refxxx', '10.0.0.6');
    expect(await records(stranger)).toEqual({ list: [], total: 0, totalPages: 0 });
    const invitees = await get<{ total: number }>(stranger, '/wps/relay/referral/invitees');
    expect(invitees.body.value.total).toBe(0);
    const [strangerRow] = await t.db.select().from(members).where(eq(members.username, 'refxxx'));
    expect((await t.services.rewards.statuses(strangerRow?.id ?? 0, [share.id, qualified.id])).size).toBe(0);

    // A trial account has no programme of its own.
    const trial = await openTrialSession(t.services, t.db, 'reftrial');
    for (const url of [
      '/wps/relay/referral',
      '/wps/relay/referral/records',
      '/wps/relay/referral/invitees',
    ]) {
      expect((await get(trial, url)).body.errorCode).toBe('in_need_true_account');
    }

    // Paging at its limits: the last allowed page is empty, one further is refused, as are hostile values.
    token = await signIn('refinviter', '10.0.0.1');
    const far = await get<{ list: ReferralRecord[]; total: number; totalPages: number }>(
      token,
      '/wps/relay/referral/records?pageNum=100000&pageSize=100',
    );
    expect(far.body.value).toEqual({ list: [], total: 8, totalPages: 1 });
    for (const query of [
      'pageNum=100001',
      'pageNum=0',
      'pageNum=-1',
      'pageNum=1e400',
      'pageSize=101',
      'pageSize=abc',
      "rule=QUALIFIED'%20OR%201=1",
      'rule[]=QUALIFIED',
      'other=1',
    ]) {
      for (const list of ['records', 'invitees']) {
        const answer = await get(token, `/wps/relay/referral/${list}?${query}`);
        expect([list, query, answer.status, answer.body.errorCode]).toEqual([
          list,
          query,
          422,
          'validation_failed',
        ]);
      }
    }
  });

  it('filters the console invitee list by inviter, status and registration days', async () => {
    const list = async (query: string) => {
      const answer = await send<{
        list: { invitee: string; referrer: string; status: string }[];
        total: number;
        totalPages: number;
      }>(t, { method: 'GET', url: `/console-api/rewards/referral/invitees?${query}`, token: admin });
      return answer;
    };
    const names = async (query: string) => {
      const answer = await list(query);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.value.list.map((row) => row.invitee).sort();
    };
    // refaaa-refeee registered on 11-20 (Tokyo), reffff on 11-23; nobody on 11-21 or 11-22.
    expect(await names('referrer=refinviter')).toEqual([
      'refaaa',
      'refbbb',
      'refccc',
      'refddd',
      'refeee',
      'reffff',
    ]);
    expect(await names('startDate=2026-11-21')).toEqual(['reffff']);
    expect(await names('endDate=2026-11-20')).toEqual(['refaaa', 'refbbb', 'refccc', 'refddd', 'refeee']);
    expect(await names('startDate=2026-11-21&endDate=2026-11-22')).toEqual([]);
    expect(await names('startDate=2026-11-20&endDate=2026-11-20&status=FAILED')).toEqual([
      'refbbb',
      'refccc',
      'refeee',
    ]);
    expect(await names('referrer=%20RefInviter%20&status=QUALIFIED')).toEqual(['refaaa', 'reffff']);
    // An unknown inviter or one written as a pattern matches nobody.
    for (const referrer of ['nobody', 'ref%25', 'ref_nviter', "refinviter'--"]) {
      expect(await names(`referrer=${referrer}`)).toEqual([]);
    }
    const far = await list('pageNum=100000&pageSize=100');
    expect(far.body.value).toMatchObject({ list: [], totalPages: 1 });

    for (const [query, field] of [
      ['startDate=2026-11-22&endDate=2026-11-21', 'endDate'],
      ['startDate=2026-02-30', 'startDate'],
      ['endDate=yesterday', 'endDate'],
      ['status=qualified', 'status'],
      [`referrer=${'x'.repeat(65)}`, 'referrer'],
      ['referrer=', 'referrer'],
      ['pageNum=100001', 'pageNum'],
    ] as const) {
      const answer = await list(query);
      expect([query, answer.status, answer.body.errorCode]).toEqual([query, 422, 'validation_failed']);
      expect(JSON.stringify(answer.body), query).toContain(field);
    }

    // Reading the list takes rewards.read: a member's session is not a staff session.
    const member = await signIn('refinviter', '10.0.0.1');
    const refused = await send(t, {
      method: 'GET',
      url: '/console-api/rewards/referral/invitees',
      token: member,
    });
    expect(refused.status).toBe(401);
  });

  it('answers feature_disabled while the REFERRAL switch is off', async () => {
    await setFeatures(false);
    const member = await registerFrom('refoff', { ip: '10.0.1.1', device: 'device-off-00000001' });
    const answer = await get(member.token, '/wps/relay/referral');
    expect(answer.body.errorCode).toBe('feature_disabled');
    await setFeatures(true);
  });
});
