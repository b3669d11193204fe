import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  LOCK_REASON,
  MEMBER_STATUS,
  MODULE_ID,
  PASSWORD_RESET_LINK_MINUTES,
  VERIFICATION_CODE_MINUTES,
  type Language,
  type forgotByEmailRequestSchema,
  type resetByPhoneRequestSchema,
  type resetPasswordRequestSchema,
  type smsCodeRequestSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { createToken, sha256 } from '../../platform/crypto/tokens.ts';
import type { OutboxService } from '../../platform/outbox/service.ts';
import type { MemberRow, MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import type { SiteAddress } from '../system/site-address.ts';
import { requireFeatures, requireMobile } from './account-checks.ts';
import { emailRecipient, mobileRecipient, type CodeService } from './codes.ts';
import type { AuthService, RequestContext } from './service.ts';
import { CODE_PURPOSE, passwordResets } from './tables.ts';

type NoLoginCodeInput = z.output<typeof smsCodeRequestSchema>;
type ForgotByEmailInput = z.output<typeof forgotByEmailRequestSchema>;
type ResetByLinkInput = z.output<typeof resetPasswordRequestSchema>;
type ResetByPhoneInput = z.output<typeof resetByPhoneRequestSchema>;

/** A member gets at most one reset email this often, however often the form is sent. */
const RESET_EMAIL_GAP_SECONDS = 60;

/** Who may recover a password: an active member, or one locked only by wrong passwords. */
const canRecover = (member: MemberRow) =>
  member.status === MEMBER_STATUS.ACTIVE ||
  (member.status === MEMBER_STATUS.LOCKED && member.lockReason === LOCK_REASON.WRONG_PASSWORD);

const resetEmail = (username: string, link: string, language: Language) =>
  language === 'JA'
    ? {
        subject: 'パスワード再設定のご案内',
        body:
          `${username} 様のパスワード再設定のお申し込みを受け付けました。\n` +
          `${PASSWORD_RESET_LINK_MINUTES}分以内に次のリンクを開き、新しいパスワードを設定してください（1回のみ有効）。\n\n` +
          `${link}\n\n` +
          'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
      }
    : {
        subject: 'Reset your password',
        body:
          `We received a request to reset the password of ${username}.\n` +
          `Open this link within ${PASSWORD_RESET_LINK_MINUTES} minutes to choose a new password (it works once):\n\n` +
          `${link}\n\n` +
          'If you did not ask for this, ignore this email; your password stays as it is.',
      };

export type RecoveryService = ReturnType<typeof createRecoveryService>;

/**
 * Password recovery (spec sections 2 and 4): by an emailed link, or by an SMS code to the
 * member's verified mobile number; and the SMS code that SMS login uses too. No answer says
 * whether an account, number or address exists.
 */
export const createRecoveryService = ({
  db,
  members,
  system,
  codes,
  auth,
  outbox,
  siteAddress,
}: {
  db: Database;
  members: MembersService;
  system: SystemService;
  codes: CodeService;
  auth: AuthService;
  outbox: OutboxService;
  siteAddress: SiteAddress;
}) => {
  return {
    /**
     * `POST /wps/verification/sms/noLogin`: the code for SMS login and the phone reset. It is sent
     * only to a number a member proved; the answer is the same for every number, even when this
     * one is throttled or its delivery failed, so it tells nothing and strangers get no texts.
     */
    sendNoLoginCode: async (input: NoLoginCodeInput, ctx: RequestContext) => {
      const features = await system.getFeatures();
      if (!features[MODULE_ID.VERIFICATION_CODE_LOGIN] && !features[MODULE_ID.PHONE_RECOVERY]) {
        throw new AppError('feature_disabled');
      }
      const national = requireMobile(input.countryDialingCode, input.mobileNum, ctx.language);
      const member = await members.findByVerifiedMobile(input.countryDialingCode, national);
      if (!member) {
        // The code's argon2id hash is most of the work of a real send; do it anyway so timing tells nothing.
        await hashPassword(createToken());
        return { expiredMinutes: VERIFICATION_CODE_MINUTES };
      }
      try {
        return await codes.send({
          purpose: CODE_PURPOSE.NO_LOGIN,
          channel: 'SMS',
          recipient: mobileRecipient(input.countryDialingCode, national),
          ip: ctx.ip,
          language: ctx.language,
        });
      } catch (error) {
        const silent =
          error instanceof AppError &&
          (error.code === 'too_many_requests' || error.code === 'code_delivery_failed');
        if (!silent) throw error;
        return { expiredMinutes: VERIFICATION_CODE_MINUTES };
      }
    },

    /**
     * `POST /wps/member/password/email`: when the username and email belong together, a reset
     * link to the site's public address goes to that address (one a minute at most). A request
     * that came to a host which is not the site's sends nothing. Answers nothing either way.
     */
    forgotByEmail: async (input: ForgotByEmailInput, requestHostname: string, language: Language) => {
      const origin = await siteAddress.linkOrigin(requestHostname);
      if (!origin) return;
      const member = await members.findByUsername(input.username);
      if (!member?.email || !canRecover(member)) return;
      if (emailRecipient(member.email) !== emailRecipient(input.email)) return;

      const [recent] = await db
        .select({ memberId: passwordResets.memberId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.memberId, member.id),
            gt(passwordResets.createdAt, sql`now() - make_interval(secs => ${RESET_EMAIL_GAP_SECONDS})`),
          ),
        )
        .limit(1);
      if (recent) return;

      const token = createToken();
      await db.insert(passwordResets).values({
        tokenHash: sha256(token),
        memberId: member.id,
        expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_LINK_MINUTES})`,
      });
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));

      const link = `${origin}/resetPassword?token=${token}`;
      const { subject, body } = resetEmail(member.username, link, language);
      await outbox.send({
        channel: 'EMAIL',
        recipient: member.email,
        subject,
        body,
        // A delivered email keeps no working link in the outbox.
        storedBody: body.replace(token, '*'.repeat(8)),
      });
    },

    /**
     * `POST /wps/member/password/reset`: the link's token, once and before it expires, sets a new
     * password by the operator's rule. Every session ends, every other link of the member dies,
     * and a lock from wrong passwords lifts.
     */
    resetByLink: async (input: ResetByLinkInput, language: Language) => {
      await auth.checkNewPassword(input, language);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.tokenHash, sha256(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ memberId: passwordResets.memberId });
        if (!reset) throw new AppError('reset_link_invalid');
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.memberId, reset.memberId), isNull(passwordResets.usedAt)));
        await members.setPasswordHash(tx, reset.memberId, passwordHash, false);
        await members.clearWrongPasswordLock(tx, reset.memberId);
        await auth.revokeMemberSessions(tx, reset.memberId);
      });
    },

    /**
     * `POST /wps/member/password/verification`: the login code sent to the member's verified
     * number sets a new password; every session ends and a lock from wrong passwords lifts. The web
     * then logs in with the number and the new password.
     */
    resetByPhone: async (input: ResetByPhoneInput, ctx: RequestContext) => {
      await requireFeatures(system, MODULE_ID.PHONE_RECOVERY);
      const national = requireMobile(input.countryDialingCode, input.mobileNum, ctx.language);
      await auth.checkNewPassword(input, ctx.language);
      await codes.consume({
        purpose: CODE_PURPOSE.NO_LOGIN,
        recipient: mobileRecipient(input.countryDialingCode, national),
        code: input.verificationCode,
      });
      const member = await members.findByVerifiedMobile(input.countryDialingCode, national);
      if (!member) throw new AppError('verification_code_invalid');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await members.setPasswordHash(tx, member.id, passwordHash, false);
        await members.clearWrongPasswordLock(tx, member.id);
        await auth.revokeMemberSessions(tx, member.id);
      });
    },
  };
};
