import { and, eq, sql } from 'drizzle-orm';
import {
  MEMBER_STATUS,
  TEAM_TRANSFER_DIRECTION,
  formatMinorUnits,
  type TeamTransferConfig,
  type TeamTransferDirection,
  type TeamTransferResult,
  type TeamTransferSettings,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { LedgerService } from '../../platform/ledger/service.ts';
import type { EventsService } from '../../platform/events/service.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import { AppError } from '../../platform/http/errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import { readTeamRecords, type TeamRecordFilter } from '../../platform/agent-tree/team-records.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { MembersService } from '../members/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { SystemService } from '../system/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { WithdrawalService } from '../wallet/withdrawal-service.ts';
import { teamTransferSettings, teamTransfers } from './tables.ts';

/** Public numbers of team transfers: `T` and the id padded to 10 digits (as orders are numbered). */
const transferNoOf = (id: number) => `T${String(id).padStart(10, '0')}`;

/** Until the operator sets them: agents may pay downlines, nothing else; 1.00 to 100,000.00, 1,000,000.00 a day. */
const DEFAULT_SETTINGS = {
  downlineEnabled: true,
  takeBackEnabled: false,
  uplineEnabled: false,
  minAmount: 100n,
  maxAmount: 10_000_000n,
  dailyMax: 100_000_000n,
};

type Settings = typeof DEFAULT_SETTINGS;
type TransferRow = typeof teamTransfers.$inferSelect;

const settingsView = (settings: Settings): TeamTransferSettings => ({
  downlineEnabled: settings.downlineEnabled,
  takeBackEnabled: settings.takeBackEnabled,
  uplineEnabled: settings.uplineEnabled,
  minAmount: formatMinorUnits(settings.minAmount),
  maxAmount: formatMinorUnits(settings.maxAmount),
  dailyMax: formatMinorUnits(settings.dailyMax),
});

export interface TeamTransferDeps {
  db: Database;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'getMainBalance'>;
  withdrawals: Pick<WithdrawalService, 'verifyPaymentPassword' | 'confirmPaymentPasswordUnderLock'>;
  members: Pick<MembersService, 'findById' | 'findUsernames'>;
  system: Pick<SystemService, 'getSiteSetting' | 'getMemberTypes'>;
  notifications: Pick<NotificationsService, 'record' | 'push'>;
  events: Pick<EventsService, 'record'>;
  audit: AuditService;
  clock?: Clock;
}

interface TransferRequest {
  initiatorId: number;
  requestId: string;
  direction: TeamTransferDirection;
  /** The other member: the downline, or the upline. */
  counterpartyId: number;
  amount: bigint;
  paymentPassword: string;
}

export type TeamTransferService = ReturnType<typeof createTeamTransferService>;

/**
 * Transfers inside a team: an agent and a direct downline (either way, the way back only when the
 * operator allows it) and a member to its upline. Each is one transaction under the initiator's
 * member row lock (so its transfers run one at a time and the daily limit cannot be passed by two
 * at once): the payment password confirmed, the day's total checked, the row, the ledger transfer
 * (balance guard), the domain event and the receiver's notice, pushed live once committed.
 */
export const createTeamTransferService = (deps: TeamTransferDeps) => {
  const { db, ledger, wallet, withdrawals, members, system, notifications, events, audit } = deps;
  const clock = deps.clock ?? systemClock;

  const readSettings = async (executor: Executor = db): Promise<Settings> => {
    const [row] = await executor.select().from(teamTransferSettings);
    return row ?? DEFAULT_SETTINGS;
  };

  /** What the initiator moved today (the merchant's day), by its own team transfers. */
  const usedToday = async (executor: Executor, initiatorId: number, timeZone: string) => {
    const [row] = await executor
      .select({ total: sql<string>`coalesce(sum(${teamTransfers.amount}), 0)` })
      .from(teamTransfers)
      .where(
        and(
          eq(teamTransfers.initiatorId, initiatorId),
          sql`${teamTransfers.createdAt} >= date_trunc('day', ${clock.now().toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}`,
        ),
      );
    return BigInt(row?.total ?? 0);
  };

  /** The caller, active and allowed on the member side (never a trial account). */
  const activeMember = async (memberId: number) => {
    const [member, types] = await Promise.all([members.findById(memberId), system.getMemberTypes()]);
    if (!member || member.status !== MEMBER_STATUS.ACTIVE || !types.isMemberSide(member.type)) {
      throw new AppError('team_transfer_not_allowed');
    }
    return { member, isAgent: types.isAgent(member.type) };
  };

  const findEarlier = async (executor: Executor, initiatorId: number, requestId: string) => {
    const [row] = await executor
      .select()
      .from(teamTransfers)
      .where(and(eq(teamTransfers.initiatorId, initiatorId), eq(teamTransfers.requestId, requestId)));
    return row;
  };

  const resultOf = async (
    row: TransferRow,
    request: TransferRequest,
    replayed: boolean,
    balance?: bigint,
  ): Promise<TeamTransferResult> => {
    const [{ timeZone }, names, main] = await Promise.all([
      system.getSiteSetting(),
      members.findUsernames([request.counterpartyId]),
      balance === undefined ? wallet.getMainBalance(request.initiatorId) : { balance },
    ]);
    return {
      transferNo: transferNoOf(row.id),
      direction: row.direction,
      counterparty: names.get(request.counterpartyId) ?? '',
      amount: formatMinorUnits(row.amount),
      balance: formatMinorUnits(main.balance),
      replayed,
      createdAt: formatTimestamp(row.createdAt, timeZone),
    };
  };

  /** The same request id answers the first transfer, if it asked for the same thing. */
  const replay = (row: TransferRow, request: TransferRequest) => {
    const counterparty = row.fromMemberId === request.initiatorId ? row.toMemberId : row.fromMemberId;
    if (
      row.direction !== request.direction ||
      row.amount !== request.amount ||
      counterparty !== request.counterpartyId
    ) {
      throw new AppError('idempotency_conflict');
    }
    return resultOf(row, request, true);
  };

  const move = async (request: TransferRequest, settings: Settings): Promise<TeamTransferResult> => {
    const earlier = await findEarlier(db, request.initiatorId, request.requestId);
    if (earlier) return replay(earlier, request);
    if (request.amount < settings.minAmount || request.amount > settings.maxAmount) {
      throw new AppError('team_transfer_amount_limit', {
        value: {
          minAmount: formatMinorUnits(settings.minAmount),
          maxAmount: formatMinorUnits(settings.maxAmount),
        },
      });
    }
    const verifiedHash = await withdrawals.verifyPaymentPassword(
      request.initiatorId,
      request.paymentPassword,
    );
    const { timeZone } = await system.getSiteSetting();
    const takesBack = request.direction === TEAM_TRANSFER_DIRECTION.FROM_DOWNLINE;
    const fromMemberId = takesBack ? request.counterpartyId : request.initiatorId;
    const toMemberId = takesBack ? request.initiatorId : request.counterpartyId;

    const done = await db.transaction(async (tx) => {
      await withdrawals.confirmPaymentPasswordUnderLock(tx, request.initiatorId, verifiedHash);
      const replayed = await findEarlier(tx, request.initiatorId, request.requestId);
      if (replayed) return { kind: 'replayed' as const, row: replayed };
      const used = await usedToday(tx, request.initiatorId, timeZone);
      if (used + request.amount > settings.dailyMax) {
        throw new AppError('team_transfer_daily_limit', {
          value: { dailyMax: formatMinorUnits(settings.dailyMax), usedToday: formatMinorUnits(used) },
        });
      }
      const at = clock.now();
      const [{ id }] = (await tx
        .select({ id: sql<string>`nextval(pg_get_serial_sequence('team_transfers', 'id'))` })
        .from(sql`(select 1) as one`)) as [{ id: string }];
      const transferNo = transferNoOf(Number(id));
      const moved = await ledger.transfer(
        {
          idempotencyKey: `team-transfer:${id}`,
          from: { memberId: fromMemberId, kind: 'MAIN' },
          to: { memberId: toMemberId, kind: 'MAIN' },
          amount: request.amount,
          type: 'TEAM_TRANSFER',
          metadata: { orderNo: transferNo, direction: request.direction, initiatorId: request.initiatorId },
        },
        tx,
      );
      if (moved.replayed) throw new Error(`team transfer ${transferNo} moved twice`);
      const [row] = await tx
        .insert(teamTransfers)
        .values({
          id: Number(id),
          initiatorId: request.initiatorId,
          requestId: request.requestId,
          direction: request.direction,
          fromMemberId,
          toMemberId,
          amount: request.amount,
          transferId: moved.transfer.id,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('team transfer insert returned no row');
      await events.record(
        tx,
        {
          type: 'team.transferred',
          memberId: request.initiatorId,
          payload: {
            transferNo,
            direction: request.direction,
            fromMemberId,
            toMemberId,
            amount: request.amount.toString(),
          },
        },
        at,
      );
      const notice = await notifications.record(tx, request.counterpartyId, {
        kind: takesBack ? 'TEAM_TRANSFER_TAKEN' : 'TEAM_TRANSFER_RECEIVED',
        orderNo: transferNo,
        amount: request.amount,
        balance: takesBack ? moved.balances.from : moved.balances.to,
      });
      return {
        kind: 'moved' as const,
        row,
        notice,
        balance: takesBack ? moved.balances.to : moved.balances.from,
      };
    });
    if (done.kind === 'replayed') return replay(done.row, request);
    await notifications.push(done.notice);
    return resultOf(done.row, request, false, done.balance);
  };

  return {
    /**
     * A window of the team transfers of an agent's team (agent team transactions), from the team
     * member's side: `IN` the transfers it received, `OUT` those it sent; the other member as
     * `counterpartyId`. A team transfer is done when made: its status is always `DONE`.
     */
    teamTransfersOf: async (filter: TeamRecordFilter, side: 'IN' | 'OUT') => {
      const into = side === 'IN';
      const window = await readTeamRecords<'DONE'>(
        db,
        teamTransfers,
        {
          id: teamTransfers.id,
          memberId: into ? teamTransfers.toMemberId : teamTransfers.fromMemberId,
          counterpartyId: into ? teamTransfers.fromMemberId : teamTransfers.toMemberId,
          amount: teamTransfers.amount,
          createdAt: teamTransfers.createdAt,
          status: sql`'DONE'`,
        },
        filter,
      );
      return { ...window, rows: window.rows.map((row) => ({ ...row, orderNo: transferNoOf(row.id) })) };
    },

    getSettings: async () => settingsView(await readSettings()),

    /** The operator's switches and limits; audited. */
    setSettings: async (
      actor: Actor,
      input: {
        downlineEnabled: boolean;
        takeBackEnabled: boolean;
        uplineEnabled: boolean;
        minAmount: bigint;
        maxAmount: bigint;
        dailyMax: bigint;
      },
    ) =>
      db.transaction(async (tx) => {
        const before = settingsView(await readSettings(tx));
        const values = { id: 1, ...input, updatedAt: clock.now() };
        await tx
          .insert(teamTransferSettings)
          .values(values)
          .onConflictDoUpdate({ target: teamTransferSettings.id, set: values });
        const after = settingsView(input);
        await audit.record(tx, actor, {
          action: 'setting.team_transfers',
          targetType: 'setting',
          targetId: 'team_transfers',
          before,
          after,
        });
        return after;
      }),

    /** What the member may do: agent transfers, the upline transfer, the limits and today's total. */
    getConfig: async (memberId: number): Promise<TeamTransferConfig> => {
      const [settings, { member, isAgent: agent }, { timeZone }] = await Promise.all([
        readSettings(),
        activeMember(memberId),
        system.getSiteSetting(),
      ]);
      const upline = settings.uplineEnabled && member.parentId !== null ? member.parentId : null;
      const names = await members.findUsernames(upline === null ? [] : [upline]);
      return {
        toDownline: agent && settings.downlineEnabled,
        fromDownline: agent && settings.downlineEnabled && settings.takeBackEnabled,
        toUpline: upline !== null,
        uplineUsername: upline === null ? null : (names.get(upline) ?? null),
        minAmount: formatMinorUnits(settings.minAmount),
        maxAmount: formatMinorUnits(settings.maxAmount),
        dailyMax: formatMinorUnits(settings.dailyMax),
        usedToday: formatMinorUnits(await usedToday(db, memberId, timeZone)),
      };
    },

    /**
     * An agent pays a direct downline or takes money back from one. Anyone but a direct downline
     * of the calling agent is `not_found_entity` (nothing tells whether such a member exists).
     */
    toDownline: async (
      memberId: number,
      input: {
        requestId: string;
        downlineId: number;
        direction: 'TO_DOWNLINE' | 'FROM_DOWNLINE';
        amount: bigint;
        paymentPassword: string;
      },
    ) => {
      const [settings, { isAgent }] = await Promise.all([readSettings(), activeMember(memberId)]);
      const takeBack = input.direction === TEAM_TRANSFER_DIRECTION.FROM_DOWNLINE;
      if (!isAgent || !settings.downlineEnabled || (takeBack && !settings.takeBackEnabled)) {
        throw new AppError('team_transfer_not_allowed');
      }
      const downline = await members.findById(input.downlineId);
      if (!downline || downline.parentId !== memberId || downline.status !== MEMBER_STATUS.ACTIVE) {
        throw new AppError('not_found_entity');
      }
      return move(
        {
          initiatorId: memberId,
          requestId: input.requestId,
          direction: input.direction,
          counterpartyId: downline.id,
          amount: input.amount,
          paymentPassword: input.paymentPassword,
        },
        settings,
      );
    },

    /** A member pays its upline (spec: transferUpline), when the operator allows it. */
    toUpline: async (
      memberId: number,
      input: { requestId: string; amount: bigint; paymentPassword: string },
    ) => {
      const [settings, { member }] = await Promise.all([readSettings(), activeMember(memberId)]);
      if (!settings.uplineEnabled || member.parentId === null)
        throw new AppError('team_transfer_not_allowed');
      const upline = await members.findById(member.parentId);
      if (!upline || upline.status !== MEMBER_STATUS.ACTIVE) throw new AppError('team_transfer_not_allowed');
      return move(
        {
          initiatorId: memberId,
          requestId: input.requestId,
          direction: TEAM_TRANSFER_DIRECTION.TO_UPLINE,
          counterpartyId: upline.id,
          amount: input.amount,
          paymentPassword: input.paymentPassword,
        },
        settings,
      );
    },
  };
};
