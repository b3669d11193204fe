import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, or } from 'drizzle-orm';
import {
  CATEGORY_GROUP,
  MEMBER_TYPE,
  MODULE_ID,
  REBATE_CATEGORIES,
  formatMinorUnits,
  rateToUnits,
  type GameCategory,
  type RebateCategory,
  type RebateClaim,
  type RebateDay,
  type RebateDetails,
  type RebateRates,
  type RebateSettings,
  type RebateSummary,
  type WhitelabelNode,
} from '@platform/contract';
import {
  createManualClock,
  createTestApp,
  createTestMember,
  openTrialSession,
  type TestApp,
} from '../../../testing/index.ts';
import { login, send } from '../../../testing/requests.ts';
import { createStaffAndLogin } from '../../../testing/console.ts';
import { domainEvents } from '../../../platform/events/tables.ts';
import { ledgerTransfers } from '../../../platform/ledger/tables.ts';
import { createJobRunner } from '../../../platform/jobs/runner.ts';
import { seeded } from '../../contracts/proof/play.ts';
import { REBATE_AUTO_JOB } from './service.ts';

/*
 * The rebate through HTTP on a moved clock (merchant time zone Asia/Tokyo, UTC+9): generated
 * rounds recorded as `round.settled` events, claimable compared with an independent computation
 * from the rounds themselves, paid once per settlement date and never twice for the same valid bet.
 */

const clock = createManualClock('2026-11-20T03:00:00Z'); // 12:00 on 2026-11-20 in Tokyo
let t: TestApp;
const PASSWORD = 'rebate123';
const ZONE_MS = 9 * 3_600_000;
const tokyoDay = (at: Date) => new Date(at.getTime() + ZONE_MS).toISOString().slice(0, 10);
const PLAYED: GameCategory[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];

interface Round {
  memberId: number;
  at: Date;
  category: GameCategory;
  validBet: bigint;
}

const rates = (rate: string, overrides: Partial<RebateRates> = {}): RebateRates => ({
  ...(Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rate])) as RebateRates),
  ...overrides,
});

let serial = 0;
/** Records rounds as the vendor API's settlements do, then lets the statistics take them in. */
const play = async (rounds: Round[]) => {
  await t.db.insert(domainEvents).values(
    rounds.map((round) => {
      serial += 1;
      return {
        type: 'round.settled' as const,
        memberId: round.memberId,
        occurredAt: round.at,
        payload: {
          vassalage: 'REBATE',
          roundId: `rebate-${serial}`,
          nodeId: 1,
          category: round.category,
          stake: String(round.validBet),
          validBet: String(round.validBet),
          payout: '0',
          uplineIds: [],
        },
      };
    }),
  );
  await t.services.statistics.drain();
};

/** Rounds of a member between two instants from a seeded sequence, in every category. */
const draw = (seed: number, memberId: number, from: string, to: string, count: number): Round[] => {
  const random = seeded(seed);
  const start = Date.parse(from);
  const span = Date.parse(to) - start;
  return Array.from({ length: count }, () => ({
    memberId,
    at: new Date(start + Math.floor(random() * span)),
    category: PLAYED[Math.floor(random() * PLAYED.length)] ?? 'RNG',
    validBet: BigInt(1_00 + Math.floor(random() * 500_000)),
  }));
};

/** The rebate the rules give, computed from the rounds alone: per product over the lookback's days. */
const expected = (rounds: Round[], memberRates: RebateRates, through: string, from: string) => {
  const base = new Map<RebateCategory, bigint>();
  for (const round of rounds) {
    const day = tokyoDay(round.at);
    if (day < from || day > through) continue;
    const category = (CATEGORY_GROUP[round.category] ?? round.category) as RebateCategory;
    base.set(category, (base.get(category) ?? 0n) + round.validBet);
  }
  const products = REBATE_CATEGORIES.map((category) => {
    const validBet = base.get(category) ?? 0n;
    return { category, validBet, amount: (validBet * BigInt(rateToUnits(memberRates[category]))) / 10_000n };
  });
  return { products, total: products.reduce((sum, p) => sum + p.amount, 0n) };
};

const call = <T>(token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  send<T>(t, {
    method,
    url,
    language: 'EN',
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload }),
  });

const signIn = async (username: string) => {
  const answer = await login(t, { username, password: PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body.value.token;
};

const newMember = async (username: string, type: number = MEMBER_TYPE.MEMBER) => {
  const member = await createTestMember(t.services, { username, password: PASSWORD, type });
  return member.id;
};

const rebatesPaidTo = async (memberId: number) =>
  t.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.type, 'REBATE'),
        or(
          like(ledgerTransfers.idempotencyKey, `rebate:${memberId}:%`),
          like(ledgerTransfers.idempotencyKey, `rebate:auto:${memberId}:%`),
        ),
      ),
    );

const mainBalance = async (memberId: number) =>
  (await t.services.ledger.getMemberAccounts(memberId)).find((account) => account.kind === 'MAIN')?.balance ??
  0n;

const switchRewards = async (enabled: boolean) => {
  const set = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS ? enabled : node.enabled,
      childrenNodes: set(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(set(await t.services.system.getWhitelabel()));
};

let admin: string;
let agentId: number;
const PLAYER_RATES = rates('1.5', { LIVE: '0.8', SPORTS: '2', LOTT: '0.25', ELOTT: '0' });
const DEFAULT_RATES = rates('0.5', { FISH: '1.2' });

beforeAll(async () => {
  t = await createTestApp({ clock });
  await switchRewards(true);
  admin = await createStaffAndLogin(t, 'rebate_admin', 'ADMIN');
  agentId = await newMember('rebate_agent', MEMBER_TYPE.AGENT);
  const saved = await call<RebateSettings>(admin, 'PUT', '/console-api/rewards/rebate/settings', {
    defaultRates: DEFAULT_RATES,
    autoRebate: false,
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** A player under the agent with the test's rates. */
const newPlayer = async (username: string) => {
  const id = await newMember(username);
  await t.db.transaction((tx) => t.services.members.moveUnderUpline(tx, id, agentId));
  await t.services.downlines.setRebate(agentId, id, PLAYER_RATES, 'EN');
  return { id, token: await signIn(username) };
};

describe('manual rebate', () => {
  it('offers exactly the independent computation, pays it once to 20 concurrent claims, and covers what it paid', async () => {
    const player = await newPlayer('rebate_player1');
    // 40 days of play: the first ten fall outside the 30-day lookback.
    const rounds = draw(1, player.id, '2026-10-11T15:00:00Z', '2026-11-20T02:59:00Z', 400);
    await play(rounds);
    const want = expected(rounds, PLAYER_RATES, '2026-11-20', '2026-10-22');
    expect(want.total).toBeGreaterThan(0n);

    const summary = await call<RebateSummary>(player.token, 'GET', '/wps/relay/rebate');
    expect(summary.body.value).toEqual({
      settlementDate: '2026-11-20',
      claimedToday: false,
      products: want.products.map((p) => ({
        category: p.category,
        validBet: formatMinorUnits(p.validBet),
        rate: PLAYER_RATES[p.category],
        amount: formatMinorUnits(p.amount),
      })),
      total: formatMinorUnits(want.total),
      autoRebate: false,
    });

    const before = await mainBalance(player.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call<RebateClaim>(player.token, 'POST', '/wps/relay/rebate/claim')),
    );
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === 'rebate_already_claimed')).toHaveLength(19);
    expect(paid[0]?.body.value).toMatchObject({
      kind: 'MANUAL',
      settlementDate: '2026-11-20',
      amount: formatMinorUnits(want.total),
    });
    expect(await mainBalance(player.id)).toBe(before + want.total);
    expect(await rebatesPaidTo(player.id)).toEqual([
      { key: `rebate:${player.id}:2026-11-20`, amount: want.total },
    ]);

    const after = await call<RebateSummary>(player.token, 'GET', '/wps/relay/rebate');
    expect(after.body.value).toMatchObject({ claimedToday: true, total: '0.00' });

    // More play today waits for tomorrow's settlement date; today's is used.
    const later = draw(2, player.id, '2026-11-20T03:00:00Z', '2026-11-20T04:00:00Z', 30);
    clock.set('2026-11-20T04:30:00Z');
    await play(later);
    const again = await call(player.token, 'POST', '/wps/relay/rebate/claim');
    expect(again.body.errorCode).toBe('rebate_already_claimed');

    clock.set('2026-11-21T01:00:00Z');
    const tomorrow = await call<RebateSummary>(player.token, 'GET', '/wps/relay/rebate');
    const wantLater = expected(later, PLAYER_RATES, '2026-11-21', '2026-10-23');
    expect(tomorrow.body.value).toMatchObject({
      settlementDate: '2026-11-21',
      claimedToday: false,
      total: formatMinorUnits(wantLater.total),
    });
    const second = await call<RebateClaim>(player.token, 'POST', '/wps/relay/rebate/claim');
    expect(second.body.value.amount).toBe(formatMinorUnits(wantLater.total));
    const nothing = await call<RebateSummary>(player.token, 'GET', '/wps/relay/rebate');
    expect(nothing.body.value.total).toBe('0.00');

    const history = await call<{ list: RebateClaim[]; total: number }>(
      player.token,
      'GET',
      '/wps/relay/rebate/claims',
    );
    expect(history.body.value.list.map((claim) => [claim.settlementDate, claim.amount])).toEqual([
      ['2026-11-21', formatMinorUnits(wantLater.total)],
      ['2026-11-20', formatMinorUnits(want.total)],
    ]);
    clock.set('2026-11-20T03:00:00Z');
  });

  it('refuses a claim with nothing to claim, and gives a member without an upline the default rates', async () => {
    const loneId = await newMember('rebate_lone');
    const token = await signIn('rebate_lone');
    const empty = await call(token, 'POST', '/wps/relay/rebate/claim');
    expect(empty.body.errorCode).toBe('rebate_nothing_to_claim');
    const details = await call<RebateDetails>(token, 'GET', '/wps/relay/rebate/details');
    expect(details.body.value.rates).toEqual(
      REBATE_CATEGORIES.map((category) => ({ category, rate: DEFAULT_RATES[category] })),
    );

    const rounds = draw(3, loneId, '2026-11-19T00:00:00Z', '2026-11-20T02:00:00Z', 20);
    await play(rounds);
    const want = expected(rounds, DEFAULT_RATES, '2026-11-20', '2026-10-22');
    const claim = await call<RebateClaim>(token, 'POST', '/wps/relay/rebate/claim');
    expect(claim.body.value.amount).toBe(formatMinorUnits(want.total));

    const player = await newPlayer('rebate_rates');
    const own = await call<RebateDetails>(player.token, 'GET', '/wps/relay/rebate/details');
    expect(own.body.value.rates).toEqual(
      REBATE_CATEGORIES.map((category) => ({ category, rate: PLAYER_RATES[category] })),
    );
  });

  it('refuses trial accounts, visitors, a switched-off module and hostile input, and shows only the caller’s claims', async () => {
    const trial = await openTrialSession(t.services, t.db, 'rebate_trial');
    expect((await call(trial, 'POST', '/wps/relay/rebate/claim')).body.errorCode).toBe(
      'in_need_true_account',
    );
    expect((await call(trial, 'GET', '/wps/relay/rebate')).body.errorCode).toBe('in_need_true_account');
    expect((await call(undefined, 'GET', '/wps/relay/rebate/details')).body.errorCode).toBe('not_logged_in');

    const other = await newPlayer('rebate_other');
    const history = await call<{ list: RebateClaim[]; total: number }>(
      other.token,
      'GET',
      '/wps/relay/rebate/claims',
    );
    expect(history.body.value).toEqual({ list: [], total: 0, totalPages: 0 });
    for (const url of [
      '/wps/relay/rebate/claims?pageSize=1e309',
      '/wps/relay/rebate/claims?pageNum=-1',
      "/wps/relay/rebate/claims?x=';drop",
    ]) {
      const hostile = await call(other.token, 'GET', url);
      expect([hostile.status, hostile.body.success]).toEqual([422, false]);
    }

    await switchRewards(false);
    try {
      for (const [method, url] of [
        ['GET', '/wps/relay/rebate'],
        ['POST', '/wps/relay/rebate/claim'],
        ['GET', '/wps/relay/rebate/details'],
      ] as const) {
        expect((await call(other.token, method, url)).body.errorCode).toBe('feature_disabled');
      }
    } finally {
      await switchRewards(true);
    }
  });
});

describe('automatic rebate', () => {
  it('pays each member’s uncovered rebate once per day, racing a manual claim and a second instance, never twice', async () => {
    const members = await Promise.all(
      ['rebate_auto1', 'rebate_auto2', 'rebate_auto3'].map((name) => newPlayer(name)),
    );
    const rounds = members.flatMap((member, n) =>
      draw(10 + n, member.id, '2026-11-22T15:00:00Z', '2026-11-23T14:59:00Z', 40),
    );
    clock.set('2026-11-23T12:00:00Z');
    await play(rounds);
    // Staff sessions end while the clock moves by days: a new one (a TOTP step is accepted once).
    admin = await createStaffAndLogin(t, 'rebate_admin2', 'ADMIN');
    const set = await call(admin, 'PUT', '/console-api/rewards/rebate/settings', {
      defaultRates: DEFAULT_RATES,
      autoRebate: true,
    });
    expect(set.status).toBe(200);

    // After 2026-11-23 ends in Tokyo (15:00 UTC) and the job's lag: the job for that day is due.
    clock.set('2026-11-23T15:10:00Z');
    const racer = members[0];
    if (!racer) throw new Error('no racer');
    const second = createJobRunner({
      db: t.db,
      clock,
      timeZone: () => Promise.resolve('Asia/Tokyo'),
      jobs: t.services.rebate.jobs(),
      instanceId: 'second-instance',
    });
    const racerToken = await signIn('rebate_auto1');
    const [claim] = await Promise.all([
      call<RebateClaim>(racerToken, 'POST', '/wps/relay/rebate/claim'),
      t.jobRunner.runDue(REBATE_AUTO_JOB),
      second.runDue(REBATE_AUTO_JOB),
    ]);
    // The app's own scheduler may have claimed the day a moment before both calls (then both skip):
    // its run ends before the payments are read.
    await t.runJob(REBATE_AUTO_JOB);
    // The racer's claim on 2026-11-24 and the job for 2026-11-23 cover the same valid bet: one of them pays.
    expect([200, 409]).toContain(claim.status);
    for (const member of members) {
      const want = expected(
        rounds.filter((round) => round.memberId === member.id),
        PLAYER_RATES,
        '2026-11-24',
        '2026-10-26',
      );
      const paid = await rebatesPaidTo(member.id);
      expect(paid.reduce((sum, row) => sum + row.amount, 0n)).toBe(want.total);
      expect(paid).toHaveLength(1);
      if (member !== racer) expect(paid[0]?.key).toBe(`rebate:auto:${member.id}:2026-11-23`);
    }
    // Run again, on both instances: nothing more moves.
    await Promise.all([t.jobRunner.runDue(REBATE_AUTO_JOB), second.runDue(REBATE_AUTO_JOB)]);
    for (const member of members) expect(await rebatesPaidTo(member.id)).toHaveLength(1);

    admin = await createStaffAndLogin(t, 'rebate_admin3', 'ADMIN');
    const report = await call<{ list: RebateDay[] }>(admin, 'GET', '/console-api/rewards/rebate/report');
    const day = report.body.value.list.find((row) => row.day === '2026-11-23');
    expect(day?.autoMembers).toBeGreaterThanOrEqual(2);
    await call(admin, 'PUT', '/console-api/rewards/rebate/settings', {
      defaultRates: DEFAULT_RATES,
      autoRebate: false,
    });
    clock.set('2026-11-20T03:00:00Z');
  });
});

describe('rebate console', () => {
  it('reads and saves the settings with an audit entry, lists a member’s claims, and checks permissions', async () => {
    admin = await createStaffAndLogin(t, 'rebate_admin4', 'ADMIN');
    const read = await call<RebateSettings>(admin, 'GET', '/console-api/rewards/rebate/settings');
    expect(read.body.value).toEqual({ defaultRates: DEFAULT_RATES, autoRebate: false });
    const above = await call(admin, 'PUT', '/console-api/rewards/rebate/settings', {
      defaultRates: rates('10.5'),
      autoRebate: false,
    });
    expect(above.status).toBe(422);
    const huge = await call(admin, 'PUT', '/console-api/rewards/rebate/settings', {
      defaultRates: rates('99999999999999999999'),
      autoRebate: 'yes',
    });
    expect(huge.status).toBe(422);
    const audit = await call<{ list: { action: string }[] }>(
      admin,
      'GET',
      '/console-api/audit?action=rebate.config',
    );
    expect(audit.body.value.list.length).toBeGreaterThanOrEqual(1);

    const claims = await call<{ list: RebateClaim[] }>(
      admin,
      'GET',
      '/console-api/rewards/rebate/claims?account=REBATE_PLAYER1',
    );
    expect(claims.body.value.list.map((claim) => claim.settlementDate)).toEqual(['2026-11-21', '2026-11-20']);
    const unknown = await call<{ total: number }>(
      admin,
      'GET',
      '/console-api/rewards/rebate/claims?account=nobody_here',
    );
    expect(unknown.body.value.total).toBe(0);

    const support = await createStaffAndLogin(t, 'rebate_support', 'SUPPORT');
    expect((await call(support, 'GET', '/console-api/rewards/rebate/settings')).status).toBe(403);
    expect((await call(support, 'GET', '/console-api/rewards/rebate/report')).status).toBe(403);
    const finance = await createStaffAndLogin(t, 'rebate_finance', 'FINANCE');
    expect((await call(finance, 'GET', '/console-api/rewards/rebate/report')).status).toBe(200);
    const player = await signIn('rebate_player1');
    expect((await call(player, 'GET', '/console-api/rewards/rebate/settings')).status).toBe(401);
  });
});
