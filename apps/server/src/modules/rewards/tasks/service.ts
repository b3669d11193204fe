import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  MODULE_ID,
  formatMinorUnits,
  validationText,
  type ConditionProgress,
  type GameCategory,
  type Language,
  type LocalizedText,
  type NewbieSettings,
  type NewbieView,
  type PromoCode,
  type PromoCodeView,
  type ProgressCondition,
  type RescueSettings,
  type RescueView,
  type RewardSource,
  type SignInResult,
  type SignInSettings,
  type SignInView,
  type TaskGrant,
  type TaskPrize,
} from '@platform/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { uniqueViolation } from '../../../platform/db/database-errors.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import { AppError, fieldError } from '../../../platform/http/errors.ts';
import { periodAt, type Period } from '../../../platform/jobs/periods.ts';
import type { PeriodJob } from '../../../platform/jobs/runner.ts';
import type { Figures, GameFigures, StatisticsService } from '../../../platform/statistics/service.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { Catalogue } from '../../games/catalogue.ts';
import type { MembersService } from '../../members/service.ts';
import type { SystemService } from '../../system/service.ts';
import type { RewardsCore } from '../core/service.ts';
import type { Eligibility } from './eligibility.ts';
import { corePrize, minor, moneyOf, storedPrize, type TaskPrizeInput } from './prizes.ts';
import {
  promoCodeRedemptions,
  promoCodes,
  rewardNewbieClaims,
  rewardRescues,
  rewardSignIns,
  rewardTaskSettings,
} from './tables.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The rescue job runs this long after the day ends, so the day's last rounds are in the statistics. */
const RESCUE_LAG_MS = 5 * 60_000;
/** How many rescues the member's view lists. */
const RESCUES_SHOWN = 30;

type SettingsKind = 'SIGN_IN' | 'NEWBIE' | 'RESCUE';
interface SettingsOf {
  SIGN_IN: SignInSettings;
  NEWBIE: NewbieSettings;
  RESCUE: RescueSettings;
}

/** Until the operator sets a task, it is off. */
const DEFAULTS: SettingsOf = {
  SIGN_IN: {
    enabled: false,
    days: [{ kind: 'MONEY', amount: '1.00' }],
    requireValidBet: false,
    minValidBet: null,
    missedDay: 'RESTART',
  },
  NEWBIE: { enabled: false, withinDays: 7, perIpLimit: null, steps: [] },
  RESCUE: { enabled: false, expiryHours: 72, tiers: [] },
};

/** `YYYY-MM-DD` moved by whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A rescue tier's payment for a net loss: the highest tier of the category the loss reaches. */
export const rescueAmount = (tiers: RescueSettings['tiers'], category: string, netLoss: bigint): bigint => {
  const reached = tiers
    .filter((tier) => tier.category === category && minor(tier.minLoss) <= netLoss)
    .sort((a, b) => (minor(b.minLoss) > minor(a.minLoss) ? 1 : -1))[0];
  if (!reached) return 0n;
  if (reached.kind === 'FIXED') return minor(reached.amount ?? '0');
  const share = (netLoss * BigInt(reached.percent ?? 0)) / 10_000n;
  return reached.cap === null ? share : share < minor(reached.cap) ? share : minor(reached.cap);
};

/** A promo code condition's actual value in hundredths (amounts in minor units, counts × 100). */
const actualOf = (condition: ProgressCondition, figures: Figures, bets: GameFigures): bigint => {
  switch (condition) {
    case 'DEPOSIT_AMOUNT':
      return figures.depositAmount;
    case 'DEPOSIT_COUNT':
      return BigInt(figures.depositCount) * 100n;
    case 'VALID_BET':
      return bets.validBet;
    case 'BET_COUNT':
      return BigInt(bets.betCount) * 100n;
    case 'PROFIT_MULTIPLIER':
      return bets.stake > 0n ? ((bets.payout - bets.stake) * 100n) / bets.stake : 0n;
  }
};
const NO_BETS: GameFigures = { betCount: 0, stake: 0n, validBet: 0n, payout: 0n };
const COUNTS = new Set<ProgressCondition>(['DEPOSIT_COUNT', 'BET_COUNT']);
const shown = (condition: ProgressCondition, hundredths: bigint) =>
  COUNTS.has(condition) ? String(hundredths / 100n) : formatMinorUnits(hundredths);

type PromoCodeRow = typeof promoCodes.$inferSelect;

export type RewardTasksService = ReturnType<typeof createRewardTasksService>;

/**
 * The reward centre's tasks (issue 25, "Tasks"): daily sign-in, newbie steps, the rescue fund's daily
 * job and promo codes. Each payment is one `core.grant` in the transaction of the task's own row, with a
 * reference per member and reward, so a repeat or a race pays nothing twice.
 */
export const createRewardTasksService = ({
  db,
  core,
  catalogue,
  members,
  statistics,
  eligibility,
  system,
  audit,
  clock,
}: {
  db: Database;
  core: Pick<RewardsCore, 'grant' | 'pendingCount'>;
  catalogue: Pick<Catalogue, 'findVendor' | 'vendors'>;
  members: Pick<MembersService, 'rewardFacts'>;
  statistics: Pick<StatisticsService, 'drain' | 'member' | 'memberVendor' | 'netLossesOfDay'>;
  eligibility: Eligibility;
  system: SystemService;
  audit: AuditService;
  clock: Clock;
}) => {
  const zone = async () => (await system.getSiteSetting()).timeZone;
  const todayOf = (timeZone: string) => periodAt({ every: 'day' }, clock.now(), timeZone).key;
  /** The white-label switch of the whole rewards domain. */
  const requireRewards = async () => {
    if (!(await system.getFeatures())[MODULE_ID.REWARDS]) throw new AppError('feature_disabled');
  };

  const settingsOf = async <K extends SettingsKind>(
    kind: K,
    executor: Executor = db,
  ): Promise<SettingsOf[K]> => {
    const [row] = await executor.select().from(rewardTaskSettings).where(eq(rewardTaskSettings.kind, kind));
    return (row?.settings as SettingsOf[K] | undefined) ?? DEFAULTS[kind];
  };

  const setSettings = async <K extends SettingsKind>(actor: Actor, kind: K, settings: SettingsOf[K]) =>
    db.transaction(async (tx) => {
      const before = await settingsOf(kind, tx);
      await tx
        .insert(rewardTaskSettings)
        .values({ kind, settings, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: rewardTaskSettings.kind, set: { settings, updatedAt: clock.now() } });
      await audit.record(tx, actor, {
        action: 'reward.config',
        targetType: 'reward_task',
        targetId: kind,
        before,
        after: settings,
      });
      return settings;
    });

  /** A prize paid at once through the core (AUTO); `created: false` when the reference was paid before. */
  const grantNow = (
    tx: Executor,
    memberId: number,
    source: RewardSource,
    sourceRef: string,
    title: LocalizedText,
    prize: TaskPrize,
  ) => core.grant(tx, { memberId, source, sourceRef, title, ...corePrize(prize), claim: 'AUTO' });

  /* ------------------------------------------------------------ sign-in */

  /** Where the member stands in the cycle on `today`: signed already, or the cycle day a sign-in would take. */
  const cycleOf = async (executor: Executor, memberId: number, today: string, settings: SignInSettings) => {
    const [last] = await executor
      .select()
      .from(rewardSignIns)
      .where(eq(rewardSignIns.memberId, memberId))
      .orderBy(desc(rewardSignIns.day))
      .limit(1);
    const fresh = { signedToday: false, cycleStart: today, cycleDay: 1, claimedThrough: 0 };
    if (!last) return fresh;
    if (last.day === today) {
      return {
        signedToday: true,
        cycleStart: last.cycleStart,
        cycleDay: last.cycleDay,
        claimedThrough: last.cycleDay,
      };
    }
    const missed = last.day !== addDays(today, -1);
    if ((missed && settings.missedDay === 'RESTART') || last.cycleDay >= settings.days.length) return fresh;
    return {
      signedToday: false,
      cycleStart: last.cycleStart,
      cycleDay: last.cycleDay + 1,
      claimedThrough: last.cycleDay,
    };
  };

  /** The member's valid bet today from fresh statistics, against the sign-in's requirement. */
  const betToday = async (memberId: number, today: string, settings: SignInSettings) => {
    if (!settings.requireValidBet) return { validBet: 0n, progress: null };
    await statistics.drain();
    const { validBet } = (await statistics.member(memberId, { from: today, to: today })).totals;
    const required = settings.minValidBet === null ? 1n : minor(settings.minValidBet);
    const progress: ConditionProgress = {
      condition: 'VALID_BET',
      actual: formatMinorUnits(validBet),
      required: formatMinorUnits(required),
      met: validBet >= required,
    };
    return { validBet, progress };
  };

  const signInView = async (memberId: number): Promise<SignInView> => {
    await requireRewards();
    const today = todayOf(await zone());
    const settings = await settingsOf('SIGN_IN');
    const [cycle, bet] = await Promise.all([
      cycleOf(db, memberId, today, settings),
      betToday(memberId, today, settings),
    ]);
    return {
      enabled: settings.enabled,
      today,
      cycleStart: cycle.cycleStart,
      signedToday: cycle.signedToday,
      canSignIn: settings.enabled && !cycle.signedToday && (bet.progress?.met ?? true),
      requireValidBet: settings.requireValidBet,
      minValidBet: settings.minValidBet,
      todayValidBet: formatMinorUnits(bet.validBet),
      missedDay: settings.missedDay,
      days: settings.days.map((prize, index) => {
        const day = index + 1;
        const state =
          day <= cycle.claimedThrough
            ? 'CLAIMED'
            : !cycle.signedToday && day === cycle.cycleDay
              ? 'TODAY'
              : 'FUTURE';
        return { day, prize, state };
      }),
    };
  };

  const signIn = async (memberId: number): Promise<SignInResult> => {
    await requireRewards();
    const today = todayOf(await zone());
    const settings = await settingsOf('SIGN_IN');
    if (!settings.enabled) throw new AppError('feature_disabled');
    const bet = await betToday(memberId, today, settings);
    if (bet.progress && !bet.progress.met) {
      throw new AppError('reward_not_eligible', { value: { conditions: [bet.progress] } });
    }
    return db.transaction(async (tx) => {
      const cycle = await cycleOf(tx, memberId, today, settings);
      if (cycle.signedToday) throw new AppError('sign_in_done_today');
      const prize = settings.days[cycle.cycleDay - 1] ?? settings.days[0];
      if (!prize) throw new AppError('feature_disabled');
      const granted = await grantNow(
        tx,
        memberId,
        'SIGN_IN',
        `signin:${cycle.cycleStart}:${cycle.cycleDay}`,
        { JA: `デイリーサインイン ${cycle.cycleDay}日目`, EN: `Daily sign-in, day ${cycle.cycleDay}` },
        prize,
      );
      const [row] = await tx
        .insert(rewardSignIns)
        .values({
          memberId,
          day: today,
          cycleStart: cycle.cycleStart,
          cycleDay: cycle.cycleDay,
          rewardId: granted.rewardId,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent sign-in of the same day won: this one rolls back, its grant with it.
      if (!row || !granted.created) throw new AppError('sign_in_done_today');
      return { rewardId: granted.rewardId, prize, day: cycle.cycleDay, signedOn: today };
    });
  };

  /* ------------------------------------------------------------ newbie */

  const newbieState = async (memberId: number) => {
    const timeZone = await zone();
    const today = todayOf(timeZone);
    const settings = await settingsOf('NEWBIE');
    const facts = await members.rewardFacts(memberId);
    const deadline = new Date(facts.registeredAt.getTime() + settings.withinDays * DAY_MS);
    const [progress, claimed] = await Promise.all([
      eligibility.progress(memberId, today, settings.steps),
      db
        .select({ stepId: rewardNewbieClaims.stepId })
        .from(rewardNewbieClaims)
        .where(eq(rewardNewbieClaims.memberId, memberId)),
    ]);
    const claimedIds = new Set(claimed.map((row) => row.stepId));
    const expired = clock.now() >= deadline;
    const steps = settings.steps.map((step, index) => {
      const stepProgress = progress[index] as ConditionProgress;
      const state = claimedIds.has(step.id)
        ? ('CLAIMED' as const)
        : expired
          ? ('EXPIRED' as const)
          : stepProgress.met
            ? ('CLAIM' as const)
            : ('INCOMPLETE' as const);
      return { step, progress: stepProgress, state };
    });
    return { settings, facts, deadline, timeZone, steps };
  };

  const newbieView = async (memberId: number): Promise<NewbieView> => {
    await requireRewards();
    const state = await newbieState(memberId);
    return {
      enabled: state.settings.enabled,
      deadline: formatTimestamp(state.deadline, state.timeZone),
      steps: state.steps.map(({ step, progress, state: stepState }) => ({
        id: step.id,
        prize: step.prize,
        progress,
        state: stepState,
      })),
    };
  };

  const claimNewbie = async (memberId: number, stepId: string): Promise<TaskGrant> => {
    await requireRewards();
    const state = await newbieState(memberId);
    if (!state.settings.enabled) throw new AppError('feature_disabled');
    const found = state.steps.find(({ step }) => step.id === stepId);
    if (!found) throw new AppError('not_found_entity');
    if (found.state === 'CLAIMED') throw new AppError('reward_already_claimed');
    if (found.state === 'EXPIRED') throw new AppError('reward_expired');
    if (found.state === 'INCOMPLETE') {
      throw new AppError('reward_not_eligible', { value: { conditions: [found.progress] } });
    }
    const { perIpLimit } = state.settings;
    const ip = state.facts.registerIp;
    return db.transaction(async (tx) => {
      if (perIpLimit !== null && ip !== null) {
        // One IP's claims are decided one at a time, so the limit holds under concurrent registrations.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reward-newbie-ip:${ip}`}))`);
        const [others] = await tx
          .select({ n: sql<number>`count(distinct ${rewardNewbieClaims.memberId})::int` })
          .from(rewardNewbieClaims)
          .where(
            and(eq(rewardNewbieClaims.registerIp, ip), sql`${rewardNewbieClaims.memberId} <> ${memberId}`),
          );
        if ((others?.n ?? 0) >= perIpLimit) throw new AppError('reward_limit_reached');
      }
      const granted = await grantNow(
        tx,
        memberId,
        'NEWBIE',
        `newbie:${stepId}`,
        { JA: '新人タスク報酬', EN: 'Newbie task reward' },
        found.step.prize,
      );
      const [row] = await tx
        .insert(rewardNewbieClaims)
        .values({ memberId, stepId, registerIp: ip, rewardId: granted.rewardId, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!row || !granted.created) throw new AppError('reward_already_claimed');
      return { rewardId: granted.rewardId, prize: found.step.prize };
    });
  };

  /* ------------------------------------------------------------ rescue fund */

  /** Grants the rescues of one merchant day (the daily period job, after the day ends). */
  const runRescue = async (period: Period) => {
    const settings = await settingsOf('RESCUE');
    if (!settings.enabled || settings.tiers.length === 0) return { granted: 0, amount: '0.00' };
    await statistics.drain();
    const day = period.key;
    const expiresAt = new Date(period.end.getTime() + settings.expiryHours * HOUR_MS);
    let granted = 0;
    let total = 0n;
    for (const loss of await statistics.netLossesOfDay(day)) {
      const amount = rescueAmount(settings.tiers, loss.category, loss.netLoss);
      if (amount <= 0n) continue;
      const created = await db.transaction(async (tx) => {
        const reward = await core.grant(tx, {
          memberId: loss.memberId,
          source: 'RESCUE',
          sourceRef: `rescue:${day}:${loss.category}`,
          title: { JA: `救済金 ${day} ${loss.category}`, EN: `Rescue fund ${day} ${loss.category}` },
          prize: { kind: 'MONEY', amount },
          expiresAt,
          claim: 'MANUAL',
        });
        const [row] = await tx
          .insert(rewardRescues)
          .values({
            memberId: loss.memberId,
            day,
            category: loss.category as GameCategory,
            netLoss: loss.netLoss,
            amount,
            rewardId: reward.rewardId,
            expiresAt,
          })
          .onConflictDoNothing()
          .returning();
        return row !== undefined;
      });
      if (created) {
        granted += 1;
        total += amount;
      }
    }
    return { granted, amount: formatMinorUnits(total) };
  };

  const rescueView = async (memberId: number): Promise<RescueView> => {
    await requireRewards();
    const timeZone = await zone();
    const today = todayOf(timeZone);
    const settings = await settingsOf('RESCUE');
    await statistics.drain();
    const [figures, granted] = await Promise.all([
      statistics.member(memberId, { from: today, to: today }),
      db
        .select()
        .from(rewardRescues)
        .where(eq(rewardRescues.memberId, memberId))
        .orderBy(desc(rewardRescues.day), rewardRescues.category)
        .limit(RESCUES_SHOWN),
    ]);
    const categories = [...new Set(settings.tiers.map((tier) => tier.category))];
    return {
      enabled: settings.enabled,
      expiryHours: settings.expiryHours,
      tiers: settings.tiers,
      today,
      estimate: categories.map((category) => {
        const row = figures.byCategory.find((item) => item.category === category);
        const netLoss = row && row.stake > row.payout ? row.stake - row.payout : 0n;
        return {
          category,
          netLoss: formatMinorUnits(netLoss),
          amount: formatMinorUnits(rescueAmount(settings.tiers, category, netLoss)),
        };
      }),
      granted: granted.map((row) => ({
        day: row.day,
        category: row.category,
        netLoss: formatMinorUnits(row.netLoss),
        amount: formatMinorUnits(row.amount),
        rewardId: row.rewardId,
        expiresAt: formatTimestamp(row.expiresAt, timeZone),
      })),
    };
  };

  /* ------------------------------------------------------------ promo codes */

  /** An open code (enabled, today within its window), or `promo_code_invalid`. */
  const openCode = async (code: string, today: string): Promise<PromoCodeRow> => {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
    if (!row || !row.enabled || today < row.startDay || today > row.endDay)
      throw new AppError('promo_code_invalid');
    return row;
  };

  const progressOf = async (memberId: number, row: PromoCodeRow, today: string) => {
    if (row.conditions.length === 0) return [];
    await statistics.drain();
    const range = { from: row.startDay, to: today < row.endDay ? today : row.endDay };
    const all = await statistics.member(memberId, range);
    // Bets count in the code's vendor and category only, when it names them.
    const played = row.vendor === null ? all : await statistics.memberVendor(memberId, row.vendor, range);
    const bets: GameFigures =
      row.category === null
        ? played.totals
        : (played.byCategory.find((item) => item.category === row.category) ?? NO_BETS);
    return row.conditions.map(({ condition, required }): ConditionProgress => {
      const name = condition as ProgressCondition;
      const actual = actualOf(name, all.totals, bets);
      const needed = minor(required);
      return {
        condition: name,
        actual: shown(name, actual),
        required: shown(name, needed),
        met: actual >= needed,
      };
    });
  };

  const redeemedBy = async (executor: Executor, codeId: number, memberId: number) =>
    (
      await executor
        .select({ n: count() })
        .from(promoCodeRedemptions)
        .where(and(eq(promoCodeRedemptions.codeId, codeId), eq(promoCodeRedemptions.memberId, memberId)))
    )[0]?.n === 1;

  const promoCodeView = async (memberId: number, code: string): Promise<PromoCodeView> => {
    await requireRewards();
    const today = todayOf(await zone());
    const row = await openCode(code, today);
    const [conditions, redeemed] = await Promise.all([
      progressOf(memberId, row, today),
      redeemedBy(db, row.id, memberId),
    ]);
    return {
      code: row.code,
      title: row.title,
      startDay: row.startDay,
      endDay: row.endDay,
      category: row.category,
      vendor:
        row.vendor === null
          ? null
          : { code: row.vendor, name: (await catalogue.findVendor(row.vendor))?.displayName ?? row.vendor },
      prize: row.prize,
      conditions,
      redeemed,
      redeemable: !redeemed && conditions.every((item) => item.met),
    };
  };

  const redeemPromoCode = async (memberId: number, code: string): Promise<TaskGrant> => {
    await requireRewards();
    const today = todayOf(await zone());
    const row = await openCode(code, today);
    if (await redeemedBy(db, row.id, memberId)) throw new AppError('reward_already_claimed');
    const conditions = await progressOf(memberId, row, today);
    if (!conditions.every((item) => item.met)) {
      throw new AppError('reward_not_eligible', { value: { conditions } });
    }
    const money = moneyOf(row.prize);
    return db.transaction(async (tx) => {
      const [redemption] = await tx
        .insert(promoCodeRedemptions)
        .values({ codeId: row.id, memberId, rewardId: 0, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!redemption) throw new AppError('reward_already_claimed');
      // Uses and budget decide in one conditional update: concurrent redemptions never pass either.
      const [counted] = await tx
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1`, spent: sql`${promoCodes.spent} + ${money}` })
        .where(
          and(
            eq(promoCodes.id, row.id),
            or(isNull(promoCodes.maxUses), gt(promoCodes.maxUses, promoCodes.uses)),
            or(isNull(promoCodes.budget), sql`${promoCodes.spent} + ${money} <= ${promoCodes.budget}`),
          ),
        )
        .returning({ id: promoCodes.id });
      if (!counted) throw new AppError('reward_budget_exhausted');
      const granted = await grantNow(
        tx,
        memberId,
        'PROMO_CODE',
        `promo:${row.id}`,
        { JA: `プロモコード ${row.code}`, EN: `Promo code ${row.code}` },
        row.prize,
      );
      if (!granted.created) throw new AppError('reward_already_claimed');
      await tx
        .update(promoCodeRedemptions)
        .set({ rewardId: granted.rewardId })
        .where(and(eq(promoCodeRedemptions.codeId, row.id), eq(promoCodeRedemptions.memberId, memberId)));
      return { rewardId: granted.rewardId, prize: row.prize };
    });
  };

  /* ------------------------------------------------------------ console: promo codes */

  type PromoCodeInput = Omit<PromoCode, 'id' | 'uses' | 'spent' | 'createdAt' | 'budget' | 'prize'> & {
    budget: bigint | null;
    prize: TaskPrizeInput;
  };

  const promoCodeOut = (row: PromoCodeRow, timeZone: string): PromoCode => ({
    id: row.id,
    code: row.code,
    title: row.title,
    enabled: row.enabled,
    startDay: row.startDay,
    endDay: row.endDay,
    prize: row.prize,
    conditions: row.conditions as PromoCode['conditions'],
    category: row.category,
    vendor: row.vendor,
    maxUses: row.maxUses,
    budget: row.budget === null ? null : formatMinorUnits(row.budget),
    uses: row.uses,
    spent: formatMinorUnits(row.spent),
    createdAt: formatTimestamp(row.createdAt, timeZone),
  });

  const savePromoCode = async (
    actor: Actor,
    id: number | null,
    input: PromoCodeInput,
    language: Language,
  ): Promise<PromoCode> => {
    if (input.vendor !== null && !(await catalogue.findVendor(input.vendor))) {
      throw fieldError({ vendor: validationText('unknownOption', language) });
    }
    const timeZone = await zone();
    const values = { ...input, prize: storedPrize(input.prize) };
    try {
      return await db.transaction(async (tx) => {
        let before: PromoCodeRow | undefined;
        let row: PromoCodeRow | undefined;
        if (id === null) {
          [row] = await tx
            .insert(promoCodes)
            .values({ ...values, createdAt: clock.now() })
            .returning();
        } else {
          [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
          if (!before) throw new AppError('not_found_entity');
          [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
        }
        if (!row) throw new AppError('not_found_entity');
        const after = promoCodeOut(row, timeZone);
        await audit.record(tx, actor, {
          action: 'promo_code.save',
          targetType: 'promo_code',
          targetId: row.id,
          before: before ? promoCodeOut(before, timeZone) : null,
          after,
        });
        return after;
      });
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError('conflict');
      throw error;
    }
  };

  return {
    signInView,
    signIn,
    newbieView,
    claimNewbie,
    rescueView,
    promoCodeView,
    redeemPromoCode,
    runRescue,

    /** The daily rescue job: each merchant day, a few minutes after it ends. */
    jobs: (): PeriodJob[] => [
      {
        name: 'reward-rescue',
        period: { every: 'day' },
        lagMs: RESCUE_LAG_MS,
        catchUp: 2,
        run: ({ period }) => runRescue(period),
      },
    ],

    /** The reward centre's badge counts of the tasks (core `countProvider`). */
    counts: {
      /** LOGIN: today's sign-in is open. */
      login: async (memberId: number) => {
        const settings = await settingsOf('SIGN_IN');
        if (!settings.enabled) return 0;
        const cycle = await cycleOf(db, memberId, todayOf(await zone()), settings);
        return cycle.signedToday ? 0 : 1;
      },
      /** SAVIOR: rescues waiting to be claimed (they are MANUAL rewards of the core). */
      savior: (memberId: number) => core.pendingCount(memberId, { only: 'RESCUE' }),
      /** REGISTER: newbie steps ready to claim. */
      register: async (memberId: number) => {
        const state = await newbieState(memberId);
        return state.settings.enabled ? state.steps.filter((step) => step.state === 'CLAIM').length : 0;
      },
    },

    admin: {
      signInSettings: () => settingsOf('SIGN_IN'),
      setSignInSettings: (
        actor: Actor,
        input: Omit<SignInSettings, 'days' | 'minValidBet'> & {
          days: TaskPrizeInput[];
          minValidBet: bigint | null;
        },
      ) =>
        setSettings(actor, 'SIGN_IN', {
          ...input,
          days: input.days.map(storedPrize),
          minValidBet: input.minValidBet === null ? null : formatMinorUnits(input.minValidBet),
        }),
      newbieSettings: () => settingsOf('NEWBIE'),
      setNewbieSettings: (
        actor: Actor,
        input: Omit<NewbieSettings, 'steps'> & {
          steps: (Omit<NewbieSettings['steps'][number], 'prize'> & { prize: TaskPrizeInput })[];
        },
      ) =>
        setSettings(actor, 'NEWBIE', {
          ...input,
          steps: input.steps.map((step) => ({ ...step, prize: storedPrize(step.prize) })),
        }),
      rescueSettings: () => settingsOf('RESCUE'),
      setRescueSettings: (actor: Actor, input: RescueSettings) => {
        // The tiers' amounts arrive as checked decimal text: stored as the ledger writes them ("10" → "10.00").
        const money = (value: string | null) => (value === null ? null : formatMinorUnits(minor(value)));
        return setSettings(actor, 'RESCUE', {
          ...input,
          tiers: input.tiers.map((tier) => ({
            category: tier.category,
            minLoss: formatMinorUnits(minor(tier.minLoss)),
            kind: tier.kind,
            amount: tier.kind === 'FIXED' ? money(tier.amount) : null,
            percent: tier.kind === 'PERCENT' ? tier.percent : null,
            cap: tier.kind === 'PERCENT' ? money(tier.cap) : null,
          })),
        });
      },
      promoCodes: async (query: { pageNum: number; pageSize: number }) => {
        const timeZone = await zone();
        const [total] = await db.select({ n: count() }).from(promoCodes);
        const rows = await db
          .select()
          .from(promoCodes)
          .orderBy(desc(promoCodes.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize);
        const n = total?.n ?? 0;
        return {
          list: rows.map((row) => promoCodeOut(row, timeZone)),
          total: n,
          totalPages: Math.ceil(n / query.pageSize),
        };
      },
      promoCodeVendors: async () =>
        (await catalogue.vendors()).map(({ vassalage, displayName }) => ({ vassalage, displayName })),
      createPromoCode: (actor: Actor, input: PromoCodeInput, language: Language) =>
        savePromoCode(actor, null, input, language),
      updatePromoCode: (actor: Actor, id: number, input: PromoCodeInput, language: Language) =>
        savePromoCode(actor, id, input, language),
    },
  };
};
