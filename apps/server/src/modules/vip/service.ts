import { count, desc, eq, sql } from 'drizzle-orm';
import {
  MODULE_ID,
  VIP_CONDITIONS,
  VIP_MAX_RANKS,
  formatMinorUnits,
  parseMinorUnits,
  rateToUnits,
  unitsToRate,
  validationText,
  type Language,
  type RebateCategory,
  type VipConditions,
  type VipGrant,
  type VipMatch,
  type VipOverview,
  type VipProgress,
  type VipRank,
  type VipRankChange,
  type VipSalaryPeriod,
  type VipSetRank,
  type vipRankInputSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { fetchPage } from '../../platform/db/paging.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import type { PeriodJob, PeriodJobContext } from '../../platform/jobs/runner.ts';
import type { StatisticsService } from '../../platform/statistics/service.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { DownlinesService } from '../downlines/service.ts';
import type { MembersService } from '../members/service.ts';
import type { RewardsCore } from '../rewards/core/service.ts';
import type { SystemService } from '../system/service.ts';
import { vipGrants, vipRankChanges, vipRanks, type StoredConditions } from './tables.ts';

type RankRow = typeof vipRanks.$inferSelect;
type RankInput = z.output<typeof vipRankInputSchema>;

/** A member's figures the conditions read: money in minor units, the deposit count as a number. */
type Figures = Record<(typeof VIP_CONDITIONS)[number], bigint>;

/** Statistics hold no day before this: "total" conditions count from here. */
const FIRST_DAY = '2000-01-01';
export const VIP_EVALUATE_JOB = 'vip-evaluate';
export const VIP_KEEP_JOB = 'vip-keep';
const SALARY_JOBS: Record<VipSalaryPeriod, { name: string; every: 'day' | 'week' | 'month' }> = {
  DAILY: { name: 'vip-salary-daily', every: 'day' },
  WEEKLY: { name: 'vip-salary-weekly', every: 'week' },
  MONTHLY: { name: 'vip-salary-monthly', every: 'month' },
};

const minor = (text: string) => {
  const value = parseMinorUnits(text);
  if (value === undefined) throw new Error(`checked amount ${text} did not parse`);
  return value;
};

/** Input targets as stored: money in minor units, the count as it is; off conditions left out. */
const storeConditions = (conditions: VipConditions): StoredConditions =>
  Object.fromEntries(
    VIP_CONDITIONS.flatMap((condition) => {
      const target = conditions[condition];
      if (target === null) return [];
      return [[condition, condition === 'DEPOSIT_COUNT' ? target : String(minor(target))]];
    }),
  );

const showTarget = (condition: (typeof VIP_CONDITIONS)[number], value: bigint) =>
  condition === 'DEPOSIT_COUNT' ? String(value) : formatMinorUnits(value);

const presentConditions = (stored: StoredConditions) =>
  Object.fromEntries(
    VIP_CONDITIONS.map((condition) => {
      const target = stored[condition];
      return [condition, target === undefined ? null : showTarget(condition, BigInt(target))];
    }),
  ) as VipRank['promotion'];

const present = (row: RankRow): VipRank => ({
  id: row.id,
  level: row.level,
  name: row.name,
  labelColor: row.labelColor,
  textColor: row.textColor,
  match: row.match,
  promotion: presentConditions(row.promotion),
  keepMatch: row.keepMatch,
  keep: presentConditions(row.keep),
  upgradeBonus: row.upgradeBonus === null ? null : formatMinorUnits(row.upgradeBonus),
  salaries: row.salaries.map((salary) => ({
    period: salary.period,
    amount: formatMinorUnits(BigInt(salary.amount)),
    minDeposit: salary.minDeposit === null ? null : formatMinorUnits(BigInt(salary.minDeposit)),
    minValidBet: salary.minValidBet === null ? null : formatMinorUnits(BigInt(salary.minValidBet)),
  })),
  rebateBonus: Object.fromEntries(
    Object.entries(row.rebateBonus).map(([category, units]) => [category, unitsToRate(units)]),
  ),
  withdrawalDailyCount: row.withdrawalDailyCount,
  withdrawalMaxAmount: row.withdrawalMaxAmount === null ? null : formatMinorUnits(row.withdrawalMaxAmount),
});

const rankValues = (input: RankInput) => ({
  name: input.name,
  labelColor: input.labelColor,
  textColor: input.textColor,
  match: input.match,
  promotion: storeConditions(input.promotion),
  keepMatch: input.keepMatch,
  keep: storeConditions(input.keep),
  upgradeBonus: input.upgradeBonus === null ? null : minor(input.upgradeBonus),
  salaries: input.salaries.map((salary) => ({
    period: salary.period,
    amount: String(minor(salary.amount)),
    minDeposit: salary.minDeposit === null ? null : String(minor(salary.minDeposit)),
    minValidBet: salary.minValidBet === null ? null : String(minor(salary.minValidBet)),
  })),
  rebateBonus: Object.fromEntries(
    Object.entries(input.rebateBonus).flatMap(([category, rate]) =>
      rate === undefined || rateToUnits(rate) === 0 ? [] : [[category, rateToUnits(rate)]],
    ),
  ) as Partial<Record<RebateCategory, number>>,
  withdrawalDailyCount: input.withdrawalDailyCount,
  withdrawalMaxAmount: input.withdrawalMaxAmount === null ? null : minor(input.withdrawalMaxAmount),
});

/** Each enabled condition's actual against its target, and whether the match holds (none enabled: null). */
export const judge = (conditions: StoredConditions, match: VipMatch, figures: Figures) => {
  const progress: VipProgress[] = VIP_CONDITIONS.flatMap((condition) => {
    const target = conditions[condition];
    if (target === undefined) return [];
    const expected = BigInt(target);
    const actual = figures[condition];
    return [
      {
        condition,
        actual: showTarget(condition, actual),
        expected: showTarget(condition, expected),
        met: actual >= expected,
      },
    ];
  });
  if (progress.length === 0) return { progress, passed: null };
  const passed = match === 'ALL' ? progress.every((p) => p.met) : progress.some((p) => p.met);
  return { progress, passed };
};

export type VipService = ReturnType<typeof createVipService>;

/**
 * VIP ranks (issue 26): a member rises to every next rank whose promotion conditions its statistics
 * meet (on demand when the VIP page opens, and by a job over the members active that day), each
 * rank reached granting its upgrade bonus once ever (`vip:<rankId>`); the monthly keep check drops a
 * member one rank when the month missed its rank's keep conditions; salaries per day, week or month
 * (`vip-salary:<rankId>:<period>`). Every change is recorded with its reason, and members'
 * `vip_level` is written with it. A member's evaluation runs under its own lock.
 */
export const createVipService = ({
  db,
  core,
  members,
  statistics,
  downlines,
  system,
  audit,
  clock,
}: {
  db: Database;
  core: Pick<RewardsCore, 'grant'>;
  members: Pick<
    MembersService,
    'findById' | 'findByUsername' | 'findUsernames' | 'setVipLevel' | 'findVipMembers'
  >;
  statistics: Pick<StatisticsService, 'member' | 'membersActive'>;
  downlines: Pick<DownlinesService, 'maxRebateUnits'>;
  system: SystemService;
  audit: AuditService;
  clock: Clock;
}) => {
  const timeZone = async () => (await system.getSiteSetting()).timeZone;
  const dayOf = (at: Date, zone: string) => formatTimestamp(at, zone).slice(0, 10);

  const requireVip = async () => {
    if (!(await system.getFeatures())[MODULE_ID.VIP]) throw new AppError('feature_disabled');
  };

  const readRanks = (executor: Executor = db) => executor.select().from(vipRanks).orderBy(vipRanks.level);

  /**
   * A rank's rebate bonus is added to members' rates up to the operator's maximum (agent policy): a
   * bonus above that maximum could never be paid, so it is refused under its input.
   */
  const checkRebateBonus = async (executor: Executor, input: RankInput, language: Language) => {
    const max = await downlines.maxRebateUnits(executor);
    const fields = Object.fromEntries(
      Object.entries(input.rebateBonus).flatMap(([category, rate]) => {
        const ceiling = max[category as RebateCategory];
        return rate === undefined || rateToUnits(rate) <= ceiling
          ? []
          : [
              [
                `rebateBonus.${category}`,
                validationText('rebateAboveMax', language).replace('{max}', unitsToRate(ceiling)),
              ],
            ];
      }),
    );
    if (Object.keys(fields).length > 0) throw fieldError(fields);
  };

  /** The member's figures over a month's days (`from`..`to`) and all time through `to`. */
  const figuresOf = async (memberId: number, from: string, to: string): Promise<Figures> => {
    const [month, total] = await Promise.all([
      statistics.member(memberId, { from, to }),
      statistics.member(memberId, { from: FIRST_DAY, to }),
    ]);
    return {
      MONTHLY_DEPOSIT: month.totals.depositAmount,
      TOTAL_DEPOSIT: total.totals.depositAmount,
      DEPOSIT_COUNT: BigInt(total.totals.depositCount),
      MONTHLY_TURNOVER: month.totals.validBet,
      TOTAL_TURNOVER: total.totals.validBet,
    };
  };

  /** The level VIP last recorded for the member (0 before any change), in `executor`. */
  const levelOf = async (executor: Executor, memberId: number) => {
    const [last] = await executor
      .select({ toLevel: vipRankChanges.toLevel, createdAt: vipRankChanges.createdAt })
      .from(vipRankChanges)
      .where(eq(vipRankChanges.memberId, memberId))
      .orderBy(desc(vipRankChanges.id))
      .limit(1);
    return { level: last?.toLevel ?? 0, since: last?.createdAt ?? null };
  };

  const lockMember = (tx: Executor, memberId: number) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vip:${memberId}`}, 0))`);

  const recordChange = async (
    tx: Executor,
    change: {
      memberId: number;
      fromLevel: number;
      toLevel: number;
      reason: VipRankChange['reason'];
      period?: string;
      staffId?: number;
      note?: string;
    },
  ) => {
    const [row] = await tx
      .insert(vipRankChanges)
      .values({ ...change, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (row) await members.setVipLevel(tx, change.memberId, change.toLevel);
    return row;
  };

  /** Grants a VIP reward to the reward centre (claimed there) and records it when it is new. */
  const grantReward = async (
    tx: Executor,
    input: {
      memberId: number;
      rank: RankRow;
      amount: bigint;
      salary?: { period: VipSalaryPeriod; key: string; day: string };
    },
  ) => {
    const { rank, salary } = input;
    const salaryTitle = {
      DAILY: ['日給', 'daily salary'],
      WEEKLY: ['週給', 'weekly salary'],
      MONTHLY: ['月給', 'monthly salary'],
    };
    const title = salary
      ? {
          JA: `${rank.name.JA} ${salaryTitle[salary.period][0]}（${salary.key}）`,
          EN: `${rank.name.EN} ${salaryTitle[salary.period][1]} (${salary.key})`,
        }
      : { JA: `${rank.name.JA} 昇格ボーナス`, EN: `${rank.name.EN} upgrade bonus` };
    const granted = await core.grant(tx, {
      memberId: input.memberId,
      source: salary ? 'VIP_SALARY' : 'VIP_UPGRADE',
      sourceRef: salary ? `vip-salary:${rank.id}:${salary.key}` : `vip:${rank.id}`,
      title,
      prize: { kind: 'MONEY', amount: input.amount },
      claim: 'MANUAL',
    });
    if (!granted.created) return false;
    await tx.insert(vipGrants).values({
      memberId: input.memberId,
      rankId: rank.id,
      kind: salary ? 'SALARY' : 'UPGRADE',
      salaryPeriod: salary?.period ?? null,
      period: salary?.day ?? null,
      rewardId: granted.rewardId,
      amount: input.amount,
      createdAt: clock.now(),
    });
    return true;
  };

  /**
   * Raises the member to every next rank its figures meet (in order, stopping at the first missed),
   * granting each rank's upgrade bonus. Answers the level it is at.
   */
  const evaluate = async (memberId: number) => {
    const zone = await timeZone();
    const today = dayOf(clock.now(), zone);
    const [figures, ranks] = await Promise.all([
      figuresOf(memberId, `${today.slice(0, 8)}01`, today),
      readRanks(),
    ]);
    return db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const { level } = await levelOf(tx, memberId);
      let reached = level;
      for (const rank of ranks) {
        if (rank.level <= reached) continue;
        if (judge(rank.promotion, rank.match, figures).passed !== true) break;
        reached = rank.level;
        if (rank.upgradeBonus !== null) await grantReward(tx, { memberId, rank, amount: rank.upgradeBonus });
      }
      if (reached > level) {
        await recordChange(tx, { memberId, fromLevel: level, toLevel: reached, reason: 'PROMOTION' });
      }
      return reached;
    });
  };

  /** Promotes the members with a deposit or valid bet on the period's day (or days). */
  const runEvaluate = async (ctx: Pick<PeriodJobContext, 'period' | 'heartbeat'>) => {
    if (!(await system.getFeatures())[MODULE_ID.VIP]) return { skipped: true };
    const zone = await timeZone();
    const range = {
      from: dayOf(ctx.period.start, zone),
      to: dayOf(new Date(ctx.period.end.getTime() - 1), zone),
    };
    const [ids, ranks] = await Promise.all([statistics.membersActive(range), readRanks()]);
    let promoted = 0;
    for (const [index, memberId] of ids.entries()) {
      if (index > 0 && index % 50 === 0) await ctx.heartbeat();
      const member = await members.findById(memberId);
      if (!member || member.vipLevel >= ranks.length) continue;
      if ((await evaluate(memberId)) > member.vipLevel) promoted += 1;
    }
    return { members: ids.length, promoted };
  };

  /**
   * The month's keep check: a member whose rank has keep conditions the month missed drops one rank
   * (once per month: the demotion names the month). A member who reached its rank during or after the
   * month is not judged on it.
   */
  const runKeep = async (ctx: Pick<PeriodJobContext, 'period' | 'heartbeat'>) => {
    if (!(await system.getFeatures())[MODULE_ID.VIP]) return { skipped: true };
    const zone = await timeZone();
    const from = dayOf(ctx.period.start, zone);
    const to = dayOf(new Date(ctx.period.end.getTime() - 1), zone);
    const ranks = await readRanks();
    let demoted = 0;
    for (const [index, member] of (await members.findVipMembers()).entries()) {
      if (index > 0 && index % 50 === 0) await ctx.heartbeat();
      const rank = ranks.find((r) => r.level === member.vipLevel);
      if (!rank) continue;
      const figures = await figuresOf(member.id, from, to);
      if (judge(rank.keep, rank.keepMatch, figures).passed !== false) continue;
      const done = await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        const { level, since } = await levelOf(tx, member.id);
        if (level !== rank.level || (since !== null && since >= ctx.period.start)) return false;
        const row = await recordChange(tx, {
          memberId: member.id,
          fromLevel: level,
          toLevel: level - 1,
          reason: 'DEMOTION',
          period: from,
        });
        return row !== undefined;
      });
      if (done) demoted += 1;
    }
    return { demoted };
  };

  /** A period's salaries: each VIP member whose rank pays one and whose period met its requirements. */
  const runSalary = async (period: VipSalaryPeriod, ctx: Pick<PeriodJobContext, 'period' | 'heartbeat'>) => {
    if (!(await system.getFeatures())[MODULE_ID.VIP]) return { skipped: true };
    const zone = await timeZone();
    const range = {
      from: dayOf(ctx.period.start, zone),
      to: dayOf(new Date(ctx.period.end.getTime() - 1), zone),
    };
    const ranks = await readRanks();
    let paid = 0;
    for (const [index, member] of (await members.findVipMembers()).entries()) {
      if (index > 0 && index % 50 === 0) await ctx.heartbeat();
      const rank = ranks.find((r) => r.level === member.vipLevel);
      const salary = rank?.salaries.find((s) => s.period === period);
      if (!rank || !salary) continue;
      const { totals } = await statistics.member(member.id, range);
      if (salary.minDeposit !== null && totals.depositAmount < BigInt(salary.minDeposit)) continue;
      if (salary.minValidBet !== null && totals.validBet < BigInt(salary.minValidBet)) continue;
      const granted = await db.transaction((tx) =>
        grantReward(tx, {
          memberId: member.id,
          rank,
          amount: BigInt(salary.amount),
          salary: { period, key: ctx.period.key, day: range.from },
        }),
      );
      if (granted) paid += 1;
    }
    return { paid };
  };

  const changesPage = async (
    memberId: number | null,
    page: { pageNum: number; pageSize: number },
  ): Promise<{ list: VipRankChange[]; total: number; totalPages: number }> => {
    const where = memberId === null ? undefined : eq(vipRankChanges.memberId, memberId);
    const found = await fetchPage(
      page,
      db.select().from(vipRankChanges).where(where).orderBy(desc(vipRankChanges.id)),
      db.select({ n: count() }).from(vipRankChanges).where(where),
    );
    const [names, zone] = await Promise.all([
      members.findUsernames(found.list.map((r) => r.memberId)),
      timeZone(),
    ]);
    return {
      ...found,
      list: found.list.map((row) => ({
        id: row.id,
        account: names.get(row.memberId) ?? '',
        fromLevel: row.fromLevel,
        toLevel: row.toLevel,
        reason: row.reason,
        note: row.note,
        createdAt: formatTimestamp(row.createdAt, zone),
      })),
    };
  };

  /** The rank of a member's level now (its own lookups: withdrawal limits, rebate bonus). */
  const rankOfMember = async (memberId: number, executor: Executor = db) => {
    const { level } = await levelOf(executor, memberId);
    if (level === 0) return undefined;
    const [rank] = await executor.select().from(vipRanks).where(eq(vipRanks.level, level));
    return rank;
  };

  return {
    /** `GET /wps/relay/vip`: evaluates the member, then its progress and the ranks. */
    overview: async (memberId: number): Promise<VipOverview> => {
      await requireVip();
      const level = await evaluate(memberId);
      const zone = await timeZone();
      const today = dayOf(clock.now(), zone);
      const [figures, ranks] = await Promise.all([
        figuresOf(memberId, `${today.slice(0, 8)}01`, today),
        readRanks(),
      ]);
      const next = ranks.find((rank) => rank.level === level + 1);
      const current = ranks.find((rank) => rank.level === level);
      const keep = current ? judge(current.keep, current.keepMatch, figures) : null;
      return {
        level,
        ranks: ranks.map(present),
        next: next
          ? { match: next.match, progress: judge(next.promotion, next.match, figures).progress }
          : null,
        keep:
          current && keep && keep.passed !== null
            ? { match: current.keepMatch, progress: keep.progress }
            : null,
      };
    },

    /** `GET /wps/relay/vip/grants`: the member's upgrade bonuses and salaries. */
    grants: async (memberId: number, language: Language, page: { pageNum: number; pageSize: number }) => {
      await requireVip();
      const where = eq(vipGrants.memberId, memberId);
      const [found, zone] = await Promise.all([
        fetchPage(
          page,
          db
            .select({ grant: vipGrants, name: vipRanks.name })
            .from(vipGrants)
            .leftJoin(vipRanks, eq(vipRanks.id, vipGrants.rankId))
            .where(where)
            .orderBy(desc(vipGrants.id)),
          db.select({ n: count() }).from(vipGrants).where(where),
        ),
        timeZone(),
      ]);
      const list: VipGrant[] = found.list.map(({ grant, name }) => ({
        id: grant.id,
        kind: grant.kind,
        rank: name?.[language] ?? '',
        period: grant.period,
        salaryPeriod: grant.salaryPeriod,
        amount: formatMinorUnits(grant.amount),
        createdAt: formatTimestamp(grant.createdAt, zone),
      }));
      return { ...found, list };
    },

    /** Member info's `rank`: the name of a level's rank. */
    rankName: async (level: number, language: Language) => {
      const [rank] = await db.select({ name: vipRanks.name }).from(vipRanks).where(eq(vipRanks.level, level));
      return rank ? rank.name[language] : null;
    },

    /** The rebate's bonus rates of the member's rank (hundredths of a percent). */
    rebateBonus: async (memberId: number, executor: Executor) =>
      (await rankOfMember(memberId, executor))?.rebateBonus ?? {},

    /** The withdrawal service's limits of the member's rank. */
    withdrawalLimits: async (memberId: number) => {
      const rank = await rankOfMember(memberId);
      return { dailyCount: rank?.withdrawalDailyCount ?? null, maxAmount: rank?.withdrawalMaxAmount ?? null };
    },

    jobs: (): PeriodJob[] => [
      { name: VIP_EVALUATE_JOB, period: { every: 'hour' }, lagMs: 60_000, catchUp: 2, run: runEvaluate },
      { name: VIP_KEEP_JOB, period: { every: 'month' }, lagMs: 10 * 60_000, catchUp: 1, run: runKeep },
      ...(Object.entries(SALARY_JOBS) as [VipSalaryPeriod, (typeof SALARY_JOBS)[VipSalaryPeriod]][]).map(
        ([period, job]): PeriodJob => ({
          name: job.name,
          period: { every: job.every },
          lagMs: 10 * 60_000,
          catchUp: 1,
          run: (ctx) => runSalary(period, ctx),
        }),
      ),
    ],

    ranks: async () => (await readRanks()).map(present),

    createRank: async (actor: Actor, input: RankInput, language: Language) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('vip:ranks', 0))`);
        await checkRebateBonus(tx, input, language);
        const ranks = await readRanks(tx);
        if (ranks.length >= VIP_MAX_RANKS) throw new AppError('vip_rank_limit');
        const [row] = await tx
          .insert(vipRanks)
          .values({ ...rankValues(input), level: ranks.length + 1, updatedAt: clock.now() })
          .returning();
        if (!row) throw new Error('a VIP rank was not inserted');
        await audit.record(tx, actor, {
          action: 'vip.rank_save',
          targetType: 'vip_rank',
          targetId: row.id,
          before: null,
          after: present(row),
        });
        return present(row);
      }),

    updateRank: async (actor: Actor, id: number, input: RankInput, language: Language) =>
      db.transaction(async (tx) => {
        await checkRebateBonus(tx, input, language);
        const [before] = await tx.select().from(vipRanks).where(eq(vipRanks.id, id)).for('update');
        if (!before) throw new AppError('not_found_entity');
        const [row] = await tx
          .update(vipRanks)
          .set({ ...rankValues(input), updatedAt: clock.now() })
          .where(eq(vipRanks.id, id))
          .returning();
        if (!row) throw new AppError('not_found_entity');
        await audit.record(tx, actor, {
          action: 'vip.rank_save',
          targetType: 'vip_rank',
          targetId: id,
          before: present(before),
          after: present(row),
        });
        return present(row);
      }),

    deleteRank: async (actor: Actor, id: number) => {
      const holders = await members.findVipMembers();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('vip:ranks', 0))`);
        const ranks = await readRanks(tx);
        const rank = ranks.find((r) => r.id === id);
        if (!rank) throw new AppError('not_found_entity');
        const held = holders.some((m) => m.vipLevel >= rank.level);
        if (rank.level !== ranks.length || held) throw new AppError('vip_rank_in_use');
        await tx.delete(vipRanks).where(eq(vipRanks.id, id));
        await audit.record(tx, actor, {
          action: 'vip.rank_save',
          targetType: 'vip_rank',
          targetId: id,
          before: present(rank),
          after: null,
        });
        return { id };
      });
    },

    changes: async (query: { account?: string | undefined; pageNum: number; pageSize: number }) => {
      if (query.account === undefined) return changesPage(null, query);
      const member = await members.findByUsername(query.account);
      if (!member) return { list: [], total: 0, totalPages: 0 };
      return changesPage(member.id, query);
    },

    /** Sets a member's level by hand (audited, recorded as MANUAL; no upgrade bonus). */
    setRank: async (actor: Actor, input: VipSetRank): Promise<VipRankChange> => {
      const member = await members.findByUsername(input.account);
      if (!member) throw new AppError('not_found_entity');
      const ranks = await readRanks();
      if (input.level > ranks.length) throw new AppError('not_found_entity');
      const row = await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        const { level } = await levelOf(tx, member.id);
        const change = await recordChange(tx, {
          memberId: member.id,
          fromLevel: level,
          toLevel: input.level,
          reason: 'MANUAL',
          staffId: actor.staffId,
          note: input.note,
        });
        if (!change) throw new Error(`the manual rank of member ${member.id} was not recorded`);
        await audit.record(tx, actor, {
          action: 'vip.set_rank',
          targetType: 'member',
          targetId: member.id,
          before: { level },
          after: { level: input.level, note: input.note },
        });
        return change;
      });
      return {
        id: row.id,
        account: member.username,
        fromLevel: row.fromLevel,
        toLevel: row.toLevel,
        reason: row.reason,
        note: row.note,
        createdAt: formatTimestamp(row.createdAt, await timeZone()),
      };
    },
  };
};
