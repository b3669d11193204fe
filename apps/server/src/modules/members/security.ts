import { eq, sql } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import {
  PATTERN_FAMILIES,
  PROFILE_FIELDS,
  SET_ONCE_PROFILE_FIELDS,
  WRONG_PASSWORD_LIMIT,
  checkFieldRule,
  errorMessage,
  maskEmail,
  maskMobile,
  patternMessage,
  validationText,
  type ActiveSession,
  type CodeSent,
  type Language,
  type LoginHistoryEntry,
  type ProfileConfig,
  type ProfileField,
  type SecurityOverview,
  type TotpEnrolment,
  type WalletSecurity,
  type bindEmailRequestSchema,
  type bindMobileRequestSchema,
  type profileUpdateSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { verifyPassword } from '../../platform/crypto/passwords.ts';
import { checkTotp } from '../../platform/crypto/totp.ts';
import type { Principal } from '../../platform/auth/guard.ts';
import { formatTimestamp } from '../../platform/time.ts';
import {
  CODE_PURPOSE,
  emailRecipient,
  mobileRecipient,
  requireMobile,
  type AuthService,
} from '../auth/service.ts';
import type { CodeService } from '../auth/codes.ts';
import type { SocialService } from '../auth/social/service.ts';
import type { SystemService } from '../system/service.ts';
import { MobileTakenError, type MemberRow, type MembersService } from './service.ts';
import { members } from './tables.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

/** Who asks, from where, in which language: code requests are limited per IP and worded per language. */
export interface SecurityContext {
  ip: string;
  language: Language;
}

/** A social-login provider as the operator configured it (`OIDC_PROVIDERS`): only its id and name matter here. */
export interface ProviderName {
  id: string;
  name: string;
}

const SET_ONCE_TEXT: Record<Language, string> = {
  EN: 'This can be set only once. Please contact customer service to change it.',
  JA: 'この項目は一度しか設定できません。変更はカスタマーサービスにお問い合わせください。',
};

const EMAIL_PATTERN = new RegExp(PATTERN_FAMILIES.EMAIL, 'u');
const DATE_PATTERN = new RegExp(PATTERN_FAMILIES.DATE_YMD, 'u');

/** A `YYYY-MM-DD` that names a day of the calendar (not 2001-02-30). */
const parseDate = (value: string): { year: number; month: number; day: number } | undefined => {
  if (!DATE_PATTERN.test(value)) return undefined;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : undefined;
};

/** Full years from `birthday` to `today`, both `YYYY-MM-DD`. */
const ageOn = (birthday: { year: number; month: number; day: number }, today: string): number => {
  const [year = 0, month = 0, day = 0] = today.split('-').map(Number);
  const beforeBirthday = month < birthday.month || (month === birthday.month && day < birthday.day);
  return year - birthday.year - (beforeBirthday ? 1 : 0);
};

/** The stored number, masked; numbers kept before country codes existed have none. */
const maskedMobile = (countryDialingCode: string | null, national: string) =>
  countryDialingCode ? maskMobile(countryDialingCode, national) : maskMobile('', national).slice(2);

export type SecurityService = ReturnType<typeof createSecurityService>;

/**
 * The member's security centre: profile fields the operator enabled, mobile and email proved by
 * codes, the authenticator, live sessions, login history and linked social accounts. Every query
 * is scoped to the calling member; every secret (login password, code, authenticator code) is
 * checked before anything changes.
 */
export const createSecurityService = ({
  db,
  members: memberService,
  system,
  codes,
  auth,
  social,
  socialProviders,
  clock = systemClock,
}: {
  db: Database;
  members: MembersService;
  system: SystemService;
  codes: CodeService;
  /** The auth module's sessions and login history of the member. */
  auth: Pick<
    AuthService,
    | 'revokeMemberSessions'
    | 'listLiveSessions'
    | 'endLiveSession'
    | 'endOtherLiveSessions'
    | 'pageLoginHistory'
  >;
  /** The member's linked social identities. */
  social: Pick<SocialService, 'listIdentities' | 'unlinkIdentity'>;
  socialProviders: readonly ProviderName[];
  clock?: Clock;
}) => {
  const requireMember = async (memberId: number): Promise<MemberRow> => {
    const member = await memberService.findById(memberId);
    if (!member) throw new AppError('not_logged_in');
    return member;
  };

  /**
   * The login password again. A wrong one counts toward the lockout like a wrong login, so a stolen
   * session cannot be used to guess it; the fifth locks the account and ends its sessions.
   */
  const checkPassword = async (member: MemberRow, password: string, language: Language) => {
    if (await verifyPassword(member.passwordHash, password)) return;
    const { locked } = await memberService.recordWrongPassword(member);
    if (locked) {
      await auth.revokeMemberSessions(db, member.id);
      throw new AppError('account_locked');
    }
    throw fieldError({ password: errorMessage('password_incorrect', language) }, 'password_incorrect');
  };

  const totpInvalid = (language: Language) =>
    fieldError({ code: errorMessage('totp_invalid', language) }, 'totp_invalid');

  /** Checks each sent field against the operator's rule; answers the changes or every field's message. */
  const checkProfile = (
    current: MemberRow,
    input: z.output<typeof profileUpdateSchema>,
    config: ProfileConfig,
    today: string,
    language: Language,
  ): Partial<Record<ProfileField, string | null>> => {
    const problems: Record<string, string> = {};
    const changes: Partial<Record<ProfileField, string | null>> = {};
    for (const field of PROFILE_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      const rule = config.fields[field];
      const stored = current[field];
      if (!rule.enabled) {
        problems[field] = validationText('unknownField', language);
        continue;
      }
      if (value === (stored ?? '')) continue;
      if (SET_ONCE_PROFILE_FIELDS.includes(field) && stored !== null) {
        problems[field] = SET_ONCE_TEXT[language];
        continue;
      }
      if (value === '') {
        if (rule.required) problems[field] = validationText('required', language);
        else changes[field] = null;
        continue;
      }
      const broken = checkFieldRule(rule, value, language);
      if (broken !== undefined) {
        problems[field] = broken;
        continue;
      }
      if (field === 'birthday') {
        const birthday = parseDate(value);
        if (!birthday) {
          problems[field] = patternMessage('DATE_YMD', 10, 10, language);
          continue;
        }
        if (ageOn(birthday, today) < config.minimumAge) {
          problems[field] = validationText('ageConfirm', language).replace('{n}', String(config.minimumAge));
          continue;
        }
      }
      changes[field] = value;
    }
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return changes;
  };

  return {
    /** The security centre's view, with the wallet's protections (payee name, payment password lock). */
    getOverview: async (memberId: number): Promise<SecurityOverview & WalletSecurity> => {
      const [member, config, site, identities] = await Promise.all([
        requireMember(memberId),
        system.getProfileConfig(),
        system.getSiteSetting(),
        social.listIdentities(memberId),
      ]);
      const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, member[field]])) as Record<
        ProfileField,
        string | null
      >;
      return {
        account: member.username,
        profile,
        config,
        mobile: member.mobileNum
          ? {
              countryDialingCode: member.countryDialingCode ?? '',
              masked: maskedMobile(member.countryDialingCode, member.mobileNum),
              verified: member.mobileVerifiedAt !== null,
            }
          : null,
        email: member.email
          ? { masked: maskEmail(member.email), verified: member.emailVerifiedAt !== null }
          : null,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        totpEnrolled: member.totpSecret !== null,
        passwordChangedAt: formatTimestamp(member.passwordChangedAt, site.timeZone),
        socialIdentities: identities.map((identity) => ({
          provider: identity.provider,
          providerName: socialProviders.find((p) => p.id === identity.provider)?.name ?? identity.provider,
          linkedAt: formatTimestamp(identity.createdAt, site.timeZone),
        })),
        payeeName: member.payeeName,
        paymentPasswordLocked: member.paymentPasswordFailures >= WRONG_PASSWORD_LIMIT,
      };
    },

    /**
     * Saves the sent profile fields: only enabled ones, each by its rule, required ones never
     * emptied, the birthday a real date old enough, full name and birthday only while empty.
     */
    updateProfile: async (
      memberId: number,
      input: z.output<typeof profileUpdateSchema>,
      language: Language,
    ) => {
      // Read before the transaction: a settings read inside it would wait for a second connection.
      const [config, site] = await Promise.all([system.getProfileConfig(), system.getSiteSetting()]);
      const today = formatTimestamp(clock.now(), site.timeZone).slice(0, 10);
      await db.transaction(async (tx) => {
        // Row-locked, so two saves at once cannot both set a set-once field.
        const [current] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
        if (!current) throw new AppError('not_logged_in');
        const changes = checkProfile(current, input, config, today, language);
        if (Object.keys(changes).length > 0)
          await tx.update(members).set(changes).where(eq(members.id, memberId));
      });
    },

    /** A code to the number being bound. Sent whoever holds the number, so the answer reveals nothing. */
    sendMobileCode: async (
      input: { mobileNum: string; countryDialingCode: string },
      ctx: SecurityContext,
    ): Promise<CodeSent> => {
      const national = requireMobile(input.countryDialingCode, input.mobileNum, ctx.language);
      const sent = await codes.send({
        purpose: CODE_PURPOSE.BIND_MOBILE,
        channel: 'SMS',
        recipient: mobileRecipient(input.countryDialingCode, national),
        ip: ctx.ip,
        language: ctx.language,
      });
      return { ...sent, destination: maskMobile(input.countryDialingCode, national) };
    },

    sendEmailCode: async (input: { email: string }, ctx: SecurityContext): Promise<CodeSent> => {
      if (!EMAIL_PATTERN.test(input.email)) {
        throw fieldError({ email: validationText('emailFormat', ctx.language) });
      }
      const sent = await codes.send({
        purpose: CODE_PURPOSE.BIND_EMAIL,
        channel: 'EMAIL',
        recipient: emailRecipient(input.email),
        ip: ctx.ip,
        language: ctx.language,
      });
      return { ...sent, destination: maskEmail(input.email) };
    },

    /** Binds (or changes) the mobile number: password, then the code sent to it; it counts as verified. */
    bindMobile: async (
      memberId: number,
      input: z.output<typeof bindMobileRequestSchema>,
      language: Language,
    ) => {
      const national = requireMobile(input.countryDialingCode, input.mobileNum, language);
      await checkPassword(await requireMember(memberId), input.password, language);
      await codes.consume({
        purpose: CODE_PURPOSE.BIND_MOBILE,
        recipient: mobileRecipient(input.countryDialingCode, national),
        code: input.verificationCode,
      });
      try {
        await memberService.setVerifiedMobile(memberId, input.countryDialingCode, national);
      } catch (error) {
        if (error instanceof MobileTakenError) throw new AppError('mobile_taken');
        throw error;
      }
    },

    bindEmail: async (
      memberId: number,
      input: z.output<typeof bindEmailRequestSchema>,
      language: Language,
    ) => {
      if (!EMAIL_PATTERN.test(input.email)) {
        throw fieldError({ email: validationText('emailFormat', language) });
      }
      await checkPassword(await requireMember(memberId), input.password, language);
      await codes.consume({
        purpose: CODE_PURPOSE.BIND_EMAIL,
        recipient: emailRecipient(input.email),
        code: input.verificationCode,
      });
      await db
        .update(members)
        .set({ email: input.email, emailVerifiedAt: sql`now()` })
        .where(eq(members.id, memberId));
    },

    /**
     * Starts an authenticator enrolment: a new secret waits until a code from it is confirmed.
     * Refused while one is enrolled; changing it means removing it first.
     */
    startTotp: async (memberId: number, password: string, language: Language): Promise<TotpEnrolment> => {
      const member = await requireMember(memberId);
      if (member.totpSecret !== null) throw new AppError('conflict');
      await checkPassword(member, password, language);
      const secret = generateSecret();
      await memberService.setPendingTotp(memberId, secret);
      const { siteName } = await system.getSiteSetting();
      return { secret, otpauthUrl: generateURI({ issuer: siteName, label: member.username, secret }) };
    },

    /** Confirms the pending enrolment with a current code; that code's time step is spent. */
    confirmTotp: async (memberId: number, code: string, language: Language) => {
      const member = await requireMember(memberId);
      const pending = member.totpPendingSecret;
      if (pending === null) throw new AppError('not_found_entity');
      const timeStep = await checkTotp(pending, code, null);
      if (timeStep === undefined) throw totpInvalid(language);
      if (!(await memberService.confirmPendingTotp(memberId, pending, timeStep)))
        throw new AppError('conflict');
    },

    /** Removes the authenticator with the password and a code not used before. */
    removeTotp: async (memberId: number, input: { password: string; code: string }, language: Language) => {
      const member = await requireMember(memberId);
      const secret = member.totpSecret;
      if (secret === null) throw new AppError('not_found_entity');
      await checkPassword(member, input.password, language);
      const timeStep = await checkTotp(secret, input.code, member.totpLastTimeStep);
      if (timeStep === undefined) throw totpInvalid(language);
      // The step is claimed with the removal, so one code removes it once even when sent twice.
      if (!(await memberService.removeTotp(memberId, secret, timeStep))) throw totpInvalid(language);
    },

    /** The caller's live sessions, most recently used first; `current` is the one asking. */
    listSessions: async (principal: Principal): Promise<ActiveSession[]> => {
      const [rows, { timeZone }] = await Promise.all([
        auth.listLiveSessions(principal.memberId),
        system.getSiteSetting(),
      ]);
      return rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        userAgent: row.userAgent,
        createdAt: formatTimestamp(row.createdAt, timeZone),
        lastSeenAt: formatTimestamp(row.lastSeenAt, timeZone),
        current: row.id === principal.sessionId,
      }));
    },

    /** Ends one of the caller's sessions; another member's session id is not found. */
    endSession: async (principal: Principal, sessionId: string) => {
      if (!(await auth.endLiveSession(principal.memberId, sessionId))) throw new AppError('not_found_entity');
    },

    endOtherSessions: async (principal: Principal) => {
      await auth.endOtherLiveSessions(principal.memberId, principal.sessionId);
    },

    getLoginHistory: async (
      memberId: number,
      page: { pageNum: number; pageSize: number },
    ): Promise<{ list: LoginHistoryEntry[]; total: number; totalPages: number }> => {
      const [{ rows, total }, { timeZone }] = await Promise.all([
        auth.pageLoginHistory(memberId, page),
        system.getSiteSetting(),
      ]);
      return {
        list: rows.map((row) => ({
          ip: row.ip,
          userAgent: row.userAgent,
          success: row.success,
          method: row.method,
          at: formatTimestamp(row.at, timeZone),
        })),
        total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    /** Unlinks one of the caller's social identities; one the caller does not have is not found. */
    unlinkIdentity: async (memberId: number, provider: string) => {
      if (!(await social.unlinkIdentity(memberId, provider))) throw new AppError('not_found_entity');
    },
  };
};
