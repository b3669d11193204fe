import {
  loginChallengeSchema,
  type LoginChallenge,
  type LoginRequest,
  type LoginResult,
} from '@platform/contract';
import { ApiError } from '../../../shared/lib/api-client.ts';
import type { RememberedLogin } from '../../../shared/lib/session.ts';

/** A login about to be sent, with the "remember password" choice when it comes from the login form. */
export interface PendingLogin {
  request: LoginRequest;
  /** Undefined for the automatic logins (after a password reset or change): nothing is remembered. */
  remember?: boolean;
}

/** How a finished login ended, for the popup to decide where to go. */
export interface LoginSuccess {
  /** A forced password change came first: the person goes home (spec section 4). */
  isPasswordChanged: boolean;
}

/** The `value` of a `login_verification_required` refusal, or undefined for any other failure. */
export const challengeOf = (error: unknown): LoginChallenge | undefined => {
  if (!(error instanceof ApiError) || error.errorCode !== 'login_verification_required') return undefined;
  const parsed = loginChallengeSchema.safeParse(error.value);
  return parsed.success ? parsed.data : undefined;
};

/** The same login again with the check's answer; a captcha answers once, the challenge token replaces it. */
export const withChallengeAnswer = (
  request: LoginRequest,
  answer: Pick<LoginRequest, 'challengeToken' | 'challengeMethod' | 'challengeAnswer'>,
): LoginRequest => ({
  ...request,
  captcha: undefined,
  captchaKey: undefined,
  captchaProof: undefined,
  ...answer,
});

/** The login again with the new password and without the finished check's fields. */
export const withNewPassword = (request: LoginRequest, password: string): LoginRequest => ({
  ...request,
  password,
  captcha: undefined,
  captchaKey: undefined,
  captchaProof: undefined,
  challengeToken: undefined,
  challengeMethod: undefined,
  challengeAnswer: undefined,
});

/** What "remember password" keeps of a login: the username it answered, or the SMS login's number. */
export const rememberedLoginOf = (
  request: LoginRequest,
  result: LoginResult,
): RememberedLogin | undefined => {
  if (request.type === 'sms' && request.mobileNum !== undefined && request.countryDialingCode !== undefined) {
    return {
      type: 'sms',
      mobileNum: request.mobileNum,
      countryDialingCode: request.countryDialingCode.replace(/^\+/, ''),
    };
  }
  return request.type === 'mobile' ? undefined : { type: 'username', username: result.username };
};
