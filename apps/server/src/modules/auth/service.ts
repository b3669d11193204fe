import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  CAPTCHA_IP_WINDOW_MINUTES,
  CAPTCHA_TTL_MINUTES,
  LOGIN_PORTAL,
  SESSION_IDLE_HOURS,
  buildPasswordChangeRules,
  buildRegisterRules,
  isAgentType,
  isMemberSideType,
  isTrialType,
  toFieldErrors,
  errorMessage,
  type Language,
  type LoginResult,
  type registerRequestSchema,
  type loginRequestSchema,
  type passwordChangeRequestSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import { createToken, sha256 } from '../../platform/crypto/tokens.ts';
import type { Principal } from '../../platform/auth/guard.ts';
import { LOCK_REASON, MEMBER_STATUS } from '../members/tables.ts';
import { UsernameTakenError, type MemberRow, type MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import type { CaptchaGenerator } from './captcha.ts';
import {
  SESSION_KIND,
  captchas,
  loginHistory,
  loginIpFailures,
  sessions,
  type SessionKind,
} from './tables.ts';

export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  language: Language;
}

type LoginInput = z.output<typeof loginRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;

/** Only refresh a session's last-seen time this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60_000;
const SESSION_IDLE_MS = SESSION_IDLE_HOURS * 3_600_000;

const captchaFlag = { captcha: true };

export type AuthService = ReturnType<typeof createAuthService>;

export const createAuthService = ({
  db,
  members,
  system,
  captcha,
}: {
  db: Database;
  members: MembersService;
  system: SystemService;
  captcha: CaptchaGenerator;
}) => {
  /** A hash to verify against when the username is unknown, so timing does not reveal it. */
  const dummyHash = hashPassword(createToken());

  const consumeCaptcha = async (key: string | undefined, answer: string | undefined): Promise<boolean> => {
    if (!key || !answer) return false;
    const [row] = await db
      .update(captchas)
      .set({ usedAt: sql`now()` })
      .where(and(eq(captchas.key, key), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
      .returning({ answerHash: captchas.answerHash });
    return row !== undefined && row.answerHash === sha256(answer.trim().toLowerCase());
  };

  const ipHasRecentFailures = async (ip: string): Promise<boolean> => {
    const [row] = await db
      .select({ count: loginIpFailures.count })
      .from(loginIpFailures)
      .where(
        and(
          eq(loginIpFailures.ip, ip),
          gt(loginIpFailures.lastFailedAt, sql`now() - make_interval(mins => ${CAPTCHA_IP_WINDOW_MINUTES})`),
        ),
      );
    return (row?.count ?? 0) > 0;
  };

  const recordIpFailure = async (ip: string) => {
    await db
      .insert(loginIpFailures)
      .values({ ip, count: 1, lastFailedAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginIpFailures.ip,
        set: { count: sql`${loginIpFailures.count} + 1`, lastFailedAt: sql`now()` },
      });
  };

  const openSession = async (
    member: MemberRow,
    kind: SessionKind,
    ctx: RequestContext,
  ): Promise<LoginResult> => {
    const token = createToken();
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        tokenHash: sha256(token),
        memberId: member.id,
        kind,
        ip: ctx.ip,
        userAgent: ctx.userAgent ?? null,
        expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
      });
      await tx
        .insert(loginHistory)
        .values({ memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent ?? null, success: true });
      await members.recordSuccessfulLogin(tx, member.id);
    });
    await db.delete(loginIpFailures).where(eq(loginIpFailures.ip, ctx.ip));
    return {
      token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: member.mustChangePassword,
      isAgent: isAgentType(member.type),
      isTrial: isTrialType(member.type),
      username: member.username,
    };
  };

  const failLogin = async (ctx: RequestContext, member: MemberRow | undefined): Promise<never> => {
    await recordIpFailure(ctx.ip);
    if (!member) throw new AppError('login_failed', { value: captchaFlag });
    await db
      .insert(loginHistory)
      .values({ memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent ?? null, success: false });
    const { locked } = await members.recordWrongPassword(member.id);
    throw new AppError(locked ? 'account_locked' : 'login_failed', { value: captchaFlag });
  };

  return {
    openSession,

    /** Issues a captcha; the answer is kept hashed and works once, for a few minutes. */
    createCaptcha: async (): Promise<{ key: string; image: string }> => {
      const challenge = captcha();
      const key = createToken();
      await db.insert(captchas).values({
        key,
        answerHash: sha256(challenge.text.toLowerCase()),
        expiresAt: sql`now() + make_interval(mins => ${CAPTCHA_TTL_MINUTES})`,
      });
      await db.delete(captchas).where(sql`${captchas.expiresAt} < now() - interval '1 hour'`);
      return { key, image: `data:image/svg+xml;base64,${Buffer.from(challenge.svg).toString('base64')}` };
    },

    /**
     * Username login. After any failure from this IP or on this account the next attempt needs a
     * captcha; the fifth wrong password locks the account; the portal decides who may enter.
     */
    login: async (input: LoginInput, ctx: RequestContext): Promise<LoginResult> => {
      const member = await members.findByUsername(input.username ?? '');
      const needsCaptcha = (member?.failedLoginCount ?? 0) > 0 || (await ipHasRecentFailures(ctx.ip));
      if (needsCaptcha) {
        if (!input.captcha) throw new AppError('captcha_required', { value: captchaFlag });
        if (!(await consumeCaptcha(input.captchaKey, input.captcha))) {
          throw new AppError('captcha_incorrect', { value: captchaFlag });
        }
      }
      if (!member) {
        await verifyPassword(await dummyHash, input.password ?? '');
        return failLogin(ctx, undefined);
      }
      if (member.status === MEMBER_STATUS.LOCKED) {
        throw new AppError(
          member.lockReason === LOCK_REASON.OPERATOR ? 'account_locked_by_operator' : 'account_locked',
        );
      }
      if (member.status === MEMBER_STATUS.DISABLED) throw new AppError('account_disabled');
      if (!(await verifyPassword(member.passwordHash, input.password ?? ''))) return failLogin(ctx, member);

      const agentPortal = input.portal === LOGIN_PORTAL.AGENT;
      if (agentPortal && !isAgentType(member.type)) throw new AppError('non_agent_account');
      if (!agentPortal && !isMemberSideType(member.type)) throw new AppError('non_member_account');
      return openSession(member, agentPortal ? SESSION_KIND.AGENT : SESSION_KIND.MEMBER, ctx);
    },

    /** Registration by username, validated by the operator's field rules, then automatic login. */
    register: async (input: RegisterInput, ctx: RequestContext): Promise<LoginResult | null> => {
      const config = await system.getRegisterConfig();
      const checked = buildRegisterRules(config, ctx.language).safeParse(input);
      if (!checked.success) throw fieldError(toFieldErrors(checked.error.issues));
      if (config.captcha.enabled && !(await consumeCaptcha(input.captchaKey, input.captcha))) {
        throw fieldError({ captcha: errorMessage('captcha_incorrect', ctx.language) }, 'captcha_incorrect');
      }

      const enabled = (field: keyof typeof config, value: string | undefined) =>
        config[field].enabled && value ? value : null;
      const affiliateCode = enabled('affiliateCode', input.affiliateCode);
      const upline = affiliateCode ? await members.findAgentByAffiliateCode(affiliateCode) : undefined;
      if (affiliateCode && !upline) throw new AppError('invitation_code_error');
      const paymentPassword = enabled('paymentPassword', input.paymentPassword);

      let member: MemberRow;
      try {
        member = await members.createMember({
          username: input.username,
          passwordHash: await hashPassword(input.password),
          paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
          type: 0,
          language: ctx.language,
          payeeName: enabled('payeeName', input.payeeName),
          email: enabled('email', input.email),
          mobileNum: enabled('mobileNum', input.mobileNum),
          countryDialingCode: config.mobileNum.enabled ? (input.countryDialingCode ?? null) : null,
          qqNum: enabled('qqNum', input.qqNum),
          line: enabled('line', input.line),
          whatsapp: enabled('whatsapp', input.whatsapp),
          facebook: enabled('facebook', input.facebook),
          wechat: enabled('wechat', input.wechat),
          idNumber: enabled('idNumber', input.idNumber),
          recommenderId: enabled('recommenderId', input.recommenderId),
          parentId: upline?.id ?? null,
          registeredWithAffiliateCode: affiliateCode,
          registeredWithReferralCode: input.referralCode || null,
          registerIp: ctx.ip,
          registerUrl: input.registerUrl ?? null,
          registerDomain: input.domain ?? null,
        });
      } catch (error) {
        if (error instanceof UsernameTakenError) {
          throw fieldError({ username: errorMessage('username_taken', ctx.language) }, 'username_taken');
        }
        throw error;
      }
      return input.login ? openSession(member, SESSION_KIND.MEMBER, ctx) : null;
    },

    /** Changes the caller's password; every session of the member ends, so they log in again. */
    changePassword: async (
      principal: Principal,
      input: z.output<typeof passwordChangeRequestSchema>,
      language: Language,
    ) => {
      const checked = buildPasswordChangeRules(await system.getRegisterConfig(), language).safeParse(input);
      if (!checked.success) throw fieldError(toFieldErrors(checked.error.issues));
      const member = await members.findById(principal.memberId);
      if (!member || !(await verifyPassword(member.passwordHash, input.oldPassword))) {
        throw fieldError({ oldPassword: errorMessage('password_incorrect', language) }, 'password_incorrect');
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await members.setPasswordHash(tx, member.id, passwordHash, false);
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
      });
    },

    /** Ends every live session of a member, in the caller's transaction (operator actions). */
    revokeMemberSessions: async (executor: Executor, memberId: number) => {
      await executor
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    },

    getLoginHistory: (memberId: number, limit: number) =>
      db
        .select({
          ip: loginHistory.ip,
          userAgent: loginHistory.userAgent,
          success: loginHistory.success,
          at: loginHistory.at,
        })
        .from(loginHistory)
        .where(eq(loginHistory.memberId, memberId))
        .orderBy(desc(loginHistory.id))
        .limit(limit),

    logout: async (principal: Principal) => {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, principal.sessionId));
    },

    /** Maps a token to its live session and member; idle sessions expire after 24 hours. */
    authenticate: async (token: string): Promise<Principal | null> => {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          memberId: sessions.memberId,
          kind: sessions.kind,
          lastSeenAt: sessions.lastSeenAt,
          memberType: sql<number>`(select type from members where id = ${sessions.memberId})`,
          memberStatus: sql<string>`(select status from members where id = ${sessions.memberId})`,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, sha256(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      if (!row || row.memberStatus !== MEMBER_STATUS.ACTIVE) return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + SESSION_IDLE_MS) })
          .where(eq(sessions.id, row.sessionId));
      }
      return {
        sessionId: row.sessionId,
        memberId: row.memberId,
        memberType: Number(row.memberType),
        sessionKind: row.kind,
      };
    },
  };
};
