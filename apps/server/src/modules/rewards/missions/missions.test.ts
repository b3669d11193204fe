import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  formatMissionValue,
  maskCustomerName,
  parseMissionValue,
  type MissionAdmin,
  type MissionClaimResult,
  type MissionCondition,
  type MissionDetail,
  type MissionLeaderboard,
  type MissionList,
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
import { queryRows } from '../../../platform/db/client.ts';
import { drawRounds, seeded, type PlayRound } from '../../contracts/proof/play.ts';
import { missionInput, recordDeposits, recordPlay, setRewardsSwitch } from './testing.ts';

/*
 * Missions through HTTP on a moved clock: progress and ranks from generated play equal an independent
 * computation, a milestone pays once under concurrent claims, the board is frozen (stored) once with
 * its rank prizes granted once, the statuses by date, and the refusals.
 */

const PASSWORD = 'mission123';
// Tokyo: 12:00 on 2026-11-25, the mission's first day.
const clock = createManualClock('2026-11-25T03:00:00Z');
const DAY_START = new Date('2026-11-24T15:00:00Z'); // 2026-11-25 00:00 in Tokyo
const MISSION_END = new Date('2026-11-26T15:00:00Z'); // 2026-11-27 00:00 in Tokyo
const COUNTED = new Set(['RNG', 'LIVE']);

let t: TestApp;
let admin: string;
let support: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let missionId: number;
let rounds: PlayRound[] = [];
const deposits: { memberId: number; at: Date; amount: bigint }[] = [];

const as = <T>(who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  send<T>(t, {
    method,
    url,
    token: tokens[who] ?? who,
    language: 'EN',
    ...(payload === undefined ? {} : { payload }),
  });
const consoleCall = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  send<T>(t, { method, url, token, language: 'EN', ...(payload === undefined ? {} : { payload }) });
const createMission = async (input: unknown) => {
  const saved = await consoleCall<MissionAdmin>('POST', '/console-api/rewards/missions', input);
  expect([saved.status, saved.body.errorCode]).toEqual([200, undefined]);
  return saved.body.value;
};
const balanceOf = async (username: string) =>
  (await t.services.wallet.getMainBalance(ids[username] ?? 0)).balance;

/** The expected value of a condition for a member, computed from the generated play alone. */
const expected = (memberId: number, condition: MissionCondition, until = MISSION_END): bigint => {
  const mine = rounds.filter(
    (round) =>
      round.memberId === memberId && round.at >= DAY_START && round.at < until && COUNTED.has(round.category),
  );
  const sum = (pick: (round: PlayRound) => bigint) => mine.reduce((total, round) => total + pick(round), 0n);
  switch (condition) {
    case 'VALID_BET':
      return sum((round) => round.validBet);
    case 'BET_COUNT':
      return BigInt(mine.length);
    case 'DEPOSIT_AMOUNT':
      return deposits
        .filter((deposit) => deposit.memberId === memberId && deposit.at >= DAY_START && deposit.at < until)
        .reduce((total, deposit) => total + deposit.amount, 0n);
    case 'PROFIT_MULTIPLIER': {
      const stake = sum((round) => round.stake);
      if (stake === 0n) return 0n;
      const profit = (sum((round) => round.payout) - stake) * 100n;
      // Floor, also for a loss.
      return profit >= 0n ? profit / stake : -((-profit + stake - 1n) / stake);
    }
  }
};

const signIn = async (...usernames: string[]) => {
  for (const username of usernames) {
    tokens[username] = (await login(t, { username, password: PASSWORD })).body.value.token;
  }
};

// mlow plays only 9.99: a value of fewer digits, ranked as a number, never as text.
const PLAYERS = ['mp1', 'mp2', 'mp3', 'mp4', 'mp5', 'mp6', 'mp7', 'mlow'];

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createStaffAndLogin(t, 'missionlead', 'CONTENT');
  support = await createStaffAndLogin(t, 'missionsupport', 'SUPPORT');
  await setRewardsSwitch(t, true);
  for (const username of [...PLAYERS, 'mother']) {
    ids[username] = (await createTestMember(t.services, { username, password: PASSWORD })).id;
    await signIn(username);
  }
  const playerIds = PLAYERS.filter((name) => name !== 'mlow').map((name) => ids[name] ?? 0);
  // Generated play from the day before the mission to now; mp1 surely reaches the first milestones.
  const random = seeded(25);
  rounds = drawRounds(random, playerIds, new Date('2026-11-24T03:00:00Z'), clock.now(), 12);
  rounds.push(
    {
      memberId: ids.mlow ?? 0,
      at: new Date(DAY_START.getTime() + 60_000),
      category: 'RNG' as const,
      stake: 9_99n,
      validBet: 9_99n,
      payout: 0n,
    },
    ...[0, 1, 2].map((n) => ({
      memberId: ids.mp1 ?? 0,
      at: new Date(DAY_START.getTime() + (n + 1) * 3_600_000),
      category: 'RNG' as const,
      stake: 1_000_00n,
      validBet: 1_000_00n,
      payout: 2_000_00n,
    })),
  );
  deposits.push(
    { memberId: ids.mp1 ?? 0, at: new Date(DAY_START.getTime() + 60_000), amount: 600_00n },
    { memberId: ids.mp2 ?? 0, at: new Date(DAY_START.getTime() - 60_000), amount: 900_00n },
    { memberId: ids.mp2 ?? 0, at: new Date(DAY_START.getTime() + 120_000), amount: 200_00n },
  );
  await recordPlay(t.db, rounds);
  await recordDeposits(t.db, deposits);
  await t.services.statistics.drain();
  missionId = (await createMission(missionInput('2026-11-25', '2026-11-26'))).id;
});

afterAll(async () => {
  await t.close();
});

describe('progress and the live leaderboard', () => {
  it('shows each milestone’s actual against its target as computed from the play alone', async () => {
    for (const username of PLAYERS) {
      const memberId = ids[username] ?? 0;
      const answer = await as<MissionDetail>(username, 'GET', `/wps/relay/missions/${missionId}`);
      expect(answer.status).toBe(200);
      const { milestones } = answer.body.value;
      expect(milestones.map((milestone) => milestone.actual)).toEqual(
        milestones.map((milestone) =>
          formatMissionValue(milestone.condition, expected(memberId, milestone.condition)),
        ),
      );
      for (const milestone of milestones) {
        const target = parseMissionValue(milestone.condition, milestone.target) ?? 0n;
        expect(milestone.status).toBe(
          expected(memberId, milestone.condition) >= target ? 'CLAIM' : 'INCOMPLETE',
        );
      }
    }
    const mp1 = await as<MissionDetail>('mp1', 'GET', `/wps/relay/missions/${missionId}`);
    expect(mp1.body.value.status).toBe('IN_PROGRESS');
    expect(mp1.body.value.milestones.slice(0, 3).map((milestone) => milestone.status)).toEqual([
      'CLAIM',
      'CLAIM',
      'CLAIM',
    ]);
    // The rules: operator HTML sanitised, plain text kept with its lines.
    expect(mp1.body.value.rules).toBe('<p>Bet to <strong>reach</strong></p>');
    const ja = await send<MissionDetail>(t, {
      method: 'GET',
      url: `/wps/relay/missions/${missionId}`,
      token: tokens.mp1,
      language: 'JA',
    });
    expect(ja.body.value.rules).toBe('賭けて達成<br>2行目');
  });

  it('ranks the members by valid bet, names masked, the podium apart and the caller’s own row', async () => {
    const ranking = PLAYERS.map((username) => ({
      username,
      value: expected(ids[username] ?? 0, 'VALID_BET'),
    }))
      .filter((row) => row.value > 0n)
      .sort((a, b) =>
        a.value === b.value ? (ids[a.username] ?? 0) - (ids[b.username] ?? 0) : a.value > b.value ? -1 : 1,
      )
      .slice(0, 5);
    const answer = await as<MissionLeaderboard>(
      'mother',
      'GET',
      `/wps/relay/missions/${missionId}/leaderboard`,
    );
    expect(answer.status).toBe(200);
    const board = answer.body.value;
    expect(board.frozen).toBe(false);
    expect(
      [...board.podium, ...board.rows].map((row) => [row.rank, row.customerName, row.reachedValue]),
    ).toEqual(
      ranking.map((row, n) => [
        n + 1,
        maskCustomerName(row.username),
        formatMissionValue('VALID_BET', row.value),
      ]),
    );
    expect(board.podium.map((row) => row.reward)).toEqual([
      { kind: 'MONEY', amount: '100.00' },
      { kind: 'MONEY', amount: '50.00' },
      { kind: 'MONEY', amount: '50.00' },
    ]);
    expect(board.own).toEqual({
      rank: null,
      customerName: maskCustomerName('mother'),
      condition: 'VALID_BET',
      reachedValue: '0.00',
      reward: null,
    });
    const leader = ranking[0]?.username ?? '';
    const own = (await as<MissionLeaderboard>(leader, 'GET', `/wps/relay/missions/${missionId}/leaderboard`))
      .body.value.own;
    expect([own.rank, own.customerName]).toEqual([1, maskCustomerName(leader)]);
  });
});

describe('claims', () => {
  it('pays a milestone once under 20 concurrent claims', async () => {
    const before = await balanceOf('mp1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as<MissionClaimResult>('mp1', 'POST', `/wps/relay/missions/${missionId}/claim`, {
          milestoneIndex: 0,
        }),
      ),
    );
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((a) => a.body.errorCode))).toEqual(
      new Set(['reward_already_claimed']),
    );
    expect(paid[0]?.body.value.claimed).toEqual([0]);
    expect(paid[0]?.body.value.mission.milestones[0]?.status).toBe('RECEIVED');
    expect((await balanceOf('mp1')) - before).toBe(10_00n);
  });

  it('claims every other reached milestone at once, and refuses what is not reached or already paid', async () => {
    const before = await balanceOf('mp1');
    const notReached = await as('mp1', 'POST', `/wps/relay/missions/${missionId}/claim`, {
      milestoneIndex: 4,
    });
    expect([notReached.status, notReached.body.errorCode]).toEqual([409, 'mission_target_not_reached']);
    const all = await as<MissionClaimResult>('mp1', 'POST', `/wps/relay/missions/${missionId}/claim`, {});
    expect(all.status).toBe(200);
    const reachedOthers = all.body.value.claimed;
    expect(reachedOthers).toEqual(expect.arrayContaining([1, 2]));
    const prizes = [0n, 5_00n, 3_00n, 2_00n, 999_00n];
    expect((await balanceOf('mp1')) - before).toBe(
      reachedOthers.reduce((total, index) => total + (prizes[index] ?? 0n), 0n),
    );
    const again = await as('mp1', 'POST', `/wps/relay/missions/${missionId}/claim`, {});
    expect(again.body.errorCode).toBe('reward_already_claimed');
    const other = await as('mother', 'POST', `/wps/relay/missions/${missionId}/claim`, {});
    expect(other.body.errorCode).toBe('mission_target_not_reached');
    // The console sees the claims.
    const claims = await consoleCall<{ list: { username: string; milestoneIndex: number }[] }>(
      'GET',
      `/console-api/rewards/missions/${missionId}/claims`,
    );
    expect(claims.body.value.list.map((row) => row.username)).toEqual(
      Array.from({ length: 1 + reachedOthers.length }, () => 'mp1'),
    );
  });
});

describe('statuses, audience and refusals', () => {
  it('lists missions by status with counts and the instants for the countdown', async () => {
    const soon = await createMission(
      missionInput('2026-11-28', '2026-11-29', { title: { JA: '近日', EN: 'Soon' } }),
    );
    const done = await createMission(
      missionInput('2026-11-20', '2026-11-21', { title: { JA: '終了', EN: 'Done' }, claimDays: 1 }),
    );
    const list = await as<MissionList>('mp2', 'GET', '/wps/relay/missions?status=COMING_SOON');
    expect(list.body.value.counts).toEqual({ IN_PROGRESS: 1, FINISHED: 1, COMING_SOON: 1 });
    expect(list.body.value.list.map((mission) => [mission.id, mission.startsAt, mission.endsAt])).toEqual([
      [soon.id, '2026-11-27T15:00:00.000Z', '2026-11-29T15:00:00.000Z'],
    ]);
    expect(list.body.value.serverTime).toBe(clock.now().toISOString());
    const finished = await as<MissionDetail>('mp2', 'GET', `/wps/relay/missions/${done.id}`);
    expect(finished.body.value.status).toBe('FINISHED');
    expect(new Set(finished.body.value.milestones.map((milestone) => milestone.status))).toEqual(
      new Set(['FINISHED']),
    );
    const late = await as('mp2', 'POST', `/wps/relay/missions/${done.id}/claim`, {});
    expect(late.body.errorCode).toBe('reward_expired');
    const early = await as('mp2', 'POST', `/wps/relay/missions/${soon.id}/claim`, { milestoneIndex: 0 });
    expect(early.body.errorCode).toBe('mission_target_not_reached');
  });

  it('hides a mission outside the caller’s audience and refuses trial accounts, bad input and other roles', async () => {
    const vip = await createMission(
      missionInput('2026-11-25', '2026-11-26', { audience: { vipLevels: [9], agentIds: [], labels: [] } }),
    );
    for (const url of [`/wps/relay/missions/${vip.id}`, `/wps/relay/missions/${vip.id}/leaderboard`]) {
      expect((await as('mp1', 'GET', url)).body.errorCode).toBe('not_found_entity');
    }
    expect((await as('mp1', 'POST', `/wps/relay/missions/${vip.id}/claim`, {})).body.errorCode).toBe(
      'not_found_entity',
    );
    const trial = await openTrialSession(t.services, t.db, 'missiontrial');
    expect((await as(trial, 'GET', '/wps/relay/missions')).body.errorCode).toBe('in_need_true_account');
    for (const [url, payload] of [
      [`/wps/relay/missions/${missionId}/claim`, { milestoneIndex: 99_999_999_999 }],
      [`/wps/relay/missions/${missionId}/claim`, { milestoneIndex: '0; drop table missions' }],
      ['/wps/relay/missions/99999999999999999999/claim', {}],
      ['/wps/relay/missions/abc/claim', {}],
    ] as const) {
      expect((await as('mp1', 'POST', url, payload)).status).toBe(422);
    }
    expect((await as('mp1', 'GET', '/wps/relay/missions?status=ALL')).status).toBe(422);
    for (const input of [
      missionInput('2026-11-25', '2026-11-24'),
      missionInput('2026-11-25', '2026-11-26', {
        milestones: [{ condition: 'BET_COUNT', target: '1.5', prize: { kind: 'MONEY', amount: '1.00' } }],
      }),
      missionInput('2026-11-25', '2026-11-26', {
        milestones: [{ condition: 'VALID_BET', target: '1e99', prize: { kind: 'MONEY', amount: '1.00' } }],
      }),
      missionInput('2026-11-25', '2026-11-26', {
        milestones: [
          { condition: 'VALID_BET', target: '10.00', prize: { kind: 'MONEY', amount: '99999999999999999' } },
        ],
      }),
      missionInput('2026-11-25', '2026-11-26', {
        leaderboard: {
          condition: 'VALID_BET',
          size: 3,
          prizes: [{ fromRank: 2, toRank: 4, prize: { kind: 'MONEY', amount: '1.00' } }],
        },
      }),
      { ...missionInput('2026-11-25', '2026-11-26'), title: { JA: 'x'.repeat(500), EN: 'x' } },
    ]) {
      const refused = await consoleCall('POST', '/console-api/rewards/missions', input);
      expect(refused.status).toBe(422);
    }
    const forbidden = await consoleCall(
      'POST',
      '/console-api/rewards/missions',
      missionInput('2026-11-25', '2026-11-26'),
      support,
    );
    expect(forbidden.status).toBe(403);
    const audited = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from audit_log where action = 'mission.save'`,
    );
    expect(Number(audited[0]?.n)).toBeGreaterThanOrEqual(4);
  });

  it('answers feature_disabled while the rewards switch is off', async () => {
    await setRewardsSwitch(t, false);
    expect((await as('mp1', 'GET', '/wps/relay/missions')).body.errorCode).toBe('feature_disabled');
    await setRewardsSwitch(t, true);
  });
});

describe('the freeze at the mission’s end', () => {
  it('stores the final board once and grants the rank prizes once (job run twice, and a direct re-run)', async () => {
    const live = (
      await as<MissionLeaderboard>('mother', 'GET', `/wps/relay/missions/${missionId}/leaderboard`)
    ).body.value;
    // The last day ends; 10 minutes later the freeze is due.
    clock.set(new Date(MISSION_END.getTime() + 11 * 60_000));
    // Through runJob: the app's own scheduler may tick the job on the moved clock first.
    await t.runJob('freeze-mission-boards');
    const second = await t.jobRunner.runDue('freeze-mission-boards');
    expect(second.every((run) => run.outcome === 'skipped')).toBe(true);
    expect(await t.services.missions.freezeEnded('2026-11-26')).toEqual({ frozen: 0 });
    // The sessions of a day and a half ago have ended: sign in again.
    await signIn('mother', 'mp1');
    // A second staff member: the first's TOTP code of this 30-second step is spent (replay guard).
    admin = await createStaffAndLogin(t, 'missionlead2', 'CONTENT');

    // A late round inside the mission's days changes the statistics, not the frozen board.
    await recordPlay(t.db, [
      {
        memberId: ids.mother ?? 0,
        at: new Date(MISSION_END.getTime() - 60_000),
        category: 'RNG',
        stake: 99_999_00n,
        validBet: 99_999_00n,
        payout: 0n,
      },
    ]);
    await t.services.statistics.drain();
    const frozen = (
      await as<MissionLeaderboard>('mother', 'GET', `/wps/relay/missions/${missionId}/leaderboard`)
    ).body.value;
    expect(frozen.frozen).toBe(true);
    expect([...frozen.podium, ...frozen.rows]).toEqual([...live.podium, ...live.rows]);
    expect(frozen.own.rank).toBeNull();

    const grants = await queryRows<{ source_ref: string; n: string }>(
      t.db,
      sql`select source_ref, count(*)::text as n from rewards where source = 'MISSION' and source_ref = ${`mission:${missionId}:rank`} group by source_ref`,
    );
    expect(grants).toEqual([{ source_ref: `mission:${missionId}:rank`, n: '3' }]);
    const detail = await as<MissionDetail>('mp1', 'GET', `/wps/relay/missions/${missionId}`);
    expect(detail.body.value.status).toBe('FINISHED');
    expect(detail.body.value.milestones[4]?.status).toBe('FINISHED');
    const board = await consoleCall<{ frozen: boolean; rows: { username: string }[] }>(
      'GET',
      `/console-api/rewards/missions/${missionId}/leaderboard`,
    );
    expect(board.body.value.frozen).toBe(true);
    expect(board.body.value.rows).toHaveLength(live.podium.length + live.rows.length);
  });
});
