import { and, eq, inArray } from 'drizzle-orm';
import {
  DEPOSIT_STATUS,
  TEAM_SCOPE,
  TEAM_TRANSACTION_RANGE_MAX_DAYS,
  TEAM_TRANSACTION_TYPES,
  WITHDRAWAL_STATUS,
  formatMinorUnits,
  type DepositStatus,
  type Language,
  type TeamScope,
  type TeamTransactionPage,
  type TeamTransactionStatus,
  type TeamTransactionType,
  type WithdrawalStatus,
} from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import { assertDayRangeWithin } from '../../platform/db/day-range.ts';
import { AppError } from '../../platform/http/errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import { agentTree } from '../../platform/agent-tree/tables.ts';
import type {
  TeamRecord,
  TeamRecordFilter,
  TeamRecordWindow,
} from '../../platform/agent-tree/team-records.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import type { DepositService } from '../wallet/deposit-service.ts';
import type { WithdrawalService } from '../wallet/withdrawal-service.ts';
import type { TeamTransferService } from '../team-transfers/service.ts';

/** The orders' own statuses behind each status of the team transactions. */
const DEPOSIT_STATUSES: Record<TeamTransactionStatus, readonly DepositStatus[]> = {
  PENDING: [DEPOSIT_STATUS.PENDING],
  SUCCESS: [DEPOSIT_STATUS.CREDITED],
  FAILED: [DEPOSIT_STATUS.FAILED, DEPOSIT_STATUS.EXPIRED],
};
const WITHDRAWAL_STATUSES: Record<TeamTransactionStatus, readonly WithdrawalStatus[]> = {
  PENDING: [WITHDRAWAL_STATUS.PENDING],
  SUCCESS: [WITHDRAWAL_STATUS.APPROVED],
  FAILED: [WITHDRAWAL_STATUS.REJECTED],
};
const statusOf = <S extends string>(map: Record<TeamTransactionStatus, readonly S[]>, own: S) =>
  (Object.keys(map) as TeamTransactionStatus[]).find((status) => map[status].includes(own)) ?? 'PENDING';

type TaggedRecord = TeamRecord & {
  orderNo: string;
  type: TeamTransactionType;
  unified: TeamTransactionStatus;
};
type Window = Omit<TeamRecordWindow, 'rows'> & { rows: TaggedRecord[] };
const EMPTY: Window = { rows: [], total: 0, amount: 0n };

export interface TeamTransactionSearch {
  startDate: string;
  endDate: string;
  scope: TeamScope;
  type?: TeamTransactionType | undefined;
  username?: string | undefined;
  status?: TeamTransactionStatus | undefined;
  pageNum: number;
  pageSize: number;
}

export type TeamTransactionsService = ReturnType<typeof createTeamTransactionsService>;

/**
 * Team transactions (agentDownlineTransactionDetailsCopy): the deposits, withdrawals and team
 * transfers of the caller's team as it stands now, each read through its module's service, merged
 * newest first into one page.
 */
export const createTeamTransactionsService = ({
  db,
  members,
  system,
  deposits,
  withdrawals,
  teamTransfers,
}: {
  db: Database;
  members: Pick<MembersService, 'requireAgent' | 'findById' | 'findByUsername' | 'findUsernames'>;
  system: Pick<SystemService, 'getSiteSetting'>;
  deposits: Pick<DepositService, 'teamOrders'>;
  withdrawals: Pick<WithdrawalService, 'teamOrders'>;
  teamTransfers: Pick<TeamTransferService, 'teamTransfersOf'>;
}) => {
  /** One window of one type, its rows tagged with the type and the common status. */
  const windowOf = async (
    type: TeamTransactionType,
    filter: TeamRecordFilter,
    status: TeamTransactionStatus | undefined,
  ): Promise<Window> => {
    const tag =
      <S extends string>(unified: (own: S) => TeamTransactionStatus) =>
      (
        window: Omit<TeamRecordWindow<S>, 'rows'> & { rows: (TeamRecord<S> & { orderNo: string })[] },
      ): Window => ({
        ...window,
        rows: window.rows.map((row) => ({ ...row, type, unified: unified(row.status) })),
      });
    switch (type) {
      case 'DEPOSIT':
        return tag((own: DepositStatus) => statusOf(DEPOSIT_STATUSES, own))(
          await deposits.teamOrders(filter, status && DEPOSIT_STATUSES[status]),
        );
      case 'WITHDRAWAL':
        return tag((own: WithdrawalStatus) => statusOf(WITHDRAWAL_STATUSES, own))(
          await withdrawals.teamOrders(filter, status && WITHDRAWAL_STATUSES[status]),
        );
      case 'TRANSFER_IN':
      case 'TRANSFER_OUT':
        // A team transfer is done when made: it is never pending nor failed.
        if (status !== undefined && status !== 'SUCCESS') return EMPTY;
        return tag((): TeamTransactionStatus => 'SUCCESS')(
          await teamTransfers.teamTransfersOf(filter, type === 'TRANSFER_IN' ? 'IN' : 'OUT'),
        );
    }
  };

  /** Each member's level under the agent (0: the agent itself); members outside the team are absent. */
  const levelsOf = async (agentId: number, memberIds: number[]) => {
    if (memberIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ memberId: agentTree.memberId, depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, agentId), inArray(agentTree.memberId, memberIds)));
    return new Map(rows.map((row) => [row.memberId, row.depth]));
  };

  return {
    list: async (
      agentId: number,
      query: TeamTransactionSearch,
      language: Language,
    ): Promise<TeamTransactionPage> => {
      await members.requireAgent(agentId);
      if (!query.username && !query.type) throw new AppError('username_or_type_required');
      assertDayRangeWithin(query, TEAM_TRANSACTION_RANGE_MAX_DAYS, language);
      const [{ timeZone }, named] = await Promise.all([
        system.getSiteSetting(),
        query.username ? members.findByUsername(query.username) : undefined,
      ]);
      const types = query.type ? [query.type] : TEAM_TRANSACTION_TYPES;
      const skip = (query.pageNum - 1) * query.pageSize;
      // One type pages in its own query; several each give their newest rows up to this page's end.
      const single = types.length === 1;
      const filter: TeamRecordFilter = {
        agentId,
        direct: query.scope === TEAM_SCOPE.DIRECT,
        memberId: query.username ? (named?.id ?? 0) : undefined,
        from: query.startDate,
        to: query.endDate,
        timeZone,
        offset: single ? skip : 0,
        limit: single ? query.pageSize : skip + query.pageSize,
      };
      const windows = await Promise.all(types.map((type) => windowOf(type, filter, query.status)));
      const merged = windows
        .flatMap((window) => window.rows)
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() ||
            TEAM_TRANSACTION_TYPES.indexOf(a.type) - TEAM_TRANSACTION_TYPES.indexOf(b.type) ||
            b.id - a.id,
        );
      const page = single ? merged : merged.slice(skip, skip + query.pageSize);
      const ids = [
        ...new Set(
          page.flatMap((row) => [row.memberId, ...(row.counterpartyId ? [row.counterpartyId] : [])]),
        ),
      ];
      const [levels, names] = await Promise.all([levelsOf(agentId, ids), members.findUsernames(ids)]);
      const total = windows.reduce((n, window) => n + window.total, 0);
      return {
        list: page.map((row) => ({
          orderNo: row.orderNo,
          type: row.type,
          username: names.get(row.memberId) ?? '',
          level: levels.get(row.memberId) ?? 0,
          // The other side is named only when it is the caller or in its team now.
          counterparty:
            row.counterpartyId !== null && levels.has(row.counterpartyId)
              ? (names.get(row.counterpartyId) ?? null)
              : null,
          amount: formatMinorUnits(row.amount),
          status: row.unified,
          createdAt: formatTimestamp(row.createdAt, timeZone),
        })),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        totals: types.map((type, i) => ({
          type,
          count: windows[i]?.total ?? 0,
          amount: formatMinorUnits(windows[i]?.amount ?? 0n),
        })),
      };
    },
  };
};
