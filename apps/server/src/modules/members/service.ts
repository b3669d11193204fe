import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  WRONG_PASSWORD_LIMIT,
  formatMinorUnits,
  toLanguage,
  type Language,
  type MemberInfo,
  type MemberTypes,
} from '@platform/contract';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { AgentTree } from '../../platform/agent-tree/service.ts';
import type { EventsService } from '../../platform/events/service.ts';
import type { StatisticsService } from '../../platform/statistics/service.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createCode } from '../../platform/crypto/tokens.ts';
import { lockEnd } from '../../platform/auth/lockout.ts';
import type { SecretBox } from '../../platform/crypto/secrets.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { dayRange } from '../../platform/db/day-range.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { SystemService } from '../system/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { InboxService } from '../messages/service.ts';
import type { OutboxService } from '../../platform/outbox/service.ts';
import { lockNotice } from './lock-notice.ts';
import { readAvatar } from './avatars.ts';
import { LOCK_REASON, MEMBER_STATUS, members } from './tables.ts';
import {
  memberTotpContext as totpContext,
  memberTotpPendingContext as totpPendingContext,
} from './totp-secrets.ts';
import { uniqueViolation } from '../../platform/db/database-errors.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

/** A member as services see it: the TOTP secrets decrypted (the table keeps them encrypted). */
export type MemberRow = typeof members.$inferSelect;

export interface NewMember {
  username: string;
  passwordHash: string;
  type: number;
  language: Language;
  paymentPasswordHash?: string | null | undefined;
  nickname?: string | null | undefined;
  payeeName?: string | null | undefined;
  email?: string | null | undefined;
  mobileNum?: string | null | undefined;
  countryDialingCode?: string | null | undefined;
  qqNum?: string | null | undefined;
  line?: string | null | undefined;
  whatsapp?: string | null | undefined;
  facebook?: string | null | undefined;
  wechat?: string | null | undefined;
  idNumber?: string | null | undefined;
  recommenderId?: string | null | undefined;
  parentId?: number | null | undefined;
  affiliateCode?: string | null | undefined;
  registeredWithReferralCode?: string | null | undefined;
  registeredWithAffiliateCode?: string | null | undefined;
  registerIp?: string | null | undefined;
  registerDeviceId?: string | null | undefined;
  registerUrl?: string | null | undefined;
  registerDomain?: string | null | undefined;
  isDemo?: boolean;
  /** Set when the number was proved with a code at registration. */
  mobileVerifiedAt?: Date | null | undefined;
}

/** Usernames are unique without regard to case. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

export interface MemberSearch {
  account?: string | undefined;
  mobile?: string | undefined;
  email?: string | undefined;
  id?: number | undefined;
  type?: number | undefined;
  /** Dates (yyyy-MM-dd) in the merchant's time zone, both inclusive. */
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** The parts of a member row an operator action changes, for the audit's before and after. */
const auditView = (row: MemberRow) => ({
  status: row.status,
  lockReason: row.lockReason,
  failedLoginCount: row.failedLoginCount,
  type: row.type,
  affiliateCode: row.affiliateCode,
  mustChangePassword: row.mustChangePassword,
  remarks: row.remarks,
});
export type MemberAuditView = ReturnType<typeof auditView>;

export class UsernameTakenError extends Error {
  constructor() {
    super('username taken');
  }
}

/** Another member proved the same mobile number first. */
export class MobileTakenError extends Error {
  constructor() {
    super('mobile taken');
  }
}

/** What an operator can do to a member (console issue). */
export type OperatorChange =
  | { kind: 'lock' }
  | { kind: 'unlock' }
  | { kind: 'type'; type: number }
  | { kind: 'remarks'; remarks: string }
  | { kind: 'password'; passwordHash: string };

const operatorChangeSet = (
  current: MemberRow,
  change: OperatorChange,
  now: Date,
  types: MemberTypes,
): Partial<typeof members.$inferInsert> => {
  switch (change.kind) {
    case 'lock':
      return { status: MEMBER_STATUS.LOCKED, lockReason: LOCK_REASON.OPERATOR, lockedUntil: null };
    case 'unlock':
      return {
        status: MEMBER_STATUS.ACTIVE,
        lockReason: null,
        lockedUntil: null,
        failedLoginCount: 0,
        wrongPasswordLocks: 0,
      };
    case 'type':
      // A member who becomes an agent gets an affiliate code for downline registrations.
      return {
        type: change.type,
        affiliateCode: types.isAgent(change.type)
          ? (current.affiliateCode ?? createCode())
          : current.affiliateCode,
      };
    case 'remarks':
      return { remarks: change.remarks === '' ? null : change.remarks };
    case 'password':
      return { passwordHash: change.passwordHash, mustChangePassword: true, passwordChangedAt: now };
  }
};

export type MembersService = ReturnType<typeof createMembersService>;

export const createMembersService = ({
  db,
  wallet,
  system,
  inbox,
  outbox,
  secrets,
  tree,
  events,
  statistics,
  promoCount,
  rankName,
  clock = systemClock,
}: {
  db: Database;
  wallet: WalletService;
  /** The agent tree: a new member is placed under its upline in the transaction that creates it. */
  tree: Pick<AgentTree, 'attach' | 'move'>;
  events: Pick<EventsService, 'record'>;
  /** Team figures move with a team. */
  statistics: Pick<StatisticsService, 'consumer' | 'moveTeam'>;
  system: SystemService;
  /** The messages module's inbox: the unread count of member info, and the lock notice. */
  inbox: Pick<InboxService, 'unreadCount' | 'deliver' | 'push'>;
  outbox: Pick<OutboxService, 'send'>;
  /** Encrypts the TOTP secrets at rest. */
  secrets: SecretBox;
  /** Member info's `availablePromoCount`: the rewards' counts (given by the app; members does not depend on rewards). */
  promoCount?: (memberId: number) => Promise<number>;
  /** Member info's `rank`: the VIP rank's name of a level (given by the app; members does not depend on VIP). */
  rankName?: (level: number, language: Language) => Promise<string | null>;
  clock?: Clock;
}) => {
  /** A stored row with its TOTP secrets decrypted. */
  const openRow = (row: MemberRow): MemberRow =>
    row.totpSecret === null && row.totpPendingSecret === null
      ? row
      : {
          ...row,
          totpSecret: secrets.openNullable(row.totpSecret, totpContext(row.id)),
          totpPendingSecret: secrets.openNullable(row.totpPendingSecret, totpPendingContext(row.id)),
        };
  const openFirst = (rows: MemberRow[]): MemberRow | undefined => (rows[0] ? openRow(rows[0]) : undefined);

  const findById = async (id: number): Promise<MemberRow | undefined> =>
    openFirst(await db.select().from(members).where(eq(members.id, id)));

  /** Tells the member of a lock from wrong passwords: in the inbox, and by email when there is an address. */
  const notifyLock = async (member: MemberRow, lockedUntil: Date) => {
    const language = toLanguage(member.language);
    const notice = lockNotice(
      formatTimestamp(lockedUntil, (await system.getSiteSetting()).timeZone),
      language,
    );
    const message = await inbox.deliver(db, member.id, { kind: 'SYSTEM', ...notice });
    await inbox.push(message);
    if (member.email) {
      await outbox.send({
        channel: 'EMAIL',
        recipient: member.email,
        subject: notice.title,
        body: notice.content,
      });
    }
  };

  return {
    findById,

    /** Writes a member's VIP level (the VIP module's rank order number) in the caller's transaction. */
    setVipLevel: async (tx: Executor, memberId: number, level: number) => {
      await tx.update(members).set({ vipLevel: level }).where(eq(members.id, memberId));
    },

    /** The members holding a VIP level (above 0), by id: what the VIP module's monthly checks go through. */
    findVipMembers: async (): Promise<{ id: number; vipLevel: number }[]> =>
      db
        .select({ id: members.id, vipLevel: members.vipLevel })
        .from(members)
        .where(sql`${members.vipLevel} > 0`)
        .orderBy(members.id),

    /** The caller of an agent-centre call, which must be an agent: everyone else is `forbidden`. */
    requireAgent: async (memberId: number) => {
      const [member, types] = await Promise.all([findById(memberId), system.getMemberTypes()]);
      if (!member || !types.isAgent(member.type)) throw new AppError('forbidden');
      return member;
    },

    /** SQL that holds while the member may play (not locked), for a statement that checks it as it writes. */
    isActive: (memberId: number) =>
      sql`exists (select 1 from ${members} where ${members.id} = ${memberId} and ${members.status} = ${MEMBER_STATUS.ACTIVE})`,

    /** The usernames of the given members, by id (members that do not exist are absent). */
    findUsernames: async (ids: readonly number[]): Promise<Map<number, string>> => {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** The direct downlines of a member that are agents, by id. */
    findDirectAgents: async (parentId: number): Promise<{ id: number; username: string }[]> =>
      db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(
          and(
            eq(members.parentId, parentId),
            inArray(members.type, [...(await system.getMemberTypes()).agentTypes]),
          ),
        )
        .orderBy(members.id),

    /** Ids of the members whose username contains `account` (any case), as a subquery for `inArray`. */
    idsWithUsernameLike: (account: string) =>
      db
        .select({ id: members.id })
        .from(members)
        .where(ilike(members.username, containsPattern(account.toLowerCase()))),

    /**
     * A scalar subquery: the member type of the member `memberId` (an SQL expression, such as a
     * joined column) while the member is active, else null. Lets a caller read a member's standing
     * in the statement it already runs (the session check on every request).
     */
    activeTypeSql: (memberId: SQL) =>
      sql<
        number | null
      >`(select ${members.type} from ${members} where ${members.id} = ${memberId} and ${members.status} = ${MEMBER_STATUS.ACTIVE})`,

    /**
     * The wallet's fields of the member: payee name, payment password and its wrong tries. With
     * `forUpdate` the row stays locked for the caller's transaction, so a member's money requests
     * run one at a time and counts and limits hold under concurrency.
     */
    findWalletFields: async (executor: Executor, memberId: number, options: { forUpdate: boolean }) => {
      const query = executor
        .select({
          id: members.id,
          payeeName: members.payeeName,
          paymentPasswordHash: members.paymentPasswordHash,
          paymentPasswordFailures: members.paymentPasswordFailures,
        })
        .from(members)
        .where(eq(members.id, memberId));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Counts a wrong payment password atomically (tries at once all count); answers the new count. */
    countPaymentPasswordFailure: async (memberId: number): Promise<number | undefined> => {
      const [counted] = await db
        .update(members)
        .set({ paymentPasswordFailures: sql`${members.paymentPasswordFailures} + 1` })
        .where(eq(members.id, memberId))
        .returning({ failures: members.paymentPasswordFailures });
      return counted?.failures;
    },

    resetPaymentPasswordFailures: async (executor: Executor, memberId: number) => {
      await executor.update(members).set({ paymentPasswordFailures: 0 }).where(eq(members.id, memberId));
    },

    /** A new payment password; its wrong tries start again from zero. */
    setPaymentPasswordHash: async (executor: Executor, memberId: number, hash: string) => {
      await executor
        .update(members)
        .set({ paymentPasswordHash: hash, paymentPasswordFailures: 0 })
        .where(eq(members.id, memberId));
    },

    setPayeeName: async (executor: Executor, memberId: number, payeeName: string) => {
      await executor.update(members).set({ payeeName }).where(eq(members.id, memberId));
    },

    findByUsername: async (username: string): Promise<MemberRow | undefined> =>
      openFirst(
        await db
          .select()
          .from(members)
          .where(eq(members.username, normaliseUsername(username))),
      ),

    /** The member who proved this mobile number with a code (dialing code with or without `+`). */
    findByVerifiedMobile: async (
      countryDialingCode: string,
      national: string,
    ): Promise<MemberRow | undefined> =>
      openFirst(
        await db
          .select()
          .from(members)
          .where(
            and(
              eq(members.countryDialingCode, countryDialingCode.replace(/^\+/, '')),
              eq(members.mobileNum, national),
              isNotNull(members.mobileVerifiedAt),
            ),
          ),
      ),

    /** The agent who owns an affiliate code (codes are compared upper-cased). */
    findAgentByAffiliateCode: async (code: string): Promise<MemberRow | undefined> => {
      const [row] = await db
        .select()
        .from(members)
        .where(eq(members.affiliateCode, code.trim().toUpperCase()));
      return row && (await system.getMemberTypes()).isAgent(row.type) ? openRow(row) : undefined;
    },

    /** Creates the member and its wallet in one transaction; a taken username or verified mobile throws. */
    createMember: async (
      input: NewMember,
      /** Further writes of the caller's (its rates, how it was made) in the member's transaction. */
      alongside?: (tx: Executor, row: MemberRow) => Promise<void>,
    ): Promise<MemberRow> => {
      const [{ currency }, types] = await Promise.all([system.getSiteSetting(), system.getMemberTypes()]);
      try {
        return await db.transaction(async (tx) => {
          // Invite friends: the referral code's owner is kept as a member id (an unknown code keeps none).
          const code = input.registeredWithReferralCode?.trim().toUpperCase();
          const [referrer] = code
            ? await tx.select({ id: members.id }).from(members).where(eq(members.referralCode, code))
            : [];
          const [row] = await tx
            .insert(members)
            .values({
              ...input,
              referrerId: referrer?.id ?? null,
              username: normaliseUsername(input.username),
              referralCode: createCode(),
              createdAt: clock.now(),
              // An agent gets an affiliate code for downline registrations.
              affiliateCode:
                input.affiliateCode?.toUpperCase() ?? (types.isAgent(input.type) ? createCode() : null),
            })
            .returning();
          if (!row) throw new Error('member insert returned no row');
          await wallet.openMemberWallet(tx, row.id, currency.code);
          await tree.attach(tx, row.id, row.parentId);
          await events.record(tx, {
            type: 'member.registered',
            memberId: row.id,
            payload: { parentId: row.parentId },
          });
          await alongside?.(tx, row);
          return row;
        });
      } catch (error) {
        const violation = uniqueViolation(error);
        if (violation?.constraint === 'members_verified_mobile_key') throw new MobileTakenError();
        if (violation) throw new UsernameTakenError();
        throw error;
      }
    },

    /**
     * Counts one wrong password of an active account atomically; the fifth locks it for the
     * profile setting's `loginLockMinutes`, doubled for every lock since the last good login (at most a day). Two wrong
     * attempts at once both count, because the increment happens in the UPDATE itself. The member
     * is told of the lock.
     */
    recordWrongPassword: async (member: MemberRow): Promise<{ locked: boolean }> => {
      const { loginLockMinutes } = await system.getProfileConfig();
      const reachesLimit = sql`${members.failedLoginCount} + 1 >= ${WRONG_PASSWORD_LIMIT}`;
      const [row] = await db
        .update(members)
        .set({
          failedLoginCount: sql`${members.failedLoginCount} + 1`,
          status: sql`case when ${reachesLimit} then ${MEMBER_STATUS.LOCKED} else ${members.status} end`,
          lockReason: sql`case when ${reachesLimit} then ${LOCK_REASON.WRONG_PASSWORD} else ${members.lockReason} end`,
          lockedUntil: sql`case when ${reachesLimit} then ${lockEnd(members.wrongPasswordLocks, loginLockMinutes, clock.now())} else ${members.lockedUntil} end`,
          wrongPasswordLocks: sql`${members.wrongPasswordLocks} + case when ${reachesLimit} then 1 else 0 end`,
        })
        .where(and(eq(members.id, member.id), eq(members.status, MEMBER_STATUS.ACTIVE)))
        .returning({ status: members.status, lockedUntil: members.lockedUntil });
      const locked = row?.status === MEMBER_STATUS.LOCKED;
      if (locked && row.lockedUntil) await notifyLock(member, row.lockedUntil);
      return { locked };
    },

    /**
     * Lifts the locks from wrong passwords whose time is over (one member's, or every member's for
     * the scheduled sweep), so they end by themselves; answers how many were lifted.
     */
    releaseExpiredLocks: async (memberId?: number): Promise<number> => {
      const lifted = await db
        .update(members)
        .set({ status: MEMBER_STATUS.ACTIVE, lockReason: null, lockedUntil: null, failedLoginCount: 0 })
        .where(
          and(
            eq(members.status, MEMBER_STATUS.LOCKED),
            eq(members.lockReason, LOCK_REASON.WRONG_PASSWORD),
            or(isNull(members.lockedUntil), lte(members.lockedUntil, clock.now())),
            memberId === undefined ? undefined : eq(members.id, memberId),
          ),
        )
        .returning({ id: members.id });
      return lifted.length;
    },

    recordSuccessfulLogin: async (executor: Executor, memberId: number) => {
      await events.record(executor, { type: 'member.login', memberId, payload: {} });
      await executor
        .update(members)
        .set({
          failedLoginCount: 0,
          wrongPasswordLocks: 0,
          previousLoginAt: sql`${members.lastLoginAt}`,
          lastLoginAt: clock.now(),
        })
        .where(and(eq(members.id, memberId), eq(members.status, MEMBER_STATUS.ACTIVE)));
    },

    /** How many members registered with each of these codes (a referral link's count). */
    countRegisteredWithCodes: async (codes: readonly string[]): Promise<Map<string, number>> => {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: members.registeredWithAffiliateCode, n: count() })
        .from(members)
        .where(inArray(members.registeredWithAffiliateCode, [...codes]))
        .groupBy(members.registeredWithAffiliateCode);
      return new Map(rows.map((row) => [row.code ?? '', row.n]));
    },

    /**
     * Invite friends: the members registered with this member's referral code, oldest first, with
     * their registration device and IP and whether an earlier member registered the same mobile number.
     */
    referredMembers: async (referrerId: number) =>
      db
        .select({
          id: members.id,
          username: members.username,
          createdAt: members.createdAt,
          registerIp: members.registerIp,
          registerDeviceId: members.registerDeviceId,
          phoneUsedBefore: sql<boolean>`members.mobile_num is not null and exists (
            select 1 from members earlier where earlier.mobile_num = members.mobile_num
              and earlier.country_dialing_code is not distinct from members.country_dialing_code
              and earlier.id < members.id)`,
        })
        .from(members)
        .where(eq(members.referrerId, referrerId))
        .orderBy(members.id),

    /** Every member who invited at least one member (the referral jobs' list). */
    referrerIds: async (): Promise<number[]> =>
      (
        await db
          .selectDistinct({ id: members.referrerId })
          .from(members)
          .where(isNotNull(members.referrerId))
          .orderBy(members.referrerId)
      ).flatMap((row) => (row.id === null ? [] : [row.id])),

    /** The member's direct downlines' ids. */
    directDownlineIds: async (memberId: number, executor: Executor = db): Promise<number[]> =>
      (await executor.select({ id: members.id }).from(members).where(eq(members.parentId, memberId))).map(
        (row) => row.id,
      ),

    searchMembers: async (query: MemberSearch): Promise<{ rows: MemberRow[]; total: number }> => {
      const { timeZone } = await system.getSiteSetting();
      const filters: SQL[] = [];
      if (query.account) filters.push(ilike(members.username, containsPattern(query.account.toLowerCase())));
      if (query.mobile) filters.push(ilike(members.mobileNum, containsPattern(query.mobile)));
      if (query.email) filters.push(ilike(members.email, containsPattern(query.email)));
      if (query.id) filters.push(eq(members.id, query.id));
      if (query.type !== undefined) filters.push(eq(members.type, query.type));
      filters.push(
        ...dayRange(members.createdAt, { from: query.registeredFrom, to: query.registeredTo }, timeZone),
      );
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(members).where(where);
      const rows = await db
        .select()
        .from(members)
        .where(where)
        .orderBy(desc(members.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { rows: rows.map(openRow), total: total?.n ?? 0 };
    },

    /**
     * Applies an operator's change to one member inside the caller's transaction, row-locked, and
     * answers the audited fields before and after. Undefined when the member does not exist.
     */
    /**
     * Moves a member and its whole team under another agent, in the caller's transaction: the tree,
     * the team figures of both upline chains and the member's upline change together, and the move
     * is recorded as an event. Statistics are held still meanwhile, so no batch lands half on each
     * side. Rounds settled before keep the chain they had. `upline_invalid` for a non-agent upline
     * or one inside the team; undefined for an unknown member.
     */
    moveUnderUpline: async (tx: Executor, memberId: number, uplineId: number) => {
      await statistics.consumer.hold(tx);
      const [current] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
      if (!current) return undefined;
      const [upline] = await tx.select().from(members).where(eq(members.id, uplineId));
      if (!upline || !(await system.getMemberTypes(tx)).isAgent(upline.type)) {
        throw new AppError('upline_invalid');
      }
      const moved = await tree.move(tx, memberId, uplineId);
      if (!moved) throw new AppError('upline_invalid');
      await statistics.moveTeam(tx, memberId, moved);
      await tx.update(members).set({ parentId: uplineId }).where(eq(members.id, memberId));
      await events.record(tx, {
        type: 'member.moved',
        memberId,
        payload: { fromParentId: current.parentId, toParentId: uplineId },
      });
      return { before: { upline: current.parentId }, after: { upline: uplineId } };
    },

    applyOperatorChange: async (
      executor: Executor,
      memberId: number,
      change: OperatorChange,
    ): Promise<{ before: MemberAuditView; after: MemberAuditView } | undefined> => {
      const [current] = await executor.select().from(members).where(eq(members.id, memberId)).for('update');
      if (!current) return undefined;
      const [updated] = await executor
        .update(members)
        .set(operatorChangeSet(current, change, clock.now(), await system.getMemberTypes(executor)))
        .where(eq(members.id, memberId))
        .returning();
      if (!updated) return undefined;
      return { before: auditView(current), after: auditView(updated) };
    },

    setPasswordHash: async (
      executor: Executor,
      memberId: number,
      passwordHash: string,
      mustChange: boolean,
    ) => {
      await executor
        .update(members)
        .set({ passwordHash, mustChangePassword: mustChange, passwordChangedAt: clock.now() })
        .where(eq(members.id, memberId));
    },

    /**
     * After a password reset the member proved who they are: the wrong-password count starts again
     * and a lock from wrong passwords lifts. An operator's lock stays.
     */
    clearWrongPasswordLock: async (executor: Executor, memberId: number) => {
      const fromWrongPasswords = sql`${members.lockReason} = ${LOCK_REASON.WRONG_PASSWORD}`;
      await executor
        .update(members)
        .set({
          failedLoginCount: 0,
          wrongPasswordLocks: 0,
          status: sql`case when ${fromWrongPasswords} then ${MEMBER_STATUS.ACTIVE} else ${members.status} end`,
          lockReason: sql`case when ${fromWrongPasswords} then null else ${members.lockReason} end`,
          lockedUntil: sql`case when ${fromWrongPasswords} then null else ${members.lockedUntil} end`,
        })
        .where(eq(members.id, memberId));
    },

    /** Binds a mobile number the member proved with a code; one another member proved first throws. */
    setVerifiedMobile: async (memberId: number, countryDialingCode: string, national: string) => {
      try {
        await db
          .update(members)
          .set({ countryDialingCode, mobileNum: national, mobileVerifiedAt: sql`now()` })
          .where(eq(members.id, memberId));
      } catch (error) {
        const taken = uniqueViolation(error)?.constraint === 'members_verified_mobile_key';
        throw taken ? new MobileTakenError() : error;
      }
    },

    /**
     * Records the time step of an accepted authenticator code at login. False when this step or a
     * later one was used already: a replayed code, or the slower of two logins with one code.
     */
    acceptTotpStep: async (memberId: number, timeStep: number): Promise<boolean> => {
      const [row] = await db
        .update(members)
        .set({ totpLastTimeStep: timeStep })
        .where(
          sql`${members.id} = ${memberId} and (${members.totpLastTimeStep} is null or ${members.totpLastTimeStep} < ${timeStep})`,
        )
        .returning({ id: members.id });
      return row !== undefined;
    },

    /** Keeps a new authenticator secret waiting for its first code (replacing a pending one). */
    setPendingTotp: async (memberId: number, secret: string) => {
      await db
        .update(members)
        .set({ totpPendingSecret: secrets.seal(secret, totpPendingContext(memberId)) })
        .where(eq(members.id, memberId));
    },

    /**
     * Makes the pending secret the member's, with the time step of the code that confirmed it.
     * False when it is no longer the one checked (replaced by a new start) or one is enrolled.
     */
    confirmPendingTotp: async (memberId: number, pending: string, timeStep: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
        if (!row || row.totpSecret !== null || row.totpPendingSecret === null) return false;
        if (secrets.open(row.totpPendingSecret, totpPendingContext(memberId)) !== pending) return false;
        await tx
          .update(members)
          .set({
            totpSecret: secrets.seal(pending, totpContext(memberId)),
            totpPendingSecret: null,
            totpLastTimeStep: timeStep,
          })
          .where(eq(members.id, memberId));
        return true;
      }),

    /**
     * Removes the authenticator when `secret` is still the enrolled one and `timeStep` is later than
     * the last accepted step (so one code removes it once, even when sent twice).
     */
    removeTotp: async (memberId: number, secret: string, timeStep: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
        if (!row || row.totpSecret === null) return false;
        if (secrets.open(row.totpSecret, totpContext(memberId)) !== secret) return false;
        if (row.totpLastTimeStep !== null && row.totpLastTimeStep >= timeStep) return false;
        await tx
          .update(members)
          .set({ totpSecret: null, totpPendingSecret: null, totpLastTimeStep: null })
          .where(eq(members.id, memberId));
        return true;
      }),

    /** Enrols an authenticator secret directly, without a confirming code (tests, data repair). */
    setTotpSecret: async (memberId: number, secret: string | null) => {
      await db
        .update(members)
        .set({ totpSecret: secret === null ? null : secrets.seal(secret, totpContext(memberId)) })
        .where(eq(members.id, memberId));
    },

    setLanguage: async (memberId: number, language: Language) => {
      await db.update(members).set({ language }).where(eq(members.id, memberId));
    },

    /** What reward conditions ask of a member's profile (rewards: eligibility conditions, newbie task). */
    rewardFacts: async (memberId: number) => {
      const member = await findById(memberId);
      if (!member) throw new Error(`member ${memberId} not found`);
      return {
        realName: member.payeeName !== null || member.fullName !== null,
        verifiedMobile: member.mobileVerifiedAt !== null,
        email: member.email !== null,
        idNumber: member.idNumber !== null,
        address: member.address !== null,
        registeredAt: member.createdAt,
        registerIp: member.registerIp,
      };
    },

    /** Member info; the VIP rank's name in `language` (the request's). */
    getMemberInfo: async (memberId: number, language: Language): Promise<MemberInfo> => {
      const [member, types] = await Promise.all([findById(memberId), system.getMemberTypes()]);
      if (!member) throw new Error(`member ${memberId} not found`);
      const [{ balance }, site, unreadMessageCount, availablePromoCount, rank, { avatarUrl }] =
        await Promise.all([
          wallet.getMainBalance(memberId),
          system.getSiteSetting(),
          inbox.unreadCount(memberId),
          types.isTrial(member.type) || !promoCount ? 0 : promoCount(memberId),
          member.vipLevel > 0 && rankName ? rankName(member.vipLevel, language) : null,
          readAvatar(db, memberId),
        ]);
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        isAgent: types.isAgent(member.type),
        isTrial: types.isTrial(member.type),
        balance: formatMinorUnits(balance),
        currencySymbol: site.currency.symbol,
        currency: site.currency.code,
        unreadMessageCount,
        availablePromoCount,
        isVip: member.vipLevel > 0,
        vipLevel: member.vipLevel,
        label: member.label,
        rank: member.vipLevel > 0 ? (rank ?? `VIP${member.vipLevel}`) : null,
        language: toLanguage(member.language),
        lastLoginAt: member.previousLoginAt ? formatTimestamp(member.previousLoginAt, site.timeZone) : null,
        registeredAt: formatTimestamp(member.createdAt, site.timeZone),
        avatarUrl,
      };
    },
  };
};
