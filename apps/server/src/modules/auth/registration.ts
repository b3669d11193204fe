import {
  mobileFormatMessage,
  MEMBER_TYPE,
  MODULE_ID,
  checkFieldRule,
  normalizeMobile,
  validationText,
  type FieldRule,
  type Language,
  type LoginResult,
  type registerMobileRequestSchema,
  type smsRegisterCodeRequestSchema,
} from '@platform/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { createCode } from '../../platform/crypto/tokens.ts';
import {
  MobileTakenError,
  UsernameTakenError,
  type MemberRow,
  type MembersService,
  type NewMember,
} from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import type { DownlinesService } from '../downlines/service.ts';
import { requireFeatures, requireMobile } from './account-checks.ts';
import { mobileRecipient, type CodeService } from './codes.ts';
import { LOGIN_METHOD, type AuthService, type RequestContext } from './service.ts';
import { CODE_PURPOSE, SESSION_KIND } from './tables.ts';
import { checkPhoneProof, hasPhoneProof, type PhoneVerificationProvider } from './phone-verification.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';

type RegisterMobileInput = z.output<typeof registerMobileRequestSchema>;
type RegisterCodeInput = z.output<typeof smsRegisterCodeRequestSchema>;

/** Usernames tried with a random suffix when `m<number>` is taken (by a username registration). */
const SUFFIXED_USERNAME_ATTEMPTS = 5;
const USERNAME_SUFFIX_LENGTH = 3;

/** The operator's rule on a value the member typed: the required text when empty, else the rule's message. */
const ruleProblem = (rule: FieldRule, value: string | undefined, language: Language): string | undefined =>
  value ? checkFieldRule(rule, value, language) : validationText('required', language);

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/**
 * Registration by mobile number (`registerMobile`): the number is the account, proved by an SMS
 * code when SMS verification is on; the username is made from it.
 */
export const createRegistrationService = ({
  members,
  downlines,
  system,
  codes,
  auth,
  phoneVerifiers = [],
  clock = systemClock,
}: {
  members: MembersService;
  downlines: Pick<DownlinesService, 'resolve'>;
  system: SystemService;
  codes: CodeService;
  auth: AuthService;
  /** The configured phone-verification providers: a proof from one stands in for the SMS code. */
  phoneVerifiers?: readonly PhoneVerificationProvider[];
  clock?: Clock;
}) => {
  /** `m` and the national digits; when a username registration took that, a short random suffix. */
  const createWithUsername = async (
    national: string,
    member: Omit<NewMember, 'username'>,
  ): Promise<MemberRow> => {
    const base = `m${national}`;
    for (let attempt = 0; attempt <= SUFFIXED_USERNAME_ATTEMPTS; attempt++) {
      const username = attempt === 0 ? base : `${base}${createCode(USERNAME_SUFFIX_LENGTH).toLowerCase()}`;
      try {
        return await members.createMember({ ...member, username });
      } catch (error) {
        if (error instanceof MobileTakenError) throw new AppError('mobile_taken');
        if (!(error instanceof UsernameTakenError)) throw error;
      }
    }
    throw new AppError('conflict');
  };

  return {
    /** `POST /wps/verification/sms/register`: a registration code to the number being registered. */
    sendRegisterCode: async (input: RegisterCodeInput, ctx: RequestContext) => {
      await requireFeatures(system, MODULE_ID.REGISTER_MOBILE, MODULE_ID.SMS_VERIFICATION);
      const national = requireMobile(input.countryDialingCode, input.mobileNo, ctx.language, 'mobileNo');
      return codes.send({
        purpose: CODE_PURPOSE.REGISTER,
        channel: 'SMS',
        recipient: mobileRecipient(input.countryDialingCode, national),
        ip: ctx.ip,
        language: ctx.language,
      });
    },

    /**
     * `PUT /wps/member/register/mobile`. Order as the spec's registration: field rules (the
     * operator's password, payment password, affiliate code and mobile rules), the affiliate
     * code, the SMS code, then the number must not belong to a member who proved it already.
     */
    registerByMobile: async (
      input: RegisterMobileInput,
      ctx: RequestContext,
    ): Promise<LoginResult | null> => {
      const [features, config] = await Promise.all([system.getFeatures(), system.getRegisterConfig()]);
      if (!features[MODULE_ID.REGISTER_MOBILE]) throw new AppError('feature_disabled');
      const smsVerification = features[MODULE_ID.SMS_VERIFICATION] === true;
      const paymentPasswordOn = features[MODULE_ID.REGISTER_PAYMENT_PASSWORD] === true;
      const { language } = ctx;

      const fields: Record<string, string | undefined> = {};
      const national = normalizeMobile(input.countryDialingCode, input.mobileNum);
      fields.mobileNum =
        national === null
          ? mobileFormatMessage(input.countryDialingCode, input.mobileNum, language)
          : checkFieldRule(config.mobileNum, national, language);
      const proofSent = hasPhoneProof(phoneVerifiers, input);
      if (smsVerification && !proofSent && !input.verificationCode) {
        fields.verificationCode = validationText('verificationCodeRequired', language);
      }
      fields.password = ruleProblem(config.password, input.password, language);
      if (input.confirmPassword !== input.password) {
        fields.confirmPassword = validationText('confirmMismatch', language);
      }
      if (paymentPasswordOn) {
        fields.paymentPassword = ruleProblem(config.paymentPassword, input.paymentPassword, language);
      }
      const affiliateCode = config.affiliateCode.enabled
        ? input.affiliateCode?.trim().toUpperCase() || null
        : null;
      if (config.affiliateCode.enabled && (affiliateCode || config.affiliateCode.required)) {
        fields.affiliateCode = ruleProblem(config.affiliateCode, input.affiliateCode, language);
      }
      if (input.terms !== true) fields.terms = validationText('termsRequired', language);
      const problems = Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      if (national === null || Object.keys(problems).length > 0) throw fieldError(problems);

      const affiliate = affiliateCode ? await downlines.resolve(affiliateCode) : undefined;
      if (affiliateCode && !affiliate) throw new AppError('invitation_code_error');

      const proven = await checkPhoneProof(phoneVerifiers, input, `+${input.countryDialingCode}${national}`);
      if (smsVerification && proven === undefined) {
        await codes.consume({
          purpose: CODE_PURPOSE.REGISTER,
          recipient: mobileRecipient(input.countryDialingCode, national),
          code: input.verificationCode,
        });
      }
      if (await members.findByVerifiedMobile(input.countryDialingCode, national)) {
        throw new AppError('mobile_taken');
      }

      const paymentPassword = paymentPasswordOn ? input.paymentPassword : undefined;
      const member = await createWithUsername(national, {
        passwordHash: await hashPassword(input.password),
        paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
        type: affiliate?.type ?? MEMBER_TYPE.MEMBER,
        language,
        mobileNum: national,
        countryDialingCode: input.countryDialingCode,
        mobileVerifiedAt: smsVerification || proven !== undefined ? clock.now() : null,
        parentId: affiliate?.upline.id ?? null,
        registeredWithAffiliateCode: affiliateCode,
        registeredWithReferralCode: input.referralCode || null,
        registerIp: ctx.ip,
        registerDeviceId: ctx.deviceId ?? null,
        registerUrl: input.registerUrl ?? null,
        registerDomain: input.domain ?? null,
      });
      return input.login
        ? auth.openSession(member, SESSION_KIND.MEMBER, ctx, { method: LOGIN_METHOD.REGISTER })
        : null;
    },
  };
};
