import { createHmac } from 'node:crypto';

/**
 * The seamless-wallet calls to the platform (`POST {platform}/vendor-api/{vassalage}/{call}`), signed
 * with the shared secret exactly as any outside vendor signs them. The transport is plain HTTP when the
 * house vendor runs as its own service, and the platform's own request handling (no socket) when it
 * runs in the platform's process; both pass through the same parser and signature check.
 */
export type PlatformTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export const httpTransport =
  (baseUrl: string): PlatformTransport =>
  async (path, body, headers) => {
    const response = await fetch(new URL(path, baseUrl), { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  };

/** A refusal the platform answered (insufficient funds, locked player, ...). */
export class PlatformRefusal extends Error {
  constructor(readonly code: string) {
    super(`platform refused: ${code}`);
  }
}

/** No usable answer (network, 5xx, malformed): the call may or may not have happened. */
export class PlatformUnavailable extends Error {}

export interface PlatformSession {
  sessionId: string;
  playerId: string;
  nickname: string;
  currency: string;
  balance: string;
  language: string;
  gameCode: string;
  demo: boolean;
  /** The merchant's IANA time zone: the times the player is shown are in it. */
  timeZone: string;
}
export interface PlatformTransaction {
  transactionId: string;
  platformTransactionId: string | null;
  balance: string;
  currency: string;
}

export interface PlatformClientOptions {
  vassalage: string;
  /** Asked for each call, so a secret stored at registration is used from then on. */
  secret: () => Promise<string>;
  transport: PlatformTransport;
  clock?: () => number;
}

export const createPlatformClient = (options: PlatformClientOptions) => {
  const now = options.clock ?? Date.now;
  const call = async <T>(name: string, fields: Record<string, unknown>): Promise<T> => {
    const body = JSON.stringify({ timestamp: Math.floor(now() / 1000), ...fields });
    const signature = createHmac('sha256', await options.secret())
      .update(body)
      .digest('hex');
    let answer: { status: number; body: string };
    try {
      answer = await options.transport(`/vendor-api/${options.vassalage}/${name}`, body, {
        'content-type': 'application/json',
        'x-signature': signature,
      });
    } catch (error) {
      throw new PlatformUnavailable(`vendor call ${name} failed`, { cause: error });
    }
    let parsed: { success?: boolean; value?: unknown; errorCode?: string };
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch (error) {
      throw new PlatformUnavailable(`vendor call ${name}: answer not JSON (${answer.status})`, {
        cause: error,
      });
    }
    if (parsed.success === true) return parsed.value as T;
    if (answer.status >= 500 || typeof parsed.errorCode !== 'string')
      throw new PlatformUnavailable(`vendor call ${name}: status ${answer.status}`);
    throw new PlatformRefusal(parsed.errorCode);
  };
  return {
    authenticate: (token: string) => call<PlatformSession>('authenticate', { token }),
    balance: (sessionId: string) => call<{ balance: string; currency: string }>('balance', { sessionId }),
    bet: (fields: {
      sessionId: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
      currency: string;
      /** A lottery order's draw number, shown with the round in the platform's betting records. */
      drawNo?: string;
    }) => call<PlatformTransaction>('bet', fields),
    win: (fields: {
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
      currency: string;
    }) => call<PlatformTransaction>('win', { ...fields, closeRound: true }),
    /**
     * Rolls back the stake of a round whose bet is `<roundId>:bet` (the platform refunds it if it took
     * it); answers the balance after, or null when the platform never saw the bet (it keeps a tombstone:
     * a late bet is refused, nothing to refund).
     */
    refundBet: async (fields: { playerId: string; roundId: string; gameCode: string }) => {
      try {
        const answer = await call<PlatformTransaction>('rollback', {
          ...fields,
          transactionId: `${fields.roundId}:rollback`,
          referenceTransactionId: `${fields.roundId}:bet`,
        });
        return answer.balance;
      } catch (error) {
        if (error instanceof PlatformRefusal && error.code === 'transaction_not_found') return null;
        throw error;
      }
    },
  };
};
export type PlatformClient = ReturnType<typeof createPlatformClient>;
