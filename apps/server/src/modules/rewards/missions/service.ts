import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  MISSION_PODIUM,
  MISSION_STATUSES,
  MODULE_ID,
  formatMissionValue,
  maskCustomerName,
  type Language,
  type LocalizedText,
  type MissionAdmin,
  type MissionAdminBoard,
  type MissionDetail,
  type MissionInputParsed,
  type MissionLeaderboard,
  type MissionList,
  type MissionPrizeView,
  type MissionStatus,
  type MissionSummary,
} from '@platform/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import type { PeriodJob } from '../../../platform/jobs/runner.ts';
import { sanitizeHtml } from '../../../platform/html/sanitize.ts';
import type { StatisticsService } from '../../../platform/statistics/service.ts';
import { createTtlCache } from '../../../platform/ttl-cache.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { MembersService } from '../../members/service.ts';
import type { SystemService } from '../../system/service.ts';
import type { AudienceCheck } from '../audience.ts';
import type { RewardsCore } from '../core/service.ts';
import {
  MEASURE_OF,
  grantPrize,
  milestoneStatus,
  missionStatus,
  missionTimes,
  prizeView,
  rankPrize,
  targetValue,
  type MissionTimes,
} from './rules.ts';
import { missionBoardRows, missionClaims, missions } from './tables.ts';

/** Finished missions stay on the member's list this long after their claim window. */
const FINISHED_SHOWN_DAYS = 30;
/** A live leaderboard is recomputed at most this often per mission. */
const LIVE_BOARD_TTL_MS = 15_000;

type MissionRow = typeof missions.$inferSelect;
interface BoardEntry {
  rank: number;
  memberId: number;
  value: bigint;
  prize: MissionPrizeView | null;
}

export type MissionsService = ReturnType<typeof createMissionsService>;

/** Rules text as HTML: operator HTML sanitised, plain text kept as written (escaped, lines as breaks). */
const rulesHtml = (text: string) =>
  /<[a-z][^>]*>/i.test(text)
    ? sanitizeHtml(text)
    : text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').split(/\r?\n/).join('<br>');

/**
 * Missions (spec: missionLeaderboard): progress and ranks from the statistics over the mission's days
 * and categories, milestones paid once each through the rewards core (`mission:<id>:<index>`), the
 * leaderboard frozen by a daily period job after the last day, its prizes waiting in the reward
 * centre (`mission:<id>:rank`).
 */
export const createMissionsService = ({
  db,
  statistics,
  members,
  audience,
  system,
  audit,
  rewards,
  clock,
}: {
  db: Database;
  statistics: StatisticsService;
  members: MembersService;
  audience: AudienceCheck;
  system: SystemService;
  audit: AuditService;
  rewards: Pick<RewardsCore, 'grant'>;
  clock: Clock;
}) => {
  const timeZone = async () => (await system.getSiteSetting()).timeZone;
  const rewardsOn = async () => (await system.getFeatures())[MODULE_ID.REWARDS] === true;
  const liveBoards = createTtlCache<number, BoardEntry[]>(LIVE_BOARD_TTL_MS);

  const find = async (id: number) => (await db.select().from(missions).where(eq(missions.id, id)))[0];

  /** The published missions the member is in the audience of, with their instants. */
  const visibleMissions = async (memberId: number) => {
    if (!(await rewardsOn())) throw new AppError('feature_disabled');
    const [rows, zone] = await Promise.all([
      db.select().from(missions).where(eq(missions.published, true)).orderBy(missions.startDay, missions.id),
      timeZone(),
    ]);
    const visible: { row: MissionRow; times: MissionTimes }[] = [];
    for (const row of rows) {
      if (await audience.includes(memberId, row.audience))
        visible.push({ row, times: missionTimes(row, zone) });
    }
    return visible;
  };

  const requireVisible = async (memberId: number, missionId: number) => {
    const mission = (await visibleMissions(memberId)).find(({ row }) => row.id === missionId);
    if (!mission) throw new AppError('not_found_entity');
    return mission;
  };

  const rangeOf = (row: MissionRow) => ({ from: row.startDay, to: row.endDay });

  const claimedIndexes = async (missionId: number, memberId: number) =>
    new Set(
      (
        await db
          .select({ index: missionClaims.milestoneIndex })
          .from(missionClaims)
          .where(and(eq(missionClaims.missionId, missionId), eq(missionClaims.memberId, memberId)))
      ).map((row) => row.index),
    );

  /** Each milestone's actual value, target and status for the member. */
  const progress = async (memberId: number, row: MissionRow, times: MissionTimes) => {
    const now = clock.now();
    const [measures, claimed] = await Promise.all([
      statistics.measures(memberId, rangeOf(row), row.categories),
      claimedIndexes(row.id, memberId),
    ]);
    return row.milestones.map((milestone, index) => {
      const actual = measures[MEASURE_OF[milestone.condition]];
      const target = targetValue(milestone.condition, milestone.target);
      return {
        index,
        milestone,
        actual,
        target,
        status: milestoneStatus({ claimed: claimed.has(index), actual, target, times, now }),
      };
    });
  };

  const summary = async (
    memberId: number,
    { row, times }: { row: MissionRow; times: MissionTimes },
    language: Language,
    milestones?: Awaited<ReturnType<typeof progress>>,
  ): Promise<MissionSummary> => {
    const status = missionStatus(times, clock.now());
    const rows = milestones ?? (status === 'COMING_SOON' ? [] : await progress(memberId, row, times));
    return {
      id: row.id,
      title: row.title[language],
      bannerUrl: row.bannerUrl,
      status,
      startDay: row.startDay,
      endDay: row.endDay,
      startsAt: times.startsAt.toISOString(),
      endsAt: times.endsAt.toISOString(),
      claimEndsAt: times.claimEndsAt.toISOString(),
      milestoneCount: row.milestones.length,
      claimable: rows.filter((milestone) => milestone.status === 'CLAIM').length,
      hasLeaderboard: row.leaderboard !== null,
    };
  };

  const detail = async (
    memberId: number,
    mission: { row: MissionRow; times: MissionTimes },
    language: Language,
  ): Promise<MissionDetail> => {
    const milestones = await progress(memberId, mission.row, mission.times);
    const { row } = mission;
    return {
      ...(await summary(memberId, mission, language, milestones)),
      rules: row.rules[language],
      categories: row.categories,
      milestones: milestones.map(({ index, milestone, actual, target, status }) => ({
        index,
        condition: milestone.condition,
        actual: formatMissionValue(milestone.condition, actual),
        target: formatMissionValue(milestone.condition, target),
        prize: milestone.prize,
        status,
      })),
      leaderboard: row.leaderboard,
    };
  };

  /** The board from the statistics: the mission's audience ranked by its condition, up to its size. */
  const computeBoard = async (row: MissionRow): Promise<BoardEntry[]> => {
    const board = row.leaderboard;
    if (!board) return [];
    const entries: BoardEntry[] = [];
    const pageSize = Math.max(board.size * 2, 50);
    for (let offset = 0; entries.length < board.size; offset += pageSize) {
      const ranked = await statistics.ranking({
        range: rangeOf(row),
        categories: row.categories,
        measure: MEASURE_OF[board.condition],
        limit: pageSize,
        offset,
      });
      for (const { memberId, value } of ranked) {
        if (entries.length === board.size) break;
        if (!(await audience.includes(memberId, row.audience))) continue;
        const rank = entries.length + 1;
        entries.push({ rank, memberId, value, prize: rankPrize(board, rank) });
      }
      if (ranked.length < pageSize) break;
    }
    return entries;
  };

  /** The stored board once frozen, else the live one (recomputed at most every 15 seconds). */
  const boardOf = async (row: MissionRow): Promise<BoardEntry[]> => {
    if (row.frozenAt) {
      return (
        await db
          .select()
          .from(missionBoardRows)
          .where(eq(missionBoardRows.missionId, row.id))
          .orderBy(missionBoardRows.rank)
      ).map(({ rank, memberId, value, prize }) => ({ rank, memberId, value, prize }));
    }
    return liveBoards.get(row.id, () => computeBoard(row));
  };

  const rankTitle = (title: LocalizedText, suffix: LocalizedText): LocalizedText => ({
    JA: `${title.JA}（${suffix.JA}）`,
    EN: `${title.EN} (${suffix.EN})`,
  });

  /**
   * Stores a mission's final board and grants its rank prizes (MANUAL, until the claim window ends),
   * in one transaction that first sets `frozen_at`: a second freeze finds it set and does nothing.
   */
  const freeze = async (row: MissionRow, zone: string) => {
    const board = row.leaderboard;
    if (!board) return false;
    const entries = await computeBoard(row);
    const { claimEndsAt } = missionTimes(row, zone);
    return db.transaction(async (tx) => {
      const [taken] = await tx
        .update(missions)
        .set({ frozenAt: clock.now() })
        .where(and(eq(missions.id, row.id), isNull(missions.frozenAt)))
        .returning({ id: missions.id });
      if (!taken) return false;
      for (const entry of entries) {
        const granted = entry.prize
          ? await rewards.grant(tx, {
              memberId: entry.memberId,
              source: 'MISSION',
              sourceRef: `mission:${row.id}:rank`,
              title: rankTitle(row.title, { JA: `ランキング${entry.rank}位`, EN: `rank ${entry.rank}` }),
              ...grantPrize(entry.prize),
              expiresAt: claimEndsAt,
              claim: 'MANUAL',
            })
          : null;
        await tx.insert(missionBoardRows).values({
          missionId: row.id,
          rank: entry.rank,
          memberId: entry.memberId,
          value: entry.value,
          prize: entry.prize,
          rewardId: granted?.rewardId ?? null,
        });
      }
      return true;
    });
  };

  /** Freezes every published mission with a leaderboard whose last day is over (this period's day or before). */
  const freezeEnded = async (throughDay: string) => {
    await statistics.drain();
    const zone = await timeZone();
    const due = await db
      .select()
      .from(missions)
      .where(
        and(
          eq(missions.published, true),
          isNull(missions.frozenAt),
          sql`${missions.leaderboard} is not null`,
          lte(missions.endDay, throughDay),
        ),
      );
    let frozen = 0;
    for (const row of due) if (await freeze(row, zone)) frozen += 1;
    liveBoards.clear();
    return { frozen };
  };

  const adminView = async (row: MissionRow, zone: string): Promise<MissionAdmin> => {
    const [claims] = await db
      .select({ n: count() })
      .from(missionClaims)
      .where(eq(missionClaims.missionId, row.id));
    return {
      id: row.id,
      title: row.title,
      rules: row.rules,
      bannerUrl: row.bannerUrl,
      startDay: row.startDay,
      endDay: row.endDay,
      audience: row.audience,
      categories: row.categories,
      milestones: row.milestones,
      leaderboard: row.leaderboard,
      claimDays: row.claimDays,
      published: row.published,
      status: missionStatus(missionTimes(row, zone), clock.now()),
      frozenAt: row.frozenAt ? formatTimestamp(row.frozenAt, zone) : null,
      claims: claims?.n ?? 0,
      updatedAt: formatTimestamp(row.updatedAt, zone),
    };
  };

  const stored = (input: MissionInputParsed) => ({
    title: input.title,
    rules: { JA: rulesHtml(input.rules.JA), EN: rulesHtml(input.rules.EN) },
    bannerUrl: input.bannerUrl,
    startDay: input.startDay,
    endDay: input.endDay,
    audience: input.audience,
    categories: input.categories,
    milestones: input.milestones.map((milestone) => ({
      condition: milestone.condition,
      target: formatMissionValue(milestone.condition, targetValue(milestone.condition, milestone.target)),
      prize: prizeView(milestone.prize),
    })),
    leaderboard: input.leaderboard && {
      condition: input.leaderboard.condition,
      size: input.leaderboard.size,
      prizes: input.leaderboard.prizes.map((range) => ({
        fromRank: range.fromRank,
        toRank: range.toRank,
        prize: prizeView(range.prize),
      })),
    },
    claimDays: input.claimDays,
    published: input.published,
  });

  return {
    /** The member's missions of a status, with the counts of each status. */
    list: async (memberId: number, status: MissionStatus, language: Language): Promise<MissionList> => {
      const now = clock.now();
      const shown = (await visibleMissions(memberId)).filter(
        ({ times }) => times.claimEndsAt.getTime() + FINISHED_SHOWN_DAYS * 86_400_000 > now.getTime(),
      );
      const counts = Object.fromEntries(MISSION_STATUSES.map((name) => [name, 0])) as MissionList['counts'];
      for (const { times } of shown) counts[missionStatus(times, now)] += 1;
      const list = await Promise.all(
        shown
          .filter(({ times }) => missionStatus(times, now) === status)
          .map((mission) => summary(memberId, mission, language)),
      );
      if (status === 'FINISHED') list.reverse();
      return { serverTime: now.toISOString(), counts, list };
    },

    detail: async (memberId: number, missionId: number, language: Language) =>
      detail(memberId, await requireVisible(memberId, missionId), language),

    /** The podium, the other ranks (names masked) and the caller's own row. */
    leaderboard: async (memberId: number, missionId: number): Promise<MissionLeaderboard> => {
      const { row } = await requireVisible(memberId, missionId);
      const board = row.leaderboard;
      if (!board) throw new AppError('not_found_entity');
      const entries = await boardOf(row);
      const names = await members.findUsernames([...entries.map((entry) => entry.memberId), memberId]);
      const view = (entry: BoardEntry) => ({
        rank: entry.rank,
        customerName: maskCustomerName(names.get(entry.memberId) ?? ''),
        condition: board.condition,
        reachedValue: formatMissionValue(board.condition, entry.value),
        reward: entry.prize,
      });
      const mine = entries.find((entry) => entry.memberId === memberId);
      const ownValue = mine
        ? mine.value
        : (await statistics.measures(memberId, rangeOf(row), row.categories))[MEASURE_OF[board.condition]];
      return {
        condition: board.condition,
        size: board.size,
        frozen: row.frozenAt !== null,
        podium: entries.filter((entry) => entry.rank <= MISSION_PODIUM).map(view),
        rows: entries.filter((entry) => entry.rank > MISSION_PODIUM).map(view),
        own: mine ? view(mine) : { ...view({ rank: 0, memberId, value: ownValue, prize: null }), rank: null },
      };
    },

    /**
     * Claims one reached milestone (or every reached, unclaimed one): each grant is AUTO, keyed
     * `mission:<id>:<index>`, in one transaction with the claim's row, so a milestone pays once.
     */
    claim: async (
      memberId: number,
      missionId: number,
      milestoneIndex: number | undefined,
      language: Language,
    ) => {
      const mission = await requireVisible(memberId, missionId);
      const { row, times } = mission;
      const now = clock.now();
      if (milestoneIndex !== undefined && milestoneIndex >= row.milestones.length) {
        throw new AppError('not_found_entity');
      }
      if (now >= times.claimEndsAt) throw new AppError('reward_expired');
      const milestones = await progress(memberId, row, times);
      const wanted = milestones.filter(
        (milestone) => milestoneIndex === undefined || milestone.index === milestoneIndex,
      );
      const reached = wanted.filter((milestone) => milestone.actual >= milestone.target);
      if (reached.length === 0) throw new AppError('mission_target_not_reached');
      const open = reached.filter((milestone) => milestone.status === 'CLAIM');
      if (open.length === 0) throw new AppError('reward_already_claimed');
      const claimed = await db.transaction(async (tx) => {
        const paid: number[] = [];
        for (const { index, milestone } of open) {
          const granted = await rewards.grant(tx, {
            memberId,
            source: 'MISSION',
            sourceRef: `mission:${row.id}:${index}`,
            title: rankTitle(row.title, { JA: `マイルストーン${index + 1}`, EN: `milestone ${index + 1}` }),
            ...grantPrize(milestone.prize),
            claim: 'AUTO',
          });
          if (!granted.created) continue;
          const inserted = await tx
            .insert(missionClaims)
            .values({
              missionId: row.id,
              memberId,
              milestoneIndex: index,
              rewardId: granted.rewardId,
              claimedAt: now,
            })
            .onConflictDoNothing()
            .returning({ index: missionClaims.milestoneIndex });
          if (inserted.length === 0) throw new AppError('reward_already_claimed');
          paid.push(index);
        }
        if (paid.length === 0) throw new AppError('reward_already_claimed');
        return paid;
      });
      return { claimed, mission: await detail(memberId, mission, language) };
    },

    /** Milestones reached and not yet claimed, over the member's missions (the MISSION badge count). */
    claimableCount: async (memberId: number) => {
      if (!(await rewardsOn())) return 0;
      const now = clock.now();
      let total = 0;
      for (const { row, times } of await visibleMissions(memberId)) {
        if (now < times.startsAt || now >= times.claimEndsAt) continue;
        total += (await progress(memberId, row, times)).filter((m) => m.status === 'CLAIM').length;
      }
      return total;
    },

    /** The daily period job that freezes the leaderboards of missions whose last day has ended. */
    jobs: (): PeriodJob[] => [
      {
        name: 'freeze-mission-boards',
        period: { every: 'day' },
        // Rounds of the last minutes settle (and reach the statistics) first.
        lagMs: 10 * 60_000,
        catchUp: 3,
        run: ({ period }) => freezeEnded(period.key),
      },
    ],
    freezeEnded,

    admin: {
      list: async (query: { status?: MissionStatus | undefined; pageNum: number; pageSize: number }) => {
        const zone = await timeZone();
        const now = clock.now();
        const rows = (await db.select().from(missions).orderBy(desc(missions.id))).filter(
          (row) => !query.status || missionStatus(missionTimes(row, zone), now) === query.status,
        );
        const pageRows = rows.slice((query.pageNum - 1) * query.pageSize, query.pageNum * query.pageSize);
        return {
          list: await Promise.all(pageRows.map((row) => adminView(row, zone))),
          total: rows.length,
          totalPages: Math.ceil(rows.length / query.pageSize),
        };
      },

      save: async (actor: Actor, id: number | null, input: MissionInputParsed) => {
        const now = clock.now();
        const values = stored(input);
        const saved = await db.transaction(async (tx) => {
          const before =
            id === null ? undefined : (await tx.select().from(missions).where(eq(missions.id, id)))[0];
          if (id !== null && !before) throw new AppError('not_found_entity');
          const [row] =
            id === null
              ? await tx
                  .insert(missions)
                  .values({ ...values, createdAt: now, updatedAt: now })
                  .returning()
              : await tx
                  .update(missions)
                  .set({ ...values, updatedAt: now })
                  .where(eq(missions.id, id))
                  .returning();
          if (!row) throw new AppError('not_found_entity');
          await audit.record(tx, actor, {
            action: 'mission.save',
            targetType: 'mission',
            targetId: row.id,
            before: before ?? null,
            after: row,
          });
          return row;
        });
        liveBoards.clear();
        return adminView(saved, await timeZone());
      },

      leaderboard: async (missionId: number): Promise<MissionAdminBoard> => {
        const row = await find(missionId);
        if (!row?.leaderboard) throw new AppError('not_found_entity');
        const entries = await boardOf(row);
        const names = await members.findUsernames(entries.map((entry) => entry.memberId));
        const { condition } = row.leaderboard;
        return {
          frozen: row.frozenAt !== null,
          condition,
          rows: entries.map((entry) => ({
            rank: entry.rank,
            memberId: entry.memberId,
            username: names.get(entry.memberId) ?? '',
            reachedValue: formatMissionValue(condition, entry.value),
            reward: entry.prize,
          })),
        };
      },

      claims: async (missionId: number, query: { pageNum: number; pageSize: number }) => {
        if (!(await find(missionId))) throw new AppError('not_found_entity');
        const where = eq(missionClaims.missionId, missionId);
        const [total] = await db.select({ n: count() }).from(missionClaims).where(where);
        const rows = await db
          .select()
          .from(missionClaims)
          .where(where)
          .orderBy(desc(missionClaims.claimedAt), missionClaims.memberId, missionClaims.milestoneIndex)
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize);
        const [names, zone] = await Promise.all([
          members.findUsernames(rows.map((row) => row.memberId)),
          timeZone(),
        ]);
        const n = total?.n ?? 0;
        return {
          list: rows.map((row) => ({
            memberId: row.memberId,
            username: names.get(row.memberId) ?? '',
            milestoneIndex: row.milestoneIndex,
            rewardId: row.rewardId,
            claimedAt: formatTimestamp(row.claimedAt, zone),
          })),
          total: n,
          totalPages: Math.ceil(n / query.pageSize),
        };
      },
    },
  };
};
