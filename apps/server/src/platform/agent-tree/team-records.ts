import { and, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { dayRange } from '../db/day-range.ts';
import { agentTree } from './tables.ts';

/** The member ids of an agent's team as it stands now: every depth, or the direct downlines only. */
export const teamMemberIds = (agentId: number, direct: boolean) =>
  sql`(select ${agentTree.memberId} from ${agentTree} where ${agentTree.ancestorId} = ${agentId}::bigint
    and ${direct ? sql`${agentTree.depth} = 1` : sql`${agentTree.depth} > 0`})`;

/**
 * Which records of a team a module answers for an agent report: the members of the agent's team
 * now, one of them when `memberId` is set, created within whole days of the merchant's time zone,
 * newest first, `limit` rows from `offset`.
 */
export interface TeamRecordFilter {
  agentId: number;
  direct: boolean;
  /** Only this member's records (0: a name that matched no one, so nothing). */
  memberId?: number | undefined;
  /** `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  timeZone: string;
  offset: number;
  limit: number;
}

/** One record: whose it is, its amount, its own status, and the other member for a transfer. */
export interface TeamRecord<S extends string = string> {
  id: number;
  memberId: number;
  counterpartyId: number | null;
  amount: bigint;
  status: S;
  createdAt: Date;
}

/** A page of a team's records with the count and sum of all that match. */
export interface TeamRecordWindow<S extends string = string> {
  rows: TeamRecord<S>[];
  total: number;
  amount: bigint;
}

/** The columns of a module's table that `readTeamRecords` reads. */
export interface TeamRecordColumns {
  id: AnyColumn;
  memberId: AnyColumn;
  amount: AnyColumn;
  createdAt: AnyColumn;
  /** The record's status column, or a constant status for records that have none. */
  status: AnyColumn | SQL;
  counterpartyId?: AnyColumn;
}

/**
 * Reads a window of a team's records from a module's own table (each module calls it on its table
 * and keeps its rows to itself): the team's filter, the module's own `where` (status, kind), the
 * rows newest first with their count and the sum of their amounts.
 */
export const readTeamRecords = async <S extends string>(
  db: Database,
  table: PgTable,
  columns: TeamRecordColumns,
  filter: TeamRecordFilter,
  where?: SQL,
): Promise<TeamRecordWindow<S>> => {
  const condition = and(
    inArray(columns.memberId, teamMemberIds(filter.agentId, filter.direct)),
    filter.memberId === undefined ? undefined : eq(columns.memberId, filter.memberId),
    ...dayRange(columns.createdAt, { from: filter.from, to: filter.to }, filter.timeZone),
    where,
  );
  const [[totals], rows] = await Promise.all([
    db
      .select({ n: count(), amount: sql<string>`coalesce(sum(${columns.amount}), 0)::text` })
      .from(table)
      .where(condition),
    filter.limit === 0
      ? []
      : db
          .select({
            id: sql<number>`${columns.id}`.mapWith(Number),
            memberId: sql<number>`${columns.memberId}`.mapWith(Number),
            counterpartyId: columns.counterpartyId
              ? sql<number | null>`${columns.counterpartyId}`.mapWith(Number)
              : sql<null>`null`,
            amount: sql<string>`${columns.amount}::text`,
            status: sql<S>`${columns.status}`,
            createdAt: sql`${columns.createdAt}`.mapWith((value: string | Date) => new Date(value)),
          })
          .from(table)
          .where(condition)
          .orderBy(desc(columns.createdAt), desc(columns.id))
          .limit(filter.limit)
          .offset(filter.offset),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, amount: BigInt(row.amount) })),
    total: totals?.n ?? 0,
    amount: BigInt(totals?.amount ?? 0),
  };
};
