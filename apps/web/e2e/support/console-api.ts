import { generate } from 'otplib';

/** The seeded operator, who enrols an authenticator at the first console login. */
const OPERATOR = { username: 'demoadmin', password: 'demo1234' } as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call to the server's JSON API, answering the envelope's value; throws with the whole
 * envelope when it reports a failure.
 */
export const callApi = async <T>(
  baseUrl: string,
  method: Method,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Language: 'EN',
      ...(options.token === undefined ? {} : { Authorization: options.token }),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value: T };
  if (!envelope.success) throw new Error(`${method} ${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.value;
};

/**
 * The operator's console session per server. The first console login enrols the authenticator
 * (answering its secret once) and each 30-second code is accepted once, so every client on the
 * same server shares this one login.
 */
const sessions = new Map<string, Promise<string>>();

const logIn = async (baseUrl: string) => {
  const step = await callApi<{ challenge: string; secret?: string }>(
    baseUrl,
    'POST',
    '/console-api/auth/login',
    {
      body: OPERATOR,
    },
  );
  if (step.secret === undefined) throw new Error('The operator enrolled before this test logged in');
  const session = await callApi<{ token: string }>(baseUrl, 'POST', '/console-api/auth/totp', {
    body: { challenge: step.challenge, code: await generate({ secret: step.secret }) },
  });
  return session.token;
};

const sessionOf = (baseUrl: string) => {
  let token = sessions.get(baseUrl);
  if (token === undefined) {
    token = logIn(baseUrl);
    sessions.set(baseUrl, token);
    // A failed login is not kept, so the next call reports its own failure.
    token.catch(() => sessions.delete(baseUrl));
  }
  return token;
};

/**
 * The console API as the seeded operator: `request` calls `/console-api${path}`, logging in lazily
 * at the first call (once per server, shared by every client of it). `baseUrl` may be a function
 * for a server that starts after the client is made.
 */
export const createConsoleApi = (baseUrl: string | (() => string)) => {
  const urlOf = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  return {
    request: async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
      const url = urlOf();
      return callApi<T>(url, method, `/console-api${path}`, { token: await sessionOf(url), body });
    },
  };
};

export type ConsoleApi = ReturnType<typeof createConsoleApi>;
