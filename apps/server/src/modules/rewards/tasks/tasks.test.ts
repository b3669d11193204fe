import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMinorUnits } from '@platform/contract';
import type {
  NewbieView,
  PromoCode,
  PromoCodeView,
  RescueView,
  SignInView,
  WhitelabelNode,
} from '@platform/contract';
import { createManualClock } from '../../../platform/clock.ts';
import { periodAt } from '../../../platform/jobs/periods.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { createTestApp, createTestMember, openTrialSession, type TestApp } from '../../../testing/index.ts';
import { login, send } from '../../../testing/requests.ts';
import { drawRounds, seeded, type PlayRound } from '../../contracts/proof/play.ts';
import { members } from '../../members/tables.ts';
import { promoCodes } from './tables.ts';
import { rescueAmount } from './service.ts';
import { seedDemoRewardTasks } from '../../../seed/demo-reward-tasks.ts';
import { auditLog } from '../../../platform/audit/tables.ts';

/*
 * The reward centre's tasks through HTTP on the real app, with a moved clock and generated play:
 * each prize paid exactly what its rules say, once, under concurrency too.
 */

const TOKYO = 'Asia/Tokyo';
const PASSWORD = 'tasks1234';
// 10:00 in Tokyo on 2026-11-25.
const clock = createManualClock('2026-11-25T01:00:00Z');
const random = seeded(25);
let t: TestApp;
let admin: string;

const tokenOf = async (username: string) =>
  (await login(t, { username, password: PASSWORD })).body.value.token;

/** A member and its session; `relogin` after the clock moved past the session's life. */
const member = async (username: string, registerIp: string | null = null) => {
  const row = await createTestMember(t.services, { username, password: PASSWORD });
  if (registerIp !== null) await t.db.update(members).set({ registerIp }).where(eq(members.id, row.id));
  const player = {
    id: row.id,
    token: await tokenOf(username),
    relogin: async () => {
      player.token = await tokenOf(username);
    },
  };
  return player;
};

const balance = async (memberId: number) => (await t.services.wallet.getMainBalance(memberId)).balance;

/** Generated rounds of one member between two instants, recorded as the games record them. */
const play = async (
  memberId: number,
  from: string,
  to: string,
  most: number,
  vassalage = 'TASKS',
): Promise<PlayRound[]> => {
  const rounds = drawRounds(random, [memberId], new Date(from), new Date(to), most);
  for (const round of rounds) {
    await t.services.events.record(
      t.db,
      {
        type: 'round.settled',
        memberId,
        payload: {
          vassalage,
          roundId: randomUUID(),
          nodeId: 0,
          category: round.category,
          stake: String(round.stake),
          validBet: String(round.validBet),
          payout: String(round.payout),
          uplineIds: [],
        },
      },
      round.at,
    );
  }
  return rounds;
};

const deposit = (memberId: number, amount: bigint) =>
  t.services.events.record(t.db, {
    type: 'deposit.credited',
    memberId,
    payload: { orderId: Math.floor(Math.random() * 1e9), amount: String(amount) },
  });

const get = <T>(url: string, token: string) => send<T>(t, { method: 'GET', url, token });
const post = <T>(url: string, token: string, payload?: unknown) =>
  send<T>(t, { method: 'POST', url, token, ...(payload === undefined ? {} : { payload }) });
const put = <T>(url: string, payload: unknown, token = admin) =>
  send<T>(t, { method: 'PUT', url, token, payload });

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** A fresh administrator session (staff sessions end as the clock moves on). */
const signInAdmin = async () => {
  admin = await createStaffAndLogin(t, `tasksadmin${randomUUID().slice(0, 6)}`, 'ADMIN');
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  await signInAdmin();
  const tree = (await get<WhitelabelNode[]>('/console-api/settings/whitelabel', admin)).body.value;
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === 'REWARDS' ? true : node.enabled,
      childrenNodes: on(node.childrenNodes),
    }));
  expect((await put('/console-api/settings/whitelabel', on(tree))).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** A 3-day cycle of 1.00, 2.50 and 4.00, needing a valid bet of 100.00 when `needsBet`. */
const setSignIn = (needsBet: boolean, missedDay: 'RESTART' | 'CONTINUE') =>
  put('/console-api/rewards/sign-in-settings', {
    enabled: true,
    days: [
      { kind: 'MONEY', amount: '1.00' },
      { kind: 'MONEY', amount: '2.50' },
      { kind: 'MONEY', amount: '4.00' },
    ],
    requireValidBet: needsBet,
    minValidBet: needsBet ? '100.00' : null,
    missedDay,
  });

describe('daily sign-in', () => {
  it('needs the day’s valid bet, pays each cycle day once, restarts after a missed day', async () => {
    expect((await setSignIn(true, 'RESTART')).status).toBe(200);
    const a = await member('signa');
    const b = await member('signb');

    clock.set('2026-11-25T01:00:00Z');
    const refused = await post<unknown>('/wps/relay/rewards/sign-in', a.token);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('reward_not_eligible');
    expect(refused.body.value).toEqual({
      conditions: [{ condition: 'VALID_BET', actual: '0.00', required: '100.00', met: false }],
    });

    // Play until the day's valid bet (before now, today in Tokyo) reaches the minimum.
    let rounds: PlayRound[] = [];
    while (sum(rounds.map((round) => round.validBet)) < 100_00n) {
      rounds = [...rounds, ...(await play(a.id, '2026-11-24T15:00:00Z', '2026-11-25T00:59:00Z', 3))];
    }
    const view = await get<SignInView>('/wps/relay/rewards/sign-in', a.token);
    expect(view.body.value).toMatchObject({
      today: '2026-11-25',
      canSignIn: true,
      todayValidBet: (Number(sum(rounds.map((round) => round.validBet))) / 100).toFixed(2),
    });
    expect(view.body.value.days.map((day) => day.state)).toEqual(['TODAY', 'FUTURE', 'FUTURE']);

    const before = await balance(a.id);
    // 20 sign-ins at once: one pays, the others are refused.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post<{ day: number }>('/wps/relay/rewards/sign-in', a.token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.errorCode === 'sign_in_done_today').length).toBe(19);
    expect(await balance(a.id)).toBe(before + 1_00n);
    const after = await get<SignInView>('/wps/relay/rewards/sign-in', a.token);
    expect(after.body.value).toMatchObject({ signedToday: true, canSignIn: false });
    expect(after.body.value.days.map((day) => day.state)).toEqual(['CLAIMED', 'FUTURE', 'FUTURE']);

    // Another member sees its own cycle, not a's.
    const other = await get<SignInView>('/wps/relay/rewards/sign-in', b.token);
    expect(other.body.value.days.map((day) => day.state)).toEqual(['TODAY', 'FUTURE', 'FUTURE']);

    // The next day: day 2 pays 2.50.
    clock.set('2026-11-26T01:00:00Z');
    await a.relogin();
    await signInAdmin();
    await play(a.id, '2026-11-25T15:00:00Z', '2026-11-26T00:59:00Z', 0);
    let next = await post<{ day: number }>('/wps/relay/rewards/sign-in', a.token);
    while (next.status !== 200) {
      await play(a.id, '2026-11-25T15:00:00Z', '2026-11-26T00:59:00Z', 3);
      next = await post<{ day: number }>('/wps/relay/rewards/sign-in', a.token);
    }
    expect(next.body.value).toMatchObject({ day: 2, signedOn: '2026-11-26', prize: { amount: '2.50' } });
    expect(await balance(a.id)).toBe(before + 3_50n);

    // The 27th missed: on the 28th the cycle restarts at day 1 (1.00).
    expect((await setSignIn(false, 'RESTART')).status).toBe(200);
    clock.set('2026-11-28T01:00:00Z');
    await a.relogin();
    await signInAdmin();
    const restarted = await post<{ day: number }>('/wps/relay/rewards/sign-in', a.token);
    expect(restarted.body.value).toMatchObject({ day: 1, signedOn: '2026-11-28' });
    expect(await balance(a.id)).toBe(before + 4_50n);

    // With CONTINUE, a missed day goes on with the next day: the 30th takes day 2.
    expect((await setSignIn(false, 'CONTINUE')).status).toBe(200);
    clock.set('2026-11-30T01:00:00Z');
    await a.relogin();
    await signInAdmin();
    const continued = await post<{ day: number }>('/wps/relay/rewards/sign-in', a.token);
    expect(continued.body.value).toMatchObject({ day: 2, signedOn: '2026-11-30' });
    expect(await balance(a.id)).toBe(before + 7_00n);
  });
});

describe('newbie task', () => {
  it('pays each met step once within the days after registration, one IP’s limit', async () => {
    clock.set('2026-12-01T01:00:00Z');
    await signInAdmin();
    const saved = await put('/console-api/rewards/newbie-settings', {
      enabled: true,
      withinDays: 7,
      perIpLimit: 1,
      steps: [
        { id: 'email', condition: 'EMAIL', count: 1, prize: { kind: 'MONEY', amount: '5.00' } },
        { id: 'deposits', condition: 'DEPOSIT_COUNT', count: 2, prize: { kind: 'MONEY', amount: '10.00' } },
      ],
    });
    expect(saved.status).toBe(200);
    const n = await member('newbiea', '203.0.113.7');
    const view = await get<NewbieView>('/wps/relay/rewards/newbie', n.token);
    expect(view.body.value.steps.map((step) => [step.id, step.state, step.progress.actual])).toEqual([
      ['email', 'INCOMPLETE', '0'],
      ['deposits', 'INCOMPLETE', '0'],
    ]);
    const early = await post('/wps/relay/rewards/newbie/deposits/claim', n.token);
    expect(early.body).toMatchObject({
      errorCode: 'reward_not_eligible',
      value: { conditions: [{ condition: 'DEPOSIT_COUNT', actual: '0', required: '2', met: false }] },
    });

    await deposit(n.id, 50_00n);
    await deposit(n.id, 70_00n);
    await t.db.update(members).set({ email: 'newbie@example.com' }).where(eq(members.id, n.id));
    const before = await balance(n.id);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => post('/wps/relay/rewards/newbie/deposits/claim', n.token)),
    );
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(1);
    expect(await balance(n.id)).toBe(before + 10_00n);
    expect((await post('/wps/relay/rewards/newbie/deposits/claim', n.token)).body.errorCode).toBe(
      'reward_already_claimed',
    );
    expect((await post('/wps/relay/rewards/newbie/email/claim', n.token)).status).toBe(200);
    expect(await balance(n.id)).toBe(before + 15_00n);

    // A second account from the same registration IP: over the limit of one.
    const twin = await member('newbieb', '203.0.113.7');
    await t.db.update(members).set({ email: 'twin@example.com' }).where(eq(members.id, twin.id));
    expect((await post('/wps/relay/rewards/newbie/email/claim', twin.token)).body.errorCode).toBe(
      'reward_limit_reached',
    );

    // After the days allowed, a met step has expired.
    const late = await member('newbiec');
    await t.db.update(members).set({ email: 'late@example.com' }).where(eq(members.id, late.id));
    clock.set('2026-12-09T01:00:00Z');
    await late.relogin();
    expect((await post('/wps/relay/rewards/newbie/email/claim', late.token)).body.errorCode).toBe(
      'reward_expired',
    );
    expect((await post('/wps/relay/rewards/newbie/nope/claim', late.token)).status).toBe(404);
  });
});

describe('rescue fund', () => {
  it('grants each member its tier of the day’s net loss per category once, to claim before expiry', async () => {
    clock.set('2026-12-10T01:00:00Z');
    await signInAdmin();
    const saved = await put('/console-api/rewards/rescue-settings', {
      enabled: true,
      expiryHours: 48,
      tiers: [
        { category: 'RNG', minLoss: '100.00', kind: 'FIXED', amount: '10.00', percent: null, cap: null },
        { category: 'RNG', minLoss: '1000.00', kind: 'PERCENT', amount: null, percent: 500, cap: '80.00' },
        { category: 'LIVE', minLoss: '50.00', kind: 'PERCENT', amount: null, percent: 1250, cap: null },
        { category: 'FISH', minLoss: '1.00', kind: 'PERCENT', amount: null, percent: 300, cap: null },
      ],
    });
    expect(saved.status).toBe(200);
    const players = [await member('rescuea'), await member('rescueb'), await member('rescuec')];
    // 2026-12-10 in Tokyo: 2026-12-09T15:00Z to 2026-12-10T15:00Z.
    clock.set('2026-12-10T14:00:00Z');
    const rounds = (
      await Promise.all(
        players.map((player) => play(player.id, '2026-12-09T15:00:00Z', '2026-12-10T13:59:00Z', 12)),
      )
    ).flat();
    // Rounds after the day count for the next day, not this one.
    await play(players[0]?.id as number, '2026-12-10T15:00:00Z', '2026-12-10T15:05:00Z', 4);

    const estimate = await get<RescueView>('/wps/relay/rewards/rescue', players[0]?.token as string);
    expect(estimate.body.value.today).toBe('2026-12-10');

    // Independently: per member and category, stake − payout; the highest tier reached.
    const tiers = saved.body.value as { tiers: Parameters<typeof rescueAmount>[0] };
    const expected = new Map<string, bigint>();
    for (const player of players) {
      for (const category of ['RNG', 'LIVE', 'FISH', 'SPORTS']) {
        const mine = rounds.filter((round) => round.memberId === player.id && round.category === category);
        const loss = sum(mine.map((round) => round.stake - round.payout));
        if (loss <= 0n) continue;
        const amount = rescueAmount(tiers.tiers, category, loss);
        if (amount > 0n) expected.set(`${player.id}:${category}`, amount);
      }
    }
    expect(expected.size).toBeGreaterThan(0);

    clock.set('2026-12-10T15:06:00Z');
    // The job itself, then as the runner runs it: the second run pays nothing again.
    await t.services.rewardTasks.runRescue(
      periodAt({ every: 'day' }, new Date('2026-12-10T03:00:00Z'), TOKYO),
    );
    await t.runJob('reward-rescue');
    for (const player of players) await player.relogin();
    const granted = new Map<string, bigint>();
    for (const player of players) {
      const view = (await get<RescueView>('/wps/relay/rewards/rescue', player.token)).body.value;
      for (const row of view.granted) {
        expect(row).toMatchObject({ day: '2026-12-10', expiresAt: '2026-12-13 00:00:00' });
        granted.set(`${player.id}:${row.category}`, BigInt(Math.round(Number(row.amount) * 100)));
      }
    }
    expect(granted).toEqual(expected);
    // MANUAL: nothing moved before the member claims it; the badge counts the rescues waiting.
    for (const player of players) {
      expect(await balance(player.id)).toBe(0n);
      const counts = await get<{ kinds: Record<string, { enabled: boolean; count: number }> }>(
        '/wps/relay/rewards/counts',
        player.token,
      );
      const mine = [...expected.keys()].filter((key) => key.startsWith(`${player.id}:`));
      expect(counts.body.value.kinds.SAVIOR).toEqual({ enabled: true, count: mine.length });
      // Claimed through the reward centre: exactly the tier's amounts.
      const view = (await get<RescueView>('/wps/relay/rewards/rescue', player.token)).body.value;
      for (const row of view.granted) {
        expect((await post(`/wps/relay/rewards/${row.rewardId}/claim`, player.token)).status).toBe(200);
      }
      expect(await balance(player.id)).toBe(sum(mine.map((key) => expected.get(key) ?? 0n)));
    }
    expect(periodAt({ every: 'day' }, clock.now(), TOKYO).key).toBe('2026-12-11');
  });
});

describe('promo codes', () => {
  it('shows progress over the window, redeems once per member, never past its uses or budget', async () => {
    clock.set('2026-12-15T01:00:00Z');
    await signInAdmin();
    const code = {
      code: 'WINTER-25',
      title: { JA: '冬のコード（デモ）', EN: 'Winter code' },
      enabled: true,
      startDay: '2026-12-15',
      endDay: '2026-12-20',
      prize: { kind: 'MONEY', amount: '10.00' },
      conditions: [
        { condition: 'VALID_BET', required: '300.00' },
        { condition: 'DEPOSIT_COUNT', required: '1' },
      ],
      category: 'RNG',
      maxUses: 5,
      budget: '25.00',
    };
    const created = await send<PromoCode>(t, {
      method: 'POST',
      url: '/console-api/rewards/promo-codes',
      token: admin,
      payload: code,
    });
    expect(created.status).toBe(200);
    expect(
      (
        await send(t, {
          method: 'POST',
          url: '/console-api/rewards/promo-codes',
          token: admin,
          payload: code,
        })
      ).body.errorCode,
    ).toBe('conflict');

    const players = await Promise.all(['promoa', 'promob', 'promoc', 'promod'].map((name) => member(name)));
    const first = players[0] as (typeof players)[number];
    const progress = await post<PromoCodeView>('/wps/relay/rewards/promo-code', first.token, {
      code: 'winter-25',
    });
    expect(progress.body.value.conditions).toEqual([
      { condition: 'VALID_BET', actual: '0.00', required: '300.00', met: false },
      { condition: 'DEPOSIT_COUNT', actual: '0', required: '1', met: false },
    ]);
    expect(
      (await post('/wps/relay/rewards/promo-code/redeem', first.token, { code: 'WINTER-25' })).body,
    ).toMatchObject({
      errorCode: 'reward_not_eligible',
      value: { conditions: [{ met: false }, { met: false }] },
    });

    // Each plays until its RNG valid bet in the window reaches 300.00, and deposits once.
    for (const player of players) {
      let rng = 0n;
      while (rng < 300_00n) {
        const rounds = await play(player.id, '2026-12-14T15:00:00Z', '2026-12-15T00:59:00Z', 4);
        rng += sum(rounds.filter((round) => round.category === 'RNG').map((round) => round.validBet));
      }
      await deposit(player.id, 20_00n);
    }
    const met = await post<PromoCodeView>('/wps/relay/rewards/promo-code', first.token, {
      code: 'WINTER-25',
    });
    expect(met.body.value).toMatchObject({ redeemable: true, redeemed: false });

    // Every member at once, the first one ten times: a budget of 25.00 pays two prizes of 10.00.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        post('/wps/relay/rewards/promo-code/redeem', first.token, { code: 'WINTER-25' }),
      ),
      ...players
        .slice(1)
        .map((player) => post('/wps/relay/rewards/promo-code/redeem', player.token, { code: 'WINTER-25' })),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'WINTER-25'));
    expect(row).toMatchObject({ uses: 2, spent: 20_00n });
    const paid = await Promise.all(players.map((player) => balance(player.id)));
    expect(sum(paid)).toBe(20_00n);
    expect(
      answers
        .map((answer) => answer.body.errorCode)
        .filter(Boolean)
        .sort(),
    ).toEqual(expect.arrayContaining(['reward_budget_exhausted']));

    // The window ended: the code is no longer valid.
    clock.set('2026-12-21T01:00:00Z');
    await first.relogin();
    const ended = await post('/wps/relay/rewards/promo-code', first.token, { code: 'WINTER-25' });
    expect(ended).toMatchObject({ status: 404, body: { errorCode: 'promo_code_invalid' } });
  });
});

describe('promo codes limited to a vendor', () => {
  it('counts only the bets at the code’s vendor, and refuses a vendor the catalogue does not have', async () => {
    clock.set('2026-12-22T01:00:00Z');
    await signInAdmin();
    const vendor = await send(t, {
      method: 'POST',
      url: '/console-api/games/vendors',
      token: admin,
      payload: {
        vassalage: 'ACME',
        displayName: 'Acme Games',
        categories: ['RNG', 'LIVE'],
        walletMode: 'SEAMLESS',
        launchUrl: 'https://games.acme.example/launch',
      },
    });
    expect(vendor.status).toBe(200);
    const listed = await send<{ vassalage: string; displayName: string }[]>(t, {
      method: 'GET',
      url: '/console-api/rewards/promo-codes/vendors',
      token: admin,
    });
    expect(listed.body.value).toContainEqual({ vassalage: 'ACME', displayName: 'Acme Games' });

    const code = {
      code: 'ACME-ONLY',
      title: { JA: 'ACMEコード', EN: 'Acme code' },
      enabled: true,
      startDay: '2026-12-22',
      endDay: '2026-12-31',
      prize: { kind: 'MONEY', amount: '5.00' },
      conditions: [
        { condition: 'VALID_BET', required: '50.00' },
        { condition: 'BET_COUNT', required: '2' },
      ],
      category: null,
      vendor: 'NOPE',
      maxUses: null,
      budget: null,
    };
    const unknown = await send(t, {
      method: 'POST',
      url: '/console-api/rewards/promo-codes',
      token: admin,
      payload: code,
    });
    expect(unknown).toMatchObject({ status: 422, body: { errorCode: 'validation_failed' } });
    expect(unknown.body.value).toHaveProperty(['fields', 'vendor']);
    expect(
      (
        await send(t, {
          method: 'POST',
          url: '/console-api/rewards/promo-codes',
          token: admin,
          payload: { ...code, vendor: 'acme<script>' },
        })
      ).status,
    ).toBe(422);
    const created = await send<PromoCode>(t, {
      method: 'POST',
      url: '/console-api/rewards/promo-codes',
      token: admin,
      payload: { ...code, vendor: 'ACME' },
    });
    expect(created.body.value).toMatchObject({ vendor: 'ACME' });

    // Rounds at another vendor count for nothing; rounds at ACME count, in every category.
    const player = await member('vendorplayer');
    const elsewhere = await play(player.id, '2026-12-21T15:00:00Z', '2026-12-22T00:59:00Z', 6, 'OTHER');
    expect(elsewhere.length).toBeGreaterThan(0);
    const before = await post<PromoCodeView>('/wps/relay/rewards/promo-code', player.token, {
      code: 'ACME-ONLY',
    });
    expect(before.body.value).toMatchObject({
      vendor: { code: 'ACME', name: 'Acme Games' },
      conditions: [
        { condition: 'VALID_BET', actual: '0.00', met: false },
        { condition: 'BET_COUNT', actual: '0', met: false },
      ],
      redeemable: false,
    });
    const atAcme: PlayRound[] = [];
    while (sum(atAcme.map((round) => round.validBet)) < 50_00n || atAcme.length < 2) {
      atAcme.push(...(await play(player.id, '2026-12-21T15:00:00Z', '2026-12-22T00:59:00Z', 4, 'ACME')));
    }
    const after = await post<PromoCodeView>('/wps/relay/rewards/promo-code', player.token, {
      code: 'ACME-ONLY',
    });
    expect(after.body.value.conditions).toEqual([
      {
        condition: 'VALID_BET',
        actual: formatMinorUnits(sum(atAcme.map((round) => round.validBet))),
        required: '50.00',
        met: true,
      },
      { condition: 'BET_COUNT', actual: String(atAcme.length), required: '2', met: true },
    ]);
    const before5 = await balance(player.id);
    expect(
      (await post('/wps/relay/rewards/promo-code/redeem', player.token, { code: 'ACME-ONLY' })).status,
    ).toBe(200);
    expect(await balance(player.id)).toBe(before5 + 5_00n);
  });
});

describe('guards', () => {
  it('refuses trial accounts, hostile input and staff without the permission', async () => {
    await signInAdmin();
    const trial = await openTrialSession(t.services, t.db, `tasktrial${randomUUID().slice(0, 4)}`);
    for (const url of [
      '/wps/relay/rewards/sign-in',
      '/wps/relay/rewards/newbie',
      '/wps/relay/rewards/rescue',
    ]) {
      expect((await get(url, trial)).body.errorCode).toBe('in_need_true_account');
    }
    const m = await member('guarded');
    for (const payload of [{ code: '<script>' }, { code: 'A'.repeat(5000) }, { code: 12 }, {}]) {
      expect((await post('/wps/relay/rewards/promo-code', m.token, payload)).status).toBe(422);
    }
    expect((await post('/wps/relay/rewards/newbie/%3Cx%3E/claim', m.token)).status).toBe(422);
    const hostile = await put('/console-api/rewards/rescue-settings', {
      enabled: true,
      expiryHours: 48,
      tiers: [
        {
          category: 'RNG',
          minLoss: '1e400',
          kind: 'FIXED',
          amount: '99999999999999999999',
          percent: null,
          cap: null,
        },
      ],
    });
    expect(hostile.status).toBe(422);
    const tooManyDays = await put('/console-api/rewards/sign-in-settings', {
      enabled: true,
      days: Array.from({ length: 32 }, () => ({ kind: 'MONEY', amount: '1.00' })),
      requireValidBet: false,
      minValidBet: null,
      missedDay: 'RESTART',
    });
    expect(tooManyDays.status).toBe(422);
    const support = await createStaffAndLogin(t, `taskssupport${randomUUID().slice(0, 6)}`, 'SUPPORT');
    expect((await get('/console-api/rewards/sign-in-settings', support)).body.errorCode).toBe('forbidden');
  });
});

describe('demo seed and audit', () => {
  it('seeds the demo tasks once and audits every console change', async () => {
    expect(await seedDemoRewardTasks(t.services, clock.now())).toHaveLength(1);
    expect(await seedDemoRewardTasks(t.services, clock.now())).toEqual([]);
    const signIn = await t.services.rewardTasks.admin.signInSettings();
    expect(signIn).toMatchObject({ enabled: true, missedDay: 'RESTART' });
    expect(signIn.days).toHaveLength(7);
    const actions = (
      await t.db.select({ action: auditLog.action, targetId: auditLog.targetId }).from(auditLog)
    )
      .filter((row) => row.action === 'reward.config' || row.action === 'promo_code.save')
      .map((row) => `${row.action}:${row.targetId}`);
    expect(actions).toEqual(
      expect.arrayContaining(['reward.config:SIGN_IN', 'reward.config:NEWBIE', 'reward.config:RESCUE']),
    );
    expect(actions.filter((action) => action.startsWith('promo_code.save')).length).toBeGreaterThanOrEqual(2);
  });
});
