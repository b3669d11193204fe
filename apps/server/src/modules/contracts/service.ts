import { and, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CONTRACT_IN_FORCE_STATUSES,
  CONTRACT_KINDS,
  MODULE_ID,
  contractRateToUnits,
  validationText,
  type Contract,
  type ContractAdminQuery,
  type ContractAnswer,
  type ContractEvent,
  type ContractFlags,
  type ContractHistoryEntry,
  type ContractKind,
  type ContractLimits,
  type ContractListQuery,
  type ContractOffer,
  type ContractPage,
  type ContractPolicies,
  type ContractPolicy,
  type ContractProduct,
  type ContractSide,
  type ContractStatus,
  type ContractTerms,
  type ErrorCode,
  type Language,
  type OperatorContractOffer,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import type { Clock } from '../../platform/clock.ts';
import { agentTree } from '../../platform/agent-tree/tables.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { uniqueViolation } from '../../platform/db/database-errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import { checkTerms, exceeds, normaliseTerms, sameTerms } from './rules.ts';
import { contractHistory, contractPolicies, contractTerms, contracts } from './tables.ts';
import { readContractPolicy } from './terms.ts';

type Row = typeof contracts.$inferSelect;

/** Statuses of a contract that has ended: any other is live (one per downline, kind and product). */
const ENDED: ContractStatus[] = ['NOT_SIGNED', 'CANCELLED'];
const IN_FORCE: ContractStatus[] = [...CONTRACT_IN_FORCE_STATUSES];

/** The flag of the consolidated answer each kind turns on. */
const FLAG_OF: Record<ContractKind, keyof ContractFlags> = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
};

/** Who acts on a contract: a member on its side, or the operator's staff on the operator's side. */
type Party = { side: ContractSide; memberId: number } | { side: 'UPLINE'; actor: Actor };

const opposite = (side: ContractSide): ContractSide => (side === 'UPLINE' ? 'DOWNLINE' : 'UPLINE');

/** The side that must answer what waits, or null when nothing waits. */
const answeringSide = (row: Row): ContractSide | null => {
  if (row.status === 'PENDING' || row.status === 'PENDING_CHANGE') return 'DOWNLINE';
  if (row.status === 'PENDING_TERMINATION' && row.requestedBy) return opposite(row.requestedBy);
  return null;
};

const sideOf = (row: Row, memberId: number): ContractSide | null =>
  row.downlineId === memberId ? 'DOWNLINE' : row.uplineId === memberId ? 'UPLINE' : null;

/** Accepting would end these downline contracts: the agent is asked first (answered after the rollback). */
class DownlineHigherRate extends Error {
  constructor(readonly contracts: Row[]) {
    super('contract_downline_higher_rate');
  }
}

export type ContractsService = ReturnType<typeof createContractsService>;

/**
 * Dividend and salary contracts between an upline (a member, or the operator) and each direct
 * downline agent: offers, changes and terminations and their answers (spec section 4), the
 * operator's policy per kind, and the consolidated flags. Every transition is one transaction
 * guarded by the contract's version, so two answers at once cannot both apply.
 */
export const createContractsService = ({
  db,
  members,
  system,
  audit,
  clock,
}: {
  db: Database;
  members: Pick<
    MembersService,
    'findById' | 'findByUsername' | 'findUsernames' | 'findDirectAgents' | 'requireAgent'
  >;
  system: Pick<SystemService, 'getFeatures' | 'getSiteSetting' | 'getMemberTypes'>;
  audit: AuditService;
  clock: Clock;
}) => {
  const isAgent = async (type: number) => (await system.getMemberTypes()).isAgent(type);
  const enabledKinds = async () => {
    const features = await system.getFeatures();
    return CONTRACT_KINDS.filter((kind) => features[MODULE_ID[kind]] === true);
  };
  const requireEnabled = async (kind: ContractKind) => {
    if (!(await enabledKinds()).includes(kind)) throw new AppError('contract_kind_disabled');
  };
  const requireAgent = async (memberId: number, kind: ContractKind) => {
    await members.requireAgent(memberId);
    await requireEnabled(kind);
  };

  /** A contract of which the agent is a party, of a kind switched on (`not_found_entity` for anyone else). */
  const partyOf = async (memberId: number, id: number) => {
    await members.requireAgent(memberId);
    const row = await load(db, id);
    const side = sideOf(row, memberId);
    if (side === null) throw new AppError('not_found_entity');
    await requireEnabled(row.kind);
    return { row, side };
  };

  /** Contracts as their parties see them (`callerSide` of `memberId`; null for staff). */
  const present = async (rows: Row[], memberId: number | null): Promise<Contract[]> => {
    const ids = rows.flatMap((row) =>
      row.uplineId === null ? [row.downlineId] : [row.uplineId, row.downlineId],
    );
    const [names, site] = await Promise.all([
      members.findUsernames([...new Set(ids)]),
      system.getSiteSetting(),
    ]);
    const party = (id: number) => ({ id, account: names.get(id) ?? '' });
    const time = (date: Date | null) => (date === null ? null : formatTimestamp(date, site.timeZone));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      product: row.product,
      upline: row.uplineId === null ? null : party(row.uplineId),
      downline: party(row.downlineId),
      status: row.status,
      terms: row.terms,
      proposedTerms: row.proposedTerms,
      requestedBy: row.requestedBy,
      callerSide: memberId === null ? null : sideOf(row, memberId),
      createdAt: formatTimestamp(row.createdAt, site.timeZone),
      signedAt: time(row.signedAt),
      effectiveFrom: time(row.effectiveFrom),
      endedAt: time(row.endedAt),
    }));
  };
  const presentOne = async (row: Row, memberId: number | null) =>
    (await present([row], memberId))[0] as Contract;

  const page = async (
    where: SQL | undefined,
    query: { pageNum: number; pageSize: number },
    memberId: number | null,
  ): Promise<ContractPage> => {
    const [total] = await db.select({ n: count() }).from(contracts).where(where);
    const rows = await db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(desc(contracts.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const n = total?.n ?? 0;
    return { list: await present(rows, memberId), total: n, totalPages: Math.ceil(n / query.pageSize) };
  };

  const load = async (executor: Executor, id: number): Promise<Row> => {
    const [row] = await executor.select().from(contracts).where(eq(contracts.id, id));
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  /** A member's own contract of a kind and product whose signed terms are in force (its downlines' ceiling). */
  const ownInForce = async (
    executor: Executor,
    memberId: number,
    kind: ContractKind,
    product: ContractProduct,
  ) => {
    const [row] = await executor
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.downlineId, memberId),
          eq(contracts.kind, kind),
          eq(contracts.product, product),
          inArray(contracts.status, IN_FORCE),
        ),
      );
    return row?.terms ?? null;
  };

  const isLive = (row: Pick<Row, 'status'>) => !ENDED.includes(row.status);

  /** Applies one transition when the contract is still as it was read; else `lost` (someone else acted first). */
  const transition = async (
    tx: Executor,
    row: Row,
    set: Partial<Omit<Row, 'id' | 'version'>>,
    history: { event: ContractEvent; by: ContractSide | null; staffId?: number; terms: ContractTerms | null },
    lost: ErrorCode,
  ): Promise<Row> => {
    const now = clock.now();
    const [updated] = await tx
      .update(contracts)
      .set({ ...set, version: sql`${contracts.version} + 1` })
      .where(and(eq(contracts.id, row.id), eq(contracts.version, row.version)))
      .returning();
    if (!updated) throw new AppError(lost);
    await tx.insert(contractHistory).values({
      contractId: row.id,
      event: history.event,
      by: history.by,
      staffId: history.staffId ?? null,
      terms: history.terms,
      at: now,
    });
    return updated;
  };

  const closeTerms = (tx: Executor, contractId: number, at: Date) =>
    tx
      .update(contractTerms)
      .set({ effectiveTo: at })
      .where(and(eq(contractTerms.contractId, contractId), isNull(contractTerms.effectiveTo)));

  /** Ends a contract now (its terms stop at this instant). */
  const end = async (
    tx: Executor,
    row: Row,
    history: { event: ContractEvent; by: ContractSide | null; staffId?: number },
    lost: ErrorCode,
  ) => {
    const now = clock.now();
    const ended = await transition(
      tx,
      row,
      {
        status: row.status === 'PENDING' && history.event === 'REJECTED' ? 'NOT_SIGNED' : 'CANCELLED',
        proposedTerms: null,
        requestedBy: null,
        endedAt: now,
      },
      { ...history, terms: row.terms ?? row.proposedTerms },
      lost,
    );
    await closeTerms(tx, row.id, now);
    return ended;
  };

  /**
   * The live contracts below `agentId` (given by it or any agent of its team, any depth) of a kind and
   * product whose rates, signed or proposed, are above `terms`: what accepting `terms` ends.
   */
  const aboveInTeam = async (
    tx: Executor,
    agentId: number,
    kind: ContractKind,
    product: ContractProduct,
    terms: ContractTerms,
  ) => {
    const rows = await tx
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.kind, kind),
          eq(contracts.product, product),
          notInArray(contracts.status, ENDED),
          inArray(
            contracts.uplineId,
            tx.select({ id: agentTree.memberId }).from(agentTree).where(eq(agentTree.ancestorId, agentId)),
          ),
        ),
      )
      .orderBy(contracts.id);
    return rows.filter((row) => exceeds([row.terms, row.proposedTerms], terms));
  };

  /** The answer to what waits, by the side that must give it (a member, or the console for the operator). */
  const answerAs = async (
    tx: Executor,
    row: Row,
    party: Party,
    answer: ContractAnswer,
    endDownlineContracts: boolean,
  ): Promise<Row> => {
    const who = 'actor' in party ? { by: null, staffId: party.actor.staffId } : { by: party.side };
    if (answeringSide(row) !== party.side) throw new AppError('contract_not_waiting');
    const now = clock.now();
    if (row.status === 'PENDING_TERMINATION') {
      return answer === 'ACCEPT'
        ? end(tx, row, { event: 'TERMINATION_CONFIRMED', ...who }, 'contract_not_waiting')
        : transition(
            tx,
            row,
            { status: 'SIGNED', requestedBy: null },
            { event: 'TERMINATION_REFUSED', ...who, terms: row.terms },
            'contract_not_waiting',
          );
    }
    const proposed = row.proposedTerms;
    if (proposed === null) throw new AppError('contract_not_waiting');
    const change = row.status === 'PENDING_CHANGE';
    if (answer === 'REJECT') {
      return change
        ? transition(
            tx,
            row,
            { proposedTerms: null, requestedBy: null, status: 'SIGNED' },
            { event: 'CHANGE_REJECTED', ...who, terms: proposed },
            'contract_not_waiting',
          )
        : end(tx, row, { event: 'REJECTED', ...who }, 'contract_not_waiting');
    }
    const above = await aboveInTeam(tx, row.downlineId, row.kind, row.product, proposed);
    if (above.length > 0 && !endDownlineContracts) throw new DownlineHigherRate(above);
    // The contract first: of two answers at once, the second stops here before touching anything else.
    const signed = await transition(
      tx,
      row,
      {
        status: 'SIGNED',
        terms: proposed,
        proposedTerms: null,
        requestedBy: null,
        signedAt: now,
        effectiveFrom: now,
      },
      { event: change ? 'CHANGE_ACCEPTED' : 'ACCEPTED', ...who, terms: proposed },
      'contract_not_waiting',
    );
    for (const downline of above) {
      await end(tx, downline, { event: 'AUTO_TERMINATED', by: null }, 'contract_not_waiting');
    }
    await closeTerms(tx, row.id, now);
    await tx.insert(contractTerms).values({ contractId: row.id, terms: proposed, effectiveFrom: now });
    return signed;
  };

  /** A new contract waiting for the downline's answer (one live per downline, kind and product). */
  const insertOffer = async (
    uplineId: number | null,
    downlineId: number,
    product: ContractProduct,
    terms: ContractTerms,
    history: { by: ContractSide | null; staffId?: number },
    afterwards?: (tx: Executor, row: Row) => Promise<void>,
  ) => {
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contracts)
          .values({
            kind: terms.kind,
            product,
            uplineId,
            downlineId,
            status: 'PENDING',
            proposedTerms: terms,
            requestedBy: 'UPLINE',
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('the contract was not written');
        await tx.insert(contractHistory).values({
          contractId: row.id,
          event: 'OFFERED',
          by: history.by,
          staffId: history.staffId ?? null,
          terms,
          at: now,
        });
        await afterwards?.(tx, row);
        return row;
      });
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError('contract_exists');
      throw error;
    }
  };

  const liveExists = async (downlineId: number, kind: ContractKind, product: ContractProduct) => {
    const [row] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.downlineId, downlineId),
          eq(contracts.kind, kind),
          eq(contracts.product, product),
          notInArray(contracts.status, ENDED),
        ),
      );
    return row !== undefined;
  };

  /** New terms for a signed contract: the same kind, not the same terms, within the rules. */
  const checkChange = async (
    row: Row,
    terms: ContractTerms,
    ceiling: ContractTerms | null,
    language: Language,
  ) => {
    if (row.status !== 'SIGNED') throw new AppError('contract_not_changeable');
    if (terms.kind !== row.kind)
      throw fieldError({ 'terms.kind': validationText('unknownOption', language) });
    if (row.terms !== null && sameTerms(row.terms, terms)) throw new AppError('contract_no_change');
    checkTerms(terms, await readContractPolicy(db, row.kind), ceiling, language);
    return normaliseTerms(terms);
  };

  const history = async (row: Row) => {
    const site = await system.getSiteSetting();
    const rows = await db
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.contractId, row.id))
      .orderBy(contractHistory.id);
    const list: ContractHistoryEntry[] = rows.map((entry) => ({
      id: entry.id,
      event: entry.event,
      by: entry.by,
      terms: entry.terms,
      at: formatTimestamp(entry.at, site.timeZone),
    }));
    return { list };
  };

  const policies = async (): Promise<ContractPolicies> => {
    const enabled = await enabledKinds();
    const entries = await Promise.all(
      CONTRACT_KINDS.map(
        async (kind) =>
          [kind, { ...(await readContractPolicy(db, kind)), enabled: enabled.includes(kind) }] as const,
      ),
    );
    return Object.fromEntries(entries) as ContractPolicies;
  };

  /** One change to a contract by the operator's staff, audited in its transaction. */
  const withOperator = async (
    id: number,
    actor: Actor,
    action: 'contract.change' | 'contract.answer' | 'contract.terminate',
    act: (tx: Executor, row: Row) => Promise<Row>,
  ) => {
    const after = await db.transaction(async (tx) => {
      const before = await load(tx, id);
      const changed = await act(tx, before);
      await audit.record(tx, actor, {
        action,
        targetType: 'contract',
        targetId: id,
        before: { status: before.status, terms: before.terms, proposedTerms: before.proposedTerms },
        after: { status: changed.status, terms: changed.terms, proposedTerms: changed.proposedTerms },
      });
      return changed;
    });
    return presentOne(after, null);
  };

  return {
    /** The consolidated flags: a kind's switch on and a live contract of it held on either side. */
    flags: async (memberId: number): Promise<ContractFlags> => {
      const enabled = await enabledKinds();
      const held = await db
        .selectDistinct({ kind: contracts.kind })
        .from(contracts)
        .where(
          and(
            or(eq(contracts.downlineId, memberId), eq(contracts.uplineId, memberId)),
            notInArray(contracts.status, ENDED),
          ),
        );
      const kinds = new Set(held.map((row) => row.kind));
      return Object.fromEntries(
        CONTRACT_KINDS.map((kind) => [FLAG_OF[kind], enabled.includes(kind) && kinds.has(kind)]),
      ) as ContractFlags;
    },

    list: async (memberId: number, query: ContractListQuery & { pageNum: number; pageSize: number }) => {
      await requireAgent(memberId, query.kind);
      const filters: SQL[] = [
        eq(contracts.kind, query.kind),
        eq(query.side === 'DOWNLINE' ? contracts.downlineId : contracts.uplineId, memberId),
      ];
      if (query.status) filters.push(eq(contracts.status, query.status));
      if (query.account) {
        const other = await members.findByUsername(query.account);
        filters.push(
          eq(query.side === 'DOWNLINE' ? contracts.uplineId : contracts.downlineId, other?.id ?? 0),
        );
      }
      return page(and(...filters), query, memberId);
    },

    /** What waits for the member's answer, of every kind switched on (the popup at login). */
    waiting: async (memberId: number) => {
      const member = await members.findById(memberId);
      const kinds = await enabledKinds();
      if (!member || !(await isAgent(member.type)) || kinds.length === 0) return { list: [] };
      const rows = await db
        .select()
        .from(contracts)
        .where(
          and(
            inArray(contracts.kind, kinds),
            or(
              and(
                eq(contracts.downlineId, memberId),
                inArray(contracts.status, ['PENDING', 'PENDING_CHANGE']),
              ),
              and(
                eq(contracts.downlineId, memberId),
                eq(contracts.status, 'PENDING_TERMINATION'),
                eq(contracts.requestedBy, 'UPLINE'),
              ),
              and(
                eq(contracts.uplineId, memberId),
                eq(contracts.status, 'PENDING_TERMINATION'),
                eq(contracts.requestedBy, 'DOWNLINE'),
              ),
            ),
          ),
        )
        .orderBy(contracts.id);
      return { list: await present(rows, memberId) };
    },

    limits: async (
      memberId: number,
      query: { kind: ContractKind; product: ContractProduct },
    ): Promise<ContractLimits> => {
      await requireAgent(memberId, query.kind);
      const policy = await readContractPolicy(db, query.kind);
      const ownTerms = await ownInForce(db, memberId, query.kind, query.product);
      // Two queries whatever the team's width: the direct downline agents, and which of them hold a live contract.
      const direct = await members.findDirectAgents(memberId);
      const taken =
        direct.length === 0
          ? new Set<number>()
          : new Set(
              (
                await db
                  .select({ id: contracts.downlineId })
                  .from(contracts)
                  .where(
                    and(
                      inArray(
                        contracts.downlineId,
                        direct.map((agent) => agent.id),
                      ),
                      eq(contracts.kind, query.kind),
                      eq(contracts.product, query.product),
                      notInArray(contracts.status, ENDED),
                    ),
                  )
              ).map((row) => row.id),
            );
      const candidates = direct
        .filter((agent) => !taken.has(agent.id))
        .map((agent) => ({ id: agent.id, account: agent.username }));
      return {
        enabled: true,
        minRate: policy.minRate,
        maxRate: policy.maxRate,
        maxFixedAmount: policy.maxFixedAmount,
        dividendPeriods: policy.dividendPeriods,
        ownTerms,
        candidates,
      };
    },

    offer: async (memberId: number, input: ContractOffer, language: Language) => {
      const { kind } = input.terms;
      await requireAgent(memberId, kind);
      const downline = await members.findById(input.downlineId);
      if (!downline || downline.parentId !== memberId || !(await isAgent(downline.type))) {
        throw new AppError('not_found_entity');
      }
      if (await liveExists(downline.id, kind, input.product)) throw new AppError('contract_exists');
      const own = await ownInForce(db, memberId, kind, input.product);
      if (own === null) throw new AppError('contract_upline_unsigned');
      checkTerms(input.terms, await readContractPolicy(db, kind), own, language);
      const row = await insertOffer(memberId, downline.id, input.product, normaliseTerms(input.terms), {
        by: 'UPLINE',
      });
      return presentOne(row, memberId);
    },

    change: async (memberId: number, id: number, terms: ContractTerms, language: Language) => {
      const { row, side } = await partyOf(memberId, id);
      if (side !== 'UPLINE') throw new AppError('not_found_entity');
      const own = await ownInForce(db, memberId, row.kind, row.product);
      if (own === null) throw new AppError('contract_upline_unsigned');
      const proposed = await checkChange(row, terms, own, language);
      const updated = await db.transaction((tx) =>
        transition(
          tx,
          row,
          { status: 'PENDING_CHANGE', proposedTerms: proposed, requestedBy: 'UPLINE' },
          { event: 'CHANGE_OFFERED', by: 'UPLINE', terms: proposed },
          'contract_not_changeable',
        ),
      );
      return presentOne(updated, memberId);
    },

    answer: async (
      memberId: number,
      id: number,
      input: { answer: ContractAnswer; endDownlineContracts: boolean },
    ) => {
      const { side } = await partyOf(memberId, id);
      try {
        const updated = await db.transaction(async (tx) =>
          answerAs(tx, await load(tx, id), { side, memberId }, input.answer, input.endDownlineContracts),
        );
        return await presentOne(updated, memberId);
      } catch (error) {
        if (!(error instanceof DownlineHigherRate)) throw error;
        throw new AppError('contract_downline_higher_rate', {
          value: { contracts: await present(error.contracts, memberId) },
        });
      }
    },

    terminate: async (memberId: number, id: number) => {
      const { row, side } = await partyOf(memberId, id);
      const updated = await db.transaction(async (tx) => {
        if (row.status === 'PENDING' && side === 'UPLINE') {
          return end(tx, row, { event: 'WITHDRAWN', by: side }, 'contract_not_changeable');
        }
        if (row.status !== 'SIGNED') throw new AppError('contract_not_changeable');
        return transition(
          tx,
          row,
          { status: 'PENDING_TERMINATION', requestedBy: side },
          { event: 'TERMINATION_REQUESTED', by: side, terms: row.terms },
          'contract_not_changeable',
        );
      });
      return presentOne(updated, memberId);
    },

    history: async (memberId: number, id: number) => {
      return history((await partyOf(memberId, id)).row);
    },

    admin: {
      policies: () => policies(),

      setPolicy: async (actor: Actor, kind: ContractKind, input: ContractPolicy, language: Language) => {
        if (contractRateToUnits(input.minRate) > contractRateToUnits(input.maxRate)) {
          throw fieldError({ minRate: validationText('minAboveMax', language) });
        }
        const policy: ContractPolicy = { ...input, dividendPeriods: [...new Set(input.dividendPeriods)] };
        await db.transaction(async (tx) => {
          const before = await readContractPolicy(tx, kind);
          await tx
            .insert(contractPolicies)
            .values({ kind, policy, updatedAt: clock.now() })
            .onConflictDoUpdate({ target: contractPolicies.kind, set: { policy, updatedAt: clock.now() } });
          await audit.record(tx, actor, {
            action: 'contract.policy',
            targetType: 'contract_policy',
            targetId: kind,
            before,
            after: policy,
          });
        });
        return policies();
      },

      list: async (query: ContractAdminQuery & { pageNum: number; pageSize: number }) => {
        const filters: SQL[] = [];
        if (query.kind) filters.push(eq(contracts.kind, query.kind));
        if (query.status) filters.push(eq(contracts.status, query.status));
        if (query.operatorOnly === 'true') filters.push(isNull(contracts.uplineId));
        if (query.account) {
          const id = (await members.findByUsername(query.account))?.id ?? 0;
          filters.push(or(eq(contracts.uplineId, id), eq(contracts.downlineId, id)) as SQL);
        }
        return page(filters.length > 0 ? and(...filters) : undefined, query, null);
      },

      offer: async (actor: Actor, input: OperatorContractOffer, language: Language) => {
        const { kind } = input.terms;
        const agent = await members.findByUsername(input.account);
        if (!agent || agent.parentId !== null || !(await isAgent(agent.type)))
          throw new AppError('not_found_entity');
        await requireEnabled(kind);
        if (await liveExists(agent.id, kind, input.product)) throw new AppError('contract_exists');
        checkTerms(input.terms, await readContractPolicy(db, kind), null, language);
        const terms = normaliseTerms(input.terms);
        const row = await insertOffer(
          null,
          agent.id,
          input.product,
          terms,
          { by: null, staffId: actor.staffId },
          (tx, created) =>
            audit.record(tx, actor, {
              action: 'contract.offer',
              targetType: 'contract',
              targetId: created.id,
              after: { downlineId: agent.id, product: input.product, terms },
            }),
        );
        return presentOne(row, null);
      },

      change: async (actor: Actor, id: number, terms: ContractTerms, language: Language) => {
        const read = await load(db, id);
        if (read.uplineId !== null) throw new AppError('contract_not_changeable');
        const proposed = await checkChange(read, terms, null, language);
        return withOperator(id, actor, 'contract.change', async (tx, row) => {
          if (row.version !== read.version) throw new AppError('contract_not_changeable');
          return transition(
            tx,
            row,
            { status: 'PENDING_CHANGE', proposedTerms: proposed, requestedBy: 'UPLINE' },
            { event: 'CHANGE_OFFERED', by: null, staffId: actor.staffId, terms: proposed },
            'contract_not_changeable',
          );
        });
      },

      answer: (actor: Actor, id: number, answer: ContractAnswer) =>
        withOperator(id, actor, 'contract.answer', (tx, row) => {
          if (row.uplineId !== null) throw new AppError('contract_not_waiting');
          return answerAs(tx, row, { side: 'UPLINE', actor }, answer, false);
        }),

      /** The operator's own contract: withdrawn, or its end asked; any other live one ends at once. */
      terminate: (actor: Actor, id: number) =>
        withOperator(id, actor, 'contract.terminate', async (tx, row) => {
          const who = { by: null, staffId: actor.staffId };
          if (row.uplineId !== null) {
            if (!isLive(row)) throw new AppError('contract_not_changeable');
            return end(tx, row, { event: 'TERMINATION_CONFIRMED', ...who }, 'contract_not_changeable');
          }
          if (row.status === 'PENDING')
            return end(tx, row, { event: 'WITHDRAWN', ...who }, 'contract_not_changeable');
          if (row.status !== 'SIGNED') throw new AppError('contract_not_changeable');
          return transition(
            tx,
            row,
            { status: 'PENDING_TERMINATION', requestedBy: 'UPLINE' },
            { event: 'TERMINATION_REQUESTED', ...who, terms: row.terms },
            'contract_not_changeable',
          );
        }),

      history: async (id: number) => history(await load(db, id)),
    },
  };
};
