import { generate } from 'otplib';
import type { FeedbackAdmin, HelpArticleAdmin, HelpArticleInput } from '@platform/contract';

/** The seeded operator, who enrols an authenticator at the first console login. */
const OPERATOR = { username: 'demoadmin', password: 'demo1234' } as const;

type Method = 'GET' | 'POST';

/**
 * What the operator does in the console for the content-page tests, through the console API:
 * writes help articles (sanitised by the server) and answers feedback. One console login per
 * server (its authenticator accepts each 30-second code once).
 */
export const createContentOperator = (baseUrl: string) => {
  const call = async <T>(method: Method, path: string, options: { token?: string; body?: unknown } = {}) => {
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

  let token: Promise<string> | undefined;
  const logIn = async () => {
    const step = await call<{ challenge: string; secret?: string }>('POST', '/console-api/auth/login', {
      body: OPERATOR,
    });
    if (step.secret === undefined) throw new Error('The operator enrolled before this test logged in');
    const session = await call<{ token: string }>('POST', '/console-api/auth/totp', {
      body: { challenge: step.challenge, code: await generate({ secret: step.secret }) },
    });
    return session.token;
  };
  const asOperator = async <T>(method: Method, path: string, body?: unknown) => {
    token ??= logIn();
    return call<T>(method, `/console-api${path}`, { token: await token, body });
  };

  return {
    addHelpArticle: (input: HelpArticleInput) => asOperator<HelpArticleAdmin>('POST', '/content/help', input),
    /** Replies to the member's one open submission, as staff do from the feedback inbox. */
    replyToFeedback: async (account: string, reply: string) => {
      const query = new URLSearchParams({ account, status: 'OPEN' });
      const open = await asOperator<{ list: FeedbackAdmin[] }>('GET', `/feedback?${query.toString()}`);
      const [submission] = open.list;
      if (submission === undefined || open.list.length !== 1)
        throw new Error(`Expected one open submission of ${account}, found ${String(open.list.length)}`);
      return asOperator<FeedbackAdmin>('POST', `/feedback/${String(submission.id)}/reply`, { reply });
    },
  };
};
