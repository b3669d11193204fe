import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { formatCaptchaProof, type LoginResult } from '@platform/contract';
import { TEST_CAPTCHA, type TestApp } from './index.ts';

/** An answer's envelope, parsed. */
export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, unknown>;
  body: { success: boolean; value: T; errorCode?: string; message?: string };
}

export const send = async <T = unknown>(
  t: TestApp,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    token?: string;
    language?: string;
    payload?: unknown;
    encrypt?: boolean;
    /** The client's address (127.0.0.1 unless given): new-device checks and per-IP limits use it. */
    ip?: string;
    /** Further request headers (the browser's `Device-Id`). */
    headers?: Record<string, string>;
  },
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = request.token;
  if (request.language) headers.language = request.language;
  let payload = request.payload;
  if (request.encrypt) {
    const sealed = await t.encrypted(request.payload);
    Object.assign(headers, sealed.headers);
    payload = sealed.payload;
  }
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.ip === undefined ? {} : { remoteAddress: request.ip }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
};

/** A login body: by username (the default type) or mobile with the password, or by SMS code. */
export interface LoginBody {
  type?: 'username' | 'mobile' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  captchaKey?: string;
  captchaProof?: string;
  portal?: 'MEMBER' | 'AGENT';
  challengeToken?: string;
  challengeMethod?: 'SMS' | 'EMAIL' | 'BANK_ACCOUNT_NAME' | 'TOTP';
  challengeAnswer?: string;
}

export const login = (t: TestApp, body: LoginBody, language = 'EN', ip?: string) =>
  send<LoginResult & { captcha?: boolean }>(t, {
    method: 'POST',
    url: '/wps/session/login',
    payload: body,
    encrypt: true,
    language,
    ...(ip === undefined ? {} : { ip }),
  });

/** Solves the proof of work of a captcha answer's `Captcha-Work` header, as the browser does. */
export const solveCaptchaWork = async (header: unknown): Promise<string> => {
  const challenge = JSON.parse(Buffer.from(String(header), 'base64').toString()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha work was not solved');
  return formatCaptchaProof(solution);
};

/** Fetches a captcha of the member site and answers it: text, key and proof of work. */
export const solvedCaptcha = async (t: TestApp) => {
  const answer = await send<string>(t, { method: 'GET', url: '/wps/captcha' });
  return {
    captcha: TEST_CAPTCHA,
    captchaKey: String(answer.headers['captcha-key']),
    captchaProof: await solveCaptchaWork(answer.headers['captcha-work']),
  };
};
export const register = (t: TestApp, body: Record<string, unknown>, language = 'EN') =>
  send<LoginResult | null>(t, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: body,
    encrypt: true,
    language,
  });

export const validRegistration = (username: string) => ({
  username,
  password: 'secret123',
  confirmPassword: 'secret123',
  terms: true,
});
