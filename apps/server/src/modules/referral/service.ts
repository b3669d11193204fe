import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MODULE_ID,
  REFERRAL_RULES,
  REFERRAL_SHARE_SCALE,
  formatMinorUnits,
  maskCustomerName,
  type LocalizedText,
  type referralAdminInviteesQuerySchema,
  type ReferralInviteeStatus,
  type ReferralOverview,
  type ReferralRule,
  type ReferralSettings,
  type ReferralFailure,
  type referralSettingsInputSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { dayRange } from '../../platform/db/day-range.ts';
import { fetchPage, type PageParams } from '../../platform/db/paging.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import { AppError } from '../../platform/http/errors.ts';
import { periodAt } from '../../platform/jobs/periods.ts';
import type { PeriodJob } from '../../platform/jobs/runner.ts';
import type { StatisticsService } from '../../platform/statistics/service.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import type { RewardsCore } from '../rewards/core/service.ts';
import { addDays } from '../rewards/tasks/service.ts';
import { referralGrants, referralInvitees, referralSettings } from './tables.ts';

type SettingsRow = typeof referralSettings.$inferSelect;
type InviteeRow = typeof referralInvitees.$inferSelect;
type SettingsInput = z.output<typeof referralSettingsInputSchema>;

/** The reward centre's titles of the programme's rewards. */
const TITLES: Record<ReferralRule, LocalizedText> = {
  QUALIFIED: { EN: 'Invite friends: qualified invitee', JA: '友達招待：条件達成の招待者' },
  GROUP: { EN: 'Invite friends: depositing invitees bonus', JA: '友達招待：入金した招待者ボーナス' },
  FIRST_DEPOSIT: { EN: 'Invite friends: share of a first deposit', JA: '友達招待：初回入金の還元' },
  BETS: { EN: 'Invite friends: share of valid bets', JA: '友達招待：有効ベットの還元' },
};

const money = (value: bigint | null) => (value === null ? null : formatMinorUnits(value));

const settingsView = (row: SettingsRow): ReferralSettings => ({
  enabled: row.enabled,
  minFirstDeposit: formatMinorUnits(row.minFirstDeposit),
  minValidBet: money(row.minValidBet),
  qualifyDays: row.qualifyDays,
  uniquePhone: row.uniquePhone,
  refuseSameDevice: row.refuseSameDevice,
  refuseSameIp: row.refuseSameIp,
  qualifiedReward: money(row.qualifiedReward),
  groupSize: row.groupSize,
  groupReward: money(row.groupReward),
  firstDepositShare: row.firstDepositShare,
  betShare: row.betShare,
  betPeriod: row.betPeriod,
});

/** Refused invitees (the inviter's device or IP, a used phone) earn their inviter nothing. */
const isRefused = (row: Pick<InviteeRow, 'status' | 'failure'>) =>
  row.status === 'DUPLICATE_PHONE' || (row.status === 'FAILED' && row.failure === 'SAME_DEVICE');

const share = (amount: bigint, rate: number) => (amount * BigInt(rate)) / BigInt(REFERRAL_SHARE_SCALE);

/** The bet-share period a merchant day closes, if any: its key and its days. */
const closedBetPeriod = (day: string, period: SettingsRow['betPeriod']) => {
  if (period === 'DAY') return { key: day, range: { from: day, to: day } };
  if (period === 'WEEK') {
    // A week (Monday to Sunday) closes on its Sunday.
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return null;
    const monday = addDays(day, -6);
    return { key: `W${monday}`, range: { from: monday, to: day } };
  }
  if (!addDays(day, 1).endsWith('-01')) return null;
  return { key: day.slice(0, 7), range: { from: `${day.slice(0, 8)}01`, to: day } };
};

export type ReferralService = ReturnType<typeof createReferralService>;

/**
 * Invite friends (spec: referral; reference section 12). Invitees are the members registered with
 * the member's code (`members.referrerId`); each is evaluated against the operator's qualification
 * (first deposit, valid bet within the window from the statistics, unique phone, not the inviter's
 * device or IP) when the inviter opens the page and every 15 minutes, and the programme's rewards are
 * granted through the rewards core (source REFERRAL, claimed in the reward centre), once per
 * reference: `referral:qualified:<invitee>`, `referral:deposit:<invitee>`, `referral:group:<block>`,
 * `referral:bets:<period>`.
 */
export const createReferralService = ({
  db,
  members,
  statistics,
  core,
  system,
  audit,
  clock,
}: {
  db: Database;
  members: Pick<
    MembersService,
    'findById' | 'referredMembers' | 'referrerIds' | 'findUsernames' | 'findByUsername'
  >;
  statistics: Pick<StatisticsService, 'firstDeposits' | 'measures'>;
  core: Pick<RewardsCore, 'grant' | 'pendingCount' | 'statuses'>;
  system: SystemService;
  audit: AuditService;
  clock: Clock;
}) => {
  const readSettings = async (executor: Executor = db): Promise<SettingsRow> => {
    await executor.insert(referralSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await executor.select().from(referralSettings).where(eq(referralSettings.id, 1));
    if (!row) throw new Error('referral settings row missing');
    return row;
  };

  const timeZone = async () => (await system.getSiteSetting()).timeZone;
  const dayOf = (at: Date, zone: string) => periodAt({ every: 'day' }, at, zone).key;

  const requireEnabled = async () => {
    if (!(await system.getFeatures())[MODULE_ID.REFERRAL]) throw new AppError('feature_disabled');
  };

  /** Grants one reward and records it, in one transaction; a reference granted before grants nothing. */
  const grantOnce = async (
    referrerId: number,
    grant: { rule: ReferralRule; ref: string; amount: bigint; inviteeId?: number; period?: string },
  ) => {
    if (grant.amount <= 0n) return;
    await db.transaction(async (tx) => {
      const { rewardId, created } = await core.grant(tx, {
        memberId: referrerId,
        source: 'REFERRAL',
        sourceRef: grant.ref,
        title: TITLES[grant.rule],
        prize: { kind: 'MONEY', amount: grant.amount },
        claim: 'MANUAL',
      });
      if (!created) return;
      await tx.insert(referralGrants).values({
        referrerId,
        rule: grant.rule,
        inviteeId: grant.inviteeId ?? null,
        period: grant.period ?? null,
        sourceRef: grant.ref,
        amount: grant.amount,
        rewardId,
        createdAt: clock.now(),
      });
    });
  };

  /** Decides an open invitee's status now: refusals first, then the conditions within the window. */
  const decide = async (
    settings: SettingsRow,
    inviter: { registerIp: string | null; registerDeviceId: string | null },
    invitee: Awaited<ReturnType<MembersService['referredMembers']>>[number],
    window: { from: string; to: string },
    first: { at: Date; amount: bigint } | undefined,
    today: string,
    zone: string,
  ): Promise<{ status: ReferralInviteeStatus; failure: ReferralFailure | null }> => {
    const sameDevice =
      settings.refuseSameDevice &&
      inviter.registerDeviceId !== null &&
      inviter.registerDeviceId === invitee.registerDeviceId;
    const sameIp =
      settings.refuseSameIp && inviter.registerIp !== null && inviter.registerIp === invitee.registerIp;
    if (sameDevice || sameIp) return { status: 'FAILED', failure: 'SAME_DEVICE' };
    if (settings.uniquePhone && invitee.phoneUsedBefore) return { status: 'DUPLICATE_PHONE', failure: null };
    const deposited =
      first !== undefined && first.amount >= settings.minFirstDeposit && dayOf(first.at, zone) <= window.to;
    const betEnough =
      settings.minValidBet === null ||
      (
        await statistics.measures(
          invitee.id,
          { from: window.from, to: window.to < today ? window.to : today },
          [],
        )
      ).validBet >= settings.minValidBet;
    if (deposited && betEnough) return { status: 'QUALIFIED', failure: null };
    if (today > window.to) return { status: 'FAILED', failure: 'EXPIRED' };
    return { status: 'NOT_QUALIFIED', failure: null };
  };

  /** Brings one inviter's invitees and rewards up to date; answers the invitees' rows. */
  const evaluate = async (referrerId: number): Promise<InviteeRow[]> => {
    const [settings, zone, inviter, invitees] = await Promise.all([
      readSettings(),
      timeZone(),
      members.findById(referrerId),
      members.referredMembers(referrerId),
    ]);
    if (!inviter || invitees.length === 0) return [];
    const ids = invitees.map((invitee) => invitee.id);
    const [storedRows, firsts] = await Promise.all([
      db.select().from(referralInvitees).where(inArray(referralInvitees.inviteeId, ids)),
      statistics.firstDeposits(ids),
    ]);
    const stored = new Map(storedRows.map((row) => [row.inviteeId, row]));
    const now = clock.now();
    const today = dayOf(now, zone);
    const rows: InviteeRow[] = [];
    for (const invitee of invitees) {
      const previous = stored.get(invitee.id);
      const first = firsts.get(invitee.id);
      const from = dayOf(invitee.createdAt, zone);
      const qualifyUntil = previous?.qualifyUntil ?? addDays(from, settings.qualifyDays - 1);
      const decided =
        previous && previous.status !== 'NOT_QUALIFIED'
          ? { status: previous.status, failure: previous.failure }
          : await decide(settings, inviter, invitee, { from, to: qualifyUntil }, first, today, zone);
      const row: InviteeRow = {
        inviteeId: invitee.id,
        referrerId,
        registeredAt: invitee.createdAt,
        qualifyUntil,
        firstDepositAt: first?.at ?? null,
        firstDepositAmount: first?.amount ?? null,
        status: decided.status,
        failure: decided.failure,
        decidedAt: previous?.decidedAt ?? (decided.status === 'NOT_QUALIFIED' ? null : now),
      };
      const changed =
        !previous ||
        previous.status !== row.status ||
        previous.firstDepositAt?.getTime() !== row.firstDepositAt?.getTime();
      if (changed) {
        await db
          .insert(referralInvitees)
          .values(row)
          .onConflictDoUpdate({
            target: referralInvitees.inviteeId,
            set: {
              status: row.status,
              failure: row.failure,
              firstDepositAt: row.firstDepositAt,
              firstDepositAmount: row.firstDepositAmount,
              decidedAt: row.decidedAt,
            },
          });
      }
      rows.push(row);
    }
    if (settings.enabled && (await system.getFeatures())[MODULE_ID.REFERRAL]) {
      await grantRewards(referrerId, settings, rows);
    }
    return rows;
  };

  /** The programme's rewards for an inviter's invitees as they stand (every reference once). */
  const grantRewards = async (referrerId: number, settings: SettingsRow, rows: InviteeRow[]) => {
    const granted = new Set(
      (
        await db
          .select({ ref: referralGrants.sourceRef })
          .from(referralGrants)
          .where(eq(referralGrants.referrerId, referrerId))
      ).map((row) => row.ref),
    );
    const grants: Parameters<typeof grantOnce>[1][] = [];
    const depositing = rows.filter((row) => !isRefused(row) && row.firstDepositAmount !== null);
    if (settings.qualifiedReward !== null) {
      for (const row of rows.filter((r) => r.status === 'QUALIFIED')) {
        grants.push({
          rule: 'QUALIFIED',
          ref: `referral:qualified:${row.inviteeId}`,
          amount: settings.qualifiedReward,
          inviteeId: row.inviteeId,
        });
      }
    }
    if (settings.firstDepositShare > 0) {
      for (const row of depositing) {
        grants.push({
          rule: 'FIRST_DEPOSIT',
          ref: `referral:deposit:${row.inviteeId}`,
          amount: share(row.firstDepositAmount ?? 0n, settings.firstDepositShare),
          inviteeId: row.inviteeId,
        });
      }
    }
    if (settings.groupSize !== null && settings.groupReward !== null) {
      for (let block = 1; block <= Math.floor(depositing.length / settings.groupSize); block += 1) {
        grants.push({
          rule: 'GROUP',
          ref: `referral:group:${block}`,
          amount: settings.groupReward,
          period: String(block),
        });
      }
    }
    for (const grant of grants) if (!granted.has(grant.ref)) await grantOnce(referrerId, grant);
  };

  /** Every inviter evaluated (the 15-minute job). */
  const evaluateAll = async () => {
    for (const referrerId of await members.referrerIds()) await evaluate(referrerId);
  };

  /** After a merchant day: the valid-bet share of the period it closes, per inviter, once per period. */
  const payBetShares = async (day: string) => {
    const settings = await readSettings();
    if (!settings.enabled || settings.betShare === 0 || !(await system.getFeatures())[MODULE_ID.REFERRAL]) {
      return;
    }
    const period = closedBetPeriod(day, settings.betPeriod);
    if (!period) return;
    for (const referrerId of await members.referrerIds()) {
      const rows = (await evaluate(referrerId)).filter((row) => !isRefused(row));
      let validBet = 0n;
      for (const row of rows) {
        validBet += (await statistics.measures(row.inviteeId, period.range, [])).validBet;
      }
      await grantOnce(referrerId, {
        rule: 'BETS',
        ref: `referral:bets:${period.key}`,
        amount: share(validBet, settings.betShare),
        period: period.key,
      });
    }
  };

  /** A page of invitee rows matching every filter, newest first (the member's list and the console's). */
  const inviteePage = (page: PageParams, filters: (SQL | undefined)[]) => {
    const where = and(...filters);
    return fetchPage(
      page,
      db.select().from(referralInvitees).where(where).orderBy(desc(referralInvitees.inviteeId)),
      db.select({ n: count() }).from(referralInvitees).where(where),
    );
  };

  const maskedNames = async (ids: number[]) => {
    const names = await members.findUsernames(ids);
    return (id: number | null) => (id === null ? null : maskCustomerName(names.get(id) ?? ''));
  };

  return {
    evaluate,
    evaluateAll,
    payBetShares,

    /** The reward centre's REFERRAL badge: the programme's rewards waiting to be claimed. */
    pendingCount: (memberId: number) => core.pendingCount(memberId, { only: 'REFERRAL' }),

    jobs: (): PeriodJob[] => [
      { name: 'referral-evaluate', period: { every: 'minutes', minutes: 15 }, run: evaluateAll },
      {
        name: 'referral-bet-shares',
        period: { every: 'day' },
        // Rounds of the last minutes settle (and reach the statistics) first.
        lagMs: 10 * 60_000,
        catchUp: 3,
        run: ({ period }) => payBetShares(period.key),
      },
    ],

    overview: async (memberId: number): Promise<ReferralOverview> => {
      await requireEnabled();
      const rows = await evaluate(memberId);
      const [member, settings, zone, pendingClaims] = await Promise.all([
        members.findById(memberId),
        readSettings(),
        timeZone(),
        core.pendingCount(memberId, { only: 'REFERRAL' }),
      ]);
      const dayStart = periodAt({ every: 'day' }, clock.now(), zone).start.toISOString();
      const income = await db
        .select({
          rule: referralGrants.rule,
          total: sql<string>`sum(${referralGrants.amount})::text`,
          today: sql<string>`coalesce(sum(${referralGrants.amount}) filter (where ${referralGrants.createdAt} >= ${dayStart}::timestamptz), 0)::text`,
          count: sql<number>`count(*)::int`,
        })
        .from(referralGrants)
        .where(eq(referralGrants.referrerId, memberId))
        .groupBy(referralGrants.rule);
      const byRule = new Map(income.map((row) => [row.rule, row]));
      const perRule = REFERRAL_RULES.map((rule) => {
        const row = byRule.get(rule);
        return {
          rule,
          today: formatMinorUnits(BigInt(row?.today ?? 0)),
          total: formatMinorUnits(BigInt(row?.total ?? 0)),
          count: row?.count ?? 0,
        };
      });
      const sum = (key: 'today' | 'total') =>
        formatMinorUnits(income.reduce((total, row) => total + BigInt(row[key]), 0n));
      return {
        enabled: settings.enabled,
        code: member?.referralCode ?? '',
        invitations: rows.length,
        qualified: rows.filter((row) => row.status === 'QUALIFIED').length,
        depositing: rows.filter((row) => !isRefused(row) && row.firstDepositAt !== null).length,
        totalPrize: sum('total'),
        incomeToday: sum('today'),
        income: perRule,
        pendingClaims,
        programme: settingsView(settings),
      };
    },

    invitees: async (
      memberId: number,
      query: { status?: ReferralInviteeStatus | undefined; pageNum: number; pageSize: number },
    ) => {
      await requireEnabled();
      await evaluate(memberId);
      const [page, zone] = await Promise.all([
        inviteePage(query, [
          eq(referralInvitees.referrerId, memberId),
          query.status === undefined ? undefined : eq(referralInvitees.status, query.status),
        ]),
        timeZone(),
      ]);
      const name = await maskedNames(page.list.map((row) => row.inviteeId));
      return {
        ...page,
        list: page.list.map((row) => ({
          name: name(row.inviteeId) ?? '',
          registeredAt: formatTimestamp(row.registeredAt, zone),
          firstDepositAt: row.firstDepositAt ? formatTimestamp(row.firstDepositAt, zone) : null,
          status: row.status,
          failure: row.failure,
          qualifyUntil: row.qualifyUntil,
        })),
      };
    },

    /** The programme's rewards granted to the member, each with where it stands in the reward centre. */
    records: async (
      memberId: number,
      query: { rule?: ReferralRule | undefined; pageNum: number; pageSize: number },
    ) => {
      await requireEnabled();
      await evaluate(memberId);
      const where = and(
        eq(referralGrants.referrerId, memberId),
        query.rule === undefined ? undefined : eq(referralGrants.rule, query.rule),
      );
      const [page, zone] = await Promise.all([
        fetchPage(
          query,
          db.select().from(referralGrants).where(where).orderBy(desc(referralGrants.id)),
          db.select({ n: count() }).from(referralGrants).where(where),
        ),
        timeZone(),
      ]);
      const [name, claims] = await Promise.all([
        maskedNames(page.list.flatMap((row) => (row.inviteeId === null ? [] : [row.inviteeId]))),
        core.statuses(
          memberId,
          page.list.map((row) => row.rewardId),
        ),
      ]);
      return {
        ...page,
        list: page.list.map((row) => {
          const claim = claims.get(row.rewardId);
          // The grant and its reward are written in one transaction: a record without one is a fault.
          if (claim === undefined)
            throw new Error(`referral grant ${row.id}: reward ${row.rewardId} missing`);
          return {
            id: row.id,
            createdAt: formatTimestamp(row.createdAt, zone),
            rule: row.rule,
            invitee: name(row.inviteeId),
            period: row.period,
            amount: formatMinorUnits(row.amount),
            claim,
          };
        }),
      };
    },

    admin: {
      settings: async () => settingsView(await readSettings()),

      /** Saves the programme with its audit entry (`referral.config`, before and after) in one transaction. */
      saveSettings: async (actor: Actor, next: SettingsInput): Promise<ReferralSettings> =>
        db.transaction(async (tx) => {
          const before = settingsView(await readSettings(tx));
          const [row] = await tx
            .update(referralSettings)
            .set({ ...next, updatedAt: clock.now() })
            .where(eq(referralSettings.id, 1))
            .returning();
          if (!row) throw new Error('referral settings row missing');
          const after = settingsView(row);
          await audit.record(tx, actor, {
            action: 'referral.config',
            targetType: 'referral_settings',
            targetId: 1,
            before,
            after,
          });
          return after;
        }),

      invitees: async (query: z.output<typeof referralAdminInviteesQuerySchema>) => {
        const referrer = query.referrer ? await members.findByUsername(query.referrer) : undefined;
        if (query.referrer && !referrer) return { list: [], total: 0, totalPages: 0 };
        const zone = await timeZone();
        const page = await inviteePage(query, [
          referrer ? eq(referralInvitees.referrerId, referrer.id) : undefined,
          query.status === undefined ? undefined : eq(referralInvitees.status, query.status),
          ...dayRange(referralInvitees.registeredAt, { from: query.startDate, to: query.endDate }, zone),
        ]);
        const names = await members.findUsernames(
          page.list.flatMap((row) => [row.inviteeId, row.referrerId]),
        );
        return {
          ...page,
          list: page.list.map((row) => ({
            inviteeId: row.inviteeId,
            invitee: names.get(row.inviteeId) ?? '',
            referrerId: row.referrerId,
            referrer: names.get(row.referrerId) ?? '',
            registeredAt: formatTimestamp(row.registeredAt, zone),
            firstDepositAt: row.firstDepositAt ? formatTimestamp(row.firstDepositAt, zone) : null,
            status: row.status,
            failure: row.failure,
          })),
        };
      },
    },
  };
};
