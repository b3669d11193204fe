import {
  AGENT_INCOME_RANGE_MAX_DAYS,
  AGENT_INCOME_TYPES,
  formatMinorUnits,
  type AgentIncome,
  type AgentIncomeTransferPage,
  type AgentIncomeType,
  type Language,
} from '@platform/contract';
import { assertDayRangeWithin } from '../../platform/db/day-range.ts';
import type { LedgerService } from '../../platform/ledger/service.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';

export interface IncomeRange {
  startDate: string;
  endDate: string;
  type?: AgentIncomeType | undefined;
}

export type AgentIncomeService = ReturnType<typeof createAgentIncomeService>;

/**
 * My income (agentRevenueReport): the caller's own ledger transfers of the income types, through
 * the ledger's query API, per merchant day and type, and the transfers behind every row.
 */
export const createAgentIncomeService = ({
  ledger,
  members,
  system,
}: {
  ledger: Pick<LedgerService, 'sumMainWalletTransfersByDay' | 'listMainWalletTransfers'>;
  members: Pick<MembersService, 'requireAgent'>;
  system: Pick<SystemService, 'getSiteSetting'>;
}) => {
  /** The agent, the range checked, and the ledger's filter of the income types asked for. */
  const filterOf = async (agentId: number, query: IncomeRange, language: Language) => {
    await members.requireAgent(agentId);
    assertDayRangeWithin(query, AGENT_INCOME_RANGE_MAX_DAYS, language);
    const { timeZone } = await system.getSiteSetting();
    const types: readonly AgentIncomeType[] = query.type ? [query.type] : AGENT_INCOME_TYPES;
    return { types, from: query.startDate, to: query.endDate, timeZone };
  };

  return {
    summary: async (agentId: number, query: IncomeRange, language: Language): Promise<AgentIncome> => {
      const filter = await filterOf(agentId, query, language);
      const days = await ledger.sumMainWalletTransfersByDay(agentId, filter);
      const order = (type: string) => AGENT_INCOME_TYPES.indexOf(type as AgentIncomeType);
      const rows = days
        .map((row) => ({ ...row, type: row.type as AgentIncomeType }))
        .sort((a, b) => b.day.localeCompare(a.day) || order(a.type) - order(b.type));
      const totals = filter.types.map((type) => {
        const ofType = rows.filter((row) => row.type === type);
        return {
          type,
          count: ofType.reduce((n, row) => n + row.count, 0),
          amount: ofType.reduce((sum, row) => sum + row.amount, 0n),
        };
      });
      return {
        rows: rows.map((row) => ({
          date: row.day,
          type: row.type,
          count: row.count,
          amount: formatMinorUnits(row.amount),
        })),
        totals: totals.map((row) => ({ ...row, amount: formatMinorUnits(row.amount) })),
        total: formatMinorUnits(totals.reduce((sum, row) => sum + row.amount, 0n)),
      };
    },

    transfers: async (
      agentId: number,
      query: IncomeRange & { pageNum: number; pageSize: number },
      language: Language,
    ): Promise<AgentIncomeTransferPage> => {
      const filter = await filterOf(agentId, query, language);
      const page = await ledger.listMainWalletTransfers(agentId, {
        ...filter,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
      return {
        list: page.rows.map((row) => ({
          transferId: row.id,
          type: row.type as AgentIncomeType,
          amount: formatMinorUnits(row.amount),
          balanceAfter: row.balanceAfter === null ? null : formatMinorUnits(row.balanceAfter),
          createdAt: formatTimestamp(row.createdAt, filter.timeZone),
        })),
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        amount: formatMinorUnits(page.amount),
      };
    },
  };
};
