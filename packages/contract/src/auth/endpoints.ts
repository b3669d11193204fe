import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  captchaHeader,
  captchaWorkHeader,
  challengeCodeRequestSchema,
  codeSentSchema,
  forgotByEmailRequestSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  loginResultSchema,
  passwordChangeRequestSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  resetByPhoneRequestSchema,
  resetPasswordRequestSchema,
  smsCodeRequestSchema,
  smsRegisterCodeRequestSchema,
  socialLinkRequestSchema,
  socialLoginResultSchema,
  socialProviderParamsSchema,
  socialProviderSchema,
  socialRegisterRequestSchema,
  socialStartRequestSchema,
  socialStartResultSchema,
  socialTicketRequestSchema,
} from './schemas.ts';

const authTags = ['auth'];
const accountTags = ['account'];
const socialTags = ['social login'];

/** Sessions, login and its checks, registration, password change and recovery, social login. */
export const authEndpoints = {
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    tags: authTags,
    summary: `Captcha image (base64 PNG data URL in value); its key comes in the ${captchaHeader} header`,
    description:
      `The ${captchaWorkHeader} header carries a proof-of-work challenge (base64 JSON of an ALTCHA PoW v2 ` +
      'challenge, PBKDF2/SHA-256): find the counter from 0 up whose derived key starts with `keyPrefix`, and ' +
      'send `captchaProof` = `<counter>:<derived key hex>` with `captcha` and `captchaKey`. Each captcha ' +
      'answers once, whatever the answer.',
    access: 'public',
    response: z.string(),
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    tags: authTags,
    summary: 'Log in by username or mobile number with the password, or by SMS code (encrypted body)',
    description:
      '`type` username (default), mobile or sms (when verification-code login is on, else 403 ' +
      'feature_disabled). A password login after a failure needs the captcha (value `{ captcha: true }`); ' +
      'the 5th wrong password locks the account and ends its sessions. 403 login_verification_required ' +
      '(value: the challenge) asks for the authenticator code (TWO_FACTOR, every login of an enrolled ' +
      'member) or, for a password login from an IP the member has not used, an SMS or email code, the bank ' +
      'account name or the authenticator code (NEW_DEVICE); send the same login again with challengeToken, ' +
      'challengeMethod and challengeAnswer. `passwordExpired`: the session may only change the password ' +
      'or log out.',
    access: 'public',
    body: loginRequestSchema,
    response: loginResultSchema,
    encrypted: true,
  }),
  challengeCode: endpoint({
    method: 'POST',
    path: '/wps/session/login/challenge/code',
    tags: authTags,
    summary: 'Send the SMS or email code of a pending login check to the member’s own number or address',
    description: 'Answers the masked destination. 401 challenge_expired when the check is over.',
    access: 'public',
    body: challengeCodeRequestSchema,
    response: codeSentSchema,
  }),
  freePlay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    tags: authTags,
    summary: 'Free play: a new trial account (type 4), logged in',
    description:
      'Only when the free-play switch is on (else 403 feature_disabled). A trial account plays free ' +
      'games on a demo balance and is refused real-money features with in_need_true_account.',
    access: 'public',
    body: freePlayRequestSchema,
    response: loginResultSchema,
  }),
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    tags: authTags,
    summary: 'Register by username, then log in (encrypted body)',
    access: 'public',
    body: registerRequestSchema,
    response: loginResultSchema.nullable(),
    encrypted: true,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    tags: authTags,
    summary: 'Change the password (encrypted body); every session ends, log in again',
    access: { member: 'member', duringPasswordChange: true },
    body: passwordChangeRequestSchema,
    response: z.null(),
    encrypted: true,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    tags: authTags,
    summary: 'End the session',
    access: { member: 'session', duringPasswordChange: true },
    response: z.null(),
  }),
  noLoginCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    tags: accountTags,
    summary:
      'SMS code for the SMS login and the phone password reset; sent only to a verified number, same answer for any',
    access: 'public',
    body: smsCodeRequestSchema,
    response: codeSentSchema,
  }),
  registerCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    tags: accountTags,
    summary: 'SMS code for the registration by mobile number',
    access: 'public',
    body: smsRegisterCodeRequestSchema,
    response: codeSentSchema,
  }),
  registerByMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    tags: accountTags,
    summary: 'Register by mobile number with its SMS code, then log in (encrypted body)',
    access: 'public',
    body: registerMobileRequestSchema,
    response: loginResultSchema.nullable(),
    encrypted: true,
  }),
  forgotByEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    tags: accountTags,
    summary:
      'Forgot password: email a reset link when username and email belong together (JSON or form post); same answer either way',
    access: 'public',
    body: forgotByEmailRequestSchema,
    response: z.null(),
  }),
  resetByLink: endpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    tags: accountTags,
    summary: 'Set a new password with the emailed link token (encrypted body); every session ends',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: z.null(),
    encrypted: true,
  }),
  resetByPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    tags: accountTags,
    summary: 'Set a new password with the SMS code from noLogin (encrypted body); every session ends',
    access: 'public',
    body: resetByPhoneRequestSchema,
    response: z.null(),
    encrypted: true,
  }),
  socialProviders: endpoint({
    method: 'GET',
    path: '/wps/oauth/providers',
    tags: socialTags,
    summary: 'Social login providers the operator configured (at most two), for the login modal',
    access: 'public',
    response: z.array(socialProviderSchema),
  }),
  socialStart: endpoint({
    method: 'POST',
    path: '/wps/oauth/:provider/start',
    tags: socialTags,
    summary: 'Where to send the browser to sign in with the provider; intent LINK needs a member session',
    // Public: the handler asks for a real member's session when the intent is LINK.
    access: 'public',
    params: socialProviderParamsSchema,
    body: socialStartRequestSchema,
    response: socialStartResultSchema,
  }),
  socialCallback: endpoint({
    method: 'GET',
    path: '/wps/oauth/:provider/callback',
    tags: socialTags,
    summary:
      'The provider sends the browser back here; redirects to /oauth?ticket=..., to the security centre after a link, or to /oauth?error=...',
    access: 'public',
    params: socialProviderParamsSchema,
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login/social',
    tags: socialTags,
    summary:
      'Log in with the ticket of the /oauth page; social_account_not_linked (value: who signed in) when no account is linked',
    access: 'public',
    body: socialTicketRequestSchema,
    response: socialLoginResultSchema,
  }),
  socialLink: endpoint({
    method: 'POST',
    path: '/wps/session/login/social/link',
    tags: socialTags,
    summary:
      'Link the ticket’s identity to an existing account by its password, then log in (encrypted body)',
    access: 'public',
    body: socialLinkRequestSchema,
    response: socialLoginResultSchema,
    encrypted: true,
  }),
  socialRegister: endpoint({
    method: 'POST',
    path: '/wps/session/login/social/register',
    tags: socialTags,
    summary: 'Create an account for the ticket’s identity, link it and log in',
    access: 'public',
    body: socialRegisterRequestSchema,
    response: socialLoginResultSchema,
  }),
};
