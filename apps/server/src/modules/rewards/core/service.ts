import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  MODULE_ID,
  PROMO_COUNT_KINDS,
  formatMinorUnits,
  validationText,
  type GameCategory,
  type Language,
  type LocalizedText,
  type PromoCountKind,
  type PromoCounts,
  type Reward,
  type RewardAdminRow,
  type RewardClaim,
  type RewardClaimAll,
  type RewardCost,
  type RewardSource,
  type RewardStatus,
  type RewardSummary,
  type TurnoverBase,
  type manualRewardSchema,
  type rewardAdminQuerySchema,
  type rewardCostQuerySchema,
  type rewardListQuerySchema,
  type turnoverAdminQuerySchema,
  type audienceAgentsQuerySchema,
  type AudienceAgent,
} from '@platform/contract';
import type { z } from 'zod';
import { systemClock, type Clock } from '../../../platform/clock.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { dayRange } from '../../../platform/db/day-range.ts';
import { AppError, fieldError } from '../../../platform/http/errors.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import type { EventsService } from '../../../platform/events/service.ts';
import type { LedgerService } from '../../../platform/ledger/service.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { MembersService } from '../../members/service.ts';
import type { NotificationsService } from '../../notifications/service.ts';
import type { SystemService } from '../../system/service.ts';
import type { WalletService } from '../../wallet/service.ts';
import { rewards, type ClaimMode, type StoredTurnoverRule } from './tables.ts';
import { createTurnover } from './turnover.ts';

/** What a reward gives (rewards-s17 "The core's interface"). */
export type Prize =
  | { kind: 'MONEY' | 'BONUS'; amount: bigint }
  | { kind: 'POINTS'; points: bigint }
  | { kind: 'TICKET'; ticketEventId: number; count: number };

/** A bonus's turnover requirement: required = floor(base × multiple / 100). */
export interface TurnoverRule {
  /** Hundredths: 300 = 3×. */
  multiple: number;
  base: TurnoverBase;
  /** For BONUS_PLUS_DEPOSIT. */
  depositAmount?: bigint;
  /** TURNOVER_WEIGHT_SCALE units per product; absent = 0. */
  weights: Partial<Record<GameCategory, number>>;
}

export interface GrantInput {
  memberId: number;
  source: RewardSource;
  /** Unique per member and source: 'promotion:12', 'mission:3:2', 'signin:2026-11-25'. */
  sourceRef: string;
  title: LocalizedText;
  prize: Prize;
  turnover?: TurnoverRule;
  /** A PENDING reward not claimed by then becomes EXPIRED. */
  expiresAt?: Date | null;
  /** AUTO pays inside the caller's transaction now; MANUAL waits as PENDING in the reward centre. */
  claim: ClaimMode;
}

export interface GrantResult {
  rewardId: number;
  created: boolean;
  status: RewardStatus;
}

/** What a POINTS or TICKET handler is given: pay it in `tx`, keyed by `key` (`reward:<rewardId>`). */
export interface PrizeHandlerInput {
  memberId: number;
  rewardId: number;
  prize: Prize;
  key: string;
}
export type PrizeHandler = (tx: Executor, input: PrizeHandlerInput) => Promise<void>;
export type CountProvider = (memberId: number) => Promise<number>;

export type ClaimResult = RewardClaim;

type RewardRow = typeof rewards.$inferSelect;
type NoticeRow = Awaited<ReturnType<NotificationsService['record']>>;

export interface RewardsCoreDeps {
  db: Database;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'getMainBalance'>;
  members: Pick<MembersService, 'findByUsername' | 'findUsernames'>;
  notifications: Pick<NotificationsService, 'record' | 'push'>;
  events: EventsService;
  audit: AuditService;
  system: SystemService;
  /** The messages module's inbox: the member menu's message badge. */
  inbox: { unreadCount: (memberId: number) => Promise<number> };
  clock?: Clock;
}

const prizeOf = (row: RewardRow): Prize => {
  switch (row.prizeKind) {
    case 'MONEY':
    case 'BONUS':
      return { kind: row.prizeKind, amount: row.amount ?? 0n };
    case 'POINTS':
      return { kind: 'POINTS', points: row.points ?? 0n };
    case 'TICKET':
      return { kind: 'TICKET', ticketEventId: row.ticketEventId ?? 0, count: row.ticketCount ?? 0 };
    default:
      throw new Error(`reward ${row.id} has prize ${row.prizeKind}, which is never granted`);
  }
};

/** A value with its bigint amounts as decimal strings, for the audit log's JSON. */
const plainAmounts = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, field: unknown) =>
      typeof field === 'bigint' ? formatMinorUnits(field) : field,
    ),
  );

const isMoney = (row: RewardRow) => row.prizeKind === 'MONEY' || row.prizeKind === 'BONUS';

/** The key of a reward's payment, in the ledger and in the POINTS/TICKET handlers. */
export const rewardKey = (rewardId: number) => `reward:${rewardId}`;

/**
 * The reward centre's core: every activity grants through `grant` (idempotent per member, source and
 * reference) and the member claims here, paid once under any concurrency; bonus turnover holds a
 * bonus back from withdrawal until it is played through.
 */
export const createRewardsCore = (deps: RewardsCoreDeps) => {
  const { db, ledger, wallet, members, notifications, audit, system } = deps;
  const clock = deps.clock ?? systemClock;
  const handlers = new Map<'POINTS' | 'TICKET', PrizeHandler>();
  const providers = new Map<PromoCountKind, CountProvider>();
  const turnover = createTurnover({ db, events: deps.events, clock });

  const requireEnabled = async () => {
    if (!(await system.getFeatures())[MODULE_ID.REWARDS]) throw new AppError('feature_disabled');
  };

  /** Every PENDING reward past its expiry becomes EXPIRED (one member's, or everyone's for the job). */
  const expireDue = async (memberId?: number) => {
    const expired = await db
      .update(rewards)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(rewards.status, 'PENDING'),
          sql`${rewards.expiresAt} <= ${clock.now().toISOString()}::timestamptz`,
          memberId === undefined ? undefined : eq(rewards.memberId, memberId),
        ),
      )
      .returning({ id: rewards.id });
    return expired.length;
  };

  const view = (row: RewardRow, language: Language, timeZone: string): Reward => ({
    id: row.id,
    source: row.source,
    title: row.title[language],
    prizeKind: row.prizeKind,
    amount: row.amount === null ? null : formatMinorUnits(row.amount),
    points: row.points === null ? null : row.points.toString(),
    ticketCount: row.ticketCount,
    turnoverMultiple: row.turnover?.multiple ?? null,
    status: row.status,
    expiresAt: row.expiresAt ? formatTimestamp(row.expiresAt, timeZone) : null,
    createdAt: formatTimestamp(row.createdAt, timeZone),
    claimedAt: row.claimedAt ? formatTimestamp(row.claimedAt, timeZone) : null,
  });

  /**
   * Pays a PENDING reward in `tx`: the conditional update decides (a claimed, expired or cancelled
   * reward refuses), then the money, the turnover requirement, or the POINTS/TICKET handler.
   */
  const pay = async (tx: Executor, rewardId: number): Promise<RewardRow> => {
    const now = clock.now();
    const [claimed] = await tx
      .update(rewards)
      .set({ status: 'CLAIMED', claimedAt: now })
      .where(
        and(
          eq(rewards.id, rewardId),
          eq(rewards.status, 'PENDING'),
          sql`(${rewards.expiresAt} is null or ${rewards.expiresAt} > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning();
    if (!claimed) {
      const [row] = await tx.select({ status: rewards.status }).from(rewards).where(eq(rewards.id, rewardId));
      throw new AppError(row?.status === 'CLAIMED' ? 'reward_already_claimed' : 'reward_expired');
    }
    const prize = prizeOf(claimed);
    if (prize.kind === 'MONEY' || prize.kind === 'BONUS') {
      const result = await ledger.transfer(
        {
          idempotencyKey: rewardKey(claimed.id),
          from: { operator: 'BONUS' },
          to: { memberId: claimed.memberId, kind: 'MAIN' },
          amount: prize.amount,
          type: 'BONUS',
          metadata: { rewardId: claimed.id, source: claimed.source },
        },
        tx,
      );
      await tx.update(rewards).set({ transferId: result.transfer.id }).where(eq(rewards.id, claimed.id));
      if (prize.kind === 'BONUS' && claimed.turnover) {
        await turnover.open(tx, {
          rewardId: claimed.id,
          memberId: claimed.memberId,
          bonus: prize.amount,
          rule: claimed.turnover,
          now,
        });
      }
      return { ...claimed, transferId: result.transfer.id };
    }
    const handler = handlers.get(prize.kind);
    if (!handler) throw new AppError('feature_disabled');
    await handler(tx, {
      memberId: claimed.memberId,
      rewardId: claimed.id,
      prize,
      key: rewardKey(claimed.id),
    });
    return claimed;
  };

  /** The grant, with the notice of a MANUAL reward waiting (to push once the caller has committed). */
  const grantWithNotice = async (
    tx: Executor,
    input: GrantInput,
  ): Promise<GrantResult & { notice: NoticeRow | null }> => {
    const { prize } = input;
    if (
      input.claim === 'AUTO' &&
      (prize.kind === 'POINTS' || prize.kind === 'TICKET') &&
      !handlers.has(prize.kind)
    ) {
      throw new AppError('feature_disabled');
    }
    const stored: StoredTurnoverRule | null =
      prize.kind === 'BONUS' && input.turnover
        ? {
            multiple: input.turnover.multiple,
            base: input.turnover.base,
            depositAmount: input.turnover.depositAmount?.toString() ?? null,
            weights: input.turnover.weights,
          }
        : null;
    const [created] = await tx
      .insert(rewards)
      .values({
        memberId: input.memberId,
        source: input.source,
        sourceRef: input.sourceRef,
        title: input.title,
        prizeKind: prize.kind,
        amount: prize.kind === 'MONEY' || prize.kind === 'BONUS' ? prize.amount : null,
        points: prize.kind === 'POINTS' ? prize.points : null,
        ticketEventId: prize.kind === 'TICKET' ? prize.ticketEventId : null,
        ticketCount: prize.kind === 'TICKET' ? prize.count : null,
        turnover: stored,
        status: 'PENDING',
        claimMode: input.claim,
        expiresAt: input.claim === 'MANUAL' ? (input.expiresAt ?? null) : null,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [first] = await tx
        .select()
        .from(rewards)
        .where(
          and(
            eq(rewards.memberId, input.memberId),
            eq(rewards.source, input.source),
            eq(rewards.sourceRef, input.sourceRef),
          ),
        );
      if (!first) throw new Error(`reward ${input.source} ${input.sourceRef} conflicted but cannot be read`);
      return { rewardId: first.id, created: false, status: first.status, notice: null };
    }
    if (input.claim === 'AUTO') {
      await pay(tx, created.id);
      return { rewardId: created.id, created: true, status: 'CLAIMED', notice: null };
    }
    const { balance } = await wallet.getMainBalance(input.memberId, tx);
    const notice = await notifications.record(tx, input.memberId, {
      kind: 'REWARD_GRANTED',
      orderNo: String(created.id),
      amount: created.amount ?? 0n,
      balance,
      reason: input.title.EN,
    });
    return { rewardId: created.id, created: true, status: 'PENDING', notice };
  };

  const findOwn = async (executor: Executor, memberId: number, rewardId: number) => {
    const [row] = await executor
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, rewardId), eq(rewards.memberId, memberId)));
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  const claim = async (
    memberId: number,
    rewardId: number,
    language: Language = 'EN',
  ): Promise<ClaimResult> => {
    const paid = await db.transaction(async (tx) => {
      await findOwn(tx, memberId, rewardId);
      return pay(tx, rewardId);
    });
    const [{ balance }, { timeZone }] = await Promise.all([
      wallet.getMainBalance(memberId),
      system.getSiteSetting(),
    ]);
    return { reward: view(paid, language, timeZone), balance: formatMinorUnits(balance) };
  };

  /** The member's rewards waiting to be claimed, of one source when given. */
  const pendingCount = async (
    memberId: number,
    filter: { only?: RewardSource; except?: readonly RewardSource[] } = {},
  ) => {
    await expireDue(memberId);
    const [row] = await db
      .select({ n: count() })
      .from(rewards)
      .where(
        and(
          eq(rewards.memberId, memberId),
          eq(rewards.status, 'PENDING'),
          filter.only === undefined ? undefined : eq(rewards.source, filter.only),
          filter.except === undefined ? undefined : notInArray(rewards.source, [...filter.except]),
        ),
      );
    return row?.n ?? 0;
  };
  // Rescues, upgrade bonuses and referral rewards count under their own kinds (SAVIOR,
  // UPGRADE_BONUS, REFERRAL), not twice.
  providers.set('MANUAL', (memberId) =>
    pendingCount(memberId, { except: ['RESCUE', 'VIP_UPGRADE', 'REFERRAL'] }),
  );

  const counts = async (memberId: number): Promise<PromoCounts> => {
    const entries = await Promise.all(
      PROMO_COUNT_KINDS.map(async (kind) => {
        const provider = providers.get(kind);
        return [
          kind,
          { enabled: provider !== undefined, count: provider ? await provider(memberId) : 0 },
        ] as const;
      }),
    );
    const kinds = Object.fromEntries(entries) as PromoCounts['kinds'];
    const reward = entries.reduce(
      (total, [kind, entry]) => (kind === 'MISSION' ? total : total + entry.count),
      0,
    );
    return {
      kinds,
      badges: { mission: kinds.MISSION.count, message: await deps.inbox.unreadCount(memberId), reward },
    };
  };

  const costRows = async (range: z.infer<typeof rewardCostQuerySchema>) => {
    const { timeZone } = await system.getSiteSetting();
    const where = and(
      eq(rewards.status, 'CLAIMED'),
      ...dayRange(rewards.claimedAt, { from: range.startDate, to: range.endDate }, timeZone),
    );
    const activity = sql<string>`case when ${rewards.source} = 'MANUAL' then 'manual'
      else split_part(${rewards.sourceRef}, ':', 1) || ':' || split_part(${rewards.sourceRef}, ':', 2) end`;
    const sums = {
      amount: sql<string>`coalesce(sum(${rewards.amount}), 0)::text`,
      points: sql<string>`coalesce(sum(${rewards.points}), 0)::text`,
      tickets: sql<number>`coalesce(sum(${rewards.ticketCount}), 0)::int`,
      count: sql<number>`count(*)::int`,
    };
    const [bySource, byActivity] = await Promise.all([
      db
        .select({ source: rewards.source, ...sums })
        .from(rewards)
        .where(where)
        .groupBy(rewards.source)
        .orderBy(rewards.source),
      db
        .select({ source: rewards.source, activity, ...sums })
        .from(rewards)
        .where(where)
        .groupBy(rewards.source, activity)
        .orderBy(rewards.source, activity),
    ]);
    const money = (row: { amount: string; points: string; tickets: number; count: number }) => ({
      amount: formatMinorUnits(BigInt(row.amount)),
      points: row.points,
      tickets: Number(row.tickets),
      count: Number(row.count),
    });
    const total = bySource.reduce(
      (acc, row) => ({
        amount: acc.amount + BigInt(row.amount),
        points: acc.points + BigInt(row.points),
        count: acc.count + Number(row.count),
      }),
      { amount: 0n, points: 0n, count: 0 },
    );
    return {
      bySource: bySource.map((row) => ({ source: row.source, ...money(row) })),
      byActivity: byActivity.map((row) => ({ source: row.source, activity: row.activity, ...money(row) })),
      total: { amount: formatMinorUnits(total.amount), points: total.points.toString(), count: total.count },
    } satisfies RewardCost;
  };

  const adminView = (row: RewardRow, account: string, timeZone: string): RewardAdminRow => ({
    id: row.id,
    memberId: row.memberId,
    account,
    source: row.source,
    sourceRef: row.sourceRef,
    title: row.title,
    prizeKind: row.prizeKind,
    amount: row.amount === null ? null : formatMinorUnits(row.amount),
    points: row.points === null ? null : row.points.toString(),
    ticketEventId: row.ticketEventId,
    ticketCount: row.ticketCount,
    turnoverMultiple: row.turnover?.multiple ?? null,
    status: row.status,
    claimMode: row.claimMode,
    expiresAt: row.expiresAt ? formatTimestamp(row.expiresAt, timeZone) : null,
    createdAt: formatTimestamp(row.createdAt, timeZone),
    claimedAt: row.claimedAt ? formatTimestamp(row.claimedAt, timeZone) : null,
  });

  /** The member id of an exact account, or a field error on `account`; a trial account cannot hold rewards. */
  const memberOfAccount = async (account: string, language: Language) => {
    const member = await members.findByUsername(account);
    if (!member) throw fieldError({ account: validationText('unknownOption', language) });
    return member;
  };

  const adminRow = async (executor: Executor, rewardId: number) => {
    const [row] = await executor.select().from(rewards).where(eq(rewards.id, rewardId));
    if (!row) throw new AppError('not_found_entity');
    const [names, { timeZone }] = await Promise.all([
      members.findUsernames([row.memberId]),
      system.getSiteSetting(),
    ]);
    return adminView(row, names.get(row.memberId) ?? '', timeZone);
  };

  return {
    requireEnabled,

    /**
     * Grants a reward in the caller's transaction, idempotent on (member, source, sourceRef): a second
     * grant answers the first row (`created: false`) and moves nothing. AUTO pays now.
     */
    grant: async (tx: Executor, input: GrantInput): Promise<GrantResult> => {
      const { rewardId, created, status } = await grantWithNotice(tx, input);
      return { rewardId, created, status };
    },

    /** Claims one PENDING reward of the member in its own transaction: paid once. */
    claim,

    /** Registers who pays POINTS or TICKET prizes (the points ledger, the tickets). */
    handle: (kind: 'POINTS' | 'TICKET', handler: PrizeHandler) => {
      handlers.set(kind, handler);
    },

    /** Registers a kind's count of the reward centre badges. */
    countProvider: (kind: PromoCountKind, provider: CountProvider) => {
      providers.set(kind, provider);
    },

    counts,

    /** Rewards waiting to be claimed, of one source when given (a slice's own badge count: SAVIOR). */
    pendingCount,

    /**
     * Where some of a member's rewards stand (waiting, claimed, expired, cancelled), by id, past-due
     * ones expired first: for an activity's own records. Ids of another member's rewards answer nothing.
     */
    statuses: async (memberId: number, rewardIds: readonly number[]): Promise<Map<number, RewardStatus>> => {
      if (rewardIds.length === 0) return new Map();
      await expireDue(memberId);
      const rows = await db
        .select({ id: rewards.id, status: rewards.status })
        .from(rewards)
        .where(and(eq(rewards.memberId, memberId), inArray(rewards.id, [...rewardIds])));
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /** Member info's `availablePromoCount`: the sum of every kind's count. */
    promoCount: async (memberId: number) => {
      if (!(await system.getFeatures())[MODULE_ID.REWARDS]) return 0;
      const { kinds } = await counts(memberId);
      return Object.values(kinds).reduce((total, kind) => total + kind.count, 0);
    },

    expireDue,

    summary: async (memberId: number): Promise<RewardSummary> => {
      const [pending, site] = await Promise.all([pendingCount(memberId), system.getSiteSetting()]);
      const now = clock.now().toISOString();
      const dayStart = sql`(date_trunc('day', ${now}::timestamptz at time zone ${site.timeZone}) at time zone ${site.timeZone})`;
      const [row] = await db
        .select({
          totalBonus: sql<string>`coalesce(sum(${rewards.amount}), 0)::text`,
          totalPoints: sql<string>`coalesce(sum(${rewards.points}), 0)::text`,
          today: sql<string>`coalesce(sum(${rewards.amount}) filter (where ${rewards.claimedAt} >= ${dayStart}), 0)::text`,
        })
        .from(rewards)
        .where(and(eq(rewards.memberId, memberId), eq(rewards.status, 'CLAIMED')));
      return {
        totalBonus: formatMinorUnits(BigInt(row?.totalBonus ?? 0)),
        totalPoints: row?.totalPoints ?? '0',
        receivedToday: formatMinorUnits(BigInt(row?.today ?? 0)),
        pendingCount: pending,
      };
    },

    list: async (memberId: number, query: z.infer<typeof rewardListQuerySchema>, language: Language) => {
      await expireDue(memberId);
      const where = and(
        eq(rewards.memberId, memberId),
        query.tab === 'PENDING' ? eq(rewards.status, 'PENDING') : ne(rewards.status, 'PENDING'),
      );
      const [[total], rows, { timeZone }] = await Promise.all([
        db.select({ n: count() }).from(rewards).where(where),
        db
          .select()
          .from(rewards)
          .where(where)
          .orderBy(desc(rewards.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        system.getSiteSetting(),
      ]);
      const n = total?.n ?? 0;
      return {
        list: rows.map((row) => view(row, language, timeZone)),
        total: n,
        totalPages: Math.ceil(n / query.pageSize),
      };
    },

    /** Claims every pending reward, each in its own transaction; expired ones on the way are skipped. */
    claimAll: async (memberId: number): Promise<RewardClaimAll> => {
      await expireDue(memberId);
      const pending = await db
        .select({ id: rewards.id })
        .from(rewards)
        .where(and(eq(rewards.memberId, memberId), eq(rewards.status, 'PENDING')))
        .orderBy(rewards.id);
      let claimed = 0;
      let amount = 0n;
      let points = 0n;
      let tickets = 0;
      for (const { id } of pending) {
        try {
          const row = await db.transaction((tx) => pay(tx, id));
          claimed += 1;
          if (isMoney(row)) amount += row.amount ?? 0n;
          points += row.points ?? 0n;
          tickets += row.ticketCount ?? 0;
        } catch (error) {
          // Claimed by a concurrent call or expired meanwhile: the others still pay.
          if (
            !(error instanceof AppError) ||
            !['reward_already_claimed', 'reward_expired'].includes(error.code)
          ) {
            throw error;
          }
        }
      }
      const { balance } = await wallet.getMainBalance(memberId);
      return {
        claimed,
        amount: formatMinorUnits(amount),
        points: points.toString(),
        tickets,
        balance: formatMinorUnits(balance),
      };
    },

    turnover,

    /** The withdrawal service's check, inside its transaction: what the member may withdraw now. */
    withdrawable: turnover.withdrawable,

    turnoverOverview: (memberId: number, language: Language) => turnover.overview(memberId, language, system),

    jobs: () => [
      {
        name: 'expire-rewards',
        period: { every: 'minutes' as const, minutes: 1 },
        run: async () => {
          await expireDue();
        },
      },
    ],

    admin: {
      list: async (query: z.infer<typeof rewardAdminQuerySchema>) => {
        const member = query.account ? await members.findByUsername(query.account) : undefined;
        if (query.account && !member) return { list: [], total: 0, totalPages: 0 };
        const { timeZone } = await system.getSiteSetting();
        const where = and(
          member ? eq(rewards.memberId, member.id) : undefined,
          query.source ? eq(rewards.source, query.source) : undefined,
          query.status ? eq(rewards.status, query.status) : undefined,
          ...dayRange(rewards.createdAt, { from: query.startDate, to: query.endDate }, timeZone),
        );
        const [[total], rows] = await Promise.all([
          db.select({ n: count() }).from(rewards).where(where),
          db
            .select()
            .from(rewards)
            .where(where)
            .orderBy(desc(rewards.id))
            .limit(query.pageSize)
            .offset((query.pageNum - 1) * query.pageSize),
        ]);
        const names = await members.findUsernames(rows.map((row) => row.memberId));
        const n = total?.n ?? 0;
        return {
          list: rows.map((row) => adminView(row, names.get(row.memberId) ?? '', timeZone)),
          total: n,
          totalPages: Math.ceil(n / query.pageSize),
        };
      },

      /** A manual reward (source MANUAL, reference `manual:<requestId>`): a retry grants nothing twice. */
      grant: async (actor: Actor, input: z.infer<typeof manualRewardSchema>, language: Language) => {
        const member = await memberOfAccount(input.account, language);
        if ((await system.getMemberTypes()).isTrial(member.type)) throw new AppError('in_need_true_account');
        const { prize } = input;
        const grantPrize: Prize =
          prize.kind === 'POINTS'
            ? { kind: 'POINTS', points: BigInt(prize.points) }
            : prize.kind === 'TICKET'
              ? { kind: 'TICKET', ticketEventId: prize.ticketEventId, count: prize.count }
              : { kind: prize.kind, amount: prize.amount };
        const rule = prize.kind === 'BONUS' ? prize.turnover : undefined;
        const result = await db.transaction(async (tx) => {
          const granted = await grantWithNotice(tx, {
            memberId: member.id,
            source: 'MANUAL',
            sourceRef: `manual:${input.requestId}`,
            title: input.title,
            prize: grantPrize,
            turnover: rule
              ? {
                  multiple: rule.multiple,
                  base: rule.base,
                  ...(rule.depositAmount === undefined ? {} : { depositAmount: rule.depositAmount }),
                  weights: rule.weights,
                }
              : undefined,
            expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
            claim: input.claim,
          });
          if (granted.created) {
            await audit.record(tx, actor, {
              action: 'reward.grant',
              targetType: 'reward',
              targetId: granted.rewardId,
              before: null,
              after: {
                account: member.username,
                prize: plainAmounts(input.prize),
                claim: input.claim,
                status: granted.status,
              },
            });
          }
          return granted;
        });
        if (result.notice) await notifications.push(result.notice);
        return adminRow(db, result.rewardId);
      },

      /** Cancels a PENDING reward: it can no longer be claimed. */
      cancel: async (actor: Actor, rewardId: number, reason: string) => {
        await db.transaction(async (tx) => {
          const [cancelled] = await tx
            .update(rewards)
            .set({ status: 'CANCELLED' })
            .where(and(eq(rewards.id, rewardId), eq(rewards.status, 'PENDING')))
            .returning();
          if (!cancelled) {
            const [row] = await tx
              .select({ status: rewards.status })
              .from(rewards)
              .where(eq(rewards.id, rewardId));
            if (!row) throw new AppError('not_found_entity');
            throw new AppError(row.status === 'CLAIMED' ? 'reward_already_claimed' : 'reward_expired');
          }
          await audit.record(tx, actor, {
            action: 'reward.grant',
            targetType: 'reward',
            targetId: rewardId,
            before: { status: 'PENDING' },
            after: { status: 'CANCELLED', reason },
          });
        });
        return adminRow(db, rewardId);
      },

      /** The requirements with their bonus titles in the staff member's language. */
      turnover: async (query: z.infer<typeof turnoverAdminQuerySchema>, language: Language) => {
        const member = query.account ? await members.findByUsername(query.account) : undefined;
        if (query.account && !member) return { list: [], total: 0, totalPages: 0 };
        return turnover.adminList(
          { memberId: member?.id, status: query.status, pageNum: query.pageNum, pageSize: query.pageSize },
          language,
          { members, system },
        );
      },

      cancelTurnover: (actor: Actor, id: number, reason: string, language: Language) =>
        turnover.end(actor, id, reason, 'CANCELLED', language, { audit, ledger, members, system }),

      forfeitTurnover: (actor: Actor, id: number, reason: string, language: Language) =>
        turnover.end(actor, id, reason, 'FORFEITED', language, { audit, ledger, members, system }),

      cost: costRows,

      /** The agents an audience names: the one of an exact account (a field error otherwise), the saved ids found. */
      audienceAgents: async (
        query: z.infer<typeof audienceAgentsQuerySchema>,
        language: Language,
      ): Promise<AudienceAgent[]> => {
        const found: AudienceAgent[] = [];
        if (query.account !== undefined) {
          const member = await members.findByUsername(query.account);
          if (!member) {
            throw fieldError({
              account: validationText('unknownAccount', language).replace('{accounts}', query.account),
            });
          }
          if (!(await system.getMemberTypes()).isAgent(member.type))
            throw fieldError({ account: validationText('notAnAgent', language) });
          found.push({ id: member.id, account: member.username });
        }
        const ids = query.ids?.split(',').map(Number) ?? [];
        const names = await members.findUsernames(ids);
        for (const id of new Set(ids)) {
          const account = names.get(id);
          if (account !== undefined && !found.some((agent) => agent.id === id)) found.push({ id, account });
        }
        return found;
      },
    },
  };
};
export type RewardsCore = ReturnType<typeof createRewardsCore>;
