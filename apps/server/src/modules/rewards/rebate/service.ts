import { and, between, count, desc, eq, sql } from 'drizzle-orm';
import {
  CATEGORY_GROUP,
  MODULE_ID,
  REBATE_CATEGORIES,
  REBATE_LOOKBACK_DAYS,
  formatMinorUnits,
  rateToUnits,
  unitsToRate,
  type GameCategory,
  type RebateCategory,
  type RebateClaim,
  type RebateClaimKind,
  type RebateDetails,
  type RebateProduct,
  type RebateSettings,
  type RebateSummary,
} from '@platform/contract';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PeriodJob, PeriodJobContext } from '../../../platform/jobs/runner.ts';
import type { LedgerService } from '../../../platform/ledger/service.ts';
import type { StatisticsService } from '../../../platform/statistics/service.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { DownlinesService, RebateUnits } from '../../downlines/service.ts';
import type { MembersService } from '../../members/service.ts';
import type { SystemService } from '../../system/service.ts';
import { rebateClaims, rebateCoverage, rebateSettings, type StoredRebateProduct } from './tables.ts';

const DAY_MS = 86_400_000;
/** Rates are hundredths of a percent: an amount is valid bet × rate / 10,000. */
const RATE_DIVISOR = 10_000n;
/** The daily automatic run: after each merchant day, once the day's last rounds are in the statistics. */
export const REBATE_AUTO_JOB = 'rebate-auto';

/** `YYYY-MM-DD` moved by whole days. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The rebate category a statistics (game) category counts under; undefined for rows that are no game. */
const rebateCategoryOf = (category: string): RebateCategory | undefined => {
  const grouped = CATEGORY_GROUP[category as GameCategory] ?? category;
  return (REBATE_CATEGORIES as readonly string[]).includes(grouped) ? (grouped as RebateCategory) : undefined;
};

const fill = (stored: Record<string, number>): RebateUnits =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, stored[c] ?? 0])) as RebateUnits;

const presentProduct = (product: StoredRebateProduct): RebateProduct => ({
  category: product.category,
  validBet: formatMinorUnits(BigInt(product.validBet)),
  rate: unitsToRate(product.rate),
  amount: formatMinorUnits(BigInt(product.amount)),
});

/** What a member's rebate pays now: per product, the total, and the coverage a payment writes. */
interface Computed {
  products: StoredRebateProduct[];
  total: bigint;
  /** Each (day, category) a payment covers, with the valid bet it covers up to. */
  coverage: { day: string; category: RebateCategory; covered: bigint }[];
}

export type RebateService = ReturnType<typeof createRebateService>;

/**
 * Manual rebate, bonus details and the daily automatic rebate (binding rules "Rebate"): a
 * member's rebate per product is floor(uncovered valid bet × rate / 10,000) over the last
 * REBATE_LOOKBACK_DAYS merchant days, where the valid bet is the statistics' and "uncovered" leaves
 * out what earlier payments covered. Every payment (claim or job) runs under the member's lock,
 * moves the money from the operator's bonus account and raises the coverage in one transaction.
 */
export const createRebateService = ({
  db,
  ledger,
  system,
  members,
  downlines,
  statistics,
  audit,
  clock,
  bonusRates,
}: {
  db: Database;
  ledger: LedgerService;
  system: SystemService;
  members: Pick<MembersService, 'findById' | 'findByUsername'>;
  downlines: Pick<DownlinesService, 'memberRebateUnits' | 'maxRebateUnits'>;
  statistics: Pick<StatisticsService, 'validBetsByDay' | 'membersWithValidBet'>;
  audit: AuditService;
  clock: Clock;
  /** Extra rates of the member (its VIP rank's rebate bonus), hundredths of a percent, added to its own. */
  bonusRates?: (memberId: number, executor: Executor) => Promise<Partial<Record<RebateCategory, number>>>;
}) => {
  const timeZone = async () => (await system.getSiteSetting()).timeZone;
  const today = async () => formatTimestamp(clock.now(), await timeZone()).slice(0, 10);

  /** Member calls answer `feature_disabled` while the rewards module's white-label switch is off. */
  const requireRewards = async () => {
    if (!(await system.getFeatures())[MODULE_ID.REWARDS]) throw new AppError('feature_disabled');
  };

  const readSettings = async (executor: Executor = db) => {
    const [row] = await executor.select().from(rebateSettings).where(eq(rebateSettings.id, 1));
    return { defaultRates: fill(row?.defaultRates ?? {}), autoRebate: row?.autoRebate ?? false };
  };

  const requireMember = async (memberId: number) => {
    const member = await members.findById(memberId);
    if (!member) throw new AppError('not_found_entity');
    return member;
  };

  /**
   * The member's rates: its upline's setting, or the operator's default member rates without an
   * upline, plus any bonus. A bonus never raises a rate above the operator's maximum (agent policy);
   * it lowers no rate either.
   */
  const ratesOf = async (member: { id: number; parentId: number | null }, executor: Executor = db) => {
    const placed = (await downlines.memberRebateUnits([member], executor)).get(member.id);
    const own = placed ?? (await readSettings(executor)).defaultRates;
    const bonus = (await bonusRates?.(member.id, executor)) ?? {};
    if (Object.keys(bonus).length === 0) return own;
    const max = await downlines.maxRebateUnits(executor);
    return fill(
      Object.fromEntries(
        REBATE_CATEGORIES.map((c) => [c, Math.max(own[c], Math.min(own[c] + (bonus[c] ?? 0), max[c]))]),
      ),
    );
  };

  const compute = async (
    executor: Executor,
    member: { id: number; parentId: number | null },
    through: string,
  ): Promise<Computed> => {
    const range = { from: shiftDay(through, -(REBATE_LOOKBACK_DAYS - 1)), to: through };
    const rates = await ratesOf(member, executor);
    const played = await statistics.validBetsByDay(member.id, range, executor);
    const covered = await executor
      .select()
      .from(rebateCoverage)
      .where(and(eq(rebateCoverage.memberId, member.id), between(rebateCoverage.day, range.from, range.to)));
    const coveredOf = new Map(covered.map((row) => [`${row.day} ${row.category}`, row.covered]));
    const validBet = new Map<string, { day: string; category: RebateCategory; validBet: bigint }>();
    for (const row of played) {
      const category = rebateCategoryOf(row.category);
      if (!category) continue;
      const key = `${row.day} ${category}`;
      const entry = validBet.get(key) ?? { day: row.day, category, validBet: 0n };
      entry.validBet += row.validBet;
      validBet.set(key, entry);
    }
    const uncovered = [...validBet.entries()].flatMap(([key, entry]) => {
      const left = entry.validBet - (coveredOf.get(key) ?? 0n);
      return left > 0n ? [{ ...entry, left }] : [];
    });
    const products = REBATE_CATEGORIES.map((category) => {
      const base = uncovered
        .filter((entry) => entry.category === category)
        .reduce((sum, entry) => sum + entry.left, 0n);
      const amount = (base * BigInt(rates[category])) / RATE_DIVISOR;
      return { category, validBet: String(base), rate: rates[category], amount: String(amount) };
    });
    const paying = new Set(products.filter((p) => BigInt(p.amount) > 0n).map((p) => p.category));
    return {
      products,
      total: products.reduce((sum, p) => sum + BigInt(p.amount), 0n),
      coverage: uncovered
        .filter((entry) => paying.has(entry.category))
        .map((entry) => ({ day: entry.day, category: entry.category, covered: entry.validBet })),
    };
  };

  const claimOf = (executor: Executor, memberId: number, kind: RebateClaimKind, date: string) =>
    executor
      .select({ id: rebateClaims.id })
      .from(rebateClaims)
      .where(
        and(
          eq(rebateClaims.memberId, memberId),
          eq(rebateClaims.kind, kind),
          eq(rebateClaims.settlementDate, date),
        ),
      );

  /**
   * Pays the member's uncovered rebate for days up to `through` under its lock: the claim row, the
   * transfer and the coverage commit together. Null when it was paid before or there is nothing.
   */
  const pay = async (
    member: { id: number; parentId: number | null },
    kind: RebateClaimKind,
    date: string,
    through: string,
  ) =>
    db.transaction(async (tx) => {
      // A member's claim and the daily job (on any instance) wait on each other here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rebate:${member.id}`}, 0))`);
      if ((await claimOf(tx, member.id, kind, date)).length > 0)
        return { paid: null, reason: 'claimed' } as const;
      const computed = await compute(tx, member, through);
      if (computed.total === 0n) return { paid: null, reason: 'nothing' } as const;
      const key = kind === 'MANUAL' ? `rebate:${member.id}:${date}` : `rebate:auto:${member.id}:${date}`;
      const { transfer } = await ledger.transfer(
        {
          idempotencyKey: key,
          from: { operator: 'BONUS' },
          to: { memberId: member.id, kind: 'MAIN' },
          amount: computed.total,
          type: 'REBATE',
          metadata: { rebate: kind, settlementDate: date },
        },
        tx,
      );
      const [claim] = await tx
        .insert(rebateClaims)
        .values({
          memberId: member.id,
          kind,
          settlementDate: date,
          amount: computed.total,
          products: computed.products,
          transferId: transfer.id,
          createdAt: clock.now(),
        })
        .returning();
      if (!claim) throw new Error(`rebate claim of member ${member.id} for ${date} was not recorded`);
      await tx
        .insert(rebateCoverage)
        .values(computed.coverage.map((entry) => ({ memberId: member.id, ...entry })))
        .onConflictDoUpdate({
          target: [rebateCoverage.memberId, rebateCoverage.day, rebateCoverage.category],
          set: { covered: sql`greatest(${rebateCoverage.covered}, excluded.covered)` },
        });
      return { paid: claim, reason: null } as const;
    });

  const present = async (rows: (typeof rebateClaims.$inferSelect)[]): Promise<RebateClaim[]> => {
    const zone = await timeZone();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      settlementDate: row.settlementDate,
      amount: formatMinorUnits(row.amount),
      products: row.products.map(presentProduct),
      createdAt: formatTimestamp(row.createdAt, zone),
    }));
  };

  const claimsPage = async (memberId: number, page: { pageNum: number; pageSize: number }) => {
    const where = eq(rebateClaims.memberId, memberId);
    const [total] = await db.select({ n: count() }).from(rebateClaims).where(where);
    const rows = await db
      .select()
      .from(rebateClaims)
      .where(where)
      .orderBy(desc(rebateClaims.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize);
    const n = total?.n ?? 0;
    return { list: await present(rows), total: n, totalPages: Math.ceil(n / page.pageSize) };
  };

  /** The daily run for one merchant day: every member with valid bets in its lookback, paid once. */
  const runDay = async (ctx: Pick<PeriodJobContext, 'period' | 'heartbeat'>) => {
    const day = ctx.period.key;
    const [features, settings] = await Promise.all([system.getFeatures(), readSettings()]);
    if (!features[MODULE_ID.REWARDS] || !settings.autoRebate) return { day, skipped: true };
    const memberIds = await statistics.membersWithValidBet({
      from: shiftDay(day, -(REBATE_LOOKBACK_DAYS - 1)),
      to: day,
    });
    let paid = 0;
    let total = 0n;
    for (const [index, memberId] of memberIds.entries()) {
      if (index > 0 && index % 50 === 0) await ctx.heartbeat();
      const member = await members.findById(memberId);
      if (!member) continue;
      const result = await pay(member, 'AUTO', day, day);
      if (result.paid) {
        paid += 1;
        total += result.paid.amount;
      }
    }
    return { day, skipped: false, members: paid, total };
  };

  return {
    /** `GET /wps/relay/rebate`. */
    summary: async (memberId: number): Promise<RebateSummary> => {
      await requireRewards();
      const member = await requireMember(memberId);
      const date = await today();
      const [computed, claimed, settings] = await Promise.all([
        compute(db, member, date),
        claimOf(db, memberId, 'MANUAL', date),
        readSettings(),
      ]);
      return {
        settlementDate: date,
        claimedToday: claimed.length > 0,
        products: computed.products.map(presentProduct),
        total: formatMinorUnits(computed.total),
        autoRebate: settings.autoRebate,
      };
    },

    /** `POST /wps/relay/rebate/claim`: today's claim, once. */
    claim: async (memberId: number): Promise<RebateClaim> => {
      await requireRewards();
      const member = await requireMember(memberId);
      const date = await today();
      const result = await pay(member, 'MANUAL', date, date);
      if (!result.paid) {
        throw new AppError(
          result.reason === 'claimed' ? 'rebate_already_claimed' : 'rebate_nothing_to_claim',
        );
      }
      const [claim] = await present([result.paid]);
      if (!claim) throw new Error('a paid claim was not presented');
      return claim;
    },

    /** `GET /wps/relay/rebate/claims`. */
    claims: async (memberId: number, page: { pageNum: number; pageSize: number }) => {
      await requireRewards();
      return claimsPage(memberId, page);
    },

    /** `GET /wps/relay/rebate/details`: the rate per product. */
    details: async (memberId: number): Promise<RebateDetails> => {
      await requireRewards();
      const rates = await ratesOf(await requireMember(memberId));
      return {
        rates: REBATE_CATEGORIES.map((category) => ({ category, rate: unitsToRate(rates[category]) })),
      };
    },

    /** The daily automatic rebate, a period job after each merchant day. */
    jobs: (): PeriodJob[] => [
      { name: REBATE_AUTO_JOB, period: { every: 'day' }, lagMs: 5 * 60_000, catchUp: 3, run: runDay },
    ],

    settings: async (): Promise<RebateSettings> => {
      const settings = await readSettings();
      return {
        defaultRates: Object.fromEntries(
          REBATE_CATEGORIES.map((c) => [c, unitsToRate(settings.defaultRates[c])]),
        ) as RebateSettings['defaultRates'],
        autoRebate: settings.autoRebate,
      };
    },

    /** Saves the settings with their audit entry (`rebate.config`, before and after) in one transaction. */
    saveSettings: async (actor: Actor, next: RebateSettings): Promise<RebateSettings> => {
      const defaultRates = Object.fromEntries(
        REBATE_CATEGORIES.map((c) => [c, rateToUnits(next.defaultRates[c])]),
      );
      await db.transaction(async (tx) => {
        const before = await readSettings(tx);
        const values = { defaultRates, autoRebate: next.autoRebate, updatedAt: clock.now() };
        await tx
          .insert(rebateSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: rebateSettings.id, set: values });
        await audit.record(tx, actor, {
          action: 'rebate.config',
          targetType: 'rebate_settings',
          targetId: 1,
          before,
          after: { defaultRates, autoRebate: next.autoRebate },
        });
      });
      return next;
    },

    /** Paid rebates per merchant day, newest first. */
    report: async (page: { pageNum: number; pageSize: number }) => {
      const days = db
        .select({
          day: rebateClaims.settlementDate,
          autoMembers: sql<number>`(count(*) filter (where ${rebateClaims.kind} = 'AUTO'))::int`,
          autoTotal: sql<string>`coalesce(sum(${rebateClaims.amount}) filter (where ${rebateClaims.kind} = 'AUTO'), 0)::text`,
          manualMembers: sql<number>`(count(*) filter (where ${rebateClaims.kind} = 'MANUAL'))::int`,
          manualTotal: sql<string>`coalesce(sum(${rebateClaims.amount}) filter (where ${rebateClaims.kind} = 'MANUAL'), 0)::text`,
        })
        .from(rebateClaims)
        .groupBy(rebateClaims.settlementDate);
      const [total] = await db
        .select({ n: sql<number>`count(distinct ${rebateClaims.settlementDate})::int` })
        .from(rebateClaims);
      const rows = await days
        .orderBy(desc(rebateClaims.settlementDate))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize);
      const n = Number(total?.n ?? 0);
      return {
        list: rows.map((row) => ({
          day: row.day,
          autoMembers: Number(row.autoMembers),
          autoTotal: formatMinorUnits(BigInt(row.autoTotal)),
          manualMembers: Number(row.manualMembers),
          manualTotal: formatMinorUnits(BigInt(row.manualTotal)),
        })),
        total: n,
        totalPages: Math.ceil(n / page.pageSize),
      };
    },

    /** A member's paid rebates by account; an unknown account answers an empty page. */
    memberClaims: async (query: { account: string; pageNum: number; pageSize: number }) => {
      const member = await members.findByUsername(query.account);
      if (!member) return { list: [], total: 0, totalPages: 0 };
      return claimsPage(member.id, query);
    },
  };
};
