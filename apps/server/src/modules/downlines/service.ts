import { and, desc, eq, inArray, isNull, count, ilike, sql } from 'drizzle-orm';
import {
  LINK_EXPIRY_DAYS,
  LINKS_PER_AGENT,
  AFFILIATE_CODE_PARAM,
  MEMBER_TYPE,
  REBATE_CATEGORIES,
  REBATE_RATE_CEILING_PERCENT,
  REBATE_RATE_SCALE,
  checkFieldRule,
  errorMessage,
  rateToUnits,
  unitsToRate,
  validationText,
  type Affiliate,
  type AgentRebate,
  type CreateDownline,
  type CreatedDownline,
  type CreateLink,
  type DownlineAccountType,
  type Language,
  type RebateRates,
  type ReferralLink,
  type RegistrationMethod,
  type TeamMember,
} from '@platform/contract';
import type { z } from 'zod';
import type { teamQuerySchema } from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { createCode } from '../../platform/crypto/tokens.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { Clock } from '../../platform/clock.ts';
import { UsernameTakenError, type MemberRow, type MembersService } from '../members/service.ts';
import type { TeamDirectory, TeamEntry } from '../members/team-directory.ts';
import type { InboxService } from '../messages/service.ts';
import type { SystemService } from '../system/service.ts';
import type { SiteAddress } from '../system/site-address.ts';
import {
  agentCreatedMembers,
  agentPolicy,
  downlineRemarks,
  memberRebateRates,
  referralLinks,
} from './tables.ts';

type TeamQuery = z.output<typeof teamQuerySchema>;
/** Rates per category in hundredths of a percent. */
type Units = Record<(typeof REBATE_CATEGORIES)[number], number>;
export type RebateUnits = Units;

const CEILING_UNITS = REBATE_RATE_CEILING_PERCENT * REBATE_RATE_SCALE;
const DAY_MS = 86_400_000;
const LINK_CODE_LENGTH = 8;

const toRates = (units: Units): RebateRates =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, unitsToRate(units[c])])) as RebateRates;
const toUnits = (rates: RebateRates): Units =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, rateToUnits(rates[c])])) as Units;
const filledUnits = (stored: Record<string, number>, fallback: number): Units =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, stored[c] ?? fallback])) as Units;
/** Stored rates (missing categories 0) within the operator's maximum. */
const storedWithin = (stored: Record<string, number> | undefined, max: Units): Units =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, Math.min(stored?.[c] ?? 0, max[c])])) as Units;

/** The operator's agent policy as services use it. */
export interface AgentPolicy {
  agentsMayCreateAgents: boolean;
  maxRebateRates: RebateRates;
}

/** What a registration code stands for: the agent it places the member under and the type it gives. */
export interface ResolvedAffiliate {
  upline: MemberRow;
  type: number;
}

export type DownlinesService = ReturnType<typeof createDownlinesService>;

/**
 * The agent's downlines: rebate rates per product category (each within its upline's, the operator's
 * maximum at the top), direct creation, referral links, and the team management list and actions.
 * Every call names the calling agent and acts only inside its own team.
 */
export const createDownlinesService = ({
  db,
  members,
  teamDirectory,
  inbox,
  system,
  siteAddress,
  clock,
}: {
  db: Database;
  members: MembersService;
  teamDirectory: TeamDirectory;
  inbox: InboxService;
  system: SystemService;
  siteAddress: Pick<SiteAddress, 'publicOrigin'>;
  clock: Clock;
}) => {
  const readPolicy = async (executor: Executor = db) => {
    const [row] = await executor.select().from(agentPolicy).where(eq(agentPolicy.id, 1));
    return {
      agentsMayCreateAgents: row?.agentsMayCreateAgents ?? true,
      max: filledUnits(row?.maxRebateRates ?? {}, CEILING_UNITS),
    };
  };

  const storedUnits = async (memberIds: number[], executor: Executor = db) => {
    const rows =
      memberIds.length === 0
        ? []
        : await executor
            .select()
            .from(memberRebateRates)
            .where(inArray(memberRebateRates.memberId, memberIds));
    const byMember = new Map<number, Record<string, number>>();
    for (const row of rows)
      byMember.set(row.memberId, { ...byMember.get(row.memberId), [row.category]: row.rate });
    return byMember;
  };

  /**
   * A member's effective rates: its stored ones within the operator's maximum; a member at the top of
   * the tree (no upline) has the operator's maximum itself.
   */
  const ratesOf = async (member: { id: number; parentId: number | null }, executor: Executor = db) => {
    const { max } = await readPolicy(executor);
    if (member.parentId === null) return max;
    return storedWithin((await storedUnits([member.id], executor)).get(member.id), max);
  };

  /** The member, when it is in the agent's team (never the agent itself); not_found_entity otherwise. */
  const requireInTeam = async (agentId: number, memberId: number) => {
    const depth = await teamDirectory.depthBelow(agentId, memberId);
    if (depth === undefined) throw new AppError('not_found_entity');
    return { direct: depth === 1 };
  };

  /** Field problems of rates above the ceiling (under `rebateRates.<category>`). */
  const ratesAbove = (units: Units, ceiling: Units, language: Language) => {
    const problems: Record<string, string> = {};
    for (const c of REBATE_CATEGORIES) {
      if (units[c] > ceiling[c]) {
        problems[`rebateRates.${c}`] = validationText('rebateAboveUpline', language).replace(
          '{max}',
          unitsToRate(ceiling[c]),
        );
      }
    }
    return problems;
  };

  const writeRates = async (executor: Executor, memberId: number, units: Units) => {
    await executor
      .insert(memberRebateRates)
      .values(REBATE_CATEGORIES.map((category) => ({ memberId, category, rate: units[category] })))
      .onConflictDoUpdate({
        target: [memberRebateRates.memberId, memberRebateRates.category],
        set: { rate: sql`excluded.rate` },
      });
  };

  const linkStatus = (expiresAt: Date | null) =>
    expiresAt !== null && expiresAt.getTime() <= clock.now().getTime() ? 'EXPIRED' : 'NORMAL';

  const registrationMethod = async (entries: TeamEntry[]): Promise<Map<number, RegistrationMethod>> => {
    const ids = entries.map((entry) => entry.id);
    const codes = entries.flatMap((entry) =>
      entry.registeredWithAffiliateCode ? [entry.registeredWithAffiliateCode] : [],
    );
    const [created, links] = await Promise.all([
      ids.length === 0
        ? []
        : db.select().from(agentCreatedMembers).where(inArray(agentCreatedMembers.memberId, ids)),
      codes.length === 0
        ? []
        : db
            .select({ code: referralLinks.code })
            .from(referralLinks)
            .where(inArray(referralLinks.code, codes)),
    ]);
    const createdIds = new Set(created.map((row) => row.memberId));
    const linkCodes = new Set(links.map((row) => row.code));
    return new Map(
      entries.map((entry) => {
        const code = entry.registeredWithAffiliateCode;
        const method: RegistrationMethod = createdIds.has(entry.id)
          ? 'AGENT_CREATED'
          : code && linkCodes.has(code)
            ? 'LINK'
            : code
              ? 'AFFILIATE_CODE'
              : 'DIRECT';
        return [entry.id, method];
      }),
    );
  };

  /** Team entries as the agent sees them: its own remarks, the rates and how each one registered. */
  const present = async (agentId: number, entries: TeamEntry[]): Promise<TeamMember[]> => {
    const ids = entries.map((entry) => entry.id);
    const [policy, stored, remarks, methods] = await Promise.all([
      readPolicy(),
      storedUnits(ids),
      ids.length === 0
        ? []
        : db
            .select()
            .from(downlineRemarks)
            .where(and(eq(downlineRemarks.agentId, agentId), inArray(downlineRemarks.memberId, ids))),
      registrationMethod(entries),
    ]);
    const remarkOf = new Map(remarks.map((row) => [row.memberId, row.remark]));
    const types = await system.getMemberTypes();
    return entries.map((entry) => {
      const own = filledUnits(stored.get(entry.id) ?? {}, 0);
      const capped = Object.fromEntries(
        REBATE_CATEGORIES.map((c) => [c, Math.min(own[c], policy.max[c])]),
      ) as Units;
      return {
        id: entry.id,
        username: entry.username,
        isAgent: types.isAgent(entry.type),
        uplineUsername: entry.uplineUsername,
        vipLevel: entry.vipLevel,
        teamSize: entry.teamSize,
        directCount: entry.directCount,
        lastLoginAt: entry.lastLoginAt,
        online: entry.online,
        lastDepositDay: entry.lastDepositDay,
        balance: entry.balance,
        teamBalance: entry.teamBalance,
        rebateRates: toRates(capped),
        registrationMethod: methods.get(entry.id) ?? 'DIRECT',
        registerUrl: entry.registerUrl,
        remark: remarkOf.get(entry.id) ?? null,
        registeredAt: entry.registeredAt,
        direct: entry.parentId === agentId,
      };
    });
  };

  const teamMember = async (agentId: number, memberId: number): Promise<TeamMember> => {
    const entry = await teamDirectory.entry(memberId);
    if (!entry) throw new AppError('not_found_entity');
    const [shown] = await present(agentId, [entry]);
    if (!shown) throw new AppError('not_found_entity');
    return shown;
  };

  const toLink = async (
    row: typeof referralLinks.$inferSelect,
    registeredCount: number,
  ): Promise<ReferralLink> => {
    const [origin, site] = await Promise.all([siteAddress.publicOrigin(), system.getSiteSetting()]);
    return {
      id: row.id,
      code: row.code,
      url: `${origin}/?${AFFILIATE_CODE_PARAM}=${encodeURIComponent(row.code)}`,
      accountType: row.accountType,
      expiry: row.expiry,
      channel: row.channel,
      channelLabel: row.channelLabel,
      registeredCount,
      status: linkStatus(row.expiresAt),
      createdAt: formatTimestamp(row.createdAt, site.timeZone),
      expiresAt: row.expiresAt ? formatTimestamp(row.expiresAt, site.timeZone) : null,
    };
  };

  const accountTypeOf = async (type: DownlineAccountType) =>
    type === 'AGENT' ? (await system.getMemberTypes()).newAgentType : MEMBER_TYPE.MEMBER;

  /** A live link's code or an agent's own affiliate code, upper-cased. */
  const resolve = async (code: string): Promise<ResolvedAffiliate | undefined> => {
    const normalised = code.trim().toUpperCase();
    if (normalised === '') return undefined;
    const [link] = await db
      .select()
      .from(referralLinks)
      .where(and(eq(referralLinks.code, normalised), isNull(referralLinks.deletedAt)));
    if (link) {
      if (linkStatus(link.expiresAt) === 'EXPIRED') return undefined;
      const [upline, types] = await Promise.all([members.findById(link.agentId), system.getMemberTypes()]);
      if (!upline || !types.isAgent(upline.type)) return undefined;
      const policy = await readPolicy();
      const wantsAgent = link.accountType === 'AGENT';
      // A link made before the operator forbade agents creating agents now registers players.
      return {
        upline,
        type: wantsAgent && policy.agentsMayCreateAgents ? types.newAgentType : MEMBER_TYPE.MEMBER,
      };
    }
    const upline = await members.findAgentByAffiliateCode(normalised);
    return upline ? { upline, type: MEMBER_TYPE.MEMBER } : undefined;
  };

  return {
    /** Registration's reading of a code: the upline and the type it gives; undefined when invalid. */
    resolve,

    /** `GET /wps/agent/affiliate`: the code given, or the first label of a three-part host name. */
    checkAffiliate: async (input: {
      code?: string | undefined;
      domain?: string | undefined;
    }): Promise<Affiliate> => {
      const labels = input.domain?.toLowerCase().split('.') ?? [];
      const fromDomain = labels.length === 3 && labels[0] !== 'www' ? labels[0] : undefined;
      const code = input.code || fromDomain;
      const found = code ? await resolve(code) : undefined;
      return found && code ? { valid: true, code: code.trim().toUpperCase() } : { valid: false, code: null };
    },

    /**
     * Members' rebate rates for the rewards' rebate, in hundredths of a percent: each member's stored
     * rates within the operator's maximum; null for a member without an upline agent, whose rates
     * are the operator's default member rates (the rebate's own settings).
     */
    memberRebateUnits: async (
      list: readonly { id: number; parentId: number | null }[],
      executor: Executor = db,
    ): Promise<Map<number, Units | null>> => {
      const { max } = await readPolicy(executor);
      const stored = await storedUnits(
        list.flatMap((member) => (member.parentId === null ? [] : [member.id])),
        executor,
      );
      return new Map(
        list.map((member) => [
          member.id,
          member.parentId === null ? null : storedWithin(stored.get(member.id), max),
        ]),
      );
    },

    /** The operator's maximum rate per category (agent policy), hundredths of a percent: no rate is above it. */
    maxRebateUnits: async (executor: Executor = db): Promise<Units> => (await readPolicy(executor)).max,

    rebate: async (agentId: number): Promise<AgentRebate> => {
      const agent = await members.requireAgent(agentId);
      const [own, policy] = await Promise.all([ratesOf(agent), readPolicy()]);
      return { own: toRates(own), mayCreateAgents: policy.agentsMayCreateAgents };
    },

    createDownline: async (
      agentId: number,
      input: CreateDownline,
      language: Language,
    ): Promise<CreatedDownline> => {
      const agent = await members.requireAgent(agentId);
      const [own, policy, config] = await Promise.all([
        ratesOf(agent),
        readPolicy(),
        system.getRegisterConfig(),
      ]);
      if (input.accountType === 'AGENT' && !policy.agentsMayCreateAgents) throw new AppError('forbidden');
      const units = toUnits(input.rebateRates);
      const problems: Record<string, string | undefined> = {
        username: checkFieldRule(config.username, input.username, language),
        password: checkFieldRule(config.password, input.password, language),
        ...ratesAbove(units, own, language),
      };
      const fields = Object.fromEntries(
        Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      if (Object.keys(fields).length > 0) throw fieldError(fields);
      try {
        const created = await members.createMember(
          {
            username: input.username,
            passwordHash: await hashPassword(input.password),
            type: await accountTypeOf(input.accountType),
            language,
            parentId: agent.id,
          },
          async (tx, row) => {
            await writeRates(tx, row.id, units);
            await tx.insert(agentCreatedMembers).values({ memberId: row.id, agentId: agent.id });
          },
        );
        return { id: created.id, username: created.username, accountType: input.accountType };
      } catch (error) {
        if (error instanceof UsernameTakenError) {
          throw fieldError({ username: errorMessage('username_taken', language) }, 'username_taken');
        }
        throw error;
      }
    },

    links: async (agentId: number) => {
      await members.requireAgent(agentId);
      const rows = await db
        .select()
        .from(referralLinks)
        .where(and(eq(referralLinks.agentId, agentId), isNull(referralLinks.deletedAt)))
        .orderBy(desc(referralLinks.createdAt), desc(referralLinks.id));
      const codes = rows.map((row) => row.code);
      const counts = await members.countRegisteredWithCodes(codes);
      return { list: await Promise.all(rows.map((row) => toLink(row, counts.get(row.code) ?? 0))) };
    },

    createLink: async (agentId: number, input: CreateLink, language: Language) => {
      await members.requireAgent(agentId);
      const policy = await readPolicy();
      if (input.accountType === 'AGENT' && !policy.agentsMayCreateAgents) throw new AppError('forbidden');
      if (input.channel === 'CUSTOM' && !input.channelLabel) {
        throw fieldError({ channelLabel: validationText('required', language) });
      }
      const days = LINK_EXPIRY_DAYS[input.expiry];
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        // One agent's link creations queue behind each other, so the limit holds under a burst.
        await tx.execute(sql`select pg_advisory_xact_lock(${agentId}::bigint)`);
        const [live] = await tx
          .select({ n: count() })
          .from(referralLinks)
          .where(and(eq(referralLinks.agentId, agentId), isNull(referralLinks.deletedAt)));
        if ((live?.n ?? 0) >= LINKS_PER_AGENT) throw new AppError('conflict');
        const [inserted] = await tx
          .insert(referralLinks)
          .values({
            agentId,
            code: createCode(LINK_CODE_LENGTH),
            accountType: input.accountType,
            expiry: input.expiry,
            channel: input.channel,
            channelLabel: input.channel === 'CUSTOM' ? (input.channelLabel ?? null) : null,
            expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
            createdAt: now,
          })
          .returning();
        if (!inserted) throw new Error('link insert returned no row');
        return inserted;
      });
      return toLink(row, 0);
    },

    deleteLink: async (agentId: number, id: number) => {
      await members.requireAgent(agentId);
      const deleted = await db
        .update(referralLinks)
        .set({ deletedAt: clock.now() })
        .where(
          and(eq(referralLinks.id, id), eq(referralLinks.agentId, agentId), isNull(referralLinks.deletedAt)),
        )
        .returning({ id: referralLinks.id });
      if (deleted.length === 0) throw new AppError('not_found_entity');
      return { ok: true as const };
    },

    team: async (agentId: number, query: TeamQuery) => {
      await members.requireAgent(agentId);
      const uplineId = query.uplineId ?? agentId;
      if (uplineId !== agentId) await requireInTeam(agentId, uplineId);
      const remarked = query.search
        ? await db
            .select({ memberId: downlineRemarks.memberId })
            .from(downlineRemarks)
            .where(
              and(
                eq(downlineRemarks.agentId, agentId),
                ilike(downlineRemarks.remark, containsPattern(query.search)),
              ),
            )
        : [];
      const yes = (value: 'YES' | 'NO' | undefined) => (value === undefined ? undefined : value === 'YES');
      const { list, total } = await teamDirectory.page({
        uplineId,
        agents: query.tab === 'AGENTS',
        search: query.search ? { text: query.search, orIds: remarked.map((row) => row.memberId) } : undefined,
        loggedIn: yes(query.loggedIn),
        deposited: yes(query.deposited),
        from: query.from,
        to: query.to,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
      return {
        list: await present(agentId, list),
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    teamMember: async (agentId: number, memberId: number) => {
      await members.requireAgent(agentId);
      await requireInTeam(agentId, memberId);
      return teamMember(agentId, memberId);
    },

    setRemark: async (agentId: number, memberId: number, remark: string) => {
      await members.requireAgent(agentId);
      await requireInTeam(agentId, memberId);
      if (remark === '') {
        await db
          .delete(downlineRemarks)
          .where(and(eq(downlineRemarks.agentId, agentId), eq(downlineRemarks.memberId, memberId)));
      } else {
        await db
          .insert(downlineRemarks)
          .values({ agentId, memberId, remark, updatedAt: clock.now() })
          .onConflictDoUpdate({
            target: [downlineRemarks.agentId, downlineRemarks.memberId],
            set: { remark, updatedAt: clock.now() },
          });
      }
      return teamMember(agentId, memberId);
    },

    /**
     * A direct downline's rates: within the caller's own, and not below what the downline already
     * gave its own downlines (that would leave them above their upline).
     */
    setRebate: async (agentId: number, memberId: number, rates: RebateRates, language: Language) => {
      const agent = await members.requireAgent(agentId);
      const { direct } = await requireInTeam(agentId, memberId);
      if (!direct) throw new AppError('forbidden');
      const units = toUnits(rates);
      await db.transaction(async (tx) => {
        // Rates of one branch change one at a time, so a child and its upline never pass each other.
        await tx.execute(sql`select pg_advisory_xact_lock(${agentId}::bigint)`);
        const own = await ratesOf(agent, tx);
        const problems = ratesAbove(units, own, language);
        const children = await members.directDownlineIds(memberId, tx);
        const childUnits = await storedUnits(children, tx);
        for (const c of REBATE_CATEGORIES) {
          const highest = Math.max(0, ...[...childUnits.values()].map((stored) => stored[c] ?? 0));
          if (units[c] < highest && !problems[`rebateRates.${c}`]) {
            problems[`rebateRates.${c}`] = validationText('rebateBelowDownline', language).replace(
              '{min}',
              unitsToRate(highest),
            );
          }
        }
        if (Object.keys(problems).length > 0) throw fieldError(problems);
        await writeRates(tx, memberId, units);
      });
      return teamMember(agentId, memberId);
    },

    /** Makes a direct player an agent, where the operator's agent policy lets agents create agents. */
    setAgent: async (agentId: number, memberId: number) => {
      await members.requireAgent(agentId);
      const { direct } = await requireInTeam(agentId, memberId);
      const policy = await readPolicy();
      if (!direct || !policy.agentsMayCreateAgents) throw new AppError('forbidden');
      await db.transaction(async (tx) => {
        const changed = await members.applyOperatorChange(tx, memberId, {
          kind: 'type',
          type: (await system.getMemberTypes(tx)).newAgentType,
        });
        if (!changed) throw new AppError('not_found_entity');
      });
      return teamMember(agentId, memberId);
    },

    sendMessage: async (agentId: number, memberId: number, message: { title: string; content: string }) => {
      const agent = await members.requireAgent(agentId);
      await requireInTeam(agentId, memberId);
      const row = await inbox.deliver(db, memberId, {
        kind: 'UPLINE',
        title: message.title,
        content: `${message.content}\n\n— ${agent.username}`,
      });
      await inbox.push(row);
      return { ok: true as const };
    },

    /** The operator's agent policy (console). */
    policy: async (): Promise<AgentPolicy> => {
      const policy = await readPolicy();
      return { agentsMayCreateAgents: policy.agentsMayCreateAgents, maxRebateRates: toRates(policy.max) };
    },

    /** Stores the agent policy and its audit entry (`record`, before and after) in one transaction. */
    setPolicy: async (
      next: AgentPolicy,
      record: (tx: Executor, change: { before: AgentPolicy; after: AgentPolicy }) => Promise<unknown>,
    ): Promise<AgentPolicy> => {
      const max = toUnits(next.maxRebateRates);
      await db.transaction(async (tx) => {
        const before = await readPolicy(tx);
        const values = {
          agentsMayCreateAgents: next.agentsMayCreateAgents,
          maxRebateRates: max,
          updatedAt: clock.now(),
        };
        await tx
          .insert(agentPolicy)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: agentPolicy.id, set: values });
        await record(tx, {
          before: {
            agentsMayCreateAgents: before.agentsMayCreateAgents,
            maxRebateRates: toRates(before.max),
          },
          after: { agentsMayCreateAgents: next.agentsMayCreateAgents, maxRebateRates: toRates(max) },
        });
      });
      return { agentsMayCreateAgents: next.agentsMayCreateAgents, maxRebateRates: toRates(max) };
    },
  };
};
