import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import {
  ROLE_PERMISSIONS,
  STAFF_CHALLENGE_MINUTES,
  STAFF_SESSION_IDLE_MINUTES,
  WRONG_PASSWORD_LIMIT,
  type StaffLoginStep,
  type StaffProfile,
  type StaffRole,
} from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import { checkTotp } from '../../platform/crypto/totp.ts';
import { createToken, sha256 } from '../../platform/crypto/tokens.ts';
import { lockEnd } from '../../platform/auth/lockout.ts';
import { CAPTCHA_FLAG, type CaptchaAnswer, type CaptchaService } from '../../platform/captcha/service.ts';
import type { SecretBox } from '../../platform/crypto/secrets.ts';
import type { SystemService } from '../system/service.ts';
import { staffPendingContext, staffTotpContext } from './staff-secrets.ts';
import type { Actor, AuditService } from '../../platform/audit/service.ts';
import { STAFF_STATUS, staff, staffChallenges, staffSessions, type StaffStatus } from './tables.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

type StaffRow = typeof staff.$inferSelect;

/** The staff member behind a console request. */
export interface StaffPrincipal {
  sessionId: string;
  staffId: number;
  username: string;
  role: StaffRole;
  mustChangePassword: boolean;
}

const TOTP_ISSUER = 'Platform Console';

/** Wrong passwords keep the account out until `lockedUntil`. */
const isLocked = (row: StaffRow, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;
const STAFF_IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
const SESSION_TOUCH_INTERVAL_MS = 60_000;

export const toStaffProfile = (row: StaffRow): StaffProfile => ({
  id: row.id,
  username: row.username,
  role: row.role,
  permissions: [...ROLE_PERMISSIONS[row.role]],
  mustChangePassword: row.mustChangePassword,
});

export type StaffService = ReturnType<typeof createStaffService>;

/** Wrong codes one TOTP step survives; then the login starts again from the password. */
const TOTP_MAX_ATTEMPTS = 5;

export const createStaffService = ({
  db,
  audit,
  system,
  captcha,
  secrets,
  clock = systemClock,
}: {
  db: Database;
  audit: AuditService;
  system: Pick<SystemService, 'getProfileConfig'>;
  captcha: Pick<CaptchaService, 'requireSolved' | 'hasRecentFailures' | 'recordFailure'>;
  /** Encrypts the TOTP secrets at rest; rows leave this service with them decrypted. */
  secrets: SecretBox;
  clock?: Clock;
}) => {
  const dummyHash = hashPassword(createToken());

  const openRow = (row: StaffRow | undefined): StaffRow | undefined =>
    row?.totpSecret ? { ...row, totpSecret: secrets.open(row.totpSecret, staffTotpContext(row.id)) } : row;

  /**
   * One wrong password, counted in the UPDATE itself so parallel guesses all count; the fifth
   * starts a lock (answered true) and the count begins again for the next one. While a lock runs,
   * nothing counts.
   */
  const countWrongPassword = async (row: StaffRow): Promise<boolean> => {
    const { loginLockMinutes } = await system.getProfileConfig();
    const now = clock.now();
    const reachesLimit = sql`${staff.failedLoginCount} + 1 >= ${WRONG_PASSWORD_LIMIT}`;
    const [updated] = await db
      .update(staff)
      .set({
        failedLoginCount: sql`case when ${reachesLimit} then 0 else ${staff.failedLoginCount} + 1 end`,
        lockedUntil: sql`case when ${reachesLimit} then ${lockEnd(staff.wrongPasswordLocks, loginLockMinutes, now)} else ${staff.lockedUntil} end`,
        wrongPasswordLocks: sql`${staff.wrongPasswordLocks} + case when ${reachesLimit} then 1 else 0 end`,
      })
      .where(and(eq(staff.id, row.id), or(isNull(staff.lockedUntil), lte(staff.lockedUntil, now))))
      .returning({ lockedUntil: staff.lockedUntil });
    return updated?.lockedUntil != null && updated.lockedUntil > now;
  };

  const findByUsername = async (username: string) =>
    openRow((await db.select().from(staff).where(eq(staff.username, username.trim().toLowerCase())))[0]);
  const findById = async (id: number) => openRow((await db.select().from(staff).where(eq(staff.id, id)))[0]);

  const enrolmentStep = async (row: StaffRow, challenge: string, secret: string): Promise<StaffLoginStep> => {
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: row.username, secret });
    return { stage: 'ENROL', challenge, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl), secret };
  };

  const openChallenge = async (row: StaffRow, pendingSecret: string | null) => {
    const challenge = createToken();
    const tokenHash = sha256(challenge);
    await db.insert(staffChallenges).values({
      tokenHash,
      staffId: row.id,
      pendingSecret:
        pendingSecret === null ? null : secrets.seal(pendingSecret, staffPendingContext(tokenHash)),
      expiresAt: new Date(clock.now().getTime() + STAFF_CHALLENGE_MINUTES * 60_000),
    });
    return challenge;
  };

  const createStaff = async (input: {
    username: string;
    password: string;
    role: StaffRole;
    mustChangePassword: boolean;
    isDemo?: boolean;
  }) => {
    const [row] = await db
      .insert(staff)
      .values({
        username: input.username.trim().toLowerCase(),
        passwordHash: await hashPassword(input.password),
        role: input.role,
        mustChangePassword: input.mustChangePassword,
        isDemo: input.isDemo ?? false,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  };

  return {
    findByUsername,
    createStaff,

    /** The usernames of the given staff, by id (staff that do not exist are absent). */
    findUsernames: async (ids: readonly number[]): Promise<Map<number, string>> => {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: staff.id, username: staff.username })
        .from(staff)
        .where(inArray(staff.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /**
     * Step one: the password. After a failure from this IP or on this account the next attempt
     * needs the captcha; the fifth wrong password locks the account for the profile setting's
     * `loginLockMinutes`, doubled for each lock since the last good login, so nobody can lock an
     * administrator out for good. Only the right password learns of a lock.
     */
    login: async (
      input: { username: string; password: string } & CaptchaAnswer,
      ip: string,
    ): Promise<StaffLoginStep> => {
      const row = await findByUsername(input.username);
      if ((row?.failedLoginCount ?? 0) > 0 || (await captcha.hasRecentFailures(ip))) {
        await captcha.requireSolved(input);
      }
      if (!row) {
        await verifyPassword(await dummyHash, input.password);
        await captcha.recordFailure(ip);
        throw new AppError('login_failed', { value: CAPTCHA_FLAG });
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        await captcha.recordFailure(ip);
        const locked =
          row.status === STAFF_STATUS.ACTIVE &&
          !isLocked(row, clock.now()) &&
          (await countWrongPassword(row));
        throw new AppError(locked ? 'account_locked' : 'login_failed', { value: CAPTCHA_FLAG });
      }
      if (row.status === STAFF_STATUS.DISABLED) throw new AppError('account_disabled');
      if (row.status === STAFF_STATUS.LOCKED || isLocked(row, clock.now())) {
        throw new AppError(
          'account_locked',
          row.lockedUntil ? { value: { lockedUntil: row.lockedUntil.toISOString() } } : {},
        );
      }
      await db.update(staff).set({ failedLoginCount: 0, wrongPasswordLocks: 0 }).where(eq(staff.id, row.id));
      if (!row.totpSecret) {
        const secret = generateSecret();
        return enrolmentStep(row, await openChallenge(row, secret), secret);
      }
      return { stage: 'VERIFY', challenge: await openChallenge(row, null) };
    },

    /**
     * Step two: the TOTP code. For an enrolment the pending secret becomes the staff's. The
     * challenge is spent atomically, so two requests with one challenge open one session at most.
     */
    verifyTotp: async (input: { challenge: string; code: string }, ip: string) => {
      const tokenHash = sha256(input.challenge);
      const [challenge] = await db
        .select()
        .from(staffChallenges)
        .where(
          and(
            eq(staffChallenges.tokenHash, tokenHash),
            isNull(staffChallenges.usedAt),
            gt(staffChallenges.expiresAt, clock.now()),
          ),
        );
      const row = challenge ? await findById(challenge.staffId) : undefined;
      if (!challenge || !row || row.status !== STAFF_STATUS.ACTIVE) throw new AppError('challenge_expired');
      const secret =
        secrets.openNullable(challenge.pendingSecret, staffPendingContext(tokenHash)) ?? row.totpSecret;
      if (!secret) throw new AppError('challenge_expired');
      // The attempt counts before the code is checked, so parallel guesses cannot pass the limit.
      const [counted] = await db
        .update(staffChallenges)
        .set({ attempts: sql`${staffChallenges.attempts} + 1` })
        .where(
          and(
            eq(staffChallenges.tokenHash, tokenHash),
            isNull(staffChallenges.usedAt),
            lt(staffChallenges.attempts, TOTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ tokenHash: staffChallenges.tokenHash });
      if (!counted) throw new AppError('challenge_expired');
      const timeStep = await checkTotp(secret, input.code, row.totpLastTimeStep);
      if (timeStep === undefined) throw new AppError('totp_invalid');

      const token = createToken();
      const opened = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(staffChallenges)
          .set({ usedAt: sql`now()` })
          .where(and(eq(staffChallenges.tokenHash, tokenHash), isNull(staffChallenges.usedAt)))
          .returning({ staffId: staffChallenges.staffId });
        if (!spent) return false;
        await tx
          .update(staff)
          .set({
            totpSecret: secrets.seal(secret, staffTotpContext(row.id)),
            totpLastTimeStep: timeStep,
            lastLoginAt: clock.now(),
          })
          .where(eq(staff.id, row.id));
        await tx.insert(staffSessions).values({
          tokenHash: sha256(token),
          staffId: row.id,
          ip,
          expiresAt: new Date(clock.now().getTime() + STAFF_IDLE_MS),
        });
        if (challenge.pendingSecret) {
          const actor: Actor = { staffId: row.id, username: row.username, ip };
          await audit.record(tx, actor, {
            action: row.totpSecret ? 'staff.totp_reenrol' : 'staff.totp_enrol',
            targetType: 'staff',
            targetId: row.id,
            before: { totpEnrolled: row.totpSecret !== null },
            after: { totpEnrolled: true },
          });
        }
        return true;
      });
      if (!opened) throw new AppError('challenge_expired');
      return { token, staff: toStaffProfile({ ...row, totpSecret: secret }) };
    },

    /**
     * Maps a console token to its staff in one query; 30 minutes without a request ends the
     * session. The session row is refreshed at most once a minute, so reads stay reads.
     */
    authenticate: async (token: string): Promise<StaffPrincipal | null> => {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          lastSeenAt: staffSessions.lastSeenAt,
          staffId: staff.id,
          username: staff.username,
          role: staff.role,
          status: staff.status,
          mustChangePassword: staff.mustChangePassword,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, sha256(token)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, clock.now()),
          ),
        );
      if (!row || row.status !== STAFF_STATUS.ACTIVE) return null;
      const now = clock.now();
      if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + STAFF_IDLE_MS) })
          .where(eq(staffSessions.id, row.sessionId));
      }
      return {
        sessionId: row.sessionId,
        staffId: row.staffId,
        username: row.username,
        role: row.role,
        mustChangePassword: row.mustChangePassword,
      };
    },

    logout: async (principal: StaffPrincipal) => {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(staffSessions.id, principal.sessionId));
    },

    getProfile: async (staffId: number) => {
      const row = await findById(staffId);
      if (!row) throw new AppError('not_logged_in');
      return toStaffProfile(row);
    },

    changeOwnPassword: async (actor: Actor, input: { oldPassword: string; newPassword: string }) => {
      const row = await findById(actor.staffId);
      if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) {
        throw new AppError('password_incorrect');
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash, mustChangePassword: false }).where(eq(staff.id, row.id));
        await audit.record(tx, actor, {
          action: 'staff.password_change',
          targetType: 'staff',
          targetId: row.id,
          before: { mustChangePassword: row.mustChangePassword },
          after: { mustChangePassword: false },
        });
      });
    },

    /** Re-enrolment: the password again, then a new secret confirmed through `verifyTotp`. */
    startReenrol: async (actor: Actor, password: string): Promise<StaffLoginStep> => {
      const row = await findById(actor.staffId);
      if (!row || !(await verifyPassword(row.passwordHash, password))) {
        throw new AppError('password_incorrect');
      }
      const secret = generateSecret();
      return enrolmentStep(row, await openChallenge(row, secret), secret);
    },

    listStaff: async () => db.select().from(staff).orderBy(asc(staff.id)),

    createByAdmin: async (actor: Actor, input: { username: string; password: string; role: StaffRole }) => {
      const row = await createStaff({ ...input, mustChangePassword: true });
      if (!row) throw new AppError('conflict');
      await audit.record(db, actor, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        after: { username: row.username, role: row.role },
      });
      return row;
    },

    updateByAdmin: async (
      actor: Actor,
      staffId: number,
      input: { role?: StaffRole | undefined; status?: StaffStatus | undefined },
    ) =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
        if (!current) throw new AppError('not_found_entity');
        // An administrator cannot demote or disable themselves and lose the console.
        if (current.id === actor.staffId) throw new AppError('forbidden');
        const [updated] = await tx
          .update(staff)
          .set({
            role: input.role ?? current.role,
            status: input.status ?? current.status,
            // Setting an account ACTIVE also lifts a lock from wrong passwords.
            ...(input.status === STAFF_STATUS.ACTIVE
              ? { failedLoginCount: 0, lockedUntil: null, wrongPasswordLocks: 0 }
              : {}),
          })
          .where(eq(staff.id, staffId))
          .returning();
        if (input.status && input.status !== STAFF_STATUS.ACTIVE) {
          await tx
            .update(staffSessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
        }
        await audit.record(tx, actor, {
          action: 'staff.update',
          targetType: 'staff',
          targetId: staffId,
          before: { role: current.role, status: current.status },
          after: { role: updated?.role, status: updated?.status },
        });
        return updated;
      }),

    resetTotpByAdmin: async (actor: Actor, staffId: number) =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
        if (!current) throw new AppError('not_found_entity');
        await tx.update(staff).set({ totpSecret: null, totpLastTimeStep: null }).where(eq(staff.id, staffId));
        await tx
          .update(staffSessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
        await audit.record(tx, actor, {
          action: 'staff.totp_reset',
          targetType: 'staff',
          targetId: staffId,
          before: { totpEnrolled: current.totpSecret !== null },
          after: { totpEnrolled: false },
        });
      }),
  };
};
