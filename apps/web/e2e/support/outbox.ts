import { generate } from 'otplib';

/** The seeded operator, who enrols an authenticator at the first console login. */
const OPERATOR = { username: 'demoadmin', password: 'demo1234' } as const;

interface Envelope<T> {
  success: boolean;
  value: T;
}

const call = async <T>(baseUrl: string, path: string, init: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      Language: 'EN',
      ...(init.token === undefined ? {} : { Authorization: init.token }),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.value;
};

/**
 * Reads SMS and email as they reach a person's phone or inbox: without a real provider every
 * message stays in the outbox, which the operator reads in the console (`/console-api/outbox`).
 * Used by browser tests and the screenshot script. One console login per server: its authenticator accepts each 30-second code once.
 */
export const createOutboxReader = (baseUrl: () => string) => {
  let token: Promise<string> | undefined;
  const logIn = async () => {
    const step = await call<{ challenge: string; secret?: string }>(baseUrl(), '/console-api/auth/login', {
      body: OPERATOR,
    });
    if (step.secret === undefined) throw new Error('The operator enrolled before this reader logged in');
    const session = await call<{ token: string }>(baseUrl(), '/console-api/auth/totp', {
      body: { challenge: step.challenge, code: await generate({ secret: step.secret }) },
    });
    return session.token;
  };

  return {
    /** The 6-digit code in the newest message to a recipient containing `recipient`. */
    latestCode: async (channel: 'SMS' | 'EMAIL', recipient: string): Promise<string> => {
      token ??= logIn();
      const query = new URLSearchParams({ channel, recipient, pageNum: '1', pageSize: '1' });
      const read = async () => {
        const page = await call<{ list: { body: string }[] }>(baseUrl(), `/console-api/outbox?${query}`, {
          token: await token,
        });
        return /\b(\d{6})\b/.exec(page.list[0]?.body ?? '')?.[1];
      };
      // The code is stored before the send answers; a short wait covers a slow database.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const code = await read();
        if (code !== undefined) return code;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`No ${channel} code for ${recipient} in the outbox`);
    },
  };
};
