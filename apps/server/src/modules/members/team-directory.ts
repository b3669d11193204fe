import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { formatMinorUnits, type MemberStatus } from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import { agentTree } from '../../platform/agent-tree/tables.ts';
import { MEMBER_WALLET_KIND, walletAccounts } from '../../platform/ledger/tables.ts';
import { memberDailyStats } from '../../platform/statistics/tables.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { dayRange } from '../../platform/db/day-range.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { Presence } from '../auth/presence.ts';
import { members } from './tables.ts';

/** Which direct downlines of an upline a team page lists. */
export interface TeamSearch {
  uplineId: number;
  /** Agents only, players only, or both when undefined. */
  agents?: boolean | undefined;
  /** Part of the username, or one of these members (whose remark matched). */
  search?: { text: string; orIds: number[] } | undefined;
  loggedIn?: boolean | undefined;
  deposited?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** A team member as the agent centre shows it, apart from what the downlines module keeps. */
export interface TeamEntry {
  id: number;
  username: string;
  type: number;
  status: MemberStatus;
  parentId: number | null;
  uplineUsername: string | null;
  vipLevel: number;
  teamSize: number;
  directCount: number;
  lastLoginAt: string | null;
  /** Whether the member is online now (`Presence`). */
  online: boolean;
  lastDepositDay: string | null;
  balance: string;
  teamBalance: string;
  registeredWithAffiliateCode: string | null;
  registerUrl: string | null;
  registeredAt: string;
}

const hasDeposit = sql`exists (select 1 from ${memberDailyStats} s
  where s.member_id = ${members}.id and s.deposit_count > 0)`;

export type TeamDirectory = ReturnType<typeof createTeamDirectory>;

/**
 * The members of an agent's team with their figures (team size, balances, last login and deposit),
 * read through the agent tree: a page of direct downlines or one member.
 */
export const createTeamDirectory = ({
  db,
  system,
  presence,
}: {
  db: Database;
  system: SystemService;
  presence: Presence;
}) => {
  // Qualified by hand: drizzle leaves columns unqualified in a select from one table.
  const memberId = sql`${members}.id`;
  const upline = sql`(select p.username from ${members} p where p.id = ${members}.parent_id)`;
  const teamSize = sql<number>`(select count(*)::int from ${agentTree} t
    where t.ancestor_id = ${memberId} and t.depth > 0)`;
  const directCount = sql<number>`(select count(*)::int from ${agentTree} t
    where t.ancestor_id = ${memberId} and t.depth = 1)`;
  const lastDepositDay = sql<string | null>`(select max(s.day)::text from ${memberDailyStats} s
    where s.member_id = ${memberId} and s.deposit_count > 0)`;
  const balance = sql<string>`coalesce((select w.balance from ${walletAccounts} w
    where w.member_id = ${memberId} and w.kind = ${MEMBER_WALLET_KIND.MAIN}), 0)::text`;
  const teamBalance = sql<string>`coalesce((select sum(w.balance) from ${agentTree} t
    join ${walletAccounts} w on w.member_id = t.member_id and w.kind = ${MEMBER_WALLET_KIND.MAIN}
    where t.ancestor_id = ${memberId}), 0)::text`;

  const columns = {
    id: members.id,
    username: members.username,
    type: members.type,
    status: members.status,
    parentId: members.parentId,
    uplineUsername: upline,
    vipLevel: members.vipLevel,
    teamSize,
    directCount,
    lastLoginAt: members.lastLoginAt,
    online: presence.isOnlineSql(memberId),
    lastDepositDay,
    balance,
    teamBalance,
    registeredWithAffiliateCode: members.registeredWithAffiliateCode,
    registerUrl: members.registerUrl,
    createdAt: members.createdAt,
  };
  const toEntry = (row: Record<string, unknown>, timeZone: string): TeamEntry => {
    const lastLoginAt = row.lastLoginAt as Date | null;
    return {
      id: Number(row.id),
      username: String(row.username),
      type: Number(row.type),
      status: row.status as MemberStatus,
      parentId: row.parentId === null ? null : Number(row.parentId),
      uplineUsername: (row.uplineUsername as string | null) ?? null,
      vipLevel: Number(row.vipLevel),
      teamSize: Number(row.teamSize),
      directCount: Number(row.directCount),
      lastLoginAt: lastLoginAt ? formatTimestamp(lastLoginAt, timeZone) : null,
      online: row.online === true,
      lastDepositDay: (row.lastDepositDay as string | null) ?? null,
      balance: formatMinorUnits(BigInt(String(row.balance))),
      teamBalance: formatMinorUnits(BigInt(String(row.teamBalance))),
      registeredWithAffiliateCode: (row.registeredWithAffiliateCode as string | null) ?? null,
      registerUrl: (row.registerUrl as string | null) ?? null,
      registeredAt: formatTimestamp(row.createdAt as Date, timeZone),
    };
  };

  return {
    /** Whether `memberId` is in `agentId`'s team (at any depth below it), and how deep. */
    depthBelow: async (agentId: number, memberId: number): Promise<number | undefined> => {
      const [row] = await db
        .select({ depth: agentTree.depth })
        .from(agentTree)
        .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.memberId, memberId)));
      return row && row.depth > 0 ? row.depth : undefined;
    },

    /** A page of the upline's direct agents or direct players, newest first. */
    page: async (query: TeamSearch): Promise<{ list: TeamEntry[]; total: number }> => {
      const [{ timeZone }, types] = await Promise.all([system.getSiteSetting(), system.getMemberTypes()]);
      const agentType = inArray(members.type, [...types.agentTypes]);
      const filters: (SQL | undefined)[] = [
        eq(agentTree.ancestorId, query.uplineId),
        eq(agentTree.depth, 1),
        query.agents === undefined ? undefined : query.agents ? agentType : not(agentType),
      ];
      if (query.search) {
        const byName = ilike(members.username, containsPattern(query.search.text.toLowerCase()));
        filters.push(
          query.search.orIds.length > 0 ? or(byName, inArray(members.id, query.search.orIds)) : byName,
        );
      }
      if (query.loggedIn !== undefined) {
        filters.push(query.loggedIn ? isNotNull(members.lastLoginAt) : isNull(members.lastLoginAt));
      }
      if (query.deposited !== undefined) filters.push(query.deposited ? hasDeposit : not(hasDeposit));
      filters.push(...dayRange(members.createdAt, { from: query.from, to: query.to }, timeZone));
      const where = and(...filters);
      const [total] = await db
        .select({ n: count() })
        .from(agentTree)
        .innerJoin(members, eq(members.id, agentTree.memberId))
        .where(where);
      const rows = await db
        .select(columns)
        .from(agentTree)
        .innerJoin(members, eq(members.id, agentTree.memberId))
        .where(where)
        .orderBy(desc(members.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { list: rows.map((row) => toEntry(row, timeZone)), total: total?.n ?? 0 };
    },

    /** One member with its figures. */
    entry: async (memberId: number): Promise<TeamEntry | undefined> => {
      const { timeZone } = await system.getSiteSetting();
      const [row] = await db.select(columns).from(members).where(eq(members.id, memberId));
      return row ? toEntry(row, timeZone) : undefined;
    },
  };
};
