import type { LoginResult } from '@platform/contract';
import type { TestApp } from './index.ts';

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
  },
): Promise<Answer<T>> => {
  const headers: Record<string, string> = {};
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
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
};

export const login = (
  t: TestApp,
  body: {
    username: string;
    password: string;
    captcha?: string;
    captchaKey?: string;
    portal?: 'MEMBER' | 'AGENT';
  },
  language = 'EN',
) =>
  send<LoginResult & { captcha?: boolean }>(t, {
    method: 'POST',
    url: '/wps/session/login',
    payload: body,
    encrypt: true,
    language,
  });

/** Fetches a captcha and answers its key, for the attempts that need one. */
export const captchaKey = async (t: TestApp): Promise<string> => {
  const answer = await send<string>(t, { method: 'GET', url: '/wps/captcha' });
  return String(answer.headers['captcha-key']);
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
