import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  LOGIN_CHALLENGE_MINUTES,
  LOGIN_PORTAL,
  MEMBER_TYPE,
  MODULE_ID,
  SESSION_IDLE_HOURS,
  TOO_MANY_REQUESTS_WAIT_MINUTES,
  buildPasswordChangeRules,
  buildRegisterRules,
  LOCK_REASON,
  MEMBER_STATUS,
  maskEmail,
  maskMobile,
  normalizeMobile,
  toFieldErrors,
  errorMessage,
  validationText,
  type ChallengeMethod,
  type Language,
  type LoginChallenge,
  type LoginResult,
  type registerRequestSchema,
  type loginRequestSchema,
  type passwordChangeRequestSchema,
  type challengeCodeRequestSchema,
  type CodeSent,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.ts';
import { checkTotp } from '../../platform/crypto/totp.ts';
import { createCode, createToken, sha256 } from '../../platform/crypto/tokens.ts';
import type { Principal } from '../../platform/auth/guard.ts';
import {
  MobileTakenError,
  UsernameTakenError,
  type MemberRow,
  type MembersService,
} from '../members/service.ts';
import { checkPhoneProof, type PhoneVerificationProvider } from './phone-verification.ts';
import type { DownlinesService } from '../downlines/service.ts';
import type { SystemService } from '../system/service.ts';
import type { WithdrawalService } from '../wallet/withdrawal-service.ts';
import { requireMobile } from './account-checks.ts';
import { CAPTCHA_FLAG, type CaptchaService } from '../../platform/captcha/service.ts';
import { emailRecipient, mobileRecipient, type CodeService } from './codes.ts';
import {
  CODE_PURPOSE,
  SESSION_KIND,
  loginChallenges,
  loginHistory,
  sessions,
  type SessionKind,
} from './tables.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

// Auth's helpers other modules use (the security centre sends and checks codes): another module
// imports auth only through its services.
export { CODE_PURPOSE } from './tables.ts';
export { emailRecipient, mobileRecipient } from './codes.ts';
export { requireMobile } from './account-checks.ts';

export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  language: Language;
  /** The browser's device id, stored at registration (invite friends refuses the inviter's own device). */
  deviceId?: string | undefined;
}

type LoginInput = z.output<typeof loginRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;

/** How a session was opened, as written to `login_history.method`. */
export const LOGIN_METHOD = {
  PASSWORD: 'PASSWORD',
  MOBILE: 'MOBILE',
  SMS: 'SMS',
  SOCIAL: 'SOCIAL',
  TRIAL: 'TRIAL',
  REGISTER: 'REGISTER',
} as const;
export type LoginMethod = (typeof LOGIN_METHOD)[keyof typeof LOGIN_METHOD];

export interface OpenSessionOptions {
  method: LoginMethod;
  /** The password is expired or flagged: the session may only change it or log out. */
  passwordChangeOnly?: boolean;
}

/** Only refresh a session's last-seen time this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60_000;
const SESSION_IDLE_MS = SESSION_IDLE_HOURS * 3_600_000;
const DAY_MS = 86_400_000;
/** Wrong answers one login check survives; the next attempt must start the login again. */
const CHALLENGE_MAX_ATTEMPTS = 5;
/** Login checks one account may be asked for per hour: each allows a few guesses, so they are rationed too. */
const CHALLENGES_PER_HOUR = 10;

/** Bank account names compare without regard to spacing runs, width or letter case ("TARO  ﾔﾏﾀﾞ" = "taro ヤマダ"). */
const normaliseName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Where a member's check codes go: the verified mobile number and the email on file. */
const contactsOf = (member: MemberRow) => {
  const { countryDialingCode, mobileNum, email } = member;
  return {
    SMS:
      member.mobileVerifiedAt && countryDialingCode && mobileNum
        ? {
            recipient: mobileRecipient(countryDialingCode, mobileNum),
            masked: maskMobile(countryDialingCode, mobileNum),
          }
        : undefined,
    EMAIL: email ? { recipient: emailRecipient(email), masked: maskEmail(email) } : undefined,
  };
};

type ChallengeRow = typeof loginChallenges.$inferSelect;
type LoginCheck = Pick<LoginChallenge, 'reason' | 'methods'>;

export type AuthService = ReturnType<typeof createAuthService>;

export const createAuthService = ({
  db,
  members,
  downlines,
  system,
  captcha,
  codes,
  withdrawals,
  phoneVerifiers = [],
  clock = systemClock,
}: {
  db: Database;
  members: MembersService;
  downlines: Pick<DownlinesService, 'resolve'>;
  system: SystemService;
  captcha: CaptchaService;
  codes: CodeService;
  withdrawals: Pick<WithdrawalService, 'listBankAccounts'>;
  /** The configured phone-verification providers (the registration payload's Firebase fields). */
  phoneVerifiers?: readonly PhoneVerificationProvider[];
  clock?: Clock;
}) => {
  /** A hash to verify against when the username is unknown, so timing does not reveal it. */
  const dummyHash = hashPassword(createToken());

  const liveSessionsOf = (memberId: number) =>
    and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now()));

  const revokeMemberSessions = async (executor: Executor, memberId: number) => {
    await executor
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  };

  /**
   * Opens a session and records the login. A `passwordChangeOnly` session answers
   * `passwordExpired`: the guard lets it change the password or log out, nothing else.
   */
  const openSession = async (
    member: MemberRow,
    kind: SessionKind,
    ctx: RequestContext,
    options: OpenSessionOptions,
  ): Promise<LoginResult> => {
    const passwordChangeOnly = options.passwordChangeOnly ?? false;
    const token = createToken();
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        tokenHash: sha256(token),
        memberId: member.id,
        kind,
        ip: ctx.ip,
        userAgent: ctx.userAgent ?? null,
        expiresAt: new Date(clock.now().getTime() + SESSION_IDLE_MS),
        passwordChangeOnly,
      });
      await tx.insert(loginHistory).values({
        memberId: member.id,
        ip: ctx.ip,
        userAgent: ctx.userAgent ?? null,
        success: true,
        method: options.method,
      });
      await members.recordSuccessfulLogin(tx, member.id);
    });
    const types = await system.getMemberTypes();
    return {
      token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: passwordChangeOnly,
      isAgent: types.isAgent(member.type),
      isTrial: types.isTrial(member.type),
      username: member.username,
    };
  };

  /**
   * A wrong password: this IP needs a captcha for a while, and for an account that may enter it
   * counts towards the lock, which ends its sessions. Unknown, locked and disabled accounts answer
   * alike, so a wrong password tells nothing of the account.
   */
  const failLogin = async (
    ctx: RequestContext,
    member: MemberRow | undefined,
    method: LoginMethod,
  ): Promise<never> => {
    await captcha.recordFailure(ctx.ip);
    if (!member || member.status !== MEMBER_STATUS.ACTIVE) {
      throw new AppError('login_failed', { value: CAPTCHA_FLAG });
    }
    await db
      .insert(loginHistory)
      .values({ memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent ?? null, success: false, method });
    const { locked } = await members.recordWrongPassword(member);
    if (locked) await revokeMemberSessions(db, member.id);
    throw new AppError(locked ? 'account_locked' : 'login_failed', { value: CAPTCHA_FLAG });
  };

  /** A lock from wrong passwords whose time is over lifts before anything else, so counting starts again. */
  const withExpiredLockLifted = async (member: MemberRow): Promise<MemberRow> => {
    const expired =
      member.status === MEMBER_STATUS.LOCKED &&
      member.lockReason === LOCK_REASON.WRONG_PASSWORD &&
      (await members.releaseExpiredLocks(member.id)) > 0;
    return expired ? ((await members.findById(member.id)) ?? member) : member;
  };

  /** Locked and disabled accounts stay out, with the reason they may act on. */
  const assertMayEnter = (member: MemberRow): MemberRow => {
    if (member.status === MEMBER_STATUS.LOCKED) {
      throw new AppError(
        member.lockReason === LOCK_REASON.OPERATOR ? 'account_locked_by_operator' : 'account_locked',
        member.lockedUntil ? { value: { lockedUntil: member.lockedUntil.toISOString() } } : {},
      );
    }
    if (member.status === MEMBER_STATUS.DISABLED) throw new AppError('account_disabled');
    return member;
  };

  /**
   * The password of a known account, or the wrong-password path (unknown accounts cost the same
   * time). Only the right password learns that an account is locked or disabled.
   */
  const checkPassword = async (
    found: MemberRow | undefined,
    password: string,
    ctx: RequestContext,
    method: LoginMethod,
  ): Promise<MemberRow> => {
    if (!found) {
      await verifyPassword(await dummyHash, password);
      return failLogin(ctx, undefined, method);
    }
    const member = await withExpiredLockLifted(found);
    if (!(await verifyPassword(member.passwordHash, password))) return failLogin(ctx, member, method);
    return assertMayEnter(member);
  };

  /** The portal decides who may enter: agents on the agent side, members and agents on the member side. */
  const sessionKindFor = async (member: MemberRow, portal: LoginInput['portal']): Promise<SessionKind> => {
    const agentPortal = portal === LOGIN_PORTAL.AGENT;
    const types = await system.getMemberTypes();
    if (agentPortal && !types.isAgent(member.type)) throw new AppError('non_agent_account');
    if (!agentPortal && !types.isMemberSide(member.type)) throw new AppError('non_member_account');
    return agentPortal ? SESSION_KIND.AGENT : SESSION_KIND.MEMBER;
  };

  /** The national number of a mobile login, or the spec's phone message under `mobileNum`. */
  const nationalNumber = (input: LoginInput, language: Language): { dialing: string; national: string } => {
    const dialing = input.countryDialingCode ?? '';
    return { dialing, national: requireMobile(dialing, input.mobileNum ?? '', language) };
  };

  /**
   * Flagged passwords (an operator reset, the default password) always need changing; with the
   * forced-change switch on, so do passwords older than the profile setting's maximum age.
   */
  const isPasswordExpired = async (member: MemberRow): Promise<boolean> => {
    if (member.mustChangePassword) return true;
    const [features, profile] = await Promise.all([system.getFeatures(), system.getProfileConfig()]);
    if (!features[MODULE_ID.FORCE_PASSWORD_CHANGE] || profile.passwordMaxAgeDays === 0) return false;
    return clock.now().getTime() - member.passwordChangedAt.getTime() > profile.passwordMaxAgeDays * DAY_MS;
  };

  /**
   * A new login password: the operator's rule, the confirmation, and not the default password (with
   * it, every login would open the change step again).
   */
  const checkNewPassword = async (
    input: { newPassword: string; confirmNewPassword: string },
    language: Language,
  ) => {
    const checked = buildPasswordChangeRules(await system.getRegisterConfig(), language).safeParse(input);
    if (!checked.success) throw fieldError(toFieldErrors(checked.error.issues));
    if (await system.isDefaultPassword(input.newPassword)) {
      throw fieldError({ newPassword: errorMessage('password_is_default', language) }, 'password_is_default');
    }
  };

  const findLiveChallenge = async (token: string, ip: string): Promise<ChallengeRow | undefined> =>
    (
      await db
        .select()
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.tokenHash, sha256(token)),
            eq(loginChallenges.ip, ip),
            isNull(loginChallenges.completedAt),
            gt(loginChallenges.expiresAt, sql`now()`),
          ),
        )
    )[0];

  /**
   * The check a login needs once its first factor is right: the authenticator on every login of
   * an enrolled member; otherwise, for password logins with the new-device setting on, one of the
   * member's methods when the member has logged in before but never from this IP. An SMS login
   * has just proved the member's phone, so it is not asked about the device again.
   */
  const requiredCheck = async (
    member: MemberRow,
    ip: string,
    passwordLogin: boolean,
  ): Promise<LoginCheck | null> => {
    if (member.totpSecret) return { reason: 'TWO_FACTOR', methods: ['TOTP'] };
    if (!passwordLogin || !(await system.getProfileConfig()).newDeviceVerification) return null;
    const [seen] = await db
      .select({
        before: sql<boolean>`count(*) > 0`,
        here: sql<boolean>`coalesce(bool_or(${loginHistory.ip} = ${ip}), false)`,
      })
      .from(loginHistory)
      .where(and(eq(loginHistory.memberId, member.id), eq(loginHistory.success, true)));
    if (!seen?.before || seen.here) return null;
    const contacts = contactsOf(member);
    const methods: ChallengeMethod[] = [];
    if (contacts.SMS) methods.push('SMS');
    if (contacts.EMAIL) methods.push('EMAIL');
    if ((await withdrawals.listBankAccounts(member.id)).length > 0) methods.push('BANK_ACCOUNT_NAME');
    // A member with no verified mobile, no email, no bank account and no authenticator has nothing
    // to confirm a new device with: the login goes ahead on the password alone.
    return methods.length > 0 ? { reason: 'NEW_DEVICE', methods } : null;
  };

  /** Stores a check for this member and IP and answers `login_verification_required` with its token. */
  const askForCheck = async (member: MemberRow, check: LoginCheck, ctx: RequestContext): Promise<never> => {
    const [recent] = await db
      .select({ n: count() })
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.memberId, member.id),
          gt(loginChallenges.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= CHALLENGES_PER_HOUR) {
      throw new AppError('too_many_requests', {
        headers: { 'retry-after': String(TOO_MANY_REQUESTS_WAIT_MINUTES * 60) },
      });
    }
    const token = createToken();
    await db.insert(loginChallenges).values({
      tokenHash: sha256(token),
      memberId: member.id,
      ip: ctx.ip,
      reason: check.reason,
      methods: check.methods,
      expiresAt: sql`now() + make_interval(mins => ${LOGIN_CHALLENGE_MINUTES})`,
    });
    await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now() - interval '1 day'`));
    const contacts = contactsOf(member);
    const value: LoginChallenge = {
      challengeToken: token,
      reason: check.reason,
      methods: check.methods,
      destinations: {
        ...(check.methods.includes('SMS') && contacts.SMS ? { SMS: contacts.SMS.masked } : {}),
        ...(check.methods.includes('EMAIL') && contacts.EMAIL ? { EMAIL: contacts.EMAIL.masked } : {}),
      },
    };
    throw new AppError('login_verification_required', { value });
  };

  /** Checks one answer to a check; a method the member no longer has ends the check. */
  const checkAnswer = async (member: MemberRow, method: ChallengeMethod, answer: string) => {
    const contacts = contactsOf(member);
    switch (method) {
      case 'SMS':
      case 'EMAIL': {
        const contact = contacts[method];
        if (!contact) throw new AppError('challenge_expired');
        await codes.consume({ purpose: CODE_PURPOSE.CHALLENGE, recipient: contact.recipient, code: answer });
        return;
      }
      case 'BANK_ACCOUNT_NAME': {
        const names = (await withdrawals.listBankAccounts(member.id)).map((account) =>
          normaliseName(account.accountName),
        );
        if (!names.includes(normaliseName(answer))) throw new AppError('bank_account_name_incorrect');
        return;
      }
      case 'TOTP': {
        if (!member.totpSecret) throw new AppError('challenge_expired');
        const timeStep = await checkTotp(member.totpSecret, answer, member.totpLastTimeStep);
        // Of two logins with one code, only the one that records its time step first gets in.
        if (timeStep === undefined || !(await members.acceptTotpStep(member.id, timeStep))) {
          throw new AppError('totp_invalid');
        }
        return;
      }
    }
  };

  /**
   * Runs the check a login needs, if any: without challenge fields it is asked for; with them the
   * challenge must be live, this member's, from this IP, with an offered method and attempts left.
   * The attempt is counted before the answer is checked, so parallel guesses cannot exceed the limit.
   */
  const confirmLogin = async (
    member: MemberRow,
    presented: ChallengeRow | undefined,
    input: LoginInput,
    ctx: RequestContext,
    passwordLogin: boolean,
  ) => {
    const check = await requiredCheck(member, ctx.ip, passwordLogin);
    if (!check) return;
    if (!input.challengeToken) return askForCheck(member, check, ctx);
    if (!presented || presented.memberId !== member.id) throw new AppError('challenge_expired');
    const method = input.challengeMethod;
    if (!method || !presented.methods.includes(method)) {
      throw fieldError({ challengeMethod: validationText('unknownOption', ctx.language) });
    }
    if (!input.challengeAnswer) {
      throw fieldError({ challengeAnswer: validationText('required', ctx.language) });
    }
    const [counted] = await db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(
        and(
          eq(loginChallenges.tokenHash, presented.tokenHash),
          isNull(loginChallenges.completedAt),
          lt(loginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
        ),
      )
      .returning({ tokenHash: loginChallenges.tokenHash });
    if (!counted) throw new AppError('challenge_expired');
    await checkAnswer(member, method, input.challengeAnswer);
    const [completed] = await db
      .update(loginChallenges)
      .set({ completedAt: sql`now()` })
      .where(and(eq(loginChallenges.tokenHash, presented.tokenHash), isNull(loginChallenges.completedAt)))
      .returning({ tokenHash: loginChallenges.tokenHash });
    if (!completed) throw new AppError('challenge_expired');
  };

  /**
   * Login by a code sent to the verified mobile number (`sms/noLogin`), when the operator allows
   * it. Never a forced password change. An authenticator check asked for after the code was spent
   * is answered with the challenge, which then stands for the code.
   */
  const loginBySms = async (input: LoginInput, ctx: RequestContext): Promise<LoginResult> => {
    if (!(await system.getFeatures())[MODULE_ID.VERIFICATION_CODE_LOGIN])
      throw new AppError('feature_disabled');
    const { dialing, national } = nationalNumber(input, ctx.language);
    const member = await members.findByVerifiedMobile(dialing, national);
    const presented = input.challengeToken
      ? await findLiveChallenge(input.challengeToken, ctx.ip)
      : undefined;
    if (!(presented && member && presented.memberId === member.id)) {
      await codes.consume({
        purpose: CODE_PURPOSE.NO_LOGIN,
        recipient: mobileRecipient(dialing, national),
        code: input.verificationCode,
      });
    }
    if (!member) throw new AppError('login_failed');
    const entering = assertMayEnter(await withExpiredLockLifted(member));
    const kind = await sessionKindFor(entering, input.portal);
    await confirmLogin(entering, presented, input, ctx, false);
    return openSession(entering, kind, ctx, { method: LOGIN_METHOD.SMS });
  };

  return {
    openSession,
    isPasswordExpired,
    checkNewPassword,

    /**
     * Login by username or verified mobile number with the password, or by SMS code. After any
     * failure from this IP or on this account the next password attempt needs a captcha (picture and
     * proof of work); the fifth wrong password locks the account for a while and ends its sessions; the portal decides who may enter;
     * then the new-device or authenticator check, if one is due.
     */
    login: async (input: LoginInput, ctx: RequestContext): Promise<LoginResult> => {
      if (input.type === 'sms') return loginBySms(input, ctx);
      const method = input.type === 'mobile' ? LOGIN_METHOD.MOBILE : LOGIN_METHOD.PASSWORD;
      let member: MemberRow | undefined;
      if (input.type === 'mobile') {
        const { dialing, national } = nationalNumber(input, ctx.language);
        member = await members.findByVerifiedMobile(dialing, national);
      } else {
        member = await members.findByUsername(input.username ?? '');
      }
      const presented = input.challengeToken
        ? await findLiveChallenge(input.challengeToken, ctx.ip)
        : undefined;
      // A live check of this account from this IP was issued to a login that passed the captcha:
      // its repetition with the answer does not need another one.
      const answeringCheck = presented !== undefined && presented.memberId === member?.id;
      const needsCaptcha =
        !answeringCheck && ((member?.failedLoginCount ?? 0) > 0 || (await captcha.hasRecentFailures(ctx.ip)));
      if (needsCaptcha) await captcha.requireSolved(input);
      const known = await checkPassword(member, input.password ?? '', ctx, method);
      const kind = await sessionKindFor(known, input.portal);
      await confirmLogin(known, presented, input, ctx, true);
      // The default password opens the change step whatever set it (staff, an agent, the member).
      const passwordChangeOnly =
        (await isPasswordExpired(known)) || (await system.isDefaultPassword(input.password ?? ''));
      return openSession(known, kind, ctx, { method, passwordChangeOnly });
    },

    /** For other ways in (social login): refuses locked, disabled and non-member accounts like the login. */
    assertCanLogIn: async (member: MemberRow) => {
      await sessionKindFor(assertMayEnter(await withExpiredLockLifted(member)), LOGIN_PORTAL.MEMBER);
    },

    /**
     * The member behind a username and password, checked like the password login: wrong passwords
     * count towards the lock, unknown usernames answer like wrong passwords.
     */
    verifyMemberPassword: async (username: string, password: string, ctx: RequestContext) =>
      checkPassword(await members.findByUsername(username), password, ctx, LOGIN_METHOD.PASSWORD),

    /** Sends the SMS or email code of a live check to the member's own number or address. */
    sendChallengeCode: async (
      input: z.output<typeof challengeCodeRequestSchema>,
      ctx: RequestContext,
    ): Promise<CodeSent> => {
      const challenge = await findLiveChallenge(input.challengeToken, ctx.ip);
      const member = challenge ? await members.findById(challenge.memberId) : undefined;
      if (!challenge || !member) throw new AppError('challenge_expired');
      const contact = contactsOf(member)[input.method];
      if (!challenge.methods.includes(input.method) || !contact) {
        throw fieldError({ method: validationText('unknownOption', ctx.language) });
      }
      const sent = await codes.send({
        purpose: CODE_PURPOSE.CHALLENGE,
        channel: input.method,
        recipient: contact.recipient,
        ip: ctx.ip,
        language: ctx.language,
      });
      return { ...sent, destination: contact.masked };
    },

    /**
     * Free play: a new trial account (type 4) and its session. Its password is the hash of a
     * secret nobody keeps, and trial accounts cannot log in with a password anyway. Its wallet
     * stays empty: free games play on the demo balance of their vendor session.
     */
    freePlay: async (ctx: RequestContext): Promise<LoginResult> => {
      if (!(await system.getFeatures())[MODULE_ID.FREE_PLAY]) throw new AppError('feature_disabled');
      const member = await members.createMember({
        username: `trial${createCode(11).toLowerCase()}`,
        passwordHash: await hashPassword(createToken()),
        type: (await system.getMemberTypes()).newTrialType,
        language: ctx.language,
        registerIp: ctx.ip,
        isDemo: false,
      });
      return openSession(member, SESSION_KIND.TRIAL, ctx, { method: LOGIN_METHOD.TRIAL });
    },

    /** Registration by username, validated by the operator's field rules, then automatic login. */
    register: async (input: RegisterInput, ctx: RequestContext): Promise<LoginResult | null> => {
      const config = await system.getRegisterConfig();
      const checked = buildRegisterRules(config, ctx.language).safeParse(input);
      if (!checked.success) throw fieldError(toFieldErrors(checked.error.issues));
      const solved =
        !config.captcha.enabled ||
        (await captcha.verify({ key: input.captchaKey, answer: input.captcha, proof: input.captchaProof }));
      if (!solved) {
        throw fieldError({ captcha: errorMessage('captcha_incorrect', ctx.language) }, 'captcha_incorrect');
      }

      const enabled = (field: keyof typeof config, value: string | undefined) =>
        config[field].enabled && value ? value : null;
      // A provider's proof of the number typed in the form: the number is stored as verified.
      const dialing = input.countryDialingCode?.replace(/^\+/, '') ?? '';
      const national = config.mobileNum.enabled ? normalizeMobile(dialing, input.mobileNum ?? '') : null;
      const proven = await checkPhoneProof(
        phoneVerifiers,
        input,
        national === null ? undefined : `+${dialing}${national}`,
      );
      const affiliateCode = enabled('affiliateCode', input.affiliateCode)?.trim().toUpperCase() ?? null;
      const affiliate = affiliateCode ? await downlines.resolve(affiliateCode) : undefined;
      if (affiliateCode && !affiliate) throw new AppError('invitation_code_error');
      const paymentPassword = enabled('paymentPassword', input.paymentPassword);

      let member: MemberRow;
      try {
        member = await members.createMember({
          username: input.username,
          passwordHash: await hashPassword(input.password),
          paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
          type: affiliate?.type ?? MEMBER_TYPE.MEMBER,
          language: ctx.language,
          payeeName: enabled('payeeName', input.payeeName),
          email: enabled('email', input.email),
          mobileNum: proven === undefined ? enabled('mobileNum', input.mobileNum) : national,
          countryDialingCode:
            proven !== undefined
              ? dialing
              : config.mobileNum.enabled
                ? (input.countryDialingCode ?? null)
                : null,
          mobileVerifiedAt: proven === undefined ? null : clock.now(),
          qqNum: enabled('qqNum', input.qqNum),
          line: enabled('line', input.line),
          whatsapp: enabled('whatsapp', input.whatsapp),
          facebook: enabled('facebook', input.facebook),
          wechat: enabled('wechat', input.wechat),
          idNumber: enabled('idNumber', input.idNumber),
          recommenderId: enabled('recommenderId', input.recommenderId),
          parentId: affiliate?.upline.id ?? null,
          registeredWithAffiliateCode: affiliateCode,
          registeredWithReferralCode: input.referralCode || null,
          registerIp: ctx.ip,
          registerDeviceId: ctx.deviceId ?? null,
          registerUrl: input.registerUrl ?? null,
          registerDomain: input.domain ?? null,
        });
      } catch (error) {
        if (error instanceof UsernameTakenError) {
          throw fieldError({ username: errorMessage('username_taken', ctx.language) }, 'username_taken');
        }
        if (error instanceof MobileTakenError) throw new AppError('mobile_taken');
        throw error;
      }
      return input.login
        ? openSession(member, SESSION_KIND.MEMBER, ctx, { method: LOGIN_METHOD.REGISTER })
        : null;
    },

    /**
     * Changes the caller's password; every session of the member ends (the restricted one of a
     * forced change too), the change flag clears, so they log in again normally.
     */
    changePassword: async (
      principal: Principal,
      input: z.output<typeof passwordChangeRequestSchema>,
      language: Language,
    ) => {
      await checkNewPassword(input, language);
      const member = await members.findById(principal.memberId);
      if (!member || !(await verifyPassword(member.passwordHash, input.oldPassword))) {
        throw fieldError({ oldPassword: errorMessage('password_incorrect', language) }, 'password_incorrect');
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await members.setPasswordHash(tx, member.id, passwordHash, false);
        await revokeMemberSessions(tx, member.id);
      });
    },

    /** Ends every live session of a member, in the caller's transaction (operator actions, a lock). */
    revokeMemberSessions,

    /** The member's live sessions, most recently used first. */
    listLiveSessions: (memberId: number) =>
      db.select().from(sessions).where(liveSessionsOf(memberId)).orderBy(desc(sessions.lastSeenAt)),

    /** Ends one of the member's live sessions; false when the member has no such session. */
    endLiveSession: async (memberId: number, sessionId: string): Promise<boolean> => {
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), liveSessionsOf(memberId)))
        .returning({ id: sessions.id });
      return ended !== undefined;
    },

    /** Ends every live session of the member but the one asking. */
    endOtherLiveSessions: async (memberId: number, keptSessionId: string) => {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(liveSessionsOf(memberId), ne(sessions.id, keptSessionId)));
    },

    /** A page of the member's login history, newest first, with the count of all entries. */
    pageLoginHistory: async (memberId: number, page: { pageNum: number; pageSize: number }) => {
      const [[counted], rows] = await Promise.all([
        db.select({ n: count() }).from(loginHistory).where(eq(loginHistory.memberId, memberId)),
        db
          .select()
          .from(loginHistory)
          .where(eq(loginHistory.memberId, memberId))
          .orderBy(desc(loginHistory.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
      ]);
      return { rows, total: counted?.n ?? 0 };
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
      // One statement on every request: the live session and its member's standing together.
      const [row] = await db
        .select({
          sessionId: sessions.id,
          memberId: sessions.memberId,
          kind: sessions.kind,
          lastSeenAt: sessions.lastSeenAt,
          passwordChangeOnly: sessions.passwordChangeOnly,
          memberType: members.activeTypeSql(sql`${sessions.memberId}`),
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, sha256(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, clock.now()),
          ),
        );
      if (!row || row.memberType === null) return null;
      const types = await system.getMemberTypes();
      const now = clock.now();
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
          .where(eq(sessions.id, row.sessionId));
      }
      return {
        sessionId: row.sessionId,
        memberId: row.memberId,
        memberType: row.memberType,
        isTrial: types.isTrial(row.memberType),
        sessionKind: row.kind,
        passwordChangeOnly: row.passwordChangeOnly,
      };
    },
  };
};
